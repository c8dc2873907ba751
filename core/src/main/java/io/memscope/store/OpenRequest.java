package io.memscope.store;

import java.util.Objects;

/**
 * What an operator asked to open: a file path or a JDBC URL, whether for reading only, and how to read it
 * ({@code format} for JSON files, null to decide from the content; {@code mapping} for SQL tables), and
 * the user and password typed for it, if any ({@code credentials}, null: those of the location, or none).
 */
public record OpenRequest(String location, boolean readOnly, StoreFormat format, TableMapping mapping,
                          Credentials credentials) {
    public OpenRequest {
        Objects.requireNonNull(mapping, "mapping");
    }

    public OpenRequest(String location, boolean readOnly, StoreFormat format, TableMapping mapping) {
        this(location, readOnly, format, mapping, null);
    }

    public OpenRequest withCredentials(Credentials typed) {
        return new OpenRequest(location, readOnly, format, mapping, typed);
    }

    /** A store in memscope's own shape, read through its {@code facts} table or as its JSON decides. */
    public static OpenRequest of(String location, boolean readOnly) {
        return new OpenRequest(location, readOnly, null, TableMapping.DEFAULT);
    }

    public OpenRequest readOnly(boolean only) {
        return new OpenRequest(location, only, format, mapping, credentials);
    }
}
