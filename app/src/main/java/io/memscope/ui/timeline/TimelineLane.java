package io.memscope.ui.timeline;

import java.util.List;

/**
 * The bars of one predicate, or of the predicates accepted as one attribute: {@code predicates} names them in
 * name order and {@code predicate} is the lane's label ("lives in = moved to"). {@code bars} are in time order
 * (start, then end, then id);
 * {@code rows} splits them into sub-rows whose bars never overlap, each in time order,
 * so overlapping facts stay visible side by side and a row can be binary-searched by time.
 */
public record TimelineLane(int index, String predicate, List<String> predicates, List<TimelineBar> bars,
                           List<List<TimelineBar>> rows) {
    /** Between the names of a lane's predicates. */
    public static final String SAME = " = ";

    public TimelineLane {
        predicates = List.copyOf(predicates);
        bars = List.copyOf(bars);
        rows = rows.stream().map(List::copyOf).toList();
    }

    public int rowCount() {
        return rows.size();
    }
}
