package io.memscope.store.json;

import io.memscope.model.FactId;
import it.unimi.dsi.fastutil.ints.IntArrays;
import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import it.unimi.dsi.fastutil.objects.Object2IntOpenHashMap;

/**
 * Finds a fact's row by id. Most stores number their facts 1, 2, 3, …: numeric ids close to the first
 * one go into a direct table ({@code dense[id - base]}), one array read that follows the file's order,
 * where a hash table costs cache misses on every fact. Every other id (strings, ids far from the rest)
 * goes into a hash map from id to row. An id is in exactly one of the three.
 */
final class IdIndex {
    /** How far past the ids seen so far the direct table may reach: sparse numbering falls back to hashing. */
    private static final int DENSE_SLACK = 1024;

    private final IdColumn ids;
    private long base;
    /** Row plus one of each id from {@link #base} on, 0 where there is none; null until the first numeric id. */
    private int[] dense;
    private int denseCount;
    private final Long2IntOpenHashMap numbers = new Long2IntOpenHashMap();
    private final Object2IntOpenHashMap<String> texts = new Object2IntOpenHashMap<>();

    IdIndex(IdColumn ids) {
        this.ids = ids;
        numbers.defaultReturnValue(-1);
        texts.defaultReturnValue(-1);
    }

    /** Row of the fact with this id, or -1. */
    int find(FactId id) {
        if (!id.isNumeric()) {
            return texts.getInt(id.toString());
        }
        if (dense != null) {
            long offset = id.number() - base;
            if (offset >= 0 && offset < dense.length && dense[(int) offset] != 0) {
                return dense[(int) offset] - 1;
            }
        }
        return numbers.get(id.number());
    }

    /** Indexes {@code row}, whose id must not be indexed yet (check with {@link #find} first). */
    void add(int row) {
        if (ids.isText(row)) {
            texts.put(ids.text(row), row);
        } else if (!addDense(row, ids.number(row))) {
            numbers.put(ids.number(row), row);
        }
    }

    private boolean addDense(int row, long id) {
        if (dense == null) {
            base = id;
            dense = new int[64];
        }
        long offset = id - base;
        if (offset < 0 || offset >= DENSE_SLACK + 2L * denseCount) {
            return false;
        }
        dense = IntArrays.grow(dense, (int) offset + 1);
        dense[(int) offset] = row + 1;
        denseCount++;
        return true;
    }
}
