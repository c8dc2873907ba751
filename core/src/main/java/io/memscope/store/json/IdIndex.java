package io.memscope.store.json;

import io.memscope.model.FactId;

import java.util.Arrays;

/**
 * Finds a fact's row by id. Most stores number their facts 1, 2, 3, …: numeric ids close to the first
 * one go into a direct table ({@code dense[id - base]}), one array read that follows the file's order,
 * where a hash table costs two or three cache misses per fact (a sixth of loading a million facts, in
 * a profile). Every other id (strings, ids far from the rest) goes into open addressing with linear
 * probing over an {@code int[]}. Both hold row numbers plus one, zero marking an empty slot; the keys
 * stay in the {@link IdColumn}. An id is in exactly one of the two.
 */
final class IdIndex {
    /** How far past the ids seen so far the direct table may reach: sparse numbering falls back to hashing. */
    private static final int DENSE_SLACK = 1024;

    private final IdColumn ids;
    private long base;
    /** Null until the first numeric id, which becomes {@link #base}. */
    private int[] dense;
    private int denseCount;
    private int[] slots = new int[64];
    private int count;

    IdIndex(IdColumn ids) {
        this.ids = ids;
    }

    /** Row of the fact with this id, or -1. */
    int find(FactId id) {
        if (id.isNumeric() && dense != null) {
            long offset = id.number() - base;
            if (offset >= 0 && offset < dense.length && dense[(int) offset] != 0) {
                return dense[(int) offset] - 1;
            }
        }
        return count == 0 ? -1 : findHashed(id);
    }

    private int findHashed(FactId id) {
        int mask = slots.length - 1;
        for (int at = IdColumn.hash(id) & mask; ; at = (at + 1) & mask) {
            int slot = slots[at];
            if (slot == 0) {
                return -1;
            }
            if (ids.matches(slot - 1, id)) {
                return slot - 1;
            }
        }
    }

    /** Indexes {@code row}, whose id must not be indexed yet (check with {@link #find} first). */
    void add(int row) {
        if (!ids.isText(row) && addDense(row, ids.number(row))) {
            return;
        }
        if ((count + 1) * 2L > slots.length) {
            rehash(slots.length * 2);
        }
        place(row, slots);
        count++;
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
        if (offset >= dense.length) {
            dense = Arrays.copyOf(dense, (int) Math.max(offset + 1, Math.min(Growth.MAX_ARRAY, dense.length * 2L)));
        }
        dense[(int) offset] = row + 1;
        denseCount++;
        return true;
    }

    private void rehash(int capacity) {
        int[] grown = new int[capacity];
        for (int slot : slots) {
            if (slot != 0) {
                place(slot - 1, grown);
            }
        }
        slots = grown;
    }

    private void place(int row, int[] table) {
        int mask = table.length - 1;
        int at = ids.hash(row) & mask;
        while (table[at] != 0) {
            at = (at + 1) & mask;
        }
        table[at] = row + 1;
    }
}
