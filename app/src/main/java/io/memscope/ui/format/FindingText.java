package io.memscope.ui.format;

import io.memscope.model.FindingKind;

/**
 * A finding kind in an operator's words: a short name for tables and cards, and one sentence that says
 * what is wrong. The JSON names ({@code dangling_superseded_by}) are the scripts' contract, not the window's.
 */
public final class FindingText {
    private FindingText() {
    }

    public static String name(FindingKind kind) {
        return switch (kind) {
            case CONTRADICTION -> "Contradiction";
            case DUPLICATE -> "Duplicate";
            case ALIAS_CONTRADICTION -> "Contradiction across an alias";
            case DANGLING_SUPERSEDED_BY -> "Successor missing";
            case SUPERSEDED_BUT_CURRENT -> "Superseded yet current";
            case ENDS_BEFORE_START -> "Ends before it begins";
            case CYCLE -> "Supersession cycle";
            case CROSS_LINK -> "Link to another subject";
            case OVERLAP -> "Overlapping validity";
            case MISSING_VALID_FROM -> "No start time";
            case UNKNOWN_END -> "Deleted at an unknown time";
        };
    }

    public static String explanation(FindingKind kind) {
        return switch (kind) {
            case CONTRADICTION -> "Two or more current facts of a single-valued predicate hold different values;"
                    + " an agent would assert both.";
            case DUPLICATE -> "The same value is recorded twice and both facts are current.";
            case ALIAS_CONTRADICTION -> "Current facts under names accepted as one attribute (or one entity) hold"
                    + " different values; an agent would assert both.";
            case DANGLING_SUPERSEDED_BY -> "superseded_by names a fact that is not in the store.";
            case SUPERSEDED_BUT_CURRENT -> "A successor is named, yet valid_to is empty, so the fact still counts"
                    + " as current.";
            case ENDS_BEFORE_START -> "valid_to lies before valid_from: the fact ends before it begins.";
            case CYCLE -> "superseded_by links lead back round to the same fact.";
            case CROSS_LINK -> "superseded_by points to a fact of another subject or predicate.";
            case OVERLAP -> "Two facts of a single-valued predicate were valid at the same time.";
            case MISSING_VALID_FROM -> "The store never said since when this fact holds.";
            case UNKNOWN_END -> "The store recorded that this fact ended, not when: valid_to is only the latest"
                    + " it can have ended (the next time the store recorded).";
        };
    }
}
