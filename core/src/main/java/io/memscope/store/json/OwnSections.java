package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import io.memscope.model.AuditEntry;
import io.memscope.model.RecheckFlag;
import io.memscope.store.codec.AuditJson;
import io.memscope.store.StoreException;

import java.io.IOException;
import java.util.List;
import java.util.function.Function;

/**
 * Reads memscope's own sections of a JSON store, {@code flags} and {@code audit}. They are small (one entry
 * per operator action or flag), so each is read as a tree and converted by {@link AuditJson}.
 */
final class OwnSections {
    private final JsonParser p;
    private final JsonErrors errors;

    OwnSections(JsonParser p, JsonErrors errors) {
        this.p = p;
        this.errors = errors;
    }

    /** The parser stands on the section's START_ARRAY. */
    void flags(List<RecheckFlag> into) throws IOException, StoreException {
        read("flags", AuditJson::readFlag, into);
    }

    void audit(List<AuditEntry> into) throws IOException, StoreException {
        read("audit", AuditJson::readEntry, into);
    }

    private <T> void read(String section, Function<JsonNode, T> convert, List<T> into)
            throws IOException, StoreException {
        JsonLocation at = p.currentTokenLocation();
        JsonNode array = AuditJson.mapper().readTree(p);
        int index = 0;
        for (JsonNode element : array) {
            try {
                into.add(convert.apply(element));
            } catch (IllegalArgumentException | NullPointerException e) {
                throw errors.at(at, section + "[" + index + "]: " + e.getMessage());
            }
            index++;
        }
    }
}
