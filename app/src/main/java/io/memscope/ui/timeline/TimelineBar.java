package io.memscope.ui.timeline;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.FindingKind;

import java.time.Instant;
import java.util.Set;

/**
 * One fact drawn as a bar in row {@code subRow} of lane {@code lane}, from {@code start} to {@code end}.
 * {@code openEnded}: the fact is current and the bar stops at "now" only because time does.
 * {@code startUnknown}: the fact has no {@code valid_from}; the bar starts at the earliest time shown.
 * A fact that ends before it starts is drawn over the reversed interval and carries the problem.
 */
public record TimelineBar(Fact fact, int lane, int subRow, Instant start, Instant end,
                          boolean openEnded, boolean startUnknown,
                          Set<BarState> states, Set<FindingKind> problems) {

    public TimelineBar {
        states = Set.copyOf(states);
        problems = Set.copyOf(problems);
    }

    public FactId id() {
        return fact.id();
    }

    public boolean has(BarState state) {
        return states.contains(state);
    }

    /** Whether the bar has no length (valid at no instant, or from a future one): drawn as a diamond. */
    public boolean isPoint() {
        return start.equals(end) && !startUnknown;
    }

    /** Whether the bar covers {@code t} (a zero-length bar covers its one instant). */
    public boolean covers(Instant t) {
        return !t.isBefore(start) && (t.isBefore(end) || start.equals(end) && t.equals(start));
    }
}
