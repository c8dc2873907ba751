package io.memscope.store.jdbc;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.Map;

/** A fact's metadata as the JSON object text a {@code metadata} column holds, both ways. */
final class MetadataJson {
    private static final ObjectMapper JSON = new ObjectMapper();

    private MetadataJson() {
    }

    static String write(Map<String, String> metadata) {
        try {
            return JSON.writeValueAsString(metadata);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e); // a map of strings always serialises
        }
    }

    /**
     * The entries of a JSON object as text; anything that is not an object is kept whole under
     * {@code column}, so a column of free text loses nothing either.
     */
    static void read(String text, String column, Map<String, String> into) {
        if (text == null || text.isBlank()) {
            return;
        }
        try {
            JsonNode node = JSON.readTree(text);
            if (node != null && node.isObject()) {
                for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> e = it.next();
                    JsonNode v = e.getValue();
                    if (!v.isNull()) {
                        into.put(e.getKey(), v.isValueNode() ? v.asText() : v.toString());
                    }
                }
                return;
            }
        } catch (JsonProcessingException notJson) {
            // kept as it is, below
        }
        into.put(column, text);
    }
}
