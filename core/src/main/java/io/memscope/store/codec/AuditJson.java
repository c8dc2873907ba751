package io.memscope.store.codec;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.memscope.model.AuditEntry;
import io.memscope.model.Cardinality;
import io.memscope.model.CardinalityChange;
import io.memscope.model.Fact;
import io.memscope.model.FactChange;
import io.memscope.model.FactId;
import io.memscope.model.FlagChange;
import io.memscope.model.RecheckFlag;
import io.memscope.model.ValueKind;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;

/**
 * The stored form of memscope's own records, shared by every adapter and by {@code audit --json}: audit
 * entries (with the facts they touched, before and after, every field kept so a hash recomputed from the
 * stored form matches) and recheck flags. Field names follow the store contract's snake case.
 * Reading throws {@link IllegalArgumentException} with a short reason; callers add where it was.
 */
public final class AuditJson {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private AuditJson() {
    }

    /** What an entry changed, as SQL stores keep it in one text column. */
    public record Changes(List<FactChange> facts, List<CardinalityChange> cardinalities, List<FlagChange> flags) {
    }

    public static void writeEntry(JsonGenerator g, AuditEntry e) throws IOException {
        g.writeStartObject();
        g.writeNumberField("sequence", e.sequence());
        g.writeStringField("time", e.time().toString());
        g.writeStringField("operator", e.operator());
        g.writeStringField("action", e.action());
        g.writeStringField("reason", e.reason());
        if (e.undoes() != null) {
            g.writeNumberField("undoes", e.undoes());
        }
        writeChangeArrays(g, e);
        g.writeStringField("previous_hash", e.previousHash());
        g.writeStringField("hash", e.hash());
        g.writeEndObject();
    }

    /** {@code {"facts": [...], "cardinalities": [...], "flags": [...]}} as compact text. */
    public static String changesText(AuditEntry e) {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = MAPPER.createGenerator(out)) {
            g.writeStartObject();
            writeChangeArrays(g, e);
            g.writeEndObject();
        } catch (IOException impossible) {
            throw new UncheckedIOException(impossible);
        }
        return out.toString();
    }

    public static Changes readChanges(String text) {
        try {
            JsonNode node = MAPPER.readTree(text);
            return new Changes(factChanges(node.path("facts")), cardinalityChanges(node.path("cardinalities")),
                    flagChanges(node.path("flags")));
        } catch (IOException e) {
            throw new IllegalArgumentException("the changes are not JSON: " + shortReason(e));
        }
    }

    public static AuditEntry readEntry(JsonNode n) {
        require(n.isObject(), "an audit entry must be an object");
        JsonNode undoes = n.path("undoes");
        return new AuditEntry(
                requiredLong(n, "sequence"),
                instant(n, "time", true),
                text(n, "operator", true),
                text(n, "action", true),
                factChanges(n.path("facts")),
                cardinalityChanges(n.path("cardinalities")),
                flagChanges(n.path("flags")),
                text(n, "reason", false),
                undoes.isIntegralNumber() ? Long.valueOf(undoes.longValue()) : null,
                text(n, "previous_hash", true),
                text(n, "hash", true));
    }

    public static void writeFlag(JsonGenerator g, RecheckFlag f) throws IOException {
        g.writeStartObject();
        g.writeFieldName("fact_id");
        writeId(g, f.factId());
        g.writeStringField("reason", f.reason());
        g.writeStringField("flagged_at", string(f.flaggedAt()));
        g.writeStringField("operator", f.operator());
        g.writeFieldName("spread_from");
        writeId(g, f.spreadFrom());
        g.writeEndObject();
    }

    public static RecheckFlag readFlag(JsonNode n) {
        require(n.isObject(), "a flag must be an object");
        FactId id = id(n, "fact_id");
        require(id != null, "\"fact_id\" is missing");
        return new RecheckFlag(id, text(n, "reason", false), instant(n, "flagged_at", false),
                text(n, "operator", false), id(n, "spread_from"));
    }

    /** Parses a JSON text into a tree, for callers holding the text of one record. */
    public static JsonNode tree(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (IOException e) {
            throw new IllegalArgumentException("not JSON: " + shortReason(e));
        }
    }

    public static ObjectMapper mapper() {
        return MAPPER;
    }

    private static void writeChangeArrays(JsonGenerator g, AuditEntry e) throws IOException {
        g.writeArrayFieldStart("facts");
        for (FactChange c : e.facts()) {
            g.writeStartObject();
            g.writeFieldName("before");
            writeFact(g, c.before());
            g.writeFieldName("after");
            writeFact(g, c.after());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeArrayFieldStart("cardinalities");
        for (CardinalityChange c : e.cardinalities()) {
            g.writeStartObject();
            g.writeStringField("predicate", c.predicate());
            g.writeStringField("before", c.before() == null ? null : c.before().jsonName());
            g.writeStringField("after", c.after() == null ? null : c.after().jsonName());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeArrayFieldStart("flags");
        for (FlagChange c : e.flags()) {
            g.writeStartObject();
            g.writeFieldName("before");
            writeOptionalFlag(g, c.before());
            g.writeFieldName("after");
            writeOptionalFlag(g, c.after());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void writeOptionalFlag(JsonGenerator g, RecheckFlag f) throws IOException {
        if (f == null) {
            g.writeNull();
        } else {
            writeFlag(g, f);
        }
    }

    /** Every field, the value always as text with its kind beside it, so the fact reads back equal. */
    private static void writeFact(JsonGenerator g, Fact f) throws IOException {
        g.writeStartObject();
        g.writeFieldName("id");
        writeId(g, f.id());
        g.writeStringField("subject", f.subject());
        g.writeStringField("predicate", f.predicate());
        g.writeStringField("value", f.value());
        g.writeStringField("value_kind", f.valueKind().name());
        g.writeStringField("valid_from", string(f.validFrom()));
        g.writeStringField("valid_to", string(f.validTo()));
        g.writeFieldName("superseded_by");
        writeId(g, f.supersededBy());
        g.writeStringField("recorded_at", string(f.recordedAt()));
        g.writeStringField("source", f.source());
        g.writeStringField("agent", f.agent());
        g.writeFieldName("confidence");
        if (f.confidence() == null) {
            g.writeNull();
        } else {
            g.writeNumber(f.confidence());
        }
        g.writeEndObject();
    }

    private static Fact readFact(JsonNode n) {
        require(n.isObject(), "a fact must be an object");
        FactId id = id(n, "id");
        require(id != null, "a fact's \"id\" is missing");
        ValueKind kind;
        try {
            kind = ValueKind.valueOf(text(n, "value_kind", true));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown value_kind " + n.path("value_kind").asText());
        }
        JsonNode confidence = n.path("confidence");
        return new Fact(id, text(n, "subject", true), text(n, "predicate", true), text(n, "value", false), kind,
                instant(n, "valid_from", false), instant(n, "valid_to", false), id(n, "superseded_by"),
                instant(n, "recorded_at", false), text(n, "source", false), text(n, "agent", false),
                confidence.isNumber() ? Double.valueOf(confidence.doubleValue()) : null);
    }

    private static List<FactChange> factChanges(JsonNode array) {
        List<FactChange> changes = new ArrayList<>();
        for (JsonNode c : array) {
            changes.add(new FactChange(readFact(c.path("before")), readFact(c.path("after"))));
        }
        return changes;
    }

    private static List<CardinalityChange> cardinalityChanges(JsonNode array) {
        List<CardinalityChange> changes = new ArrayList<>();
        for (JsonNode c : array) {
            changes.add(new CardinalityChange(text(c, "predicate", true), Cardinality.parse(text(c, "before", false)),
                    Cardinality.parse(text(c, "after", false))));
        }
        return changes;
    }

    private static List<FlagChange> flagChanges(JsonNode array) {
        List<FlagChange> changes = new ArrayList<>();
        for (JsonNode c : array) {
            JsonNode before = c.path("before");
            JsonNode after = c.path("after");
            changes.add(new FlagChange(before.isObject() ? readFlag(before) : null,
                    after.isObject() ? readFlag(after) : null));
        }
        return changes;
    }

    private static void writeId(JsonGenerator g, FactId id) throws IOException {
        if (id == null) {
            g.writeNull();
        } else if (id.isNumeric()) {
            g.writeNumber(id.number());
        } else {
            g.writeString(id.toString());
        }
    }

    private static FactId id(JsonNode n, String field) {
        JsonNode v = n.path(field);
        if (v.isIntegralNumber()) {
            return FactId.of(v.longValue());
        }
        if (v.isTextual()) {
            return FactId.of(v.textValue());
        }
        require(v.isNull() || v.isMissingNode(), "\"" + field + "\" must be a number or a string");
        return null;
    }

    private static String text(JsonNode n, String field, boolean required) {
        JsonNode v = n.path(field);
        if (v.isTextual()) {
            return v.textValue();
        }
        require(!required, "\"" + field + "\" is missing");
        require(v.isNull() || v.isMissingNode(), "\"" + field + "\" must be a string");
        return null;
    }

    private static long requiredLong(JsonNode n, String field) {
        JsonNode v = n.path(field);
        require(v.isIntegralNumber(), "\"" + field + "\" must be a whole number");
        return v.longValue();
    }

    private static Instant instant(JsonNode n, String field, boolean required) {
        String t = text(n, field, required);
        if (t == null) {
            return null;
        }
        try {
            return Instant.parse(t);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("\"" + field + "\" is not an ISO-8601 UTC timestamp: " + t);
        }
    }

    private static String string(Instant t) {
        return t == null ? null : t.toString();
    }

    private static String shortReason(IOException e) {
        return e instanceof com.fasterxml.jackson.core.JsonProcessingException j ? j.getOriginalMessage() : e.getMessage();
    }

    private static void require(boolean condition, String problem) {
        if (!condition) {
            throw new IllegalArgumentException(problem);
        }
    }
}
