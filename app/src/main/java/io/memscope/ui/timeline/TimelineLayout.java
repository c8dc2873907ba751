package io.memscope.ui.timeline;

import io.memscope.model.AliasGroups;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;

import java.time.Instant;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Where everything about one subject goes on the timeline, in time units only (no pixels, no JavaFX):
 * one lane per predicate in name order, one bar per fact, supersession arrows, problem markers, the
 * overall extent and what fit-all shows, and lookups for hit testing and keyboard navigation.
 * Immutable; build it with {@link #of}.
 */
public final class TimelineLayout {
    /** Fit-all leaves this fraction of the range free on each side, so bars do not touch the edges. */
    public static final double FIT_MARGIN = 0.04;

    private final List<TimelineLane> lanes;
    private final List<SupersessionArrow> arrows;
    private final List<ProblemMarker> markers;
    private final TimeRange extent;
    private final TimeRange fit;
    private final Instant now;
    private final Map<FactId, TimelineBar> barsById;

    TimelineLayout(List<TimelineLane> lanes, List<SupersessionArrow> arrows, List<ProblemMarker> markers,
                   TimeRange extent, TimeRange fit, Instant now) {
        this.lanes = List.copyOf(lanes);
        this.arrows = List.copyOf(arrows);
        this.markers = List.copyOf(markers);
        this.extent = extent;
        this.fit = fit;
        this.now = now;
        Map<FactId, TimelineBar> byId = new HashMap<>();
        for (TimelineLane lane : lanes) {
            for (TimelineBar bar : lane.bars()) {
                byId.put(bar.id(), bar);
            }
        }
        this.barsById = Collections.unmodifiableMap(byId);
    }

    /**
     * Lays out {@code facts} (those of one subject). {@code findings} may include findings about
     * other facts; only those concerning these facts are used. {@code now} is where current facts end.
     */
    public static TimelineLayout of(Collection<Fact> facts, Collection<Finding> findings,
                                    Set<FactId> flaggedIds, Instant now) {
        return of(facts, findings, flaggedIds, now, AliasGroups.NONE);
    }

    /** As above, with the predicates of one accepted attribute in one lane. */
    public static TimelineLayout of(Collection<Fact> facts, Collection<Finding> findings,
                                    Set<FactId> flaggedIds, Instant now, AliasGroups aliases) {
        return new TimelineLayoutBuilder(facts, findings, flaggedIds, now, aliases).build();
    }

    public static TimelineLayout empty(Instant now) {
        return of(List.of(), List.of(), Set.of(), now);
    }

    public List<TimelineLane> lanes() {
        return lanes;
    }

    public List<SupersessionArrow> arrows() {
        return arrows;
    }

    public List<ProblemMarker> markers() {
        return markers;
    }

    /** From the earliest to the latest instant any bar (or "now") touches: the whole story. */
    public TimeRange extent() {
        return extent;
    }

    /** What fit-all shows (before its margins): the facts' own instants, with "now" only when it is near. */
    public TimeRange fit() {
        return fit;
    }

    public Instant now() {
        return now;
    }

    public int barCount() {
        return barsById.size();
    }

    public boolean isEmpty() {
        return barsById.isEmpty();
    }

    /** The lane that holds {@code predicate}'s facts (its own, or its attribute's under an alias). */
    public Optional<TimelineLane> lane(String predicate) {
        return lanes.stream().filter(l -> l.predicate().equals(predicate) || l.predicates().contains(predicate))
                .findFirst();
    }

    /** Whether the facts come from more than one subject key (an accepted subject alias). */
    public boolean manySubjects() {
        return barsById.values().stream().map(b -> b.fact().subject()).distinct().limit(2).count() > 1;
    }

    public Optional<TimelineBar> bar(FactId id) {
        return Optional.ofNullable(barsById.get(id));
    }

    /** The bar of lane {@code lane}, sub-row {@code subRow} that covers {@code t}. */
    public Optional<TimelineBar> barAt(int lane, int subRow, Instant t) {
        return firstOverlapping(lane, subRow, t, t);
    }

    /** The bar of lane {@code lane} (any sub-row, top first) that covers {@code t}. */
    public Optional<TimelineBar> barAt(int lane, Instant t) {
        if (lane < 0 || lane >= lanes.size()) {
            return Optional.empty();
        }
        for (int row = 0; row < lanes.get(lane).rowCount(); row++) {
            Optional<TimelineBar> bar = barAt(lane, row, t);
            if (bar.isPresent()) {
                return bar;
            }
        }
        return Optional.empty();
    }

    /** The earliest bar of the sub-row that shares any instant with {@code [from, to]}. */
    public Optional<TimelineBar> firstOverlapping(int lane, int subRow, Instant from, Instant to) {
        List<TimelineBar> row = row(lane, subRow);
        for (int i = firstEndingAtOrAfter(row, from); i < row.size() && !row.get(i).start().isAfter(to); i++) {
            TimelineBar bar = row.get(i);
            // half-open bars: one that ends exactly at "from" does not reach it, unless it has no length
            if (bar.end().isAfter(from) || bar.start().equals(bar.end())) {
                return Optional.of(bar);
            }
        }
        return Optional.empty();
    }

    /**
     * The bars of a sub-row that may show in {@code [from, to]}, as a view (no copy): a lane of
     * ten thousand facts is drawn by touching only the bars on screen.
     */
    public List<TimelineBar> visibleBars(int lane, int subRow, Instant from, Instant to) {
        List<TimelineBar> row = row(lane, subRow);
        int first = firstEndingAtOrAfter(row, from);
        int last = first;
        int hi = row.size();
        while (last < hi) { // binary search for the first bar starting after "to"
            int mid = (last + hi) >>> 1;
            if (row.get(mid).start().isAfter(to)) {
                hi = mid;
            } else {
                last = mid + 1;
            }
        }
        return row.subList(first, last);
    }

    /** The bar after {@code bar} in its lane's time order, if any. */
    public Optional<TimelineBar> next(TimelineBar bar) {
        List<TimelineBar> bars = lanes.get(bar.lane()).bars();
        int i = bars.indexOf(bar);
        return i >= 0 && i + 1 < bars.size() ? Optional.of(bars.get(i + 1)) : Optional.empty();
    }

    public Optional<TimelineBar> previous(TimelineBar bar) {
        List<TimelineBar> bars = lanes.get(bar.lane()).bars();
        int i = bars.indexOf(bar);
        return i > 0 ? Optional.of(bars.get(i - 1)) : Optional.empty();
    }

    /** The bar of {@code lane} covering {@code t}, or else the one nearest to it in time. */
    public Optional<TimelineBar> nearest(int lane, Instant t) {
        if (lane < 0 || lane >= lanes.size()) {
            return Optional.empty();
        }
        Optional<TimelineBar> covering = barAt(lane, t);
        if (covering.isPresent()) {
            return covering;
        }
        TimelineBar best = null;
        double bestDistance = Double.MAX_VALUE;
        for (TimelineBar bar : lanes.get(lane).bars()) {
            double d = t.isBefore(bar.start()) ? TimeRange.seconds(t, bar.start()) : TimeRange.seconds(bar.end(), t);
            if (d < bestDistance) {
                bestDistance = d;
                best = bar;
            }
        }
        return Optional.ofNullable(best);
    }

    /** The bar of one sub-row covering {@code t}, or else the one nearest to it in time. */
    public Optional<TimelineBar> nearest(int lane, int subRow, Instant t) {
        List<TimelineBar> row = row(lane, subRow);
        int i = firstEndingAtOrAfter(row, t);
        TimelineBar after = i < row.size() ? row.get(i) : null;
        TimelineBar before = i > 0 ? row.get(i - 1) : null;
        if (after != null && (after.covers(t) || before == null)) {
            return Optional.of(after);
        }
        if (after == null) {
            return Optional.ofNullable(before);
        }
        double toAfter = Math.max(0, TimeRange.seconds(t, after.start()));
        double toBefore = TimeRange.seconds(before.end(), t);
        return Optional.of(toBefore <= toAfter ? before : after);
    }

    private List<TimelineBar> row(int lane, int subRow) {
        if (lane < 0 || lane >= lanes.size() || subRow < 0 || subRow >= lanes.get(lane).rowCount()) {
            return List.of();
        }
        return lanes.get(lane).rows().get(subRow);
    }

    /** Bars of a sub-row do not overlap, so their ends ascend with their starts: binary search works. */
    private static int firstEndingAtOrAfter(List<TimelineBar> row, Instant t) {
        int lo = 0;
        int hi = row.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (row.get(mid).end().isBefore(t)) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}
