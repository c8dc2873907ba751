package io.memscope.store.neo4j;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.ValueKind;
import io.memscope.store.StoreException;
import org.neo4j.driver.Record;
import org.neo4j.driver.Value;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One {@code RELATES_TO} edge as {@link GraphitiCypher} returns it, on its way to a {@link Fact}: its
 * successor is settled once the whole (subject, predicate) group is at hand. Fields are read as the JSON
 * Graphiti reader reads an export, so the live graph and its export give the same facts; a query that
 * returns no {@code extra} gives facts without metadata.
 */
final class EdgeRow {
    private static final ObjectMapper JSON = new ObjectMapper();

    final FactId id;
    final String subject;
    final String predicate;
    final String value;
    final Instant validFrom;
    final Instant validTo;
    final Instant recordedAt;
    final Map<String, String> metadata = new TreeMap<>();
    FactId supersededBy;
    boolean inferredLink;

    private EdgeRow(Record r, String location) throws StoreException {
        String uuid = text(r.get("id"));
        if (uuid == null) {
            throw new StoreException(location + ": a RELATES_TO edge has no uuid (every Graphiti edge has one)");
        }
        id = FactId.of(uuid);
        String label = location + ": edge " + uuid;
        subject = required(r.get("subject"), label, "no source entity name or uuid");
        predicate = required(r.get("predicate"), label, "no name");
        value = required(r.get("value"), label, "no target entity name or uuid");
        validFrom = instant(r.get("valid_at"), label, "valid_at");
        validTo = instant(r.get("invalid_at"), label, "invalid_at");
        recordedAt = instant(r.get("created_at"), label, "created_at");
        if (r.containsKey("extra")) { // a pass over the graph leaves the metadata on the server
            metadata.put("source_node_uuid", text(r.get("source_uuid")));
            metadata.put("target_node_uuid", text(r.get("target_uuid")));
            for (Value pair : r.get("extra").values()) {
                String shown = shown(pair.get(1));
                if (shown != null) {
                    metadata.put(pair.get(0).asString(), shown);
                }
            }
            metadata.values().removeIf(java.util.Objects::isNull);
        }
    }

    static EdgeRow of(Record r, String location) throws StoreException {
        return new EdgeRow(r, location);
    }

    Fact fact() {
        return new Fact(id, subject, predicate, value, ValueKind.TEXT, validFrom, validTo, supersededBy,
                recordedAt, null, null, null, metadata, inferredLink);
    }

    private static String text(Value v) {
        return v == null || v.isNull() ? null : v.asObject().toString();
    }

    private static String required(Value v, String label, String what) throws StoreException {
        String t = text(v);
        if (t == null) {
            throw new StoreException(label + " has " + what);
        }
        return t;
    }

    /**
     * An instant as Graphiti stores it: a zoned DateTime (what the Python driver makes of an aware datetime),
     * a LocalDateTime (a naive one, read as UTC as every foreign format's are) or ISO text; truncated to
     * microseconds, the precision every memscope store keeps.
     */
    private static Instant instant(Value v, String label, String field) throws StoreException {
        if (v == null || v.isNull()) {
            return null;
        }
        Instant at = switch (v.type().name()) {
            case "DATE_TIME" -> v.asZonedDateTime().toInstant();
            case "LOCAL_DATE_TIME" -> v.asLocalDateTime().toInstant(ZoneOffset.UTC);
            case "DATE" -> v.asLocalDate().atStartOfDay().toInstant(ZoneOffset.UTC);
            case "STRING" -> parse(v.asString(), label, field);
            default -> throw new StoreException(label + ": \"" + field + "\" is not a date and time: " + v);
        };
        return at.truncatedTo(ChronoUnit.MICROS);
    }

    private static Instant parse(String text, String label, String field) throws StoreException {
        try {
            return OffsetDateTime.parse(text).toInstant();
        } catch (DateTimeException withOffset) {
            try {
                return LocalDateTime.parse(text.replace(' ', 'T')).toInstant(ZoneOffset.UTC);
            } catch (DateTimeException e) {
                throw new StoreException(label + ": \"" + field + "\" is not an ISO-8601 timestamp: \"" + text + "\"");
            }
        }
    }

    /** A property as metadata text: lists and maps as JSON (as the export writes them), dates in ISO-8601. */
    private static String shown(Value v) {
        if (v == null || v.isNull()) {
            return null;
        }
        Object o = v.asObject();
        if (o instanceof java.time.ZonedDateTime z) {
            return z.toOffsetDateTime().format(DateTimeFormatter.ISO_OFFSET_DATE_TIME);
        }
        if (o instanceof List<?> || o instanceof Map<?, ?>) {
            try {
                return JSON.writeValueAsString(o);
            } catch (JsonProcessingException e) {
                return o.toString();
            }
        }
        return o.toString();
    }
}
