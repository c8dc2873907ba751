package io.memscope.store.jdbc;

import io.memscope.store.StoreException;

import java.nio.file.Path;
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
 * The index memscope's reads rely on (facts in subject and predicate order, which the analysis streams and
 * a subject's timeline seeks), found missing in a store memscope did not write, and created on the
 * operator's request in a writable one. Without it the analysis still answers, but the database sorts the
 * whole table first. The command line offers this as {@code index STORE [--create]},
 * the window as a notice on opening such a store.
 */
public final class StoreIndexes {
    /** One missing index: where it goes, as an operator reads it ({@code facts(subject, predicate, valid_to)}), and its DDL. */
    public record Missing(String table, List<String> columns, String statement) {
        public String shown() {
            return table + "(" + String.join(", ", columns) + ")";
        }
    }

    /** Index name to its columns, in order. */
    private static final Map<String, List<String>> WANTED = Map.of(
            "facts_subject_predicate_valid_to", List.of("subject", "predicate", "valid_to"));

    private StoreIndexes() {
    }

    /** The wanted indexes of the {@code facts} table that no existing index starts with. */
    public static List<Missing> missing(String location) throws StoreException {
        Connection c = connect(location, true);
        try {
            return missing(c, dialectOf(location));
        } catch (SQLException e) {
            throw new StoreException(shown(location) + ": cannot read the indexes: " + SqlErrors.reason(e), e);
        } finally {
            PgConnector.closeQuietly(c);
        }
    }

    /** Creates the missing indexes (the store must be writable); returns those it created. */
    public static List<Missing> create(String location) throws StoreException {
        Connection c = connect(location, false);
        try {
            List<Missing> ddl = missing(c, dialectOf(location));
            try (Statement st = c.createStatement()) {
                for (Missing index : ddl) {
                    st.execute(index.statement());
                }
            }
            c.commit();
            return ddl;
        } catch (SQLException e) {
            throw new StoreException(shown(location) + ": cannot create the indexes: " + SqlErrors.reason(e), e);
        } finally {
            PgConnector.closeQuietly(c);
        }
    }

    private static List<Missing> missing(Connection c, SqlDialect d) throws SQLException, StoreException {
        String table = new Catalog(c, d).table("facts")
                .orElseThrow(() -> new StoreException("the store has no table facts"));
        List<List<String>> existing = existingIndexes(c, table);
        List<Missing> ddl = new ArrayList<>();
        for (Map.Entry<String, List<String>> want : new TreeMap<>(WANTED).entrySet()) {
            boolean covered = existing.stream().anyMatch(cols -> cols.size() >= want.getValue().size()
                    && cols.subList(0, want.getValue().size()).equals(want.getValue()));
            if (!covered) {
                ddl.add(new Missing(table, want.getValue(), "CREATE INDEX " + d.quote(want.getKey()) + " ON "
                        + d.quote(table) + " (" + String.join(", ", want.getValue().stream().map(d::quote).toList())
                        + ")"));
            }
        }
        return ddl;
    }

    private static List<List<String>> existingIndexes(Connection c, String table) throws SQLException {
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
        return byName.values().stream().map(cols -> List.copyOf(cols.values())).toList();
    }

    private static Connection connect(String location, boolean readOnly) throws StoreException {
        if (location.startsWith(PgUrl.PREFIX)) {
            return PgConnector.connect(PgUrl.parse(location), readOnly, PgEnvironment.system());
        }
        if (location.startsWith("jdbc:h2:")) {
            H2Url h2 = H2Url.of(location);
            return H2Connector.connect(h2.mvFile(), readOnly, h2.settings());
        }
        return H2Connector.connect(H2Connector.mvFile(Path.of(location)), readOnly, "");
    }

    private static SqlDialect dialectOf(String location) {
        return location.startsWith(PgUrl.PREFIX) ? SqlDialect.POSTGRESQL : SqlDialect.H2;
    }

    private static String shown(String location) {
        return PgUrl.redact(location);
    }
}
