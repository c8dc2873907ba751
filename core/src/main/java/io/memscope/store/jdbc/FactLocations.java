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
    static final int IN_LIST_CHUNK = 500;

    /**
     * The sizes of IN list a lookup uses: Jdbi parses each distinct statement text (slowly, for hundreds of
     * places) and caches it, so a chunk is padded to one of a few lengths rather than given its own.
     */
    private static final int[] IN_LIST_PLACES = {1, 8, 64, IN_LIST_CHUNK};

    private FactLocations() {
    }

    /**
     * A chunk of at most {@link #IN_LIST_CHUNK} values as a padded IN list: the places beyond the chunk repeat its
     * last value, which matches the same rows.
     */
    record InList<T>(List<T> chunk, int places) {
        static <T> InList<T> of(List<T> chunk) {
            for (int places : IN_LIST_PLACES) {
                if (chunk.size() <= places) {
                    return new InList<>(chunk, places);
                }
            }
            throw new IllegalArgumentException(chunk.size() + " values in one IN list");
        }

        /** {@code IN (?, ..., ?)}. */
        String sql() {
            return "IN (" + "?, ".repeat(places - 1) + "?)";
        }

        /** The value bound at the place, from 0. */
        T at(int place) {
            return chunk.get(Math.min(place, chunk.size() - 1));
        }
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
        // text ids never match a bigint; in id order, so each IN list reads neighbouring pages of the key
        List<FactId> wanted = ids.stream().filter(schema.ids()::canBind).sorted().distinct().toList();
        for (int start = 0; start < wanted.size(); start += IN_LIST_CHUNK) {
            List<FactId> chunk = wanted.subList(start, Math.min(wanted.size(), start + IN_LIST_CHUNK));
            InList<FactId> in = InList.of(chunk);
            String query = "SELECT " + schema.col("f", "id") + ", " + columns + " FROM " + schema.facts()
                    + " f WHERE " + schema.col("f", "id") + " " + in.sql();
            sql.stream(what, query, q -> {
                for (int i = 0; i < in.places(); i++) {
                    q.bind(i, schema.ids().argument(in.at(i)));
                }
            }, row, sink);
        }
    }
}
