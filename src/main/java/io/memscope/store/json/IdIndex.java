package io.memscope.store.json;

import io.memscope.model.FactId;

/**
 * Finds a fact's row by id: open addressing with linear probing over an {@code int[]} of row numbers
 * (plus one; zero is an empty slot). The keys stay in the {@link IdColumn}, so at a load factor of
 * one half the index costs eight bytes per fact, where a {@code HashMap<FactId, Integer>} costs ~80.
 */
final class IdIndex {
    private final IdColumn ids;
    private int[] slots = new int[64];
    private int count;

    IdIndex(IdColumn ids) {
        this.ids = ids;
    }

    /** Row of the fact with this id, or -1. */
    int find(FactId id) {
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
        if ((count + 1) * 2L > slots.length) {
            rehash(slots.length * 2);
        }
        place(row, slots);
        count++;
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
