package io.memscope.store.json;

import io.memscope.model.FactId;
import it.unimi.dsi.fastutil.longs.LongArrayList;
import it.unimi.dsi.fastutil.objects.ObjectArrayList;

/**
 * A column of fact ids that keeps each id's type. Numbers live in a list of primitive longs; the strings
 * exist only once some id is a string (UUID exports), so a numeric store pays eight bytes per id.
 */
final class IdColumn {
    private final LongArrayList numbers;
    /** Null until the first string id; then one entry per row, null where the id is a number. */
    private ObjectArrayList<String> texts;

    IdColumn(int capacity) {
        numbers = new LongArrayList(Math.max(16, capacity));
    }

    void add(FactId id) {
        if (id.isNumeric()) {
            numbers.add(id.number());
            if (texts != null) {
                texts.add(null);
            }
            return;
        }
        if (texts == null) {
            texts = new ObjectArrayList<>(Math.max(16, numbers.elements().length));
            texts.size(numbers.size());
        }
        numbers.add(0);
        texts.add(id.toString());
    }

    /** Room for {@code capacity} ids without growing. */
    void ensureCapacity(int capacity) {
        numbers.ensureCapacity(capacity);
        if (texts != null) {
            texts.ensureCapacity(capacity);
        }
    }

    /** Appends every id of {@code other}, which is emptied. */
    void appendAll(IdColumn other) {
        int size = size();
        int total = Math.addExact(size, other.size());
        if (texts != null || other.texts != null) {
            if (texts == null) {
                texts = new ObjectArrayList<>(total);
                texts.size(size);
            }
            texts.ensureCapacity(total);
            if (other.texts == null) {
                texts.size(total);
            } else {
                texts.addAll(other.texts);
            }
            other.texts = null;
        }
        numbers.ensureCapacity(total); // exactly the rows, so trimming later copies nothing
        numbers.addElements(size, other.numbers.elements(), 0, other.size());
        other.numbers.clear();
        other.numbers.trim();
    }

    FactId get(int i) {
        return isText(i) ? FactId.of(texts.get(i)) : FactId.of(numbers.getLong(i));
    }

    /** Row {@code i}'s id as a number; only for a row that is not {@link #isText}. */
    long number(int i) {
        return numbers.getLong(i);
    }

    /** Row {@code i}'s id as a string; only for a row that {@link #isText}. */
    String text(int i) {
        return texts.get(i);
    }

    boolean isText(int i) {
        return texts != null && texts.get(i) != null;
    }

    boolean matches(int i, FactId id) {
        if (id.isNumeric()) {
            return !isText(i) && numbers.getLong(i) == id.number();
        }
        return isText(i) && texts.get(i).equals(id.toString());
    }

    /** The same order as {@link FactId#compareTo}: numbers first, numerically, then strings. */
    int compare(int i, int j) {
        boolean ti = isText(i);
        boolean tj = isText(j);
        if (ti != tj) {
            return ti ? 1 : -1;
        }
        return ti ? texts.get(i).compareTo(texts.get(j)) : Long.compare(numbers.getLong(i), numbers.getLong(j));
    }

    int size() {
        return numbers.size();
    }

    void trim() {
        numbers.trim();
        if (texts != null) {
            texts.trim();
        }
    }
}
