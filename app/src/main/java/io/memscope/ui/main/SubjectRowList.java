package io.memscope.ui.main;

import io.memscope.model.PackedSubjectList;
import javafx.collections.ObservableListBase;

import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.RandomAccess;

/**
 * A finished, read-only page of subject rows in display order, for the list view to show as it is.
 * It is built on a worker thread and never changes, so handing it to the list view is one swap of
 * its items instead of copying 100 k rows and firing a 100 k-row change on the JavaFX thread. It holds
 * numbers into the packed subjects and makes a row when one is asked for: the list view asks for the
 * few it shows, and a million row objects made at once would be a million objects for the collector.
 *
 * <p>{@link #indexOf} is a binary search with the order the rows are sorted in (every order ends
 * with the subject, so it is total): the list view looks up its selected and focused rows whenever
 * its items are swapped, and a linear scan of a million rows there is the stall this class avoids.
 */
final class SubjectRowList extends ObservableListBase<SubjectRow> implements RandomAccess {
    private final PackedSubjectList subjects;
    /** The subjects' numbers in display order. */
    private final int[] shown;
    /** The number of findings of each subject, by its number. */
    private final int[] findings;
    private final Comparator<SubjectRow> order;

    /** The list keeps the arrays, so the caller must not change them; {@code shown} is sorted by {@code order}. */
    SubjectRowList(PackedSubjectList subjects, int[] shown, int[] findings, Comparator<SubjectRow> order) {
        this.subjects = subjects;
        this.shown = shown;
        this.findings = findings;
        this.order = order;
    }

    static SubjectRowList empty() {
        return new SubjectRowList(PackedSubjectList.empty(), new int[0], new int[0], SubjectSort.NAME.order());
    }

    @Override
    public SubjectRow get(int index) {
        int row = shown[index];
        return new SubjectRow(subjects.subject(row), subjects.facts(row), subjects.lastChange(row), findings[row]);
    }

    @Override
    public int size() {
        return shown.length;
    }

    @Override
    public int indexOf(Object o) {
        if (!(o instanceof SubjectRow row)) {
            return -1;
        }
        int i = Collections.binarySearch(this, row, order);
        return i >= 0 && get(i).equals(row) ? i : -1;
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
        int[] kept = new int[shown.length];
        int n = 0;
        for (int row : shown) {
            String subject = subjects.subject(row);
            if (subject != null && subject.toLowerCase(java.util.Locale.ROOT).contains(needle)) {
                kept[n++] = row;
            }
        }
        return new SubjectRowList(subjects, Arrays.copyOf(kept, n), findings, order);
    }

    /** The same rows in the same order with other badges (the order must not depend on them). */
    SubjectRowList withFindings(int[] newFindings) {
        return new SubjectRowList(subjects, shown, newFindings, order);
    }
}
