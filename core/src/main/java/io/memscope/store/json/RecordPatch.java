package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.store.codec.IsoInstant;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Objects;

/**
 * One fact record of a store file with an action's change applied to its bytes: only the values of
 * {@code valid_to} and {@code superseded_by} that changed are replaced (or added before the closing brace),
 * so the record's other fields keep their exact text, order and spacing.
 */
final class RecordPatch {
    private final byte[] record;
    private long validToStart = -1;
    private long validToEnd = -1;
    private long supersededStart = -1;
    private long supersededEnd = -1;
    private long lastValueEnd = -1;
    private FactId idFound;

    private RecordPatch(byte[] record) {
        this.record = record;
    }

    /**
     * @param record   the bytes of one fact object as the file holds it
     * @param original the fact as memscope read it from these bytes
     * @throws IOException when the bytes are not that fact's record (the file is not what was read)
     */
    static byte[] apply(byte[] record, Fact original, Fact replacement) throws IOException {
        RecordPatch patch = new RecordPatch(record);
        patch.scan();
        if (!original.id().equals(patch.idFound)) {
            throw new IOException("the record where fact " + original.id() + " was read is now "
                    + (patch.idFound == null ? "another" : "fact " + patch.idFound));
        }
        return patch.patched(original, replacement);
    }

    private void scan() throws IOException {
        try (JsonParser p = JsonStoreReader.newFactory().createParser(record)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw new IOException("a fact record is no longer an object");
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken value = p.nextToken();
                long start = TokenStart.byteOffset(p);
                long end = valueEnd(p, value);
                switch (name) {
                    case "id" -> {
                        idFound = value == JsonToken.VALUE_NUMBER_INT ? FactId.of(p.getLongValue())
                                : value == JsonToken.VALUE_STRING ? FactId.of(p.getText()) : null;
                    }
                    case "valid_to" -> {
                        validToStart = start;
                        validToEnd = end;
                    }
                    case "superseded_by" -> {
                        supersededStart = start;
                        supersededEnd = end;
                    }
                    default -> {
                    }
                }
                lastValueEnd = end;
            }
        }
    }

    /** Where the value the parser stands on ends: just after its closing bracket, quote or last character. */
    static long valueEnd(JsonParser p, JsonToken value) throws IOException {
        if (value == JsonToken.START_OBJECT || value == JsonToken.START_ARRAY) {
            p.skipChildren();
            return TokenStart.byteOffset(p) + 1;
        }
        p.finishToken();
        return p.currentLocation().getByteOffset();
    }

    private byte[] patched(Fact original, Fact replacement) throws IOException {
        String validTo = Objects.equals(original.validTo(), replacement.validTo()) ? null
                : instant(replacement.validTo());
        String superseded = Objects.equals(original.supersededBy(), replacement.supersededBy()) ? null
                : id(replacement.supersededBy());
        ByteArrayOutputStream out = new ByteArrayOutputStream(record.length + 64);
        int at = 0;
        // the two fields may come in either order; each is replaced where it stands
        boolean validToFirst = validToStart < 0 || (supersededStart >= 0 && validToStart < supersededStart);
        if (validToFirst) {
            at = replace(out, at, validToStart, validToEnd, validTo);
            at = replace(out, at, supersededStart, supersededEnd, superseded);
        } else {
            at = replace(out, at, supersededStart, supersededEnd, superseded);
            at = replace(out, at, validToStart, validToEnd, validTo);
        }
        out.write(record, at, (int) lastValueEnd - at);
        if (validTo != null && validToStart < 0) {
            out.write((", \"valid_to\": " + validTo).getBytes(StandardCharsets.UTF_8));
        }
        if (superseded != null && supersededStart < 0) {
            out.write((", \"superseded_by\": " + superseded).getBytes(StandardCharsets.UTF_8));
        }
        out.write(record, (int) lastValueEnd, record.length - (int) lastValueEnd);
        return out.toByteArray();
    }

    /** Copies up to a present field's value and writes {@code text} instead of it; returns where copying goes on. */
    private int replace(ByteArrayOutputStream out, int at, long start, long end, String text) {
        if (start < 0 || text == null) {
            return at;
        }
        out.write(record, at, (int) start - at);
        out.writeBytes(text.getBytes(StandardCharsets.UTF_8));
        return (int) end;
    }

    private static String instant(Instant t) {
        return t == null ? "null" : "\"" + IsoInstant.format(t) + "\"";
    }

    private static String id(FactId id) {
        if (id == null) {
            return "null";
        }
        return id.isNumeric() ? Long.toString(id.number())
                : "\"" + new String(JsonStringEncoder.getInstance().quoteAsString(id.toString())) + "\"";
    }
}
