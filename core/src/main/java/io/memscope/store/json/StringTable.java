package io.memscope.store.json;

import io.memscope.model.IndexSort;

import java.util.Arrays;

/**
 * De-duplicated strings (subjects, predicates, agents) numbered by first appearance. Facts hold the
 * number, so a subject shared by twenty facts is stored once. After loading, {@link #sortAndFreeze()}
 * renumbers by name order (which is the order analysis walks) and drops the hash table, leaving a sorted
 * array that answers look-ups by binary search.
 *
 * <p>The hash table is an array of codes (open addressing), at most 16 bytes per distinct string, not a
 * {@code HashMap<String, Integer>}: that map made two objects per distinct string (its entry and the boxed
 * code, 48 bytes), which a store of 100 000 subjects creates while it loads and young garbage collections
 * then copy. In the window's open of the 1 M-fact benchmark store, the longest young pauses of the warm
 * opens were 40–51 ms with the map and 24–42 ms without it (three runs each, taken in turn).
 */
final class StringTable {
    /** {@code code + 1} of each string, at its hash's slot or the next free one after it; 0 is free. */
    private int[] slots = new int[16];
    private String[] strings = new String[16];
    private int size;
    private boolean sorted;

    int code(String s) {
        int mask = slots.length - 1;
        int at = slotOf(s, mask);
        for (int slot = slots[at]; slot != 0; slot = slots[at]) {
            if (strings[slot - 1].equals(s)) {
                return slot - 1;
            }
            at = (at + 1) & mask;
        }
        if (size == strings.length) {
            strings = Arrays.copyOf(strings, Growth.next(size));
        }
        strings[size] = s;
        slots[at] = size + 1;
        size++;
        if (size * 2L > slots.length) {
            rehash(slots.length * 2);
        }
        return size - 1;
    }

    private static int slotOf(String s, int mask) {
        return TextHash.of(s) & mask;
    }

    private void rehash(int capacity) {
        int[] grown = new int[capacity];
        int mask = capacity - 1;
        for (int code = 0; code < size; code++) {
            int at = slotOf(strings[code], mask);
            while (grown[at] != 0) {
                at = (at + 1) & mask;
            }
            grown[at] = code + 1;
        }
        slots = grown;
    }

    /** For each code of {@code other} (still loading), this table's code for the same string, added if new. */
    int[] codesOf(StringTable other) {
        int[] mine = new int[other.size];
        for (int i = 0; i < other.size; i++) {
            mine[i] = code(other.strings[i]);
        }
        return mine;
    }

    String get(int code) {
        return strings[code];
    }

    int size() {
        return size;
    }

    /** The code of {@code s}, or -1. */
    int find(String s) {
        if (sorted) {
            int at = Arrays.binarySearch(strings, 0, size, s);
            return at >= 0 ? at : -1;
        }
        if (slots == null) {
            for (int i = 0; i < size; i++) {
                if (strings[i].equals(s)) {
                    return i;
                }
            }
            return -1;
        }
        int mask = slots.length - 1;
        for (int at = slotOf(s, mask); slots[at] != 0; at = (at + 1) & mask) {
            if (strings[slots[at] - 1].equals(s)) {
                return slots[at] - 1;
            }
        }
        return -1;
    }

    /** Renumbers by name order; returns old code to new code so the caller can rewrite its column. */
    int[] sortAndFreeze() {
        String[] old = strings;
        int[] byName = IndexSort.sorted(size, (a, b) -> old[a].compareTo(old[b]));
        int[] rank = new int[size];
        String[] sortedStrings = new String[size];
        for (int r = 0; r < size; r++) {
            rank[byName[r]] = r;
            sortedStrings[r] = old[byName[r]];
        }
        strings = sortedStrings;
        slots = null;
        sorted = true;
        return rank;
    }

    /** Keeps the numbering, drops the hash table: for columns nobody looks up by name. */
    void freeze() {
        strings = Arrays.copyOf(strings, size);
        slots = null;
    }
}
