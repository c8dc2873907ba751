package io.memscope.store.jdbc;

import io.memscope.store.StoreException;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The tables a relational store actually has, with their real (quoted) names: {@code facts} with its
 * required and optional columns, and the optional {@code fact_dependencies} and {@code memscope_predicates}.
 * Every query is built from this, so stores created by any tool, in any letter case, are read alike.
 */
final class StoreSchema {
    static final List<String> REQUIRED =
            List.of("id", "subject", "predicate", "value", "valid_from", "valid_to", "superseded_by");

    /** An optional table reduced to the two columns we read. */
    record Pair(String table, Column first, Column second) {
    }

    private final String facts;
    private final Map<String, Column> columns;
    private final IdCodec ids;
    private final IdCodec successorIds;
    private final Pair dependencies;
    private final Pair predicates;

    private StoreSchema(String facts, Map<String, Column> columns, IdCodec ids, IdCodec successorIds,
                        Pair dependencies, Pair predicates) {
        this.facts = facts;
        this.columns = columns;
        this.ids = ids;
        this.successorIds = successorIds;
        this.dependencies = dependencies;
        this.predicates = predicates;
    }

    static StoreSchema discover(Connection c, SqlDialect dialect, String location)
            throws SQLException, StoreException {
        Catalog catalog = new Catalog(c, dialect);
        String table = catalog.table("facts")
                .orElseThrow(() -> new StoreException(location + " has no table facts"));
        Map<String, Column> columns = catalog.columns(table);
        for (String name : REQUIRED) {
            if (!columns.containsKey(name)) {
                throw new StoreException(location + " has no column " + name + " in table " + table);
            }
        }
        for (String name : List.of("valid_from", "valid_to")) {
            Column col = columns.get(name);
            if (!col.isTimestamp()) {
                throw new StoreException(location + ": column " + col.name() + " in table " + table + " has type "
                        + col.typeName() + ", expected a timestamp");
            }
        }
        Column recordedAt = columns.get("recorded_at");
        if (recordedAt != null && !recordedAt.isTimestamp()) {
            columns.remove("recorded_at"); // optional provenance in an unexpected type: leave it out
        }
        IdCodec ids = codec(columns.get("id"), table, location);
        IdCodec successors = codec(columns.get("superseded_by"), table, location);
        return new StoreSchema(dialect.quote(table), columns, ids, successors,
                pair(catalog, dialect, "fact_dependencies", "fact_id", "depends_on", location),
                pair(catalog, dialect, "memscope_predicates", "predicate", "cardinality", location));
    }

    private static IdCodec codec(Column column, String table, String location) throws StoreException {
        IdCodec codec = IdCodec.forColumn(column.jdbcType(), column.typeName());
        if (codec == null) {
            throw new StoreException(location + ": column " + column.name() + " in table " + table
                    + " has type " + column.typeName() + ", expected an integer or text type");
        }
        return codec;
    }

    private static Pair pair(Catalog catalog, SqlDialect dialect, String wanted, String first, String second,
                             String location) throws SQLException, StoreException {
        Optional<String> table = catalog.table(wanted);
        if (table.isEmpty()) {
            return null;
        }
        Map<String, Column> cols = catalog.columns(table.get());
        for (String name : List.of(first, second)) {
            if (!cols.containsKey(name)) {
                throw new StoreException(location + " has no column " + name + " in table " + table.get());
            }
        }
        return new Pair(dialect.quote(table.get()), cols.get(first), cols.get(second));
    }

    /** The quoted name of the facts table. */
    String facts() {
        return facts;
    }

    boolean has(String column) {
        return columns.containsKey(column);
    }

    Column column(String name) {
        return columns.get(name);
    }

    /** The quoted name of a column of facts, qualified with a table alias. */
    String col(String alias, String name) {
        return alias + "." + columns.get(name).quoted();
    }

    IdCodec ids() {
        return ids;
    }

    IdCodec successorIds() {
        return successorIds;
    }

    Optional<Pair> dependencies() {
        return Optional.ofNullable(dependencies);
    }

    Optional<Pair> predicates() {
        return Optional.ofNullable(predicates);
    }
}
