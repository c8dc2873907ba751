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

    /**
     * The label as drawn, a line per sub-row: the names of an aliased lane one under the other where it has the
     * rows for them (the last line takes the rest), so no name is cut off beside the bars; else one line.
     */
    public List<String> labelLines() {
        if (predicates.size() < 2 || rows.size() < 2) {
            return List.of(predicate);
        }
        List<String> lines = new java.util.ArrayList<>();
        int last = Math.min(rows.size(), predicates.size()) - 1;
        for (int i = 0; i < last; i++) {
            lines.add(predicates.get(i) + SAME.stripTrailing());
        }
        lines.add(String.join(SAME, predicates.subList(last, predicates.size())));
        return lines;
    }
}
