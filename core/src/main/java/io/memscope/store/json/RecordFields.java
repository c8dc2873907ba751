package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.memscope.model.FactId;
import io.memscope.store.StoreException;

import java.time.DateTimeException;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;

/**
 * The fields of one foreign record, read with the same judgement as memscope's own (ids, timestamps),
 * remembering which were used so that {@link #keepRest} can put everything else into the fact's metadata.
 * Errors name the record and where it starts.
 */
final class RecordFields {
    private final ObjectNode node;
    private final JsonLocation at;
    private final JsonErrors errors;
    private final Set<String> used = new HashSet<>();
    private String label;

    RecordFields(ObjectNode node, String label, JsonLocation at, JsonErrors errors) {
        this.node = node;
        this.label = label;
        this.at = at;
        this.errors = errors;
    }

    /** Names the record by its id once known, as memscope's own reader does ({@code edge 5f1c...}). */
    void relabel(String newLabel) {
        label = newLabel;
    }

    boolean has(String field) {
        JsonNode v = node.get(field);
        return v != null && !v.isNull();
    }

    /** A string or number as text; null when absent or null. */
    String text(String field) throws StoreException {
        used.add(field);
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) {
            return null;
        }
        if (!v.isValueNode()) {
            throw problem("\"" + field + "\" must be a string, found " + (v.isArray() ? "an array" : "an object"));
        }
        return v.asText();
    }

    String required(String field) throws StoreException {
        String text = text(field);
        if (text == null || text.isEmpty()) {
            throw problem("\"" + field + "\" is missing");
        }
        return text;
    }

    FactId id(String field) throws StoreException {
        JsonNode v = node.get(field);
        String text = required(field);
        return v.isIntegralNumber() && v.canConvertToLong() ? FactId.of(v.asLong()) : FactId.of(text);
    }

    /**
     * Epoch micros, {@link Timestamps#NULL} when absent; read as {@link Timestamps#foreignMicros} reads them, and
     * an integer as epoch milliseconds (how Neo4j exports a datetime as a number).
     */
    long timestamp(String field) throws StoreException {
        JsonNode v = node.get(field);
        String text = text(field);
        if (text == null) {
            return Timestamps.NULL;
        }
        try {
            if (v.isIntegralNumber() && v.canConvertToLong()) {
                return Timestamps.epochMillisMicros(v.asLong());
            }
            if (!v.isTextual()) {
                throw new DateTimeException("not text");
            }
            return Timestamps.foreignMicros(text);
        } catch (DateTimeException e) {
            throw problem("\"" + field + "\" is not an ISO-8601 timestamp: " + JsonErrors.quote(text));
        }
    }

    /** Marks a field as read elsewhere (or deliberately left out) so {@link #keepRest} skips it. */
    void skip(String... fields) {
        used.addAll(Set.of(fields));
    }

    /** Every field not read yet goes into the draft's metadata, objects flattened one level if asked. */
    void keepRest(FactDraft d, Set<String> flatten) {
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (used.contains(e.getKey())) {
                continue;
            }
            JsonNode v = e.getValue();
            if (flatten.contains(e.getKey()) && v.isObject()) {
                for (Iterator<Map.Entry<String, JsonNode>> inner = v.fields(); inner.hasNext(); ) {
                    Map.Entry<String, JsonNode> ie = inner.next();
                    put(d, ie.getKey(), ie.getValue());
                }
            } else {
                put(d, e.getKey(), v);
            }
        }
    }

    private static void put(FactDraft d, String key, JsonNode v) {
        if (v != null && !v.isNull()) {
            d.putMetadata(key, v.isValueNode() ? v.asText() : v.toString());
        }
    }

    StoreException problem(String what) {
        return errors.at(at, label + ": " + what);
    }

    int line() {
        return at.getLineNr();
    }
}
