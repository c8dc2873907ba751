package io.memscope.analysis;

import io.memscope.model.Fact;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;

import java.util.List;
import java.util.Optional;

/**
 * Decides what several current facts of one single-valued subject+predicate amount to: a
 * contradiction when their values differ (after trimming and case-folding), else a duplicate.
 * SQL stores only find the candidate groups; this class always makes the call, so every store
 * classifies exactly alike.
 */
public final class CurrentValues {
    private CurrentValues() {
    }

    public static Optional<Finding> classify(String subject, String predicate, List<Fact> currentFacts) {
        if (currentFacts.size() < 2) {
            return Optional.empty();
        }
        long distinct = currentFacts.stream().map(Fact::normalizedValue).distinct().count();
        FindingKind kind = distinct > 1 ? FindingKind.CONTRADICTION : FindingKind.DUPLICATE;
        return Optional.of(new Finding(kind, subject, predicate, currentFacts.stream().map(Fact::id).toList()));
    }
}
