package io.memscope.store.json;

import java.util.Arrays;

/** The array work the columns of {@link FactTable} share: joining a split read's two halves, renumbering codes. */
final class ColumnArrays {
    private ColumnArrays() {
    }

    /**
     * A primitive column of {@code total} rows: {@code head}'s first {@code total - n}, then {@code tail}'s first
     * {@code n}. One method for every column type: {@code System.arraycopy} takes any array.
     */
    @SuppressWarnings("unchecked")
    static <A> A joined(A head, A tail, int n, int total) {
        A all = (A) java.lang.reflect.Array.newInstance(head.getClass().getComponentType(), total);
        System.arraycopy(head, 0, all, 0, total - n);
        System.arraycopy(tail, 0, all, total - n, n);
        return all;
    }

    /** Rewrites the first {@code n} codes of a column that is about to be dropped to {@code newCode}'s numbering. */
    static int[] remapped(int[] codes, int n, int[] newCode) {
        for (int i = 0; i < n; i++) {
            codes[i] = codes[i] < 0 ? codes[i] : newCode[codes[i]];
        }
        return codes;
    }

    static long[] filled(long[] array, long value) {
        Arrays.fill(array, value);
        return array;
    }

    static double[] filled(double[] array, double value) {
        Arrays.fill(array, value);
        return array;
    }

    static int[] filled(int[] array, int value) {
        Arrays.fill(array, value);
        return array;
    }
}
