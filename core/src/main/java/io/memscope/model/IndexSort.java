package io.memscope.model;

/**
 * Sorts row numbers instead of rows: for data kept in arrays (see {@link PackedSubjectList}), where sorting
 * objects would first mean making one per row. A stable merge sort, so rows that compare equal keep the
 * order of their numbers, which lets an order of several keys end with "then by row number".
 */
public final class IndexSort {
    /** Compares two rows by their numbers. */
    @FunctionalInterface
    public interface RowOrder {
        int compare(int a, int b);
    }

    /** Below this many rows a run is sorted by insertion, which beats merging on short runs. */
    private static final int RUN = 32;

    private IndexSort() {
    }

    /** The numbers 0 to {@code n - 1} in the order {@code order} gives their rows. */
    public static int[] sorted(int n, RowOrder order) {
        return sortedWhole(identity(n), order);
    }

    /** The numbers 0 to {@code n - 1} in their own order. */
    public static int[] identity(int n) {
        int[] rows = new int[n];
        for (int i = 0; i < n; i++) {
            rows[i] = i;
        }
        return rows;
    }

    /** Sorts {@code rows[from, to)} in place by {@code order}, stably; short ranges without allocating. */
    public static void sort(int[] rows, int from, int to, RowOrder order) {
        if (to - from <= RUN) {
            insertionSort(rows, from, to, order);
            return;
        }
        int[] sorted = sortedWhole(java.util.Arrays.copyOfRange(rows, from, to), order);
        System.arraycopy(sorted, 0, rows, from, to - from);
    }

    /** Sorts all of {@code rows}; the result is {@code rows} or a buffer of the same length. */
    private static int[] sortedWhole(int[] rows, RowOrder order) {
        int n = rows.length;
        for (int from = 0; from < n; from += RUN) {
            insertionSort(rows, from, Math.min(from + RUN, n), order);
        }
        int[] from = rows;
        int[] to = new int[n];
        for (int width = RUN; width < n; width *= 2) {
            for (int lo = 0; lo < n; lo += 2 * width) {
                int mid = Math.min(lo + width, n);
                merge(from, to, lo, mid, Math.min(lo + 2 * width, n), order);
            }
            int[] swap = from;
            from = to;
            to = swap;
        }
        return from;
    }

    private static void insertionSort(int[] rows, int from, int to, RowOrder order) {
        for (int i = from + 1; i < to; i++) {
            int row = rows[i];
            int j = i - 1;
            while (j >= from && order.compare(rows[j], row) > 0) {
                rows[j + 1] = rows[j];
                j--;
            }
            rows[j + 1] = row;
        }
    }

    /** Merges the sorted runs from[lo, mid) and from[mid, hi) into to[lo, hi); the left run wins ties. */
    private static void merge(int[] from, int[] to, int lo, int mid, int hi, RowOrder order) {
        int left = lo;
        int right = mid;
        for (int out = lo; out < hi; out++) {
            if (right >= hi || left < mid && order.compare(from[left], from[right]) <= 0) {
                to[out] = from[left++];
            } else {
                to[out] = from[right++];
            }
        }
    }
}
