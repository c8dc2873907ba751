package io.memscope.ui.timeline;

import io.memscope.model.FactId;
import io.memscope.model.FindingKind;

import java.time.Instant;
import java.util.List;

/**
 * An integrity problem pinned to a bar: from {@code at} to {@code until} (equal for a point problem,
 * the shared interval for an overlap). {@code factIds} are those of the finding.
 */
public record ProblemMarker(FindingKind kind, TimelineBar bar, Instant at, Instant until, List<FactId> factIds) {

    public ProblemMarker {
        factIds = List.copyOf(factIds);
    }

    /** What the marker means, in words an operator reads in a tooltip. */
    public String description() {
        String ids = String.join(", ", factIds.stream().map(id -> "#" + id).toList());
        return switch (kind) {
            case DANGLING_SUPERSEDED_BY -> "superseded_by names no fact (" + bar.fact().supersededBy() + ")";
            case CROSS_LINK -> "superseded_by links to a fact of another subject or predicate (" + ids + ")";
            case CYCLE -> "superseded_by links form a cycle (" + ids + ")";
            case OVERLAP -> "validity overlaps another fact of a single-valued predicate (" + ids + ")";
            case ENDS_BEFORE_START -> "valid_to lies before valid_from";
            case SUPERSEDED_BUT_CURRENT -> "superseded, yet still current (no valid_to)";
            case MISSING_VALID_FROM -> "valid_from is missing";
            case UNKNOWN_END -> "deleted at an unknown time: valid_to is the latest it can have ended";
            default -> kind.jsonName() + " (" + ids + ")";
        };
    }
}
