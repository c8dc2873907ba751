package io.memscope.store.json;

import io.memscope.model.FactId;

import java.util.Arrays;

/**
 * A column of fact ids that keeps each id's type. Numbers live in a {@code long[]}; the {@code String[]}
 * exists only once some id is a string (UUID exports), so a numeric store pays eight bytes per id.
 */
final class IdColumn {
    private long[] numbers;
    private String[] texts;
    private int size;

    IdColumn(int capacity) {
        numbers = new long[Math.max(16, capacity)];
    }

    void add(FactId id) {
        if (size == numbers.length) {
            int grown = Growth.next(size);
            numbers = Arrays.copyOf(numbers, grown);
            if (texts != null) {
                texts = Arrays.copyOf(texts, grown);
            }
        }
        if (id.isNumeric()) {
            numbers[size] = id.number();
        } else {
            if (texts == null) {
                texts = new String[numbers.length];
            }
            texts[size] = id.toString();
        }
        size++;
    }

    /** Room for {@code capacity} ids without growing. */
    void ensureCapacity(int capacity) {
        if (capacity > numbers.length) {
            numbers = Arrays.copyOf(numbers, capacity);
            if (texts != null) {
                texts = Arrays.copyOf(texts, capacity);
            }
        }
    }

    /** Appends every id of {@code other}, which is emptied. */
    void appendAll(IdColumn other) {
        int total = Math.addExact(size, other.size);
        numbers = Arrays.copyOf(numbers, Math.max(total, 16));
        System.arraycopy(other.numbers, 0, numbers, size, other.size);
        if (texts != null || other.texts != null) {
            texts = texts == null ? new String[numbers.length] : Arrays.copyOf(texts, numbers.length);
            if (other.texts != null) {
                System.arraycopy(other.texts, 0, texts, size, other.size);
            }
        }
        size = total;
        other.numbers = new long[16];
        other.texts = null;
        other.size = 0;
    }

    FactId get(int i) {
        return isText(i) ? FactId.of(texts[i]) : FactId.of(numbers[i]);
    }

    /** Row {@code i}'s id as a number; only for a row that is not {@link #isText}. */
    long number(int i) {
        return numbers[i];
    }

    boolean isText(int i) {
        return texts != null && texts[i] != null;
    }

    boolean matches(int i, FactId id) {
        if (id.isNumeric()) {
            return !isText(i) && numbers[i] == id.number();
        }
        return isText(i) && texts[i].equals(id.toString());
    }

    /** The hash of row {@code i}'s id; equal to {@link #hash(FactId)} of the same id. */
    int hash(int i) {
        return isText(i) ? TextHash.of(texts[i]) : numberHash(numbers[i]);
    }

    static int hash(FactId id) {
        return id.isNumeric() ? numberHash(id.number()) : TextHash.of(id.toString());
    }

    /** The same order as {@link FactId#compareTo}: numbers first, numerically, then strings. */
    int compare(int i, int j) {
        boolean ti = isText(i);
        boolean tj = isText(j);
        if (ti != tj) {
            return ti ? 1 : -1;
        }
        return ti ? texts[i].compareTo(texts[j]) : Long.compare(numbers[i], numbers[j]);
    }

    int size() {
        return size;
    }

    void trim() {
        numbers = Growth.trimmed(numbers, size);
        if (texts != null) {
            texts = Growth.trimmed(texts, size);
        }
    }

    private static int numberHash(long n) {
        long h = n * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }
}
