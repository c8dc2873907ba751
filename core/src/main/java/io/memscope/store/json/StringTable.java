package io.memscope.store.json;

import it.unimi.dsi.fastutil.ints.IntArrays;
import it.unimi.dsi.fastutil.objects.Object2IntOpenHashMap;
import it.unimi.dsi.fastutil.objects.ObjectArrayList;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * De-duplicated strings (subjects, predicates, agents) numbered by first appearance. Facts hold the
 * number, so a subject shared by twenty facts is stored once. After loading, {@link #sortAndFreeze()}
 * renumbers by name order (which is the order analysis walks) and drops the hash table, leaving a sorted
 * array that answers look-ups by binary search.
 *
 * <p>The codes are a primitive-valued map, not a {@code HashMap<String, Integer>}, because that map makes
 * an entry and a boxed code per distinct string, which young collections then copy while a store loads.
 */
final class StringTable {
    /** Each string's code while loading; null once frozen. */
    private Object2IntOpenHashMap<String> codes = newCodes();
    private ObjectArrayList<String> loading = new ObjectArrayList<>();
    /** The strings by code, once frozen. */
    private String[] strings;
    private boolean sorted;

    private static Object2IntOpenHashMap<String> newCodes() {
        Object2IntOpenHashMap<String> map = new Object2IntOpenHashMap<>();
        map.defaultReturnValue(-1);
        return map;
    }

    int code(String s) {
        int code = codes.putIfAbsent(s, loading.size());
        if (code >= 0) {
            return code;
        }
        loading.add(s);
        return loading.size() - 1;
    }

    /** For each code of {@code other} (still loading), this table's code for the same string, added if new. */
    int[] codesOf(StringTable other) {
        int[] mine = new int[other.size()];
        for (int i = 0; i < mine.length; i++) {
            mine[i] = code(other.loading.get(i));
        }
        return mine;
    }

    String get(int code) {
        return strings != null ? strings[code] : loading.get(code);
    }

    int size() {
        return strings != null ? strings.length : loading.size();
    }

    /** The code of {@code s}, or -1. */
    int find(String s) {
        if (sorted) {
            int at = Arrays.binarySearch(strings, s);
            return at >= 0 ? at : -1;
        }
        if (codes == null) {
            return Arrays.asList(strings).indexOf(s);
        }
        return codes.getInt(s);
    }

    /** Renumbers by name order; returns old code to new code so the caller can rewrite its column. */
    int[] sortAndFreeze() {
        String[] old = loading.toArray(new String[0]);
        int[] byName = IntStream.range(0, old.length).toArray();
        IntArrays.mergeSort(byName, (a, b) -> old[a].compareTo(old[b]));
        int[] rank = new int[old.length];
        String[] sortedStrings = new String[old.length];
        for (int r = 0; r < old.length; r++) {
            rank[byName[r]] = r;
            sortedStrings[r] = old[byName[r]];
        }
        strings = sortedStrings;
        drop();
        sorted = true;
        return rank;
    }

    /** Keeps the numbering, drops the hash table: for columns nobody looks up by name. */
    void freeze() {
        strings = loading.toArray(new String[0]);
        drop();
    }

    private void drop() {
        codes = null;
        loading = null;
    }
}
