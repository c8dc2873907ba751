package io.memscope.ui.timeline;

import java.util.List;

/**
 * The bars of one predicate. {@code bars} are in time order (start, then end, then id);
 * {@code rows} splits them into sub-rows whose bars never overlap, each in time order,
 * so overlapping facts stay visible side by side and a row can be binary-searched by time.
 */
public record TimelineLane(int index, String predicate, List<TimelineBar> bars, List<List<TimelineBar>> rows) {

    public TimelineLane {
        bars = List.copyOf(bars);
        rows = rows.stream().map(List::copyOf).toList();
    }

    public int rowCount() {
        return rows.size();
    }
}
