package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The one-line {@code "description"} a JSON store may carry before its facts (the sample stores
 * do), shown when the store is opened. Reading stops at {@code "facts"}, so asking costs nothing
 * even for a huge file; anything unreadable simply has no description.
 */
public final class StoreDescription {
    private StoreDescription() {
    }

    public static Optional<String> read(Path file) {
        try (JsonParser p = new JsonFactory().createParser(file.toFile())) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return Optional.empty();
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken value = p.nextToken();
                if ("facts".equals(name)) {
                    return Optional.empty();
                }
                if ("description".equals(name) && value == JsonToken.VALUE_STRING) {
                    return Optional.of(p.getText().strip()).filter(s -> !s.isEmpty());
                }
                p.skipChildren();
            }
        } catch (IOException | RuntimeException e) {
            // a store without a readable description is still a store; the real reader will judge it
        }
        return Optional.empty();
    }
}
