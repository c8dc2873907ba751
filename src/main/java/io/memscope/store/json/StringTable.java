package io.memscope.store.json;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * De-duplicated strings (subjects, predicates, agents) numbered by first appearance. Facts hold the
 * number, so a subject shared by twenty facts is stored once. After loading, {@link #sortAndFreeze()}
 * renumbers by name order (which is the order analysis walks) and drops the hash map, leaving a sorted
 * array that answers look-ups by binary search.
 */
final class StringTable {
    private Map<String, Integer> codes = new HashMap<>();
    private String[] strings = new String[16];
    private int size;
    private boolean sorted;

    int code(String s) {
        Integer known = codes.get(s);
        if (known != null) {
            return known;
        }
        if (size == strings.length) {
            strings = Arrays.copyOf(strings, Growth.next(size));
        }
        strings[size] = s;
        codes.put(s, size);
        return size++;
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
        if (codes == null) {
            for (int i = 0; i < size; i++) {
                if (strings[i].equals(s)) {
                    return i;
                }
            }
            return -1;
        }
        Integer known = codes.get(s);
        return known == null ? -1 : known;
    }

    /** Renumbers by name order; returns old code to new code so the caller can rewrite its column. */
    int[] sortAndFreeze() {
        Integer[] byName = new Integer[size];
        for (int i = 0; i < size; i++) {
            byName[i] = i;
        }
        String[] old = strings;
        Arrays.sort(byName, (a, b) -> old[a].compareTo(old[b]));
        int[] rank = new int[size];
        String[] sortedStrings = new String[size];
        for (int r = 0; r < size; r++) {
            rank[byName[r]] = r;
            sortedStrings[r] = old[byName[r]];
        }
        strings = sortedStrings;
        codes = null;
        sorted = true;
        return rank;
    }

    /** Keeps the numbering, drops the map: for columns nobody looks up by name. */
    void freeze() {
        strings = Arrays.copyOf(strings, size);
        codes = null;
    }
}
