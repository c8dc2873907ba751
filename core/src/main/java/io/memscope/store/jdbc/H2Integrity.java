package io.memscope.store.jdbc;

import io.memscope.model.Progress;
import io.memscope.store.StoreException;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.MVStoreException;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A deep check of an H2 store, as SQLite's {@code PRAGMA integrity_check} is for SQLite: the file's newest
 * version must be the one H2 reads (H2 falls back silently to an older version when the newest chunk is
 * damaged, and a write then makes that loss permanent), and every row of every table and every entry of
 * every index must be readable. A normal open reads only what the analysis needs, so damage elsewhere
 * goes unseen until an export or an action trips over it.
 */
final class H2Integrity {
    private H2Integrity() {
    }

    /**
     * The file's own problems, read with H2's storage layer alone. Only while this process holds no
     * connection to the file: a second descriptor closed beside H2's would drop its lock.
     */
    static List<String> fileProblems(Path mvFile) throws StoreException {
        if (OpenH2Files.isOpen(mvFile)) {
            throw new StoreException(mvFile + ": close the store in memscope before checking its file");
        }
        List<String> problems = new ArrayList<>();
        try (MVStore store = new MVStore.Builder().fileName(mvFile.toString()).readOnly().open()) {
            Object written = store.getStoreHeader().get("version");
            long newest = written == null ? -1 : Long.parseLong(written.toString(), 16);
            long read = store.getCurrentVersion();
            if (newest > read) {
                problems.add("its newest version (" + newest + ") cannot be read: H2 falls back to version " + read
                        + ", which lacks the last " + (newest - read) + " commit(s)");
            }
        } catch (MVStoreException e) {
            if (e.getErrorCode() == org.h2.mvstore.DataUtils.ERROR_FILE_LOCKED) {
                return problems; // another program has it open: the open that follows says so
            }
            problems.add("H2 cannot open its file (" + String.valueOf(e.getMessage()).lines().findFirst().orElse("")
                    .replaceAll("\\s*\\[[^]]*]$", "") + ")");
        } catch (NumberFormatException e) {
            problems.add("its header names no version H2 can read");
        }
        return problems;
    }

    /** SQLite checks its own file, every page, row and index entry: its answer is "ok" or the damage found. */
    private static List<String> sqliteProblems(Connection c) throws SQLException {
        List<String> problems = new ArrayList<>();
        try (java.sql.Statement st = c.createStatement(); ResultSet rs = st.executeQuery("PRAGMA integrity_check")) {
            while (rs.next()) {
                String line = rs.getString(1);
                if (!"ok".equalsIgnoreCase(line)) {
                    problems.add(line);
                }
            }
        }
        c.rollback();
        return problems;
    }

    /**
     * Reads every row of every table of the schema and, in H2, every index through its own entries
     * (PostgreSQL checks its pages as it reads them; an index check there needs the amcheck extension).
     */
    static List<String> scanProblems(Connection c, SqlDialect dialect, Progress progress) throws SQLException {
        if (dialect == SqlDialect.SQLITE) {
            return sqliteProblems(c);
        }
        List<String> problems = new ArrayList<>();
        Map<String, List<Index>> tables = dialect == SqlDialect.H2 ? h2Tables(c) : postgresTables(c);
        c.rollback();
        for (Map.Entry<String, List<Index>> table : tables.entrySet()) {
            progress.update("checking table " + table.getKey(), -1, -1);
            read(c, "table " + table.getKey(), "SELECT * FROM " + dialect.quote(table.getKey()), problems, progress);
            for (Index index : table.getValue()) {
                if (index.columns.isEmpty()) {
                    continue;
                }
                read(c, "index " + index.name + " of " + table.getKey(), "SELECT "
                        + String.join(", ", index.columns.stream().map(dialect::quote).toList()) + " FROM "
                        + dialect.quote(table.getKey()) + " USE INDEX (" + dialect.quote(index.name) + ")",
                        problems, progress);
            }
        }
        return problems;
    }

    private static Map<String, List<Index>> postgresTables(Connection c) throws SQLException {
        Map<String, List<Index>> tables = new LinkedHashMap<>();
        try (Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT table_name FROM information_schema.tables"
                     + " WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name")) {
            while (rs.next()) {
                tables.put(rs.getString(1), List.of());
            }
        }
        return tables;
    }

    private static Map<String, List<Index>> h2Tables(Connection c) throws SQLException {
        Map<String, List<Index>> tables = new LinkedHashMap<>();
        try (Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT t.TABLE_NAME, i.INDEX_NAME, ic.COLUMN_NAME"
                     + " FROM INFORMATION_SCHEMA.TABLES t"
                     + " LEFT JOIN INFORMATION_SCHEMA.INDEXES i ON i.TABLE_SCHEMA = t.TABLE_SCHEMA"
                     + " AND i.TABLE_NAME = t.TABLE_NAME"
                     + " LEFT JOIN INFORMATION_SCHEMA.INDEX_COLUMNS ic ON ic.TABLE_SCHEMA = i.TABLE_SCHEMA"
                     + " AND ic.TABLE_NAME = i.TABLE_NAME AND ic.INDEX_NAME = i.INDEX_NAME"
                     + " WHERE t.TABLE_SCHEMA = SCHEMA() AND t.TABLE_TYPE = 'BASE TABLE'"
                     + " ORDER BY t.TABLE_NAME, i.INDEX_NAME, ic.ORDINAL_POSITION")) {
            while (rs.next()) {
                List<Index> indexes = tables.computeIfAbsent(rs.getString(1), t -> new ArrayList<>());
                String index = rs.getString(2);
                if (index == null) {
                    continue;
                }
                if (indexes.isEmpty() || !indexes.get(indexes.size() - 1).name.equals(index)) {
                    indexes.add(new Index(index, new ArrayList<>()));
                }
                indexes.get(indexes.size() - 1).columns.add(rs.getString(3));
            }
        }
        return tables;
    }

    private record Index(String name, List<String> columns) {
    }

    private static void read(Connection c, String what, String query, List<String> problems, Progress progress)
            throws SQLException {
        try (Statement st = c.createStatement()) {
            st.setFetchSize(1_000);
            try (ResultSet rs = st.executeQuery(query)) {
                int columns = rs.getMetaData().getColumnCount();
                long rows = 0;
                while (rs.next()) {
                    for (int i = 1; i <= columns; i++) {
                        rs.getObject(i);
                    }
                    if (++rows % 10_000 == 0) {
                        progress.checkCancelled();
                    }
                }
            }
        } catch (SQLException e) {
            String part = SqlErrors.damagedPart(e);
            if (part == null) {
                throw e;
            }
            problems.add(what + " cannot be read" + part);
        } finally {
            c.rollback();
        }
    }
}
