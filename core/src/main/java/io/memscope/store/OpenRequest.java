package io.memscope.store;

import java.util.Objects;

/**
 * What an operator asked to open: a file path or a JDBC URL, whether for reading only, and how to read it
 * ({@code format} for JSON files, null to decide from the content; {@code mapping} for SQL tables).
 */
public record OpenRequest(String location, boolean readOnly, StoreFormat format, TableMapping mapping) {
    public OpenRequest {
        Objects.requireNonNull(mapping, "mapping");
    }

    /** A store in memscope's own shape, read through its {@code facts} table or as its JSON decides. */
    public static OpenRequest of(String location, boolean readOnly) {
        return new OpenRequest(location, readOnly, null, TableMapping.DEFAULT);
    }

    public OpenRequest readOnly(boolean only) {
        return new OpenRequest(location, only, format, mapping);
    }
}
