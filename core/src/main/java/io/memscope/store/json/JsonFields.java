package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.memscope.model.FactId;

import java.io.IOException;
import java.io.StringWriter;
import java.time.DateTimeException;

/**
 * Reads one field value of the store contract from the parser's current token, or says precisely
 * why it cannot. Shared by facts, dependencies and predicates so every field is judged alike.
 */
final class JsonFields {
    private static final JsonFactory COMPACT = new JsonFactory();
    private JsonFields() {
    }

    /** An integer id (kept as a number) or a string id (kept as a string). */
    static FactId id(JsonParser p, JsonToken t, String field) throws IOException, FieldProblem {
        if (t == JsonToken.VALUE_NUMBER_INT) {
            if (p.getNumberType() == JsonParser.NumberType.BIG_INTEGER) {
                throw problem(p, quote(field) + " " + p.getText() + " does not fit in 64 bits");
            }
            return FactId.of(p.getLongValue());
        }
        if (t == JsonToken.VALUE_STRING) {
            String text = p.getText();
            if (text.isEmpty()) {
                throw problem(p, quote(field) + " is an empty string");
            }
            return FactId.of(text);
        }
        throw problem(p, quote(field) + " must be an integer or a string, found " + JsonErrors.describe(t));
    }

    /** An id or null. */
    static FactId optionalId(JsonParser p, JsonToken t, String field) throws IOException, FieldProblem {
        return t == JsonToken.VALUE_NULL ? null : id(p, t, field);
    }

    static String string(JsonParser p, JsonToken t, String field) throws IOException, FieldProblem {
        if (t != JsonToken.VALUE_STRING) {
            throw problem(p, quote(field) + " must be a string, found " + JsonErrors.describe(t));
        }
        return p.getText();
    }

    static String optionalString(JsonParser p, JsonToken t, String field) throws IOException, FieldProblem {
        if (t == JsonToken.VALUE_NULL) {
            return null;
        }
        if (t != JsonToken.VALUE_STRING) {
            throw problem(p, quote(field) + " must be a string or null, found " + JsonErrors.describe(t));
        }
        return p.getText();
    }

    /** Epoch micros, or {@link Timestamps#NULL} for null. */
    static long timestamp(JsonParser p, JsonToken t, String field) throws IOException, FieldProblem {
        if (t == JsonToken.VALUE_NULL) {
            return Timestamps.NULL;
        }
        if (t != JsonToken.VALUE_STRING) {
            throw problem(p, quote(field) + " must be an ISO-8601 timestamp string or null, found "
                    + JsonErrors.describe(t));
        }
        // the usual shape straight from Jackson's buffer: no String for each of a fact's three timestamps
        long canonical = Timestamps.parseCanonical(p.getTextCharacters(), p.getTextOffset(), p.getTextLength());
        if (canonical != Timestamps.NULL) {
            return canonical;
        }
        String text = p.getText();
        try {
            return Timestamps.parseMicros(text);
        } catch (DateTimeException e) {
            throw problem(p, quote(field) + " is not an ISO-8601 timestamp with an offset: "
                    + JsonErrors.quote(text));
        }
    }

    /** As {@link #timestamp}, but a timestamp without offset ({@code 2024-03-01T10:00:00}) is taken as UTC. */
    static long lenientTimestamp(JsonParser p, JsonToken t, String field) throws IOException, FieldProblem {
        if (t == JsonToken.VALUE_STRING) {
            long naive = Timestamps.naiveUtcMicros(p.getText());
            if (naive != Timestamps.NULL) {
                return naive;
            }
        }
        return timestamp(p, t, field);
    }

    /** A number, or NaN for null. */
    static double optionalNumber(JsonParser p, JsonToken t, String field) throws IOException, FieldProblem {
        if (t == JsonToken.VALUE_NULL) {
            return Double.NaN;
        }
        if (t != JsonToken.VALUE_NUMBER_INT && t != JsonToken.VALUE_NUMBER_FLOAT) {
            throw problem(p, quote(field) + " must be a number or null, found " + JsonErrors.describe(t));
        }
        double d = p.getDoubleValue();
        if (!Double.isFinite(d)) {
            throw problem(p, quote(field) + " " + p.getText() + " is out of range");
        }
        return d;
    }

    /**
     * Any value as text for a fact's metadata: strings as they are, other scalars as written, objects and
     * arrays as compact JSON; null for JSON null (nothing to keep). Leaves the parser on the value's last token.
     */
    static String anyAsText(JsonParser p, JsonToken t) throws IOException {
        return switch (t) {
            case VALUE_NULL -> null;
            case VALUE_STRING, VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> p.getText();
            case VALUE_TRUE -> "true";
            case VALUE_FALSE -> "false";
            default -> {
                StringWriter out = new StringWriter();
                try (JsonGenerator g = p.getCodec() == null ? COMPACT.createGenerator(out)
                        : p.getCodec().getFactory().createGenerator(out)) {
                    g.copyCurrentStructure(p);
                }
                yield out.toString();
            }
        };
    }

    /** A {@code metadata} object: each entry kept as text under its own key. */
    static void metadata(JsonParser p, JsonToken t, String field, FactDraft d) throws IOException, FieldProblem {
        if (t == JsonToken.VALUE_NULL) {
            return;
        }
        if (t != JsonToken.START_OBJECT) {
            throw problem(p, quote(field) + " must be an object or null, found " + JsonErrors.describe(t));
        }
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String key = p.currentName();
            String text = anyAsText(p, p.nextToken());
            if (text != null) {
                d.putMetadata(key, text);
            }
        }
    }

    static boolean optionalBoolean(JsonParser p, JsonToken t, String field) throws FieldProblem {
        if (t == JsonToken.VALUE_NULL || t == JsonToken.VALUE_FALSE) {
            return false;
        }
        if (t != JsonToken.VALUE_TRUE) {
            throw problem(p, quote(field) + " must be true, false or null, found " + JsonErrors.describe(t));
        }
        return true;
    }

    static FieldProblem problem(JsonParser p, String message) {
        return new FieldProblem(p.currentTokenLocation(), message);
    }

    static String quote(String field) {
        return "\"" + field + "\"";
    }
}
