package io.memscope.analysis;

import io.memscope.model.Fact;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;

import java.util.List;

/** Problems a single fact shows on its own, without looking at any other fact. */
public final class FactProblems {
    private FactProblems() {
    }

    /**
     * Adds the fact's own problems to {@code found}: into the caller's list, because nearly every fact has
     * none and a list made per fact was the analysis's largest garbage of its own in a pass over millions.
     */
    public static void addTo(Fact fact, List<Finding> found) {
        if (fact.hasMissingValidFrom()) {
            found.add(single(FindingKind.MISSING_VALID_FROM, fact));
        }
        if (fact.endsBeforeStart()) {
            found.add(single(FindingKind.ENDS_BEFORE_START, fact));
        }
        if (fact.supersededBy() != null && fact.isCurrent()) {
            found.add(single(FindingKind.SUPERSEDED_BUT_CURRENT, fact));
        }
        if (fact.hasUnknownEnd()) {
            found.add(single(FindingKind.UNKNOWN_END, fact));
        }
    }

    static Finding single(FindingKind kind, Fact fact) {
        return new Finding(kind, fact.subject(), fact.predicate(), List.of(fact.id()));
    }
}
