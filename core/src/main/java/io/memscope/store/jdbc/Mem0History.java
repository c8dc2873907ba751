package io.memscope.store.jdbc;

import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;
import io.memscope.store.StoreSource;
import io.memscope.store.TableMapping;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Mem0's {@code history.db} as facts. Each memory id is a chain of versions of predicate {@code memory}:
 * ADD opens the first (its {@code new_memory}, from {@code created_at}), UPDATE closes the open version at
 * its {@code updated_at} and opens the next, which supersedes it, DELETE closes the open version with no
 * successor (at a time the history may not have: {@link Mem0Chains}). The last version keeps the memory's
 * id, earlier ones are {@code ID#1}, {@code ID#2}, as for Mem0's JSON export. The history names no user, so
 * every fact's subject is {@code (unknown)}.
 *
 * <p>The versions go into a temporary table on the store's own connection (the file itself is opened
 * read-only and never changed), so the SQL store reads, counts and analyses them as any facts table.
 */
final class Mem0History {
    static final String FACTS = "memscope_mem0_facts";
    static final String SUBJECT = "(unknown)";
    static final String PREDICATE = "memory";
    static final TableMapping MAPPING = new TableMapping(FACTS, Map.of());

    private Mem0History() {
    }

    /** Builds the temporary facts table from the history; returns how the store was read, for the report. */
    static StoreSource load(Connection c, String location, Instant fileChanged) throws SQLException, StoreException {
        List<Mem0HistoryRows.Row> rows = Mem0HistoryRows.read(c, location);
        Mem0Chains chains = new Mem0Chains();
        rows.forEach(chains::accept);
        try (Statement st = c.createStatement()) {
            st.execute("CREATE TEMP TABLE " + FACTS + " (id TEXT PRIMARY KEY, subject TEXT NOT NULL,"
                    + " predicate TEXT NOT NULL, value TEXT, valid_from TEXT, valid_to TEXT, superseded_by TEXT,"
                    + " recorded_at TEXT, metadata TEXT, " + StoreSchema.UNKNOWN_END + " BOOLEAN)");
            st.execute("CREATE TEMP TABLE memscope_predicates (predicate TEXT PRIMARY KEY, cardinality TEXT NOT NULL)");
            // one memory does not contradict another: Mem0 keeps many memories per user
            st.execute("INSERT INTO temp.memscope_predicates VALUES ('" + PREDICATE + "', 'many')");
        }
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO temp." + FACTS
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (Mem0Chains.Version v : chains.versions(fileChanged)) {
                ps.setString(1, v.id());
                ps.setString(2, SUBJECT);
                ps.setString(3, PREDICATE);
                ps.setString(4, v.value());
                ps.setString(5, text(v.from()));
                ps.setString(6, text(v.to()));
                ps.setString(7, v.successor());
                ps.setString(8, text(v.from()));
                ps.setString(9, MetadataJson.write(v.metadata()));
                ps.setObject(10, v.unknownEnd() ? Boolean.TRUE : null);
                ps.addBatch();
            }
            ps.executeBatch();
        }
        c.commit(); // a temporary table: the file is untouched, and each read's rollback keeps the facts
        return new StoreSource(StoreFormat.MEM0, mapping(chains.unknownEnds()), 0);
    }

    private static String text(Instant t) {
        return t == null ? null : SqliteTimestamps.text(t);
    }

    private static Map<String, String> mapping(int unknownEnds) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("table", Mem0HistoryRows.TABLE);
        m.put("id", "memory_id for a memory's last version, memory_id#1, #2, ... for the versions before it");
        m.put("subject", SUBJECT + ": Mem0's history does not say whose memory it is");
        m.put("predicate", "\"" + PREDICATE + "\" (multi-valued)");
        m.put("value", "new_memory (old_memory for a version known only from the row that ended it)");
        m.put("valid_from", "created_at of the ADD, updated_at of the UPDATE that wrote the version");
        m.put("valid_to", "updated_at of the next UPDATE or of the DELETE"
                + (unknownEnds == 0 ? "" : "; " + unknownEnds + " DELETE row(s) carry no time: those versions"
                + " end by the next time a later row records, or when the file was last changed"
                + " (reported as unknown_end; metadata deleted_at: unknown)"));
        m.put("superseded_by", "the version the next UPDATE wrote");
        m.put("recorded_at", "the time of the row that wrote the version");
        m.put("metadata", "memory_id, event, history_id, actor_id, role, deleted_at");
        m.put("order", "the order Mem0 wrote the rows in (rowid)");
        return m;
    }
}
