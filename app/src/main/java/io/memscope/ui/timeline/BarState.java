package io.memscope.ui.timeline;

/** What a bar on the timeline shows about its fact; a bar has one status state plus any of the others. */
public enum BarState {
    /** {@code valid_to} is null. */
    CURRENT,
    /** closed, with a successor named in {@code superseded_by}. */
    SUPERSEDED,
    /** closed with no successor. */
    INVALIDATED,
    /** one of two or more current facts with differing values of a single-valued predicate. */
    CONTRADICTION,
    /** one of two or more current facts with equal values of a single-valued predicate. */
    DUPLICATE,
    /** marked for recheck. */
    FLAGGED,
    /** concerned by an integrity problem (see {@link TimelineBar#problems()}). */
    PROBLEM
}
