package io.memscope.store.jdbc;

import io.memscope.model.Cardinality;
import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;
import io.memscope.store.TableMapping;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Hindsight's memory (hindsight-api-slim, PostgreSQL): live facts in {@code memory_units}, and the facts an
 * operator invalidated moved, column for column, into {@code invalidated_memory_units} with their
 * {@code invalidation_reason} and {@code invalidated_at} (alembic revision c9a1b2d3e4f5). A unit is one
 * free-text fact of a memory bank: the bank is the subject, the fact type (world, experience, observation)
 * the predicate, the text the value. Live units are current; an archived unit is closed at
 * {@code invalidated_at} with no successor. Hindsight edits a unit in place, so earlier texts are not kept.
 */
final class HindsightTables {
    static final String LIVE = "memory_units";
    static final String ARCHIVE = "invalidated_memory_units";
    private static final String SYSTEM = "Hindsight";
    /** The columns that make a {@code memory_units} table Hindsight's. */
    private static final Set<String> SHAPE = Set.of("id", "bank_id", "text", "fact_type", "mentioned_at", "created_at");
    /** Unit columns kept as metadata when both tables have them (the embedding and search vector never are). */
    private static final List<String> KEPT = List.of("context", "event_date", "occurred_start", "occurred_end",
            "mentioned_at", "document_id", "chunk_id", "updated_at", "edited_at", "metadata");
    /** Hindsight's fact types, old and new: a bank holds many facts of each, so none contradicts another. */
    private static final List<String> FACT_TYPES = List.of("world", "experience", "observation", "opinion", "bank");

    private HindsightTables() {
    }

    static boolean isLive(String table, Map<String, Column> columns) {
        return table.equals(LIVE) && columns.keySet().containsAll(SHAPE);
    }

    static KnownTables.Known known(Catalog catalog, String table, Map<String, Column> live, SqlDialect dialect,
                                   String location) throws SQLException, StoreException {
        String archive = catalog.table(ARCHIVE).orElseThrow(() -> new StoreException(location + ": table "
                + LIVE + " is Hindsight's, but there is no table " + ARCHIVE + " beside it (Hindsight's migration"
                + " c9a1b2d3e4f5 creates it)"));
        Map<String, Column> dead = catalog.columns(archive);
        for (Map<String, Column> cols : List.of(live, dead)) {
            String name = cols == live ? table : archive;
            RelationColumns.require(cols, name, "id", Set.of("uuid"), SYSTEM, location);
            for (String text : List.of("bank_id", "text", "fact_type")) {
                RelationColumns.require(cols, name, text, RelationColumns.TEXT, SYSTEM, location);
            }
            for (String time : List.of("mentioned_at", "created_at")) {
                RelationColumns.require(cols, name, time, RelationColumns.TIMESTAMP_TZ, SYSTEM, location);
            }
        }
        Column invalidatedAt = RelationColumns.require(dead, archive, "invalidated_at", RelationColumns.TIMESTAMP_TZ,
                SYSTEM, location);
        Column reason = RelationColumns.require(dead, archive, "invalidation_reason", RelationColumns.TEXT, SYSTEM,
                location);

        RelationColumns out = new RelationColumns(dialect);
        List<String> liveSelect = new ArrayList<>();
        List<String> deadSelect = new ArrayList<>();
        String validFrom = "COALESCE(%s.\"mentioned_at\", %s.\"created_at\")";
        out.add("id", live.get("id")).add("subject", live.get("bank_id")).add("predicate", live.get("fact_type"))
                .add("value", live.get("text")).add("valid_from", live.get("created_at"))
                .add("valid_to", invalidatedAt).add("recorded_at", live.get("created_at"))
                .addText("stored_in").add("invalidation_reason", reason);
        liveSelect.addAll(List.of(out.as("u.\"id\"", "id"), out.as("u.\"bank_id\"", "subject"),
                out.as("u.\"fact_type\"", "predicate"), out.as("u.\"text\"", "value"),
                out.as(validFrom.formatted("u", "u"), "valid_from"), out.as(RelationColumns.nullOf(invalidatedAt),
                        "valid_to"), out.as("u.\"created_at\"", "recorded_at"),
                out.as("CAST('" + LIVE + "' AS text)", "stored_in"), out.as(RelationColumns.nullOf(reason),
                        "invalidation_reason")));
        // an archived unit without a time of invalidation still ended: by its last update at the latest
        String end = RelationColumns.inBoth(live, dead, "updated_at")
                ? "COALESCE(i.\"invalidated_at\", i.\"updated_at\")" : "COALESCE(i.\"invalidated_at\", i.\"created_at\")";
        deadSelect.addAll(List.of("i.\"id\"", "i.\"bank_id\"", "i.\"fact_type\"", "i.\"text\"",
                validFrom.formatted("i", "i"), end, "i.\"created_at\"", "CAST('" + ARCHIVE + "' AS text)",
                "i.\"invalidation_reason\""));
        List<String> kept = out.keepShared(KEPT, live, "u", liveSelect, dead, "i", deadSelect);
        String sql = "SELECT " + String.join(", ", liveSelect) + " FROM " + dialect.quote(table) + " u UNION ALL SELECT "
                + String.join(", ", deadSelect) + " FROM " + dialect.quote(archive) + " i";
        StoreSchema.Relation relation = new StoreSchema.Relation(sql, table + " + " + archive, dialect.quote(table),
                out.columns());
        Map<String, Cardinality> many = new LinkedHashMap<>();
        FACT_TYPES.forEach(t -> many.put(t, Cardinality.MANY));
        return new KnownTables.Known(new TableMapping(relation.name(), Map.of()), Map.of(), List.of(),
                StoreFormat.MEMSCOPE, "invalidations only: a unit in " + archive + " is closed at invalidated_at"
                + " with its invalidation_reason; Hindsight edits units in place and keeps no earlier text",
                many, relation, described(table, archive, kept));
    }

    private static Map<String, String> described(String live, String archive, List<String> kept) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("table", live + " (current) + " + archive + " (invalidated)");
        m.put("id", "id");
        m.put("subject", "bank_id");
        m.put("predicate", "fact_type (multi-valued)");
        m.put("value", "text");
        m.put("valid_from", "mentioned_at|created_at");
        m.put("valid_to", "invalidated_at of " + archive + " (none: current)");
        m.put("recorded_at", "created_at");
        List<String> metadata = new ArrayList<>(List.of("stored_in", "invalidation_reason"));
        metadata.addAll(kept);
        m.put("metadata", String.join(", ", metadata));
        return m;
    }
}
