package io.memscope.store.json;

import it.unimi.dsi.fastutil.ints.IntArrays;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * The rows of a {@link FactTable} in the order every report and listing uses: subject name, predicate
 * name, then valid_from (missing first) and id. Built with two stable counting sorts (by predicate
 * rank, then by subject rank), which is linear and needs only int arrays; the short per-group sorts
 * by valid_from and id follow. {@code subjectStart} turns {@code factsOf} into an array slice.
 */
final class GroupIndex {

    private final int[] order;
    private final int[] subjectStart;

    private GroupIndex(int[] order, int[] subjectStart) {
        this.order = order;
        this.subjectStart = subjectStart;
    }

    static GroupIndex build(FactTable table) {
        int n = table.size();
        int[] byPredicate = new int[n];
        countingSort(IntStream.range(0, n).toArray(), byPredicate, table.predicateCount(), table::predicateRank);
        int[] order = new int[n];
        int[] subjectStart = countingSort(byPredicate, order, table.subjectCount(), table::subjectRank);
        sortWithinGroups(table, order);
        return new GroupIndex(order, subjectStart);
    }

    int size() {
        return order.length;
    }

    /** The row at position {@code i} of the canonical order. */
    int row(int i) {
        return order[i];
    }

    /** Positions {@code [subjectFrom(rank), subjectTo(rank))} hold the subject's rows. */
    int subjectFrom(int rank) {
        return subjectStart[rank];
    }

    int subjectTo(int rank) {
        return subjectStart[rank + 1];
    }

    /** The first position after the group (same subject and predicate) that starts at {@code from}. */
    int groupEnd(FactTable table, int from) {
        int first = order[from];
        int end = from + 1;
        while (end < order.length && table.subjectRank(order[end]) == table.subjectRank(first)
                && table.predicateRank(order[end]) == table.predicateRank(first)) {
            end++;
        }
        return end;
    }

    private interface RankOf {
        int rank(int row);
    }

    /** Stable sort of {@code in} into {@code out} by rank; returns the start of each rank (length ranks + 1). */
    private static int[] countingSort(int[] in, int[] out, int ranks, RankOf rankOf) {
        int[] start = new int[ranks + 1];
        for (int row : in) {
            start[rankOf.rank(row) + 1]++;
        }
        for (int r = 0; r < ranks; r++) {
            start[r + 1] += start[r];
        }
        int[] next = Arrays.copyOf(start, ranks);
        for (int row : in) {
            out[next[rankOf.rank(row)]++] = row;
        }
        return start;
    }

    private static void sortWithinGroups(FactTable table, int[] order) {
        int from = 0;
        GroupIndex partial = new GroupIndex(order, null);
        while (from < order.length) {
            int to = partial.groupEnd(table, from);
            if (to - from > 1) {
                // no two facts have the same id, so the order is total and an unstable sort gives the one
                // order; a range merge sort would copy the whole array for every group
                IntArrays.quickSort(order, from, to, table::compareWithinGroup);
            }
            from = to;
        }
    }
}
