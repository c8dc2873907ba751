package io.memscope.model;

import java.time.Instant;
import java.util.List;

/**
 * One row of the subject list: how many facts a subject has and the latest instant any of them
 * starts or ends ({@code null} when none is dated), so the list can sort by latest change.
 */
public record SubjectSummary(String subject, long facts, Instant lastChange) {

    /** The row of a subject whose facts are all at hand. */
    public static SubjectSummary of(String subject, List<Fact> facts) {
        Instant latest = null;
        for (Fact f : facts) {
            latest = later(later(latest, f.validFrom()), f.validTo());
        }
        return new SubjectSummary(subject, facts.size(), latest);
    }

    private static Instant later(Instant a, Instant b) {
        return a == null ? b : b == null || !b.isAfter(a) ? a : b;
    }
}
