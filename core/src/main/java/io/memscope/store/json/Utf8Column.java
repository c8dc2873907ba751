package io.memscope.store.json;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A column of nullable strings kept as UTF-8 in one byte arena. A {@code String} per value would cost
 * about 50 bytes of headers per fact; the arena costs four bytes of offset plus the text itself.
 * {@code ends[i]} is where value {@code i} ends; a null value is stored as {@code ~end} (negative).
 */
final class Utf8Column {
    private byte[] bytes;
    private int used;
    private int[] ends;
    private int size;

    Utf8Column(int capacity) {
        bytes = new byte[Math.max(64, capacity * 8)];
        ends = new int[Math.max(16, capacity)];
    }

    /** A column holding {@code nulls} null values, for an optional column first seen at that row. */
    static Utf8Column withNulls(int nulls, int capacity) {
        Utf8Column column = new Utf8Column(capacity);
        for (int i = 0; i < nulls; i++) {
            column.add(null);
        }
        return column;
    }

    void add(String value) {
        if (size == ends.length) {
            ends = Arrays.copyOf(ends, Growth.next(size));
        }
        if (value == null) {
            ends[size++] = ~used;
            return;
        }
        if (addAscii(value)) {
            return;
        }
        byte[] utf8 = value.getBytes(StandardCharsets.UTF_8);
        if (used + (long) utf8.length > Growth.MAX_ARRAY) {
            throw new IllegalStateException("more than 2 GB of text in one column");
        }
        if (used + utf8.length > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(used + utf8.length, Growth.next(bytes.length)));
        }
        System.arraycopy(utf8, 0, bytes, used, utf8.length);
        used += utf8.length;
        ends[size++] = used;
    }

    /**
     * Copies an all-ASCII value straight into the arena, where its UTF-8 is its characters: most values
     * are, and {@code getBytes} made a byte array per value only to copy it here.
     *
     * @return false, with nothing added, when the value has a character beyond ASCII
     */
    private boolean addAscii(String value) {
        int n = value.length();
        if (used + (long) n > bytes.length) {
            if (used + (long) n > Growth.MAX_ARRAY) {
                return false; // the general path reports it
            }
            bytes = Arrays.copyOf(bytes, Math.max(used + n, Growth.next(bytes.length)));
        }
        for (int i = 0; i < n; i++) {
            char c = value.charAt(i);
            if (c >= 0x80) {
                return false;
            }
            bytes[used + i] = (byte) c;
        }
        used += n;
        ends[size++] = used;
        return true;
    }

    /** Room for {@code capacity} values, and text in proportion to what the values so far hold. */
    void ensureCapacity(int capacity) {
        if (capacity <= ends.length) {
            return;
        }
        long perValue = size == 0 ? 8 : Math.max(1, used / size);
        ends = Arrays.copyOf(ends, capacity);
        long text = Math.min(Growth.MAX_ARRAY, perValue * capacity + (perValue * capacity >> 5));
        if (text > bytes.length) {
            bytes = Arrays.copyOf(bytes, (int) text);
        }
    }

    void addNulls(int n) {
        ensureCapacity(Math.addExact(size, n));
        for (int i = 0; i < n; i++) {
            ends[size++] = ~used;
        }
    }

    /** Whether the text of both fits one arena. */
    boolean fitsWith(Utf8Column other) {
        return used + (long) other.used <= Growth.MAX_ARRAY;
    }

    /**
     * Appends every value of {@code other}, which is emptied.
     *
     * @throws IllegalStateException when the text of both would pass 2 GB
     */
    void appendAll(Utf8Column other) {
        if (used + (long) other.used > Growth.MAX_ARRAY) {
            throw new IllegalStateException("more than 2 GB of text in one column");
        }
        int total = Math.addExact(size, other.size);
        bytes = Arrays.copyOf(bytes, used + other.used);
        System.arraycopy(other.bytes, 0, bytes, used, other.used);
        other.bytes = new byte[0];
        ends = Arrays.copyOf(ends, Math.max(total, 16));
        for (int i = 0; i < other.size; i++) {
            int end = other.ends[i];
            ends[size + i] = end < 0 ? ~(~end + used) : end + used; // a null keeps its ~end form
        }
        used += other.used;
        size = total;
        other.ends = new int[0];
        other.used = 0;
        other.size = 0;
    }

    String get(int i) {
        int end = ends[i];
        if (end < 0) {
            return null;
        }
        int start = i == 0 ? 0 : decode(ends[i - 1]);
        return new String(bytes, start, end - start, StandardCharsets.UTF_8);
    }

    boolean isNull(int i) {
        return ends[i] < 0;
    }

    int size() {
        return size;
    }

    void trim() {
        bytes = Growth.trimmed(bytes, used);
        ends = Growth.trimmed(ends, size);
    }

    private static int decode(int end) {
        return end < 0 ? ~end : end;
    }
}
