package io.memscope.store.jdbc;

import io.memscope.store.MissingIndex;
import io.memscope.store.StoreException;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The index memscope's reads rely on, found missing in a store memscope did not write, and created on the
 * operator's request in a writable one. It holds, in (subject, predicate) order, every column the analysis
 * and the overview read but the value ({@link #analysisColumns}), so both read the index alone, never the
 * table's rows (the analysis fetches the few values it compares by id; docs/adr/0011-sql-read-paths.md).
 * A subject's timeline seeks it too.
 * Without it the analysis still answers, but the database sorts the whole table or reads every row. The
 * command line offers this as {@code index STORE [--create]}, the window as a notice on opening such a store.
 */
public final class StoreIndexes {
    /** The name memscope gives the index of {@link #analysisColumns}. */
    static final String ANALYSIS_INDEX = "facts_by_subject_predicate";

    /** Its columns, in order; {@code inferred_link} (which the overview counts) where the table has one. */
    static List<String> analysisColumns(boolean withInferredLink) {
        List<String> columns = new ArrayList<>(List.of("subject", "predicate", "valid_to", "valid_from",
                "superseded_by", "id"));
        if (withInferredLink) {
            columns.add(StoreSchema.INFERRED_LINK);
        }
        return columns;
    }

    /**
     * Whether the H2 table {@code table} has an index that starts with {@link #analysisColumns} under memscope's
     * name: H2 must be told to use it when an older, shorter index also fits a query (it takes the first it
     * finds). Asked of H2's information schema, because this runs at every open and the JDBC metadata call is
     * far slower on a fresh connection.
     */
    static boolean hasH2AnalysisIndex(Connection c, String table, boolean withInferredLink) throws SQLException {
        TreeMap<Integer, String> columns = new TreeMap<>();
        try (java.sql.PreparedStatement ps = c.prepareStatement("SELECT ORDINAL_POSITION, COLUMN_NAME FROM"
                + " INFORMATION_SCHEMA.INDEX_COLUMNS WHERE TABLE_SCHEMA = SCHEMA() AND TABLE_NAME = ?"
                + " AND INDEX_NAME = ?")) {
            ps.setString(1, table);
            ps.setString(2, ANALYSIS_INDEX);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    columns.put(rs.getInt(1), rs.getString(2).toLowerCase(Locale.ROOT));
                }
            }
        }
        return startsWith(List.copyOf(columns.values()), analysisColumns(withInferredLink));
    }

    private static boolean startsWith(List<String> columns, List<String> prefix) {
        return columns.size() >= prefix.size() && columns.subList(0, prefix.size()).equals(prefix);
    }

    private StoreIndexes() {
    }

    /** The wanted indexes of the {@code facts} table that no existing index starts with. */
    static List<MissingIndex> missing(Connection c, SqlDialect d, String location) throws StoreException {
        try {
            return missing(c, d);
        } catch (SQLException e) {
            throw new StoreException(location + ": cannot read the indexes: " + SqlErrors.reason(e), e);
        }
    }

    /**
     * Creates the missing indexes on {@code c}, a writable connection in a transaction; returns those it
     * created, and leaves {@code c} as it found it. On PostgreSQL the index is built {@code CONCURRENTLY}: a
     * plain CREATE INDEX blocks every write to the table while it builds, and a memory store is usually being
     * written by its agents. Such a build runs outside a transaction; one that fails leaves an invalid index
     * behind, which is dropped again.
     */
    static List<MissingIndex> create(Connection c, SqlDialect d, String location) throws StoreException {
        try {
            List<MissingIndex> ddl = missing(c, d);
            c.commit();
            if (d == SqlDialect.POSTGRESQL) {
                c.setAutoCommit(true);
            }
            try (Statement st = c.createStatement()) {
                for (MissingIndex index : ddl) {
                    try {
                        st.execute(index.statement());
                    } catch (SQLException e) {
                        dropHalfBuilt(st, d);
                        throw e;
                    }
                }
            } finally {
                if (c.getAutoCommit()) {
                    c.setAutoCommit(false);
                } else {
                    c.commit();
                }
            }
            return ddl;
        } catch (SQLException e) {
            throw new StoreException(location + ": cannot create the indexes: " + SqlErrors.reason(e), e);
        }
    }

    /** What a failed concurrent build leaves: an index PostgreSQL marks invalid but keeps, and that H2 never has. */
    private static void dropHalfBuilt(Statement st, SqlDialect d) {
        if (d != SqlDialect.POSTGRESQL) {
            return;
        }
        try {
            st.execute("DROP INDEX CONCURRENTLY IF EXISTS " + d.quote(ANALYSIS_INDEX));
        } catch (SQLException ignored) {
            // the build's own failure is the news; an index left invalid is named by the next check
        }
    }

    private static List<MissingIndex> missing(Connection c, SqlDialect d) throws SQLException, StoreException {
        String table = new Catalog(c, d).table("facts")
                .orElseThrow(() -> new StoreException("the store has no table facts"));
        Map<String, List<String>> existing = existingIndexes(c, table);
        Map<String, Column> present = new Catalog(c, d).columns(table);
        List<String> wanted = new ArrayList<>(analysisColumns(present.containsKey(StoreSchema.INFERRED_LINK)));
        wanted.retainAll(present.keySet()); // valid_to and superseded_by may be missing (StoreSchema)
        // PostgreSQL needs only the order (the client's decoding bounds its reads, docs/adr/0011), so a store
        // with an index on (subject, predicate, valid_to) is not asked for another.
        List<String> enough = d == SqlDialect.POSTGRESQL ? wanted.subList(0, 3) : wanted;
        if (existing.values().stream().anyMatch(cols -> startsWith(cols, enough))) {
            return List.of();
        }
        String create = d == SqlDialect.POSTGRESQL ? "CREATE INDEX CONCURRENTLY " : "CREATE INDEX ";
        return List.of(new MissingIndex(table, wanted, create + d.quote(ANALYSIS_INDEX) + " ON "
                + d.quote(table) + " (" + String.join(", ", wanted.stream().map(d::quote).toList()) + ")"));
    }

    /** Index name to its columns in order (lower case). */
    private static Map<String, List<String>> existingIndexes(Connection c, String table) throws SQLException {
        Map<String, TreeMap<Short, String>> byName = new TreeMap<>();
        DatabaseMetaData md = c.getMetaData();
        try (ResultSet rs = md.getIndexInfo(c.getCatalog(), null, table, false, true)) {
            while (rs.next()) {
                String column = rs.getString("COLUMN_NAME");
                if (rs.getString("INDEX_NAME") != null && column != null) {
                    byName.computeIfAbsent(rs.getString("INDEX_NAME"), k -> new TreeMap<>())
                            .put(rs.getShort("ORDINAL_POSITION"), column.toLowerCase(Locale.ROOT));
                }
            }
        }
        Map<String, List<String>> indexes = new TreeMap<>();
        byName.forEach((name, cols) -> indexes.put(name, List.copyOf(cols.values())));
        return indexes;
    }
}
