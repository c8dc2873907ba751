package io.memscope.ui.review;

import io.memscope.ui.actions.StandardAction;

/**
 * The review queue's decisions, each with the {@link StandardAction} that holds its keys, so the keys the
 * window answers and the ones Help lists are the same list.
 */
public enum Decision {
    KEEP_FIRST(StandardAction.KEEP_FIRST, "keep 1"),
    KEEP_SECOND(StandardAction.KEEP_SECOND, "keep 2"),
    KEEP_CHOSEN(StandardAction.KEEP_CHOSEN, "keep chosen"),
    BOTH_HOLD(StandardAction.BOTH_HOLD, "both hold"),
    INVALIDATE(StandardAction.INVALIDATE_FACT, "invalidate"),
    FLAG(StandardAction.FLAG_FACT, "flag"),
    CLEAR_FLAG(StandardAction.CLEAR_FLAG, "clear flag"),
    ACCEPT(StandardAction.ACCEPT_SUGGESTION, "accept"),
    DISMISS(StandardAction.DISMISS_SUGGESTION, "dismiss"),
    SKIP(StandardAction.SKIP, "skip"),
    UNDO(StandardAction.UNDO_DECISION, "undo");

    private final StandardAction action;
    private final String label;

    Decision(StandardAction action, String label) {
        this.action = action;
        this.label = label;
    }

    public StandardAction action() {
        return action;
    }

    /** The first key, as the decision's button shows it. */
    public String key() {
        return action.keys().get(0).getDisplayText();
    }

    public String label() {
        return label;
    }

    /** Decisions that change more than the item on screen, and so ask first. */
    public boolean sweeping() {
        return this == BOTH_HOLD || this == INVALIDATE;
    }

    /** Decisions that annotate the item without settling it: the item stays on screen. */
    public boolean stays() {
        return this == FLAG || this == CLEAR_FLAG;
    }
}
