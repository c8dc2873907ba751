package io.memscope.store.jdbc;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.memscope.store.TableSample.Kind;

import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The keys found in the JSON objects of one column, as dotted paths from the column ({@code payload.user_id},
 * {@code payload.metadata.source}) with what their values hold. Bounded in depth and count, so a sample of
 * wide documents stays a list an operator can read; a key with a dot or a bar in it is left out, since a
 * mapped source could not name it.
 */
final class JsonKeys {
    static final int MAX_DEPTH = 4;
    static final int MAX_KEYS = 200;
    /** A document larger than this is not parsed: a sample is for names, and one huge value says little more. */
    static final int MAX_CHARS = 1 << 20;

    private final ObjectMapper mapper = new ObjectMapper();
    private final String column;
    private final Map<String, Kind> kinds = new LinkedHashMap<>();
    private int objects;
    private int others;

    JsonKeys(String column) {
        this.column = column;
    }

    /** Adds one value of the column; a value that is not a JSON object counts against the column being JSON. */
    void add(String text) {
        if (text == null || text.isBlank()) {
            return;
        }
        String trimmed = text.strip();
        if (!trimmed.startsWith("{") || trimmed.length() > MAX_CHARS) {
            others++;
            return;
        }
        try {
            JsonNode node = mapper.readTree(trimmed);
            if (node == null || !node.isObject()) {
                others++;
                return;
            }
            objects++;
            walk(column, node, 1);
        } catch (JsonProcessingException e) {
            others++;
        }
    }

    /** Whether every non-empty value sampled was a JSON object (and there was one). */
    boolean holdsObjects() {
        return objects > 0 && others == 0;
    }

    Map<String, Kind> kinds() {
        return kinds;
    }

    private void walk(String path, JsonNode object, int depth) {
        for (Iterator<Map.Entry<String, JsonNode>> it = object.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String key = e.getKey();
            if (key.isEmpty() || key.indexOf('.') >= 0 || key.indexOf('|') >= 0 || key.indexOf('"') >= 0) {
                continue;
            }
            String child = path + "." + key;
            JsonNode value = e.getValue();
            if (value.isNull()) {
                continue; // says nothing of the key's kind
            }
            if (!kinds.containsKey(child) && kinds.size() >= MAX_KEYS) {
                continue;
            }
            kinds.merge(child, kindOf(value), JsonKeys::merge);
            if (value.isObject() && depth < MAX_DEPTH) {
                walk(child, value, depth + 1);
            }
        }
    }

    private static Kind kindOf(JsonNode value) {
        if (value.isTextual()) {
            return isTime(value.asText()) ? Kind.TIME : Kind.TEXT;
        }
        if (value.isNumber()) {
            return Kind.NUMBER;
        }
        if (value.isBoolean()) {
            return Kind.BOOLEAN;
        }
        return value.isObject() ? Kind.OBJECT : Kind.OTHER;
    }

    /** ISO-8601 with an offset, as the databases cast it to a timestamp with time zone. */
    private static boolean isTime(String text) {
        try {
            OffsetDateTime.parse(text.replace(' ', 'T'));
            return true;
        } catch (DateTimeParseException e) {
            return false;
        }
    }

    /** Two rows that disagree: texts and times and numbers read as text; anything else is of no one kind. */
    private static Kind merge(Kind a, Kind b) {
        if (a == b) {
            return a;
        }
        boolean scalarA = a == Kind.TEXT || a == Kind.TIME || a == Kind.NUMBER;
        boolean scalarB = b == Kind.TEXT || b == Kind.TIME || b == Kind.NUMBER;
        return scalarA && scalarB ? Kind.TEXT : Kind.OTHER;
    }
}
