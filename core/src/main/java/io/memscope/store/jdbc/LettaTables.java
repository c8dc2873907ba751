package io.memscope.store.jdbc;

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
 * Letta's core memory (letta/orm/block.py, letta/orm/block_history.py; PostgreSQL only, Letta skips
 * {@code block_history} on SQLite): each {@code block} row is a labelled section of an agent's memory in
 * its current state, and each checkpoint copies the block's state into {@code block_history} under a
 * {@code sequence_number} counting from 1 per block. A block may be shared by several agents
 * ({@code blocks_agents}), so the block itself is the subject; its label is the predicate. Checkpoints are
 * the superseded versions, in sequence order, each until the next; the last is superseded by the block row,
 * which is current from its last update (or its last checkpoint, whichever is later).
 */
final class LettaTables {
    static final String BLOCK = "block";
    static final String HISTORY = "block_history";
    private static final String SYSTEM = "Letta";
    private static final Set<String> SHAPE = Set.of("id", "label", "value", "organization_id", "created_at",
            "updated_at");
    /** Columns kept as metadata when both tables have them (the rest of a block row is template bookkeeping). */
    private static final List<String> KEPT = List.of("description", "limit", "metadata_", "organization_id",
            "is_deleted");

    private LettaTables() {
    }

    static boolean isBlock(String table, Map<String, Column> columns) {
        return table.equals(BLOCK) && columns.keySet().containsAll(SHAPE);
    }

    static KnownTables.Known known(Catalog catalog, String table, Map<String, Column> block, SqlDialect dialect,
                                   String location) throws SQLException, StoreException {
        String history = catalog.table(HISTORY).orElseThrow(() -> new StoreException(location + ": table " + BLOCK
                + " is Letta's, but there is no table " + HISTORY + " beside it (Letta creates it on PostgreSQL"
                + " only)"));
        Map<String, Column> hist = catalog.columns(history);
        for (String text : List.of("id", "label", "value")) {
            RelationColumns.require(block, table, text, RelationColumns.TEXT, SYSTEM, location);
            RelationColumns.require(hist, history, text, RelationColumns.TEXT, SYSTEM, location);
        }
        RelationColumns.require(hist, history, "block_id", RelationColumns.TEXT, SYSTEM, location);
        Column sequence = RelationColumns.require(hist, history, "sequence_number", Set.of("int4", "int8", "int2"),
                SYSTEM, location);
        for (String time : List.of("created_at", "updated_at")) {
            RelationColumns.require(block, table, time, RelationColumns.TIMESTAMP_TZ, SYSTEM, location);
        }
        Column created = RelationColumns.require(hist, history, "created_at", RelationColumns.TIMESTAMP_TZ, SYSTEM,
                location);
        Column actorType = RelationColumns.require(hist, history, "actor_type", RelationColumns.TEXT, SYSTEM, location);
        Column actorId = RelationColumns.require(hist, history, "actor_id", RelationColumns.TEXT, SYSTEM, location);

        RelationColumns out = new RelationColumns(dialect);
        out.add("id", block.get("id")).add("subject", block.get("id")).add("predicate", block.get("label"))
                .add("value", hist.get("value")).add("valid_from", created).add("valid_to", created)
                .add("superseded_by", block.get("id")).add("recorded_at", created).addText("stored_in")
                .add("sequence_number", sequence).add("actor_type", actorType).add("actor_id", actorId);
        // the block is current from its last change: its update, or the checkpoint that copied it, if later
        String since = "GREATEST(b.\"updated_at\", (SELECT max(z.\"created_at\") FROM " + dialect.quote(history)
                + " z WHERE z.\"block_id\" = b.\"id\"))";
        List<String> blockSelect = new ArrayList<>(List.of(out.as("b.\"id\"", "id"), out.as("b.\"id\"", "subject"),
                out.as("b.\"label\"", "predicate"), out.as("CAST(b.\"value\" AS text)", "value"),
                out.as("COALESCE(" + since + ", b.\"created_at\")", "valid_from"),
                out.as(RelationColumns.nullOf(created), "valid_to"), out.as("CAST(NULL AS text)", "superseded_by"),
                out.as("COALESCE(" + since + ", b.\"created_at\")", "recorded_at"),
                out.as("CAST('" + BLOCK + "' AS text)", "stored_in"), out.as(RelationColumns.nullOf(sequence),
                        "sequence_number"), out.as("CAST(NULL AS text)", "actor_type"),
                out.as("CAST(NULL AS text)", "actor_id")));
        // a checkpoint holds until the next one; the last until the block's current state began
        List<String> historySelect = new ArrayList<>(List.of("h.\"id\"", "h.\"block_id\"", "h.\"label\"",
                "CAST(h.\"value\" AS text)", "h.\"created_at\"",
                "COALESCE(LEAD(h.\"created_at\") OVER w, (SELECT COALESCE(" + since + ", b.\"created_at\") FROM "
                        + dialect.quote(table) + " b WHERE b.\"id\" = h.\"block_id\"))",
                "COALESCE(LEAD(h.\"id\") OVER w, h.\"block_id\")", "h.\"created_at\"",
                "CAST('" + HISTORY + "' AS text)", "h.\"sequence_number\"", "CAST(h.\"actor_type\" AS text)",
                "CAST(h.\"actor_id\" AS text)"));
        List<String> kept = out.keepShared(KEPT, block, "b", blockSelect, hist, "h", historySelect);
        String sql = "SELECT " + String.join(", ", blockSelect) + " FROM " + dialect.quote(table) + " b UNION ALL SELECT "
                + String.join(", ", historySelect) + " FROM " + dialect.quote(history) + " h WINDOW w AS (PARTITION BY"
                + " h.\"block_id\" ORDER BY h.\"sequence_number\")";
        StoreSchema.Relation relation = new StoreSchema.Relation(sql, table + " + " + history, dialect.quote(table),
                out.columns());
        return new KnownTables.Known(new TableMapping(relation.name(), Map.of()), Map.of(), List.of(),
                StoreFormat.MEMSCOPE, "checkpoints: each " + history + " row is a version superseded by the next"
                + " sequence_number, the last by the block's current value; edits between checkpoints are not kept",
                Map.of(), relation, described(table, history, kept));
    }

    private static Map<String, String> described(String block, String history, List<String> kept) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("table", block + " (current) + " + history + " (checkpoints)");
        m.put("id", "id of the block or of the checkpoint");
        m.put("subject", "the block's id (block_id of a checkpoint)");
        m.put("predicate", "label");
        m.put("value", "value");
        m.put("valid_from", "created_at of a checkpoint; the block's updated_at, or its last checkpoint's"
                + " created_at if later");
        m.put("valid_to", "created_at of the next checkpoint, else the start of the block's current value");
        m.put("superseded_by", "the next checkpoint, else the block");
        m.put("recorded_at", "as valid_from");
        List<String> metadata = new ArrayList<>(List.of("stored_in", "sequence_number", "actor_type", "actor_id"));
        metadata.addAll(kept);
        m.put("metadata", String.join(", ", metadata));
        return m;
    }
}
