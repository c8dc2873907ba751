package io.memscope.store.jdbc;

import io.memscope.store.StoreException;

import java.sql.Types;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Builds the select list of a built-in mapping's query over two tables ({@link StoreSchema.Relation}): each
 * output column is named after a fact field or kept as metadata, with the type the catalog gave its source,
 * so the facts are decoded as if they were read from a table of that shape. Also checks the source columns
 * a mapping needs, refusing with one line when one is missing or has another type.
 */
final class RelationColumns {
    /** Type names PostgreSQL's catalog gives text columns. */
    static final Set<String> TEXT = Set.of("text", "varchar", "bpchar");
    static final Set<String> TIMESTAMP_TZ = Set.of("timestamptz");

    private final SqlDialect dialect;
    private final Map<String, Column> columns = new LinkedHashMap<>();

    RelationColumns(SqlDialect dialect) {
        this.dialect = dialect;
    }

    /** Adds output column {@code name}, typed as {@code like}. */
    RelationColumns add(String name, Column like) {
        columns.put(name.toLowerCase(Locale.ROOT), new Column(name, dialect.quote(name), like.jdbcType(),
                like.typeName()));
        return this;
    }

    /** Adds a text output column (a constant naming the source table, for one). */
    RelationColumns addText(String name) {
        return add(name, new Column(name, null, Types.VARCHAR, "text"));
    }

    Map<String, Column> columns() {
        return new LinkedHashMap<>(columns);
    }

    /** One select item: {@code expression AS name}. */
    String as(String expression, String name) {
        return expression + " AS " + dialect.quote(name);
    }

    /** A NULL of the column's type, for an output column one of the two tables lacks. */
    static String nullOf(Column like) {
        return "CAST(NULL AS " + like.typeName() + ")";
    }

    /**
     * The column {@code name} of {@code table}, which the mapping needs with one of {@code types}.
     *
     * @throws StoreException naming the table, the column and the type expected
     */
    static Column require(Map<String, Column> cols, String table, String name, Set<String> types, String system,
                          String location) throws StoreException {
        Column col = cols.get(name);
        if (col == null) {
            throw new StoreException(location + ": table " + table + " has no column " + name + "; it is not "
                    + system + "'s " + table + " as memscope knows it");
        }
        if (!types.contains(col.typeName().toLowerCase(Locale.ROOT))) {
            throw new StoreException(location + ": column " + name + " of " + system + "'s table " + table
                    + " has type " + col.typeName() + ", expected " + String.join(" or ", types.stream().sorted()
                    .toList()));
        }
        return col;
    }

    /**
     * Adds, of the optional columns {@code wanted}, those both tables have with one type: an output column
     * each, selected as {@code firstAlias.name} and {@code secondAlias.name}. Returns the names kept.
     */
    List<String> keepShared(List<String> wanted, Map<String, Column> first, String firstAlias,
                                      List<String> firstSelect, Map<String, Column> second,
                                      String secondAlias, List<String> secondSelect) {
        List<String> kept = new ArrayList<>();
        for (String name : wanted) {
            if (inBoth(first, second, name)) {
                add(name, first.get(name));
                firstSelect.add(as(firstAlias + "." + dialect.quote(name), name));
                secondSelect.add(secondAlias + "." + dialect.quote(name));
                kept.add(name);
            }
        }
        return kept;
    }

    /** Whether both tables have the column with one type (only such optional columns are read). */
    static boolean inBoth(Map<String, Column> a, Map<String, Column> b, String name) {
        Column x = a.get(name);
        Column y = b.get(name);
        return x != null && y != null && x.typeName().equalsIgnoreCase(y.typeName());
    }
}
