package io.memscope.ui.main;

import java.time.Instant;
import java.util.Comparator;

/** The orders the subject list offers. */
public enum SubjectSort {
    NAME("Name", Comparator.comparing(SubjectRow::subject)),
    FINDINGS("Most findings", Comparator.comparingInt(SubjectRow::findings).reversed()
            .thenComparing(SubjectRow::subject)),
    LATEST_CHANGE("Latest change", Comparator.comparing(SubjectRow::lastChange,
            Comparator.nullsLast(Comparator.<Instant>reverseOrder())).thenComparing(SubjectRow::subject));

    private final String label;
    private final Comparator<SubjectRow> order;

    SubjectSort(String label, Comparator<SubjectRow> order) {
        this.label = label;
        this.order = order;
    }

    public Comparator<SubjectRow> order() {
        return order;
    }

    /** Whether new findings can move rows (otherwise a badge update keeps the order it has). */
    boolean dependsOnFindings() {
        return this == FINDINGS;
    }

    @Override
    public String toString() {
        return label;
    }
}
