package io.memscope.store.jdbc;

import io.memscope.model.Progress;
import io.memscope.store.StoreException;
import io.memscope.store.TableMapping;
import io.memscope.store.TableSample;
import io.memscope.store.TableSample.Kind;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Reads, on an open connection and without writing, the tables of the current schema and, for one table,
 * its columns and the keys of its JSON columns in its first {@value #SAMPLE_ROWS} rows: what a mapping can
 * be proposed from ({@link io.memscope.store.MappingProposal}).
 */
final class TableSampler {
    static final int SAMPLE_ROWS = 200;
    /** The fields memscope's own table names itself: a table with them all needs no mapping. */
    private static final List<String> OWN = List.of("id", "subject", "predicate", "value", "valid_from");

    private final Connection connection;
    private final SqlDialect dialect;
    private final String location;

    TableSampler(Connection connection, SqlDialect dialect, String location) {
        this.connection = connection;
        this.dialect = dialect;
        this.location = location;
    }

    /** The tables and views of the current schema, memscope's own bookkeeping tables left out, by name. */
    List<String> tables() throws SQLException {
        DatabaseMetaData md = connection.getMetaData();
        String schema = connection.getSchema();
        List<String> names = new ArrayList<>();
        try (ResultSet rs = md.getTables(connection.getCatalog(), schema, "%", new String[]{"TABLE", "VIEW"})) {
            while (rs.next()) {
                String name = rs.getString("TABLE_NAME");
                String lower = name.toLowerCase(Locale.ROOT);
                boolean bookkeeping = lower.startsWith("memscope_") || lower.equals("fact_dependencies")
                        || lower.startsWith("sqlite_");
                if (!bookkeeping && (schema == null || schema.equals(rs.getString("TABLE_SCHEM")))) {
                    names.add(name);
                }
            }
        }
        names.sort(String.CASE_INSENSITIVE_ORDER);
        return names;
    }

    TableSample sample(String wanted, Progress progress) throws SQLException, StoreException {
        Catalog catalog = new Catalog(connection, dialect);
        String table = catalog.table(wanted).orElseThrow(() -> new StoreException(location + " has no table " + wanted));
        progress.update("reading the columns of " + table, -1, -1);
        Map<String, Column> columns = catalog.columns(table);
        if (columns.isEmpty()) {
            throw new StoreException(location + ": table " + table + " has no columns memscope can see");
        }
        Map<String, JsonKeys> json = new LinkedHashMap<>();
        for (Column c : columns.values()) {
            Kind kind = kindOf(c);
            if (kind == Kind.OBJECT || kind == Kind.TEXT) {
                json.put(c.name(), new JsonKeys(c.name()));
            }
        }
        int rows = dialect == SqlDialect.H2 || json.isEmpty() ? 0 : readSample(table, columns, json, progress);
        List<TableSample.ColumnInfo> infos = new ArrayList<>();
        List<TableSample.JsonKey> keys = new ArrayList<>();
        boolean anyJson = false;
        for (Column c : columns.values()) {
            Kind kind = kindOf(c);
            JsonKeys found = json.get(c.name());
            if (found != null && found.holdsObjects()) {
                kind = Kind.OBJECT;
                found.kinds().forEach((path, k) -> keys.add(new TableSample.JsonKey(path, k)));
            }
            anyJson |= kind == Kind.OBJECT;
            infos.add(new TableSample.ColumnInfo(c.name(), c.typeName(), kind));
        }
        String note = dialect == SqlDialect.H2 && anyJson
                ? "H2 cannot read inside a JSON column: map each field to a column of its own" : "";
        Optional<String> known = KnownTables.builtIn(table, columns, dialect);
        TableMapping readAs = known.isPresent() ? new TableMapping(table, Map.of()) : null;
        String builtIn = known.orElse("");
        if (readAs == null && columns.keySet().containsAll(OWN)) {
            readAs = new TableMapping(table, Map.of());
            builtIn = "Every field has a column of its own name: memscope reads " + table + " as it is, with no"
                    + " mapping";
        } else if (readAs == null && dialect == SqlDialect.SQLITE && table.equalsIgnoreCase("history")
                && Mem0HistoryRows.isPresent(connection) && catalog.table(TableMapping.DEFAULT.table()).isEmpty()) {
            readAs = TableMapping.DEFAULT;
            builtIn = "Mem0's history.db: memscope reads its history table as Mem0 writes it; no mapping is needed";
        }
        return new TableSample(table, infos, keys, rows, dialect == SqlDialect.SQLITE, builtIn, readAs, note);
    }

    /** The first rows of the columns that may hold JSON, read as text; the count of rows read. */
    private int readSample(String table, Map<String, Column> all, Map<String, JsonKeys> json, Progress progress)
            throws SQLException {
        List<Column> read = all.values().stream().filter(c -> json.containsKey(c.name())).toList();
        String select = "SELECT " + String.join(", ", read.stream().map(Column::quoted).toList()) + " FROM "
                + dialect.quote(table) + " LIMIT " + SAMPLE_ROWS;
        int rows = 0;
        try (Statement st = connection.createStatement()) {
            st.setMaxRows(SAMPLE_ROWS);
            try (ResultSet rs = st.executeQuery(select)) {
                while (rs.next()) {
                    progress.checkCancelled();
                    for (int i = 0; i < read.size(); i++) {
                        json.get(read.get(i).name()).add(rs.getString(i + 1));
                    }
                    progress.update("sampling the JSON keys of " + table, ++rows, SAMPLE_ROWS);
                }
            }
        } finally {
            if (!connection.getAutoCommit()) {
                connection.rollback();
            }
        }
        return rows;
    }

    /** What a column holds by its type, before any value is read. */
    private Kind kindOf(Column c) {
        String type = c.typeName().toLowerCase(Locale.ROOT);
        if (type.equals("json") || type.equals("jsonb")) {
            return Kind.OBJECT;
        }
        if (type.equals("uuid")) {
            return Kind.UUID;
        }
        if (c.isTimestamp() || (dialect == SqlDialect.SQLITE && (type.contains("time") || type.contains("date")))) {
            return Kind.TIME;
        }
        return switch (c.jdbcType()) {
            case Types.INTEGER, Types.BIGINT, Types.SMALLINT, Types.TINYINT, Types.NUMERIC, Types.DECIMAL,
                 Types.REAL, Types.FLOAT, Types.DOUBLE -> Kind.NUMBER;
            case Types.BOOLEAN, Types.BIT -> Kind.BOOLEAN;
            case Types.VARCHAR, Types.CHAR, Types.LONGVARCHAR, Types.NVARCHAR, Types.NCHAR, Types.LONGNVARCHAR,
                 Types.CLOB -> Kind.TEXT;
            default -> type.contains("text") || type.contains("char") ? Kind.TEXT : Kind.OTHER;
        };
    }
}
