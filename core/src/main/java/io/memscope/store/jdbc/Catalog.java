package io.memscope.store.jdbc;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Finds tables and columns of the current schema by name, ignoring case: H2 folds unquoted names to upper
 * case, PostgreSQL to lower case, and a store may have been created either way.
 */
final class Catalog {
    private final Connection connection;
    private final SqlDialect dialect;

    Catalog(Connection connection, SqlDialect dialect) {
        this.connection = connection;
        this.dialect = dialect;
    }

    /** The real name of a table (or view) of the current schema, preferring an exact-case match. */
    Optional<String> table(String wanted) throws SQLException {
        DatabaseMetaData md = connection.getMetaData();
        String schema = connection.getSchema();
        String found = null;
        try (ResultSet rs = md.getTables(connection.getCatalog(), schema, "%", null)) {
            while (rs.next()) {
                String name = rs.getString("TABLE_NAME");
                String type = String.valueOf(rs.getString("TABLE_TYPE")).toUpperCase(Locale.ROOT);
                boolean tableLike = type.contains("TABLE") || type.contains("VIEW") || type.contains("TEMPORARY");
                if (!tableLike || !name.equalsIgnoreCase(wanted) || !schemaMatches(rs, schema)) {
                    continue;
                }
                if (found == null || name.equals(wanted)) {
                    found = name;
                }
            }
        }
        return Optional.ofNullable(found);
    }

    /** The columns of a table, keyed by lower-case name. */
    Map<String, Column> columns(String table) throws SQLException {
        DatabaseMetaData md = connection.getMetaData();
        String schema = connection.getSchema();
        Map<String, Column> columns = new LinkedHashMap<>();
        try (ResultSet rs = md.getColumns(connection.getCatalog(), schema, table, "%")) {
            while (rs.next()) {
                if (!table.equals(rs.getString("TABLE_NAME")) || !schemaMatches(rs, schema)) {
                    continue; // '_' in the pattern is a wildcard; keep only the table itself
                }
                String name = rs.getString("COLUMN_NAME");
                String key = name.toLowerCase(Locale.ROOT);
                Column column = new Column(name, dialect.quote(name), rs.getInt("DATA_TYPE"),
                        String.valueOf(rs.getString("TYPE_NAME")));
                if (!columns.containsKey(key) || name.equals(key)) {
                    columns.put(key, column);
                }
            }
        }
        return columns;
    }

    private static boolean schemaMatches(ResultSet rs, String schema) throws SQLException {
        return schema == null || schema.equals(rs.getString("TABLE_SCHEM"));
    }
}
