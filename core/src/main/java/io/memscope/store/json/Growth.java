package io.memscope.store.json;

import java.util.Arrays;

/** How the columns grow while a file is read: by half, so a million facts cost few copies and little slack. */
final class Growth {
    static final int MAX_ARRAY = Integer.MAX_VALUE - 16;

    private Growth() {
    }

    static int next(int current) {
        long grown = Math.max(16L, current + (current >> 1));
        if (current >= MAX_ARRAY) {
            throw new IllegalStateException("too many facts for one JSON store");
        }
        return (int) Math.min(grown, MAX_ARRAY);
    }

    // A column cut to its rows once reading ends, or itself when it has no room to spare: after a file read
    // in two halves every column is joined at its exact size, and copying them all again cost tens of
    // megabytes of allocation and copying per million facts, on the one thread that runs then.

    static int[] trimmed(int[] column, int size) {
        return column.length == size ? column : Arrays.copyOf(column, size);
    }

    static long[] trimmed(long[] column, int size) {
        return column.length == size ? column : Arrays.copyOf(column, size);
    }

    static double[] trimmed(double[] column, int size) {
        return column.length == size ? column : Arrays.copyOf(column, size);
    }

    static byte[] trimmed(byte[] column, int size) {
        return column.length == size ? column : Arrays.copyOf(column, size);
    }

    static <T> T[] trimmed(T[] column, int size) {
        return column.length == size ? column : Arrays.copyOf(column, size);
    }
}
