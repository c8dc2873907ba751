package io.memscope.ui.main;

import javafx.collections.ObservableListBase;

import java.util.Arrays;
import java.util.Comparator;

/**
 * A finished, read-only page of subject rows in display order, for the list view to show as it is.
 * It is built on a worker thread and never changes, so handing it to the list view is one swap of
 * its items instead of copying 100 k rows and firing a 100 k-row change on the JavaFX thread.
 *
 * <p>{@link #indexOf} is a binary search with the order the rows are sorted in (every order ends
 * with the subject, so it is total): the list view looks up its selected and focused rows whenever
 * its items are swapped, and a linear scan of a million rows there is the stall this class avoids.
 */
final class SubjectRowList extends ObservableListBase<SubjectRow> {
    private final SubjectRow[] rows;
    private final Comparator<SubjectRow> order;

    /** @param rows sorted by {@code order}; the list keeps the array, so the caller must not change it */
    SubjectRowList(SubjectRow[] rows, Comparator<SubjectRow> order) {
        this.rows = rows;
        this.order = order;
    }

    static SubjectRowList empty() {
        return new SubjectRowList(new SubjectRow[0], SubjectSort.NAME.order());
    }

    @Override
    public SubjectRow get(int index) {
        return rows[index];
    }

    @Override
    public int size() {
        return rows.length;
    }

    @Override
    public int indexOf(Object o) {
        if (!(o instanceof SubjectRow row)) {
            return -1;
        }
        int i = Arrays.binarySearch(rows, row, order);
        return i >= 0 && rows[i].equals(row) ? i : -1;
    }

    @Override
    public int lastIndexOf(Object o) {
        return indexOf(o); // a subject is in the list at most once
    }

    @Override
    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    /**
     * Two of these lists are equal only when they are the same list. A property tells its change listeners
     * only after comparing the old value with the new one by {@code equals}, and comparing lists row by row
     * would walk up to a million rows on the JavaFX thread just to learn that a new list arrived. Lists are
     * never changed after they are made, so a different list is a new one.
     */
    @Override
    public boolean equals(Object o) {
        return this == o;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }

    /** The rows whose subject contains {@code needle} (already lower case), in the same order. */
    SubjectRowList matching(String needle) {
        SubjectRow[] kept = new SubjectRow[rows.length];
        int n = 0;
        for (SubjectRow row : rows) {
            if (row.subject().toLowerCase(java.util.Locale.ROOT).contains(needle)) {
                kept[n++] = row;
            }
        }
        return new SubjectRowList(Arrays.copyOf(kept, n), order);
    }

    /** The same rows as an array, for building the next list from this one (a copy: this one stays as it is). */
    SubjectRow[] toRowArray() {
        return rows.clone();
    }
}
