package io.memscope.ui.main;

import io.memscope.model.SubjectSummary;

import java.time.Instant;

/** One line of the subject list: the subject's summary and, once analysis is done, its findings. */
public record SubjectRow(String subject, long facts, Instant lastChange, int findings) {
    /** A row with no subject (facts -1): the window's list holds these until it has subjects. */
    static final SubjectRow BLANK = new SubjectRow("", -1, null, 0);

    public boolean isBlank() {
        return facts < 0;
    }

    public static SubjectRow of(SubjectSummary s, int findings) {
        return new SubjectRow(s.subject(), s.facts(), s.lastChange(), findings);
    }

    /*
     * Written out rather than generated: a record's equals and hashCode are linked through method handles the
     * first time they run, and that first time is on the JavaFX thread while a store opens (list cells compare
     * their old and new rows), where it cost tens of milliseconds.
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof SubjectRow r && facts == r.facts && findings == r.findings && subject.equals(r.subject)
                && java.util.Objects.equals(lastChange, r.lastChange);
    }

    @Override
    public int hashCode() {
        return subject.hashCode() * 31 + Integer.hashCode(findings);
    }
}
