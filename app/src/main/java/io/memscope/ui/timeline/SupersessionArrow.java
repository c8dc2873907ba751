package io.memscope.ui.timeline;

/** {@code from} was superseded by {@code to}, both facts of the shown subject and predicate. */
public record SupersessionArrow(TimelineBar from, TimelineBar to) {
}
