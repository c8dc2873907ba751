package io.memscope.testing;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * A Mem0 {@code history.db} written as Mem0's SQLiteManager (mem0/memory/storage.py) writes it: its exact
 * DDL, a uuid4 per row, and the times Mem0 puts in each event's row (mem0/memory/main.py, the
 * {@code add_history} calls of {@code _create_memory}, {@code _update_memory} and {@code _delete_memory}).
 * ADD has created_at only; UPDATE keeps the memory's first created_at and its own time in updated_at; a
 * DELETE of Mem0 before 1.0.8 (every 0.1.x, up to mem0ai/mem0 commit 1aecfadf4, "add timestamps for DELETE
 * operations in history") has no time at all, a later one's is written as an UPDATE's.
 */
public final class Mem0HistoryDb {
    /** Mem0's DDL, as SQLiteManager creates it. */
    public static final String HISTORY_DDL = """
            CREATE TABLE IF NOT EXISTS history (
                id           TEXT PRIMARY KEY,
                memory_id    TEXT,
                old_memory   TEXT,
                new_memory   TEXT,
                event        TEXT,
                created_at   DATETIME,
                updated_at   DATETIME,
                is_deleted   INTEGER,
                actor_id     TEXT,
                role         TEXT
            )""";
    public static final String MESSAGES_DDL = """
            CREATE TABLE IF NOT EXISTS messages (
                id TEXT PRIMARY KEY,
                session_scope TEXT,
                role TEXT,
                content TEXT,
                name TEXT,
                created_at DATETIME
            )""";

    public static final String LIVES = "5c1e3f0a-8a43-4d5e-9a61-1f0b6f7c2a10";
    public static final String LIKES = "9b2d7e44-0c5f-4b8e-8f3a-6d1c2e9a4b21";
    public static final String ALLERGY = "e7a4c912-3b6d-4f1e-a2c8-5d9f0b1e3c32";

    private Mem0HistoryDb() {
    }

    /**
     * Three memories: one added, updated and deleted (a DELETE of Mem0 1.0.8 on, with its time), one added and
     * deleted by a 0.1.x Mem0 (no time in the row), one added and updated (still current).
     */
    public static Path write(Path file) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file)) {
            try (Statement st = c.createStatement()) {
                st.execute(HISTORY_DDL);
                st.execute(MESSAGES_DDL);
            }
            String lived = "2024-07-25T21:32:40.123456-07:00";
            add(c, "0d6f2b1e-54a9-4c3e-b1a7-2e8d9f6c0a01", LIVES, null, "Lives in Detroit", "ADD", lived, null, 0,
                    null, "user");
            add(c, "1a7c3d2f-65b0-4d4f-82b8-3f9e0a7d1b02", LIKES, null, "Likes jazz", "ADD",
                    "2024-07-25T21:32:41.000001-07:00", null, 0, null, "user");
            add(c, "2b8d4e3a-76c1-4e5a-93c9-4a0f1b8e2c03", LIVES, "Lives in Detroit", "Lives in Chicago", "UPDATE",
                    lived, "2024-08-02T09:15:00.500000-07:00", 0, null, "user");
            add(c, "3c9e5f4b-87d2-4f6b-a4da-5b1a2c9f3d04", ALLERGY, null, "Allergic to nuts", "ADD",
                    "2024-08-03T10:00:00+00:00", null, 0, "assistant-7", "assistant");
            add(c, "4daf6a5c-98e3-4a7c-b5eb-6c2b3d0a4e05", LIKES, "Likes jazz", null, "DELETE", null, null, 1,
                    null, "user");
            add(c, "5eb07b6d-a9f4-4b8d-86fc-7d3c4e1b5f06", ALLERGY, "Allergic to nuts", "Allergic to peanuts",
                    "UPDATE", "2024-08-03T10:00:00+00:00", "2024-08-05T12:00:00+00:00", 0, "assistant-7", "assistant");
            add(c, "6fc18c7e-b0a5-4c9e-97ad-8e4d5f2c6a07", LIVES, "Lives in Chicago", null, "DELETE", lived,
                    "2024-09-01T08:00:00-07:00", 1, null, "user");
        }
        return file;
    }

    /** One row, as SQLiteManager.add_history inserts it. */
    public static void add(Connection c, String id, String memoryId, String oldMemory, String newMemory, String event,
                           String createdAt, String updatedAt, int isDeleted, String actorId, String role)
            throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO history (id, memory_id, old_memory, new_memory,"
                + " event, created_at, updated_at, is_deleted, actor_id, role) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            ps.setString(1, id);
            ps.setString(2, memoryId);
            ps.setString(3, oldMemory);
            ps.setString(4, newMemory);
            ps.setString(5, event);
            ps.setString(6, createdAt);
            ps.setString(7, updatedAt);
            ps.setInt(8, isDeleted);
            ps.setString(9, actorId);
            ps.setString(10, role);
            ps.executeUpdate();
        }
    }
}
