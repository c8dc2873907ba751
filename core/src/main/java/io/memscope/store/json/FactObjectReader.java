package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import io.memscope.model.ValueKind;
import io.memscope.store.StoreException;

import java.io.IOException;

/**
 * Reads one fact object token by token into a {@link FactDraft}. When a field is wrong it keeps
 * reading to the end of the object before reporting, because the fact's id may come after the bad
 * field and "fact 17: ..." is what lets the operator find it.
 */
final class FactObjectReader {
    private static final int ID = 1;
    private static final int SUBJECT = 1 << 1;
    private static final int PREDICATE = 1 << 2;
    private static final int VALUE = 1 << 3;
    private static final int VALID_FROM = 1 << 4;
    private static final int VALID_TO = 1 << 5;
    private static final int SUPERSEDED_BY = 1 << 6;
    private static final int RECORDED_AT = 1 << 7;
    private static final int SOURCE = 1 << 8;
    private static final int AGENT = 1 << 9;
    private static final int CONFIDENCE = 1 << 10;
    private static final int METADATA = 1 << 11;
    private static final int INFERRED_LINK = 1 << 12;
    private static final int UNKNOWN_END = 1 << 13;

    /** The start of an object, each of the 14 fields, and any field the contract does not define. */
    private static final int SLOTS = 16;

    private final JsonParser p;
    private final JsonErrors errors;
    private final SerializableString[] nameAfter = new SerializableString[SLOTS];
    private final int[] bitAfter = new int[SLOTS];
    /** {@code value} in memscope's format, {@code object} in Supersede/Engram exports. */
    private final String valueField;
    /** Foreign exports often write naive timestamps (Python's isoformat); they are read as UTC there. */
    private final boolean naiveTimestampsAsUtc;
    private final RepeatedStrings repeated = new RepeatedStrings();

    FactObjectReader(JsonParser p, JsonErrors errors) {
        this(p, errors, "value", false);
    }

    FactObjectReader(JsonParser p, JsonErrors errors, String valueField, boolean naiveTimestampsAsUtc) {
        this.p = p;
        this.errors = errors;
        this.valueField = valueField;
        this.naiveTimestampsAsUtc = naiveTimestampsAsUtc;
    }

    /**
     * Reads the object whose START_OBJECT is the current token, leaving the parser on its END_OBJECT; the
     * draft's line and column say where the object starts.
     *
     * @param number the fact's place in the file from 1, to name it ({@code fact #3}) when it has no usable id
     */
    void read(FactDraft d, long number) throws IOException, StoreException {
        d.clear();
        d.line = TokenStart.line(p);
        d.column = TokenStart.column(p);
        int seen = 0;
        int previous = 0;
        FieldProblem first = null;
        while (true) {
            String name;
            int bit;
            SerializableString guess = nameAfter[previous];
            if (guess != null && p.nextFieldName(guess)) {
                name = guess.getValue();
                bit = bitAfter[previous];
            } else if ((guess == null ? p.nextToken() : p.currentToken()) == JsonToken.FIELD_NAME) {
                // a wrong guess has moved the parser on all the same
                name = p.currentName();
                bit = bitOf(name);
                learn(previous, name, bit);
            } else {
                break;
            }
            previous = slot(bit);
            JsonToken value = p.nextToken();
            try {
                if (bit != 0 && (seen & bit) != 0) {
                    throw JsonFields.problem(p, JsonFields.quote(name) + " appears twice");
                }
                seen |= bit;
                if (bit == 0) {
                    keepUnknown(name, value, d); // a field the contract does not define: kept as metadata
                } else {
                    readField(bit, name, value, d);
                }
            } catch (FieldProblem problem) {
                p.skipChildren();
                if (first == null) {
                    first = problem;
                }
            }
        }
        if (first != null) {
            throw errors.at(first.where(), label(d, number) + ": " + first.getMessage());
        }
        requirePresent(seen, ID, "id", d, number);
        requirePresent(seen, SUBJECT, "subject", d, number);
        requirePresent(seen, PREDICATE, "predicate", d, number);
    }

    /** How a message names the fact; built only for a message (it was a string per fact read). */
    private static String label(FactDraft d, long number) {
        return d.id != null ? "fact " + d.id : "fact #" + number;
    }

    private void requirePresent(int seen, int bit, String field, FactDraft d, long number) throws StoreException {
        if ((seen & bit) == 0) {
            throw errors.at(d.line, d.column, label(d, number) + ": \"" + field + "\" is missing");
        }
    }

    private void readField(int bit, String name, JsonToken t, FactDraft d) throws IOException, FieldProblem {
        switch (bit) {
            case ID -> d.id = JsonFields.id(p, t, name);
            case SUBJECT -> d.subject = repeatedText(t, name, false);
            case PREDICATE -> d.predicate = repeatedText(t, name, false);
            case VALUE -> readValue(t, d);
            case VALID_FROM -> d.validFrom = timestamp(t, name);
            case VALID_TO -> d.validTo = timestamp(t, name);
            case SUPERSEDED_BY -> d.supersededBy = JsonFields.optionalId(p, t, name);
            case RECORDED_AT -> d.recordedAt = timestamp(t, name);
            case SOURCE -> d.source = repeatedText(t, name, true);
            case AGENT -> d.agent = repeatedText(t, name, true);
            case CONFIDENCE -> d.confidence = JsonFields.optionalNumber(p, t, name);
            case METADATA -> JsonFields.metadata(p, t, name, d);
            case INFERRED_LINK -> d.inferredLink = JsonFields.optionalBoolean(p, t, name);
            case UNKNOWN_END -> d.unknownEnd = JsonFields.optionalBoolean(p, t, name);
            default -> throw new IllegalStateException("unhandled field " + name);
        }
    }

    /** A string field whose text repeats across facts, from the parser's characters (see {@link RepeatedStrings}). */
    private String repeatedText(JsonToken t, String name, boolean optional) throws IOException, FieldProblem {
        if (t != JsonToken.VALUE_STRING) {
            return optional ? JsonFields.optionalString(p, t, name) : JsonFields.string(p, t, name);
        }
        return repeated.of(p.getTextCharacters(), p.getTextOffset(), p.getTextLength());
    }

    private long timestamp(JsonToken t, String name) throws IOException, FieldProblem {
        return naiveTimestampsAsUtc ? JsonFields.lenientTimestamp(p, t, name) : JsonFields.timestamp(p, t, name);
    }

    private void keepUnknown(String name, JsonToken t, FactDraft d) throws IOException {
        String text = JsonFields.anyAsText(p, t);
        if (text != null) {
            d.putMetadata(name, text);
        }
    }

    /** Numbers keep the literal text as written ({@code 12.50} stays {@code 12.50}), so a round trip is exact. */
    private void readValue(JsonToken t, FactDraft d) throws IOException, FieldProblem {
        switch (t) {
            case VALUE_STRING -> {
                d.value = p.getText();
                d.valueKind = ValueKind.TEXT;
            }
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> {
                d.value = p.getText();
                d.valueKind = ValueKind.NUMBER;
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                d.value = t == JsonToken.VALUE_TRUE ? "true" : "false";
                d.valueKind = ValueKind.BOOLEAN;
            }
            case VALUE_NULL -> {
                d.value = null;
                d.valueKind = ValueKind.TEXT;
            }
            default -> throw JsonFields.problem(p,
                    JsonFields.quote(valueField) + " must be a string, number, boolean or null, found " + JsonErrors.describe(t));
        }
    }

    /**
     * The field that followed each field in the last fact, as Jackson's pre-encoded names: a store writes its
     * facts' fields in one order, and {@link JsonParser#nextFieldName(SerializableString)} checks a guessed name
     * by comparing the bytes in place, instead of decoding the name and looking it up in a symbol table (about
     * a fifth of the parse). A wrong guess costs nothing but that comparison and is learned from.
     */
    private void learn(int previous, String name, int bit) {
        if (bit != 0) {
            nameAfter[previous] = new SerializedString(name);
            bitAfter[previous] = bit;
        }
    }

    /** Index 0 is the start of an object; field bit {@code 1 << k} is index {@code k + 1}; unknown fields last. */
    private static int slot(int bit) {
        return bit == 0 ? SLOTS - 1 : Integer.numberOfTrailingZeros(bit) + 1;
    }

    private int bitOf(String name) {
        if (name.equals(valueField)) {
            return VALUE;
        }
        return switch (name) {
            case "id" -> ID;
            case "subject" -> SUBJECT;
            case "predicate" -> PREDICATE;
            case "valid_from" -> VALID_FROM;
            case "valid_to" -> VALID_TO;
            case "superseded_by" -> SUPERSEDED_BY;
            case "recorded_at" -> RECORDED_AT;
            case "source" -> SOURCE;
            case "agent" -> AGENT;
            case "confidence" -> CONFIDENCE;
            case "metadata" -> METADATA;
            case "inferred_link" -> INFERRED_LINK;
            case "unknown_end" -> UNKNOWN_END;
            default -> 0;
        };
    }
}
