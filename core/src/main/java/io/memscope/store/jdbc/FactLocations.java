package io.memscope.store.jdbc;

import io.memscope.analysis.LinkChecks;
import io.memscope.model.FactId;
import io.memscope.store.StoreException;

import java.util.AbstractMap;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Looks up a few facts by id, a few hundred ids a query: where they live (subject and predicate), or their
 * values.
 */
final class FactLocations {
    private static final int IN_LIST_CHUNK = 500;

    private FactLocations() {
    }

    /** Where each of {@code ids} lives; ids no fact has (or that cannot be in the id column) are left out. */
    static Map<FactId, LinkChecks.Location> of(Sql sql, StoreSchema schema, Collection<FactId> ids, String what)
            throws StoreException {
        Map<FactId, LinkChecks.Location> where = new HashMap<>();
        forIds(sql, schema, ids, schema.col("f", "subject") + ", " + schema.col("f", "predicate"), what,
                rs -> new AbstractMap.SimpleImmutableEntry<>(schema.ids().read(rs, 1),
                        new LinkChecks.Location(rs.getString(2), rs.getString(3))),
                row -> where.putIfAbsent(row.getKey(), row.getValue()));
        return where;
    }

    /** The value of each of {@code ids} (null where the fact has none); ids no fact has are left out. */
    static Map<FactId, String> values(Sql sql, StoreSchema schema, Collection<FactId> ids, String what)
            throws StoreException {
        Map<FactId, String> values = new HashMap<>();
        forIds(sql, schema, ids, schema.col("f", "value"), what,
                rs -> new AbstractMap.SimpleImmutableEntry<>(schema.ids().read(rs, 1), rs.getString(2)),
                row -> values.putIfAbsent(row.getKey(), row.getValue())); // a fact may have no value
        return values;
    }

    /** Streams the id and {@code columns} of the facts {@code ids} name, one IN list at a time. */
    private static <T> void forIds(Sql sql, StoreSchema schema, Collection<FactId> ids, String columns, String what,
                                   Sql.Row<T> row, Sql.Sink<T> sink) throws StoreException {
        List<FactId> wanted = ids.stream().filter(schema.ids()::canBind).toList(); // text ids never match a bigint
        for (int start = 0; start < wanted.size(); start += IN_LIST_CHUNK) {
            List<FactId> chunk = wanted.subList(start, Math.min(wanted.size(), start + IN_LIST_CHUNK));
            String query = "SELECT " + schema.col("f", "id") + ", " + columns + " FROM " + schema.facts()
                    + " f WHERE " + schema.col("f", "id") + " IN ("
                    + String.join(", ", chunk.stream().map(i -> "?").toList()) + ")";
            sql.stream(what, query, q -> {
                for (int i = 0; i < chunk.size(); i++) {
                    q.bind(i, schema.ids().argument(chunk.get(i)));
                }
            }, row, sink);
        }
    }
}
