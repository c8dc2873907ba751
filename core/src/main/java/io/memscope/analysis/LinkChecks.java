package io.memscope.analysis;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;

import java.util.List;
import java.util.Optional;

/** What is wrong with one {@code superseded_by} link, given where its target lives (if anywhere). */
public final class LinkChecks {
    private LinkChecks() {
    }

    /** Where a fact lives: enough to tell a cross link from a proper one. */
    public record Location(String subject, String predicate) {
    }

    /** A fact reduced to what a cycle report needs. */
    public record FactRef(FactId id, String subject, String predicate) {
    }

    /**
     * A cycle of {@code superseded_by}, reported with every fact in it, under the subject and
     * predicate of its smallest id so every store names it the same way.
     */
    public static Finding cycle(List<FactRef> members) {
        FactRef first = members.stream().min(java.util.Comparator.comparing(FactRef::id)).orElseThrow();
        return new Finding(FindingKind.CYCLE, first.subject(), first.predicate(),
                members.stream().map(FactRef::id).toList());
    }

    public static Optional<Finding> check(Fact from, Optional<Location> target) {
        if (from.supersededBy() == null) {
            return Optional.empty();
        }
        if (target.isEmpty()) {
            return Optional.of(FactProblems.single(FindingKind.DANGLING_SUPERSEDED_BY, from));
        }
        Location to = target.get();
        if (!to.subject().equals(from.subject()) || !to.predicate().equals(from.predicate())) {
            return Optional.of(new Finding(FindingKind.CROSS_LINK, from.subject(), from.predicate(),
                    List.of(from.id(), from.supersededBy())));
        }
        return Optional.empty();
    }
}
