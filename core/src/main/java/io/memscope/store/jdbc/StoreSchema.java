package io.memscope.store.jdbc;

import io.memscope.store.TableMapping;
import io.memscope.store.StoreException;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Types;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The tables a relational store actually has, with their real (quoted) names: {@code facts} with its
 * required and optional columns, and the optional {@code fact_dependencies} and {@code memscope_predicates}.
 * Every query is built from this, so stores created by any tool, in any letter case, are read alike.
 */
final class StoreSchema {
    /** The columns every fact is read with, in this order; the last two may be missing from the table. */
    static final List<String> REQUIRED =
            List.of("id", "subject", "predicate", "value", "valid_from", "valid_to", "superseded_by");
    /**
     * Columns a table may lack: without {@code valid_to} every fact is current, without {@code superseded_by}
     * no fact names a successor (a memory table that only ever adds rows has neither). They are read as a
     * NULL of their type, so every query keeps one shape.
     */
    static final List<String> MAY_BE_MISSING = List.of("valid_to", "superseded_by");

    /** memscope's mark of a link it inferred (exports of Graphiti stores); read when it is a boolean column. */
    static final String INFERRED_LINK = "inferred_link";
    /**
     * memscope's mark of an end recorded without its time (Mem0's history and its exports); read when it is a
     * boolean column. memscope adds it only to stores that have such a fact, so other stores' pass is unchanged.
     */
    static final String UNKNOWN_END = "unknown_end";

    /** An optional table reduced to the two columns we read. */
    record Pair(String table, Column first, Column second) {
    }

    /**
     * Facts read from a query over several tables rather than from one table: {@code sql} is a derived table
     * whose columns ({@code columns}, keyed by lower-case name) are named as the fact fields; {@code name} is
     * shown for it, and {@code sizedTable} (quoted) is the table whose planner statistics estimate its size.
     */
    record Relation(String sql, String name, String sizedTable, Map<String, Column> columns) {
    }

    private final SqlDialect dialect;
    private final String facts;
    private final String tableName;
    /** The quoted table whose size estimates the facts' (the facts table itself, or a relation's main table). */
    private final String sizedTable;
    /** Fact field to the column holding it (after the mapping). */
    private final Map<String, Column> columns;
    /** Fields read from an expression (a JSON key, alternatives) rather than a column; see {@link MappedFields}. */
    private final Map<String, MappedField> computed;
    /** Columns no field maps, kept as metadata so nothing of the table is lost. */
    private final List<Column> extras;
    private final TableMapping mapping;
    private final IdCodec ids;
    private final IdCodec successorIds;
    private final Pair dependencies;
    private final Pair predicates;
    /** H2's {@code USE INDEX} for the analysis index, or "" (see {@link #factsInSubjectOrder}). */
    private volatile String subjectOrderHint = "";

    private StoreSchema(SqlDialect dialect, String facts, String tableName, String sizedTable, Map<String, Column> columns,
                        Map<String, MappedField> computed, List<Column> extras, TableMapping mapping, IdCodec ids, IdCodec successorIds, Pair dependencies,
                        Pair predicates) {
        this.dialect = dialect;
        this.facts = facts;
        this.tableName = tableName;
        this.sizedTable = sizedTable;
        this.columns = columns;
        this.computed = computed;
        this.extras = extras;
        this.mapping = mapping;
        this.ids = ids;
        this.successorIds = successorIds;
        this.dependencies = dependencies;
        this.predicates = predicates;
    }

    static StoreSchema discover(Connection c, SqlDialect dialect, String location)
            throws SQLException, StoreException {
        return discover(c, dialect, location, TableMapping.DEFAULT);
    }

    static StoreSchema discover(Connection c, SqlDialect dialect, String location, TableMapping mapping)
            throws SQLException, StoreException {
        return discover(c, dialect, location, mapping, Map.of(), List.of());
    }

    /**
     * As {@link #discover(Connection, SqlDialect, String, TableMapping)}, with fields a built-in mapping reads
     * from expressions of its own ({@code given}) and columns it never reads ({@code skipped}: a vector).
     */
    static StoreSchema discover(Connection c, SqlDialect dialect, String location, TableMapping mapping,
                                Map<String, MappedField> given, List<String> skipped)
            throws SQLException, StoreException {
        Catalog catalog = new Catalog(c, dialect);
        String table = catalog.table(mapping.table())
                .orElseThrow(() -> new StoreException(location + " has no table " + mapping.table()));
        return discover(c, dialect, location, mapping, given, skipped, catalog, table, dialect.quote(table),
                dialect.quote(table), catalog.columns(table));
    }

    /** The facts of a built-in mapping that reads several tables through one query ({@link Relation}). */
    static StoreSchema discover(Connection c, SqlDialect dialect, String location, Relation relation)
            throws SQLException, StoreException {
        return discover(c, dialect, location, new TableMapping(relation.name(), Map.of()), Map.of(), List.of(),
                new Catalog(c, dialect), relation.name(), "(" + relation.sql() + ")", relation.sizedTable(),
                relation.columns());
    }

    private static StoreSchema discover(Connection c, SqlDialect dialect, String location, TableMapping mapping,
                                        Map<String, MappedField> given, List<String> skipped, Catalog catalog,
                                        String table, String facts, String sizedTable, Map<String, Column> physical)
            throws SQLException, StoreException {
        Map<String, Column> columns = new LinkedHashMap<>();
        Map<String, MappedField> computed = new LinkedHashMap<>();
        for (String field : TableMapping.FIELDS) {
            String name = mapping.columnFor(field);
            MappedField expression = given.containsKey(field) ? given.get(field)
                    : MappedFields.isExpression(name)
                    ? MappedFields.resolve(field, name, physical, dialect, table, location) : null;
            Column col = physical.get(name.toLowerCase(Locale.ROOT));
            if (expression != null) {
                computed.put(field, expression);
                columns.put(field, expression.column());
            } else if (col != null) {
                columns.put(field, col);
            } else if (mapping.columns().containsKey(field)) {
                throw new StoreException(location + " has no column " + name + " (mapped to " + field
                        + ") in table " + table);
            }
        }
        for (String mark : List.of(INFERRED_LINK, UNKNOWN_END)) {
            Column col = physical.get(mark);
            if (col != null && (col.jdbcType() == Types.BOOLEAN || col.jdbcType() == Types.BIT
                    || col.typeName().equalsIgnoreCase("boolean"))) { // SQLite's catalog says VARCHAR
                columns.put(mark, col);
            }
        }
        for (String name : REQUIRED) {
            if (!columns.containsKey(name) && !MAY_BE_MISSING.contains(name)) {
                throw new StoreException(location + " has no column " + name + " in table " + table
                        + (mapping.isDefault() ? "" : " (map one with --map " + name + "=COLUMN)"));
            }
        }
        for (String name : List.of("valid_from", "valid_to")) {
            Column col = columns.get(name);
            if (col != null && !dialect.acceptsAsTimestamp(col)) {
                throw new StoreException(location + ": column " + col.name() + " in table " + table + " has type "
                        + col.typeName() + ", expected a timestamp");
            }
        }
        Column recordedAt = columns.get("recorded_at");
        if (recordedAt != null && !dialect.acceptsAsTimestamp(recordedAt)) {
            columns.remove("recorded_at"); // optional provenance in an unexpected type: leave it out
        }
        IdCodec ids = codec(columns.get("id"), table, location);
        Column successorColumn = columns.get("superseded_by");
        IdCodec successors = successorColumn == null ? ids : codec(successorColumn, table, location);
        Map<String, Column> kept = new LinkedHashMap<>(physical);
        skipped.forEach(name -> kept.remove(name.toLowerCase(Locale.ROOT)));
        StoreSchema schema = new StoreSchema(dialect, facts, table, sizedTable, columns, computed,
                ExtraColumns.of(kept, columns), mapping, ids, successors,
                pair(catalog, dialect, "fact_dependencies", "fact_id", "depends_on", location),
                pair(catalog, dialect, "memscope_predicates", "predicate", "cardinality", location));
        schema.checkAnalysisIndex(c, dialect);
        return schema;
    }

    /**
     * Asks H2 whether the analysis index is there (a millisecond), as the schema is read and again before
     * each pass in subject order, so an index the operator creates while the store is open is used at once.
     * H2 takes the first index that fits an ORDER BY: with the older, shorter index as well it would still
     * read every row. PostgreSQL's planner prices the index-only scan itself.
     */
    void checkAnalysisIndex(Connection c, SqlDialect dialect) throws SQLException {
        if (dialect == SqlDialect.H2) {
            subjectOrderHint = StoreIndexes.hasH2AnalysisIndex(c, tableName, has(INFERRED_LINK))
                    ? " USE INDEX (" + dialect.quote(StoreIndexes.ANALYSIS_INDEX) + ")" : "";
        }
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

    /** The quoted name of the facts table, or a relation's derived table in parentheses. */
    String facts() {
        return facts;
    }

    /** The quoted table whose planner statistics estimate the number of facts. */
    String sizedTable() {
        return sizedTable;
    }

    /**
     * {@code FROM} text for a read of the facts table in subject order that should come from the analysis
     * index alone: the quoted table, {@code alias} and, on H2 where that index exists, the hint to use it.
     */
    String factsInSubjectOrder(String alias) {
        return facts + " " + alias + subjectOrderHint;
    }

    /** The facts table's name as the catalog spells it, for messages. */
    String tableName() {
        return tableName;
    }

    List<Column> extras() {
        return extras;
    }

    TableMapping mapping() {
        return mapping;
    }

    /**
     * Where each field came from, for {@code check --json}: the table when it is not {@code facts}, the
     * fields whose column has another name, and the columns kept as metadata.
     */
    Map<String, String> describeMapping() {
        Map<String, String> m = new LinkedHashMap<>();
        if (!tableName.equalsIgnoreCase(TableMapping.DEFAULT.table())) {
            m.put("table", tableName);
        }
        columns.forEach((field, col) -> {
            if (computed.containsKey(field)) {
                m.put(field, computed.get(field).shown());
            } else if (!col.name().equalsIgnoreCase(field) && TableMapping.FIELDS.contains(field)) {
                m.put(field, col.name());
            }
        });
        if (!extras.isEmpty()) {
            String kept = String.join(", ", extras.stream().map(Column::name).toList());
            m.merge("metadata", kept, (a, b) -> a + ", " + b);
        }
        return m;
    }

    /**
     * Whether a field is read from an expression, or the facts from a query over several tables: such a store
     * cannot be written, only read.
     */
    boolean hasComputedFields() {
        return !computed.isEmpty() || !facts.equals(sizedTable);
    }

    boolean has(String column) {
        return columns.containsKey(column);
    }

    Column column(String name) {
        return columns.get(name);
    }

    /**
     * The quoted name of a column of facts, qualified with a table alias; for a column the table lacks
     * ({@link #MAY_BE_MISSING}), a NULL of the type it would have, so comparisons and joins still type-check.
     */
    String col(String alias, String name) {
        MappedField expression = computed.get(name);
        if (expression != null) {
            return expression.sql().apply(alias);
        }
        Column column = columns.get(name);
        if (column != null) {
            return alias + "." + column.quoted();
        }
        if (!MAY_BE_MISSING.contains(name)) {
            throw new IllegalArgumentException("no column " + name + " in " + tableName);
        }
        if (dialect == SqlDialect.SQLITE) {
            return "NULL";
        }
        return "CAST(NULL AS " + (name.equals("valid_to") ? "TIMESTAMP WITH TIME ZONE" : columns.get("id").typeName())
                + ")";
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
