package io.memscope.ui.timeline;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;

/**
 * Interval partitioning: gives each interval the lowest-numbered row that is free at its start, so
 * intervals that overlap in time land in different rows and a lane with no overlap uses one row.
 * Runs in O(n log n), which matters for lanes with thousands of facts.
 */
final class SubRows {
    private SubRows() {
    }

    /** Row numbers for intervals given in start order; {@code ends[i]} must not precede {@code starts[i]}. */
    static int[] assign(List<Instant> starts, List<Instant> ends) {
        int n = starts.size();
        int[] rows = new int[n];
        record Busy(Instant until, int row) {
        }
        PriorityQueue<Busy> busy = new PriorityQueue<>((a, b) -> a.until.compareTo(b.until));
        PriorityQueue<Integer> free = new PriorityQueue<>();
        int rowCount = 0;
        for (int i = 0; i < n; i++) {
            Instant start = starts.get(i);
            while (!busy.isEmpty() && !busy.peek().until.isAfter(start)) {
                free.add(busy.poll().row);
            }
            int row = free.isEmpty() ? rowCount++ : free.poll();
            rows[i] = row;
            // A zero-length interval still takes a sliver of its row: the bar is drawn a few pixels wide.
            Instant end = ends.get(i);
            busy.add(new Busy(end.equals(start) ? end.plusNanos(1000) : end, row));
        }
        return rows;
    }

    static <T> List<List<T>> split(List<T> items, int[] rows) {
        List<List<T>> result = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            while (result.size() <= rows[i]) {
                result.add(new ArrayList<>());
            }
            result.get(rows[i]).add(items.get(i));
        }
        return result;
    }
}
