package io.memscope.store.codec;

import com.fasterxml.jackson.core.JsonGenerator;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.ValueKind;

import java.io.IOException;
import java.time.Instant;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Writes one fact as the store contract names its fields, with ids and values in their original JSON
 * type and timestamps as ISO-8601 in UTC. The core columns are always written (null when unset); the
 * optional provenance fields only when the fact has them, and so are {@code inferred_link} (a successor
 * memscope guessed, for Graphiti), {@code unknown_end} (an end the source recorded without its time, for Mem0)
 * and {@code metadata} (what a foreign source recorded beyond the contract).
 */
public final class FactJson {
    private static final Pattern JSON_NUMBER = Pattern.compile("-?(0|[1-9]\\d*)(\\.\\d+)?([eE][+-]?\\d+)?");

    private final JsonGenerator g;

    public FactJson(JsonGenerator g) {
        this.g = g;
    }

    /** @throws IllegalArgumentException when a NUMBER or BOOLEAN value is not one, or confidence is not finite */
    public void write(Fact f) throws IOException {
        check(f); // before the first token, so a refused fact leaves no half-written object behind
        g.writeStartObject();
        g.writeFieldName("id");
        writeId(f.id());
        g.writeStringField("subject", f.subject());
        g.writeStringField("predicate", f.predicate());
        g.writeFieldName("value");
        writeValue(f);
        writeTimestamp("valid_from", f.validFrom());
        writeTimestamp("valid_to", f.validTo());
        g.writeFieldName("superseded_by");
        if (f.supersededBy() == null) {
            g.writeNull();
        } else {
            writeId(f.supersededBy());
        }
        if (f.recordedAt() != null) {
            writeTimestamp("recorded_at", f.recordedAt());
        }
        if (f.source() != null) {
            g.writeStringField("source", f.source());
        }
        if (f.agent() != null) {
            g.writeStringField("agent", f.agent());
        }
        if (f.confidence() != null) {
            g.writeNumberField("confidence", f.confidence());
        }
        if (f.inferredLink()) {
            g.writeBooleanField("inferred_link", true);
        }
        if (f.unknownEnd()) {
            g.writeBooleanField("unknown_end", true);
        }
        if (!f.metadata().isEmpty()) {
            g.writeObjectFieldStart("metadata");
            for (Map.Entry<String, String> e : f.metadata().entrySet()) {
                g.writeStringField(e.getKey(), e.getValue());
            }
            g.writeEndObject();
        }
        g.writeEndObject();
    }

    private static void check(Fact f) {
        String value = f.value();
        if (value != null && f.valueKind() == ValueKind.NUMBER && !JSON_NUMBER.matcher(value).matches()) {
            throw new IllegalArgumentException("value " + Quote.of(value) + " is not a JSON number");
        }
        if (value != null && f.valueKind() == ValueKind.BOOLEAN && !value.equals("true") && !value.equals("false")) {
            throw new IllegalArgumentException("value " + Quote.of(value) + " is not a boolean");
        }
        if (f.confidence() != null && !Double.isFinite(f.confidence())) {
            throw new IllegalArgumentException("confidence " + f.confidence() + " is not a finite number");
        }
    }

    public void writeId(FactId id) throws IOException {
        if (id.isNumeric()) {
            g.writeNumber(id.number());
        } else {
            g.writeString(id.toString());
        }
    }

    private void writeValue(Fact f) throws IOException {
        String value = f.value();
        if (value == null) {
            g.writeNull();
            return;
        }
        switch (f.valueKind()) {
            case TEXT -> g.writeString(value);
            case NUMBER -> g.writeNumber(value); // the literal text, so 12.50 stays 12.50
            case BOOLEAN -> g.writeBoolean(value.equals("true"));
        }
    }

    private void writeTimestamp(String field, Instant t) throws IOException {
        g.writeFieldName(field);
        if (t == null) {
            g.writeNull();
        } else {
            g.writeString(IsoInstant.format(t));
        }
    }
}
