package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

/**
 * Top-level members of a store file that memscope does not read: keys another tool keeps beside the facts
 * ({@code "x_pipeline": {...}}). memscope never interprets them, but rewriting the file after an operator's
 * action must not drop another tool's data, so they are copied token for token from the file being
 * replaced, after memscope's own sections. Only the members named at load are looked for, and the copy
 * stops once it has them all, so a store whose other keys precede its facts is never read to the end.
 */
final class OtherMembers {
    private OtherMembers() {
    }

    /**
     * Copies the members {@code names} of the top-level object of {@code file} into {@code g}, which stands
     * inside the object being written.
     *
     * @param skipDescription the writer wrote the store's description itself: a {@code "description"} is not copied
     * @throws IOException when the file cannot be read as it was at load (the save is then abandoned)
     */
    static void copy(Path file, Set<String> names, boolean skipDescription, JsonGenerator g) throws IOException {
        Set<String> wanted = new HashSet<>(names);
        if (skipDescription) {
            wanted.remove("description");
        }
        if (wanted.isEmpty()) {
            return;
        }
        JsonFactory factory = JsonStoreReader.newFactory();
        Set<String> copied = new HashSet<>();
        try (JsonParser p = factory.createParser(file.toFile())) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw new IOException("its top level is no longer an object");
            }
            while (copied.size() < wanted.size() && p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                p.nextToken();
                // a key written twice is kept twice: what the other tool makes of that is its business
                if (wanted.contains(name)) {
                    g.writeFieldName(name);
                    copyValue(p, g);
                    copied.add(name);
                } else {
                    p.skipChildren();
                }
            }
        }
        if (copied.size() < wanted.size()) {
            wanted.removeAll(copied);
            throw new IOException("its top-level keys " + wanted + " are gone");
        }
    }

    /**
     * The value the parser stands on, token for token. Numbers go as written ({@code 1.50} stays {@code 1.50},
     * {@code 1e400} is not turned into infinity), which Jackson's {@code copyCurrentStructure} does not promise.
     */
    private static void copyValue(JsonParser p, JsonGenerator g) throws IOException {
        int depth = 0;
        do {
            JsonToken t = p.currentToken();
            if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
                depth++;
            } else if (t == JsonToken.END_OBJECT || t == JsonToken.END_ARRAY) {
                depth--;
            }
            if (t == JsonToken.VALUE_NUMBER_INT || t == JsonToken.VALUE_NUMBER_FLOAT) {
                g.writeNumber(p.getText());
            } else {
                g.copyCurrentEvent(p);
            }
        } while (depth > 0 && p.nextToken() != null);
    }
}
