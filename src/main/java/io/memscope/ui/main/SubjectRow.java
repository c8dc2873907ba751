package io.memscope.ui.main;

import io.memscope.model.SubjectSummary;

import java.time.Instant;

/** One line of the subject list: the subject's summary and, once analysis is done, its findings. */
public record SubjectRow(String subject, long facts, Instant lastChange, int findings) {
    public static SubjectRow of(SubjectSummary s, int findings) {
        return new SubjectRow(s.subject(), s.facts(), s.lastChange(), findings);
    }

    SubjectRow withFindings(int count) {
        return new SubjectRow(subject, facts, lastChange, count);
    }
}
