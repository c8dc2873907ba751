package io.memscope.store.jdbc;

import io.memscope.store.StoreException;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The rows of Mem0's {@code history} table (mem0/memory/storage.py, SQLiteManager), read as Mem0 writes
 * them, in the order it wrote them (rowid): Mem0 appends one row per event, and its DELETE rows carry no
 * time at all in current versions, so only the insertion order places them. The layouts of older versions
 * are read too: without {@code actor_id} and {@code role}, and the first one with a single {@code timestamp}
 * column instead of {@code created_at}/{@code updated_at}. Anything else is refused, never guessed at.
 */
final class Mem0HistoryRows {
    static final String TABLE = "history";
    /** What a table must have to be Mem0's history. */
    static final List<String> REQUIRED = List.of("id", "memory_id", "old_memory", "new_memory", "event");

    /** One history row; {@code at} is the time of its event, null where Mem0 wrote none. */
    record Row(long rowid, String id, String memoryId, String oldMemory, String newMemory, String event,
               Instant at, String actorId, String role) {
    }

    private Mem0HistoryRows() {
    }

    /** Whether the database has Mem0's history table (and so is read as Mem0's, not memscope's, store). */
    static boolean isPresent(Connection c) throws SQLException {
        Catalog catalog = new Catalog(c, SqlDialect.SQLITE);
        Optional<String> table = catalog.table(TABLE);
        return table.isPresent() && catalog.columns(table.get()).keySet().containsAll(REQUIRED);
    }

    static List<Row> read(Connection c, String location) throws SQLException, StoreException {
        Catalog catalog = new Catalog(c, SqlDialect.SQLITE);
        String table = catalog.table(TABLE).orElseThrow(() -> new StoreException(location + " has no table history"));
        Map<String, Column> cols = catalog.columns(table);
        for (String name : REQUIRED) {
            if (!cols.containsKey(name)) {
                throw new StoreException(location + ": table history has no column " + name
                        + "; it is not Mem0's history table");
            }
        }
        boolean split = cols.containsKey("created_at") && cols.containsKey("updated_at");
        if (!split && !cols.containsKey("timestamp")) {
            throw new StoreException(location + ": table history has neither created_at and updated_at nor"
                    + " timestamp; memscope does not know this layout of Mem0's history");
        }
        String times = split ? "created_at, updated_at" : "timestamp, timestamp";
        String who = (cols.containsKey("actor_id") ? "actor_id" : "NULL") + ", "
                + (cols.containsKey("role") ? "role" : "NULL");
        String query = "SELECT rowid, id, memory_id, old_memory, new_memory, event, " + times + ", " + who
                + " FROM " + SqlDialect.SQLITE.quote(table) + " ORDER BY rowid";
        List<Row> rows = new ArrayList<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(query)) {
            while (rs.next()) {
                rows.add(row(rs, location));
            }
        }
        return rows;
    }

    private static Row row(ResultSet rs, String location) throws SQLException, StoreException {
        long rowid = rs.getLong(1);
        String id = rs.getString(2);
        String label = location + ": history row " + (id != null ? id : "at rowid " + rowid);
        String memoryId = rs.getString(3);
        if (memoryId == null) {
            throw new StoreException(label + " has no memory_id");
        }
        String event = rs.getString(6);
        String upper = event == null ? "" : event.strip().toUpperCase(Locale.ROOT);
        if (!upper.equals("ADD") && !upper.equals("UPDATE") && !upper.equals("DELETE")) {
            throw new StoreException(label + ": event must be ADD, UPDATE or DELETE, found "
                    + (event == null ? "nothing" : "\"" + event + "\""));
        }
        // ADD writes its time in created_at; UPDATE and DELETE keep the memory's first created_at there and
        // write their own time in updated_at
        int column = upper.equals("ADD") ? 7 : 8;
        Instant at;
        try {
            at = SqliteTimestamps.read(rs.getObject(column));
        } catch (SQLException e) {
            throw new StoreException(label + ": " + (column == 7 ? "created_at" : "updated_at") + ": "
                    + e.getMessage(), e);
        }
        return new Row(rowid, id, memoryId, rs.getString(4), rs.getString(5), upper, at, rs.getString(9),
                rs.getString(10));
    }
}
