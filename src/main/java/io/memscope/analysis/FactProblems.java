package io.memscope.analysis;

import io.memscope.model.Fact;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;

import java.util.ArrayList;
import java.util.List;

/** Problems a single fact shows on its own, without looking at any other fact. */
public final class FactProblems {
    private FactProblems() {
    }

    public static List<Finding> of(Fact fact) {
        if (!fact.hasMissingValidFrom() && !fact.endsBeforeStart()
                && !(fact.supersededBy() != null && fact.isCurrent())) {
            return List.of(); // nearly every fact: nothing made for it in a pass over millions
        }
        List<Finding> found = new ArrayList<>(1);
        if (fact.hasMissingValidFrom()) {
            found.add(single(FindingKind.MISSING_VALID_FROM, fact));
        }
        if (fact.endsBeforeStart()) {
            found.add(single(FindingKind.ENDS_BEFORE_START, fact));
        }
        if (fact.supersededBy() != null && fact.isCurrent()) {
            found.add(single(FindingKind.SUPERSEDED_BUT_CURRENT, fact));
        }
        return found;
    }

    static Finding single(FindingKind kind, Fact fact) {
        return new Finding(kind, fact.subject(), fact.predicate(), List.of(fact.id()));
    }
}
