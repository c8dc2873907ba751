package io.memscope.store.jdbc;


import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.ValueKind;
import io.memscope.store.StoreException;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads whole facts: builds the select list for the columns the store has (optional ones only when
 * present, then the metadata column and the unmapped columns) and turns a row of it into a {@link Fact}.
 */
final class FactReader {

    private static final List<String> OPTIONAL = List.of("recorded_at", "source", "agent", "confidence");

    private final StoreSchema schema;
    private final SqlDialect dialect;
    private final String location;
    /**
     * Whether each timestamp column carries a zone, decided once: asking the catalog's column per row
     * (a map lookup and a lower-casing) was a visible share of a million-row scan.
     */
    private final Map<String, Boolean> zoned = new java.util.HashMap<>();
    /** The same for the two times every read has, kept in fields: they are asked about per row. */
    private final boolean zonedFrom;
    private final boolean zonedTo;
    /** Whether the table marks ends without a time: asked once, not for each row of a pass. */
    private final boolean unknownEnds;

    FactReader(StoreSchema schema, SqlDialect dialect, String location) {
        this.schema = schema;
        this.dialect = dialect;
        this.location = location;
        for (String name : List.of("valid_from", "valid_to", "recorded_at")) {
            // a column the table lacks (valid_to is optional) is read as a typed NULL: no zone to mind
            zoned.put(name, schema.has(name) && schema.column(name).hasTimeZone());
        }
        zonedFrom = zoned.get("valid_from");
        zonedTo = zoned.get("valid_to");
        unknownEnds = schema.has(StoreSchema.UNKNOWN_END);
    }

    /** The columns of a full fact, in the order {@link #read} expects, qualified with {@code alias}. */
    String selectList(String alias) {
        List<String> cols = new ArrayList<>(StoreSchema.REQUIRED);
        for (String optional : OPTIONAL) {
            if (schema.has(optional)) {
                cols.add(optional);
            }
        }
        if (schema.has("metadata")) {
            cols.add("metadata");
        }
        if (schema.has(StoreSchema.INFERRED_LINK)) {
            cols.add(StoreSchema.INFERRED_LINK);
        }
        if (schema.has(StoreSchema.UNKNOWN_END)) {
            cols.add(StoreSchema.UNKNOWN_END);
        }
        List<String> select = new ArrayList<>(cols.stream().map(c -> schema.col(alias, c)).toList());
        for (Column extra : schema.extras()) {
            select.add(alias + "." + extra.quoted());
        }
        return String.join(", ", select);
    }

    /**
     * A read of the facts of {@code range} in subject order without their values: the columns of the analysis
     * index alone, so the database reads that index and never the table's rows ({@link StoreIndexes}). Its rows
     * are read by {@link #readWithoutValue}.
     */
    String withoutValueQuery(SubjectRanges.Range range) {
        String subject = schema.col("f", "subject");
        return "SELECT " + String.join(", ", schema.col("f", "id"), subject, schema.col("f", "predicate"),
                schema.col("f", "valid_from"), schema.col("f", "valid_to"), schema.col("f", "superseded_by"))
                // the mark of an end without a time decides a finding; only stores with such facts have it
                + (unknownEnds ? ", " + schema.col("f", StoreSchema.UNKNOWN_END) : "")
                + " FROM " + schema.factsInSubjectOrder("f") + range.where(subject)
                + " ORDER BY " + subject + ", " + schema.col("f", "predicate");
    }

    /** A row of {@link #withoutValueQuery}: the fact without its value or details. */
    Fact readWithoutValue(ResultSet rs) throws SQLException, StoreException {
        FactId id = schema.ids().read(rs, 1);
        String subject = rs.getString(2);
        String predicate = rs.getString(3);
        if (id == null || subject == null || predicate == null) {
            read(rs); // throws the one-line message every read gives a fact without id/subject/predicate
        }
        boolean unknownEnd = unknownEnds && rs.getBoolean(7);
        return new Fact(id, subject, predicate, null, ValueKind.TEXT, timestamp(rs, 4, zonedFrom),
                timestamp(rs, 5, zonedTo), schema.successorIds().read(rs, 6), null, null, null, null, Map.of(), false,
                unknownEnd);
    }

    /** A fact the store contract cannot hold: one of its required columns is NULL. */
    StoreException lacking(FactId id, String column) {
        return new StoreException(location + ": fact " + id + " in table " + schema.tableName() + " has no " + column);
    }

    Fact read(ResultSet rs) throws SQLException, StoreException {
        FactId id = schema.ids().read(rs, 1);
        String subject = rs.getString(2);
        String predicate = rs.getString(3);
        if (id == null || subject == null || predicate == null) {
            throw lacking(id, id == null ? "id" : subject == null ? "subject" : "predicate");
        }
        String value = rs.getString(4);
        Instant validFrom = timestamp(rs, 5, "valid_from");
        Instant validTo = timestamp(rs, 6, "valid_to");
        FactId supersededBy = schema.successorIds().read(rs, 7);
        int next = 8;
        Instant recordedAt = null;
        String source = null;
        String agent = null;
        Double confidence = null;
        if (schema.has("recorded_at")) {
            recordedAt = timestamp(rs, next++, "recorded_at");
        }
        if (schema.has("source")) {
            source = rs.getString(next++);
        }
        if (schema.has("agent")) {
            agent = rs.getString(next++);
        }
        if (schema.has("confidence")) {
            confidence = number(rs.getObject(next++));
        }
        Map<String, String> metadata = new LinkedHashMap<>(0);
        if (schema.has("metadata")) {
            MetadataJson.read(rs.getString(next++), schema.column("metadata").name(), metadata);
        }
        boolean inferred = schema.has(StoreSchema.INFERRED_LINK) && rs.getBoolean(next++);
        boolean unknownEnd = unknownEnds && rs.getBoolean(next++);
        for (Column extra : schema.extras()) {
            String text = rs.getString(next++);
            if (text != null) {
                metadata.putIfAbsent(extra.name(), text);
            }
        }
        return new Fact(id, subject, predicate, value, ValueKind.TEXT, validFrom, validTo, supersededBy,
                recordedAt, source, agent, confidence, metadata, inferred, unknownEnd);
    }

    Instant timestamp(ResultSet rs, int index, String column) throws SQLException {
        return timestamp(rs, index, hasTimeZone(column));
    }

    /** For a loop over many rows: {@code withTimeZone} looked up once with {@link #hasTimeZone}. */
    Instant timestamp(ResultSet rs, int index, boolean withTimeZone) throws SQLException {
        return dialect.readTimestamp(rs, index, withTimeZone);
    }

    boolean hasTimeZone(String column) {
        Boolean withZone = zoned.get(column);
        return withZone != null ? withZone : schema.column(column).hasTimeZone();
    }

    private static Double number(Object raw) {
        if (raw instanceof Number n) {
            return n.doubleValue();
        }
        if (raw instanceof String s) {
            try {
                return Double.valueOf(s.strip());
            } catch (NumberFormatException e) {
                return null; // provenance only: an unreadable confidence is shown as absent
            }
        }
        return null;
    }
}
