package io.memscope.store.json;

import it.unimi.dsi.fastutil.bytes.ByteArrays;
import it.unimi.dsi.fastutil.ints.IntArrayList;

import java.nio.charset.StandardCharsets;

/**
 * A column of nullable strings kept as UTF-8 in one byte arena. A {@code String} per value would cost
 * about 50 bytes of headers per fact; the arena costs four bytes of offset plus the text itself.
 * {@code ends[i]} is where value {@code i} ends; a null value is stored as {@code ~end} (negative).
 */
final class Utf8Column {
    /** The most text one arena holds: the longest array the JVM allocates. */
    private static final int MAX_BYTES = it.unimi.dsi.fastutil.Arrays.MAX_ARRAY_SIZE;

    private byte[] bytes;
    private int used;
    private final IntArrayList ends;

    Utf8Column(int capacity) {
        bytes = new byte[Math.max(64, capacity * 8)];
        ends = new IntArrayList(Math.max(16, capacity));
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
        if (value == null) {
            ends.add(~used);
            return;
        }
        if (addAscii(value)) {
            return;
        }
        byte[] utf8 = value.getBytes(StandardCharsets.UTF_8);
        if (used + (long) utf8.length > MAX_BYTES) {
            throw new IllegalStateException("more than 2 GB of text in one column");
        }
        bytes = ByteArrays.grow(bytes, used + utf8.length, used);
        System.arraycopy(utf8, 0, bytes, used, utf8.length);
        used += utf8.length;
        ends.add(used);
    }

    /**
     * Copies an all-ASCII value straight into the arena, where its UTF-8 is its characters: most values
     * are, and {@code getBytes} made a byte array per value only to copy it here.
     *
     * @return false, with nothing added, when the value has a character beyond ASCII
     */
    private boolean addAscii(String value) {
        int n = value.length();
        if (used + (long) n > MAX_BYTES) {
            return false; // the general path reports it
        }
        bytes = ByteArrays.grow(bytes, used + n, used);
        for (int i = 0; i < n; i++) {
            char c = value.charAt(i);
            if (c >= 0x80) {
                return false;
            }
            bytes[used + i] = (byte) c;
        }
        used += n;
        ends.add(used);
        return true;
    }

    /** Room for {@code capacity} values, and text in proportion to what the values so far hold. */
    void ensureCapacity(int capacity) {
        if (capacity <= ends.elements().length) {
            return;
        }
        int size = ends.size();
        long perValue = size == 0 ? 8 : Math.max(1, used / size);
        ends.ensureCapacity(capacity);
        long text = Math.min(MAX_BYTES, perValue * capacity + (perValue * capacity >> 5));
        bytes = ByteArrays.ensureCapacity(bytes, (int) text, used);
    }

    void addNulls(int n) {
        ensureCapacity(Math.addExact(ends.size(), n));
        for (int i = 0; i < n; i++) {
            ends.add(~used);
        }
    }

    /** Whether the text of both fits one arena. */
    boolean fitsWith(Utf8Column other) {
        return used + (long) other.used <= MAX_BYTES;
    }

    /**
     * Appends every value of {@code other}, which is emptied.
     *
     * @throws IllegalStateException when the text of both would pass 2 GB
     */
    void appendAll(Utf8Column other) {
        if (used + (long) other.used > MAX_BYTES) {
            throw new IllegalStateException("more than 2 GB of text in one column");
        }
        int n = other.ends.size();
        bytes = ByteArrays.forceCapacity(bytes, used + other.used, used); // exactly the text: no copy on trim
        System.arraycopy(other.bytes, 0, bytes, used, other.used);
        other.bytes = ByteArrays.EMPTY_ARRAY;
        ends.ensureCapacity(Math.addExact(ends.size(), n));
        for (int i = 0; i < n; i++) {
            int end = other.ends.getInt(i);
            ends.add(end < 0 ? ~(~end + used) : end + used); // a null keeps its ~end form
        }
        used += other.used;
        other.ends.clear();
        other.ends.trim();
        other.used = 0;
    }

    String get(int i) {
        int end = ends.getInt(i);
        if (end < 0) {
            return null;
        }
        int start = i == 0 ? 0 : decode(ends.getInt(i - 1));
        return new String(bytes, start, end - start, StandardCharsets.UTF_8);
    }

    /**
     * Whether some value holds {@code spaces} spaces or more, counted in the UTF-8 itself: a space byte is
     * never part of another character's encoding, so no value is decoded.
     */
    boolean anyWithSpaces(int spaces) {
        int start = 0;
        for (int i = 0; i < ends.size(); i++) {
            int end = ends.getInt(i);
            if (end < 0) {
                continue;
            }
            int seen = 0;
            for (int b = start; b < end && seen < spaces; b++) {
                if (bytes[b] == ' ') {
                    seen++;
                }
            }
            if (seen >= spaces) {
                return true;
            }
            start = end;
        }
        return false;
    }

    boolean isNull(int i) {
        return ends.getInt(i) < 0;
    }

    int size() {
        return ends.size();
    }

    void trim() {
        bytes = ByteArrays.trim(bytes, used);
        ends.trim();
    }

    private static int decode(int end) {
        return end < 0 ? ~end : end;
    }
}
