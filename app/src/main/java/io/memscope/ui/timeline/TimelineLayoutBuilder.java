package io.memscope.ui.timeline;

import io.memscope.model.AliasGroups;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/** Computes a {@link TimelineLayout}; one use per instance. */
final class TimelineLayoutBuilder {
    /** Shown around a lone instant so an extent always has a length. */
    private static final Duration MIN_EXTENT = Duration.ofHours(1);

    private final List<Fact> facts;
    private final Collection<Finding> findings;
    private final Set<FactId> flaggedIds;
    private final Instant now;
    private final AliasGroups aliases;
    private final Map<FactId, Fact> factsById = new HashMap<>();
    private final Map<FactId, EnumSet<FindingKind>> kindsById = new HashMap<>();

    TimelineLayoutBuilder(Collection<Fact> facts, Collection<Finding> findings, Set<FactId> flaggedIds, Instant now,
                          AliasGroups aliases) {
        this.facts = List.copyOf(facts);
        this.findings = findings;
        this.flaggedIds = flaggedIds;
        this.now = now;
        this.aliases = aliases == null ? AliasGroups.NONE : aliases;
    }

    TimelineLayout build() {
        for (Fact f : facts) {
            factsById.put(f.id(), f);
        }
        List<Finding> relevant = new ArrayList<>();
        for (Finding finding : findings) {
            boolean concernsUs = false;
            for (FactId id : finding.factIds()) {
                if (factsById.containsKey(id)) {
                    kindsById.computeIfAbsent(id, k -> EnumSet.noneOf(FindingKind.class)).add(finding.kind());
                    concernsUs = true;
                }
            }
            if (concernsUs) {
                relevant.add(finding);
            }
        }
        TimeRange extent = extent();
        List<TimelineLane> lanes = lanes(extent.start());
        Map<FactId, TimelineBar> bars = new HashMap<>();
        lanes.forEach(l -> l.bars().forEach(b -> bars.put(b.id(), b)));
        List<ProblemMarker> markers = markers(relevant, bars);
        return new TimelineLayout(lanes, arrows(bars), markers, extent, fit(extent, markers), now);
    }

    /**
     * Earliest to latest known instant, "now" included. When a fact has no valid_from its bar starts
     * at this extent's start, so the start is moved a little earlier than any known instant: the bar
     * then visibly begins before everything else instead of at the same point.
     */
    private TimeRange extent() {
        Instant min = now;
        Instant max = now;
        boolean missingStart = false;
        for (Fact f : facts) {
            for (Instant t : new Instant[] {f.validFrom(), f.validTo()}) {
                if (t != null) {
                    min = t.isBefore(min) ? t : min;
                    max = t.isAfter(max) ? t : max;
                }
            }
            missingStart |= f.hasMissingValidFrom();
        }
        Duration span = Duration.between(min, max);
        if (span.compareTo(MIN_EXTENT) < 0) {
            min = max.minus(MIN_EXTENT);
            span = MIN_EXTENT;
        }
        if (missingStart) {
            min = min.minus(span.dividedBy(10));
        }
        return new TimeRange(min, max);
    }

    /**
     * What fit-all shows: the instants the facts name, not all the way to "now" when "now" is far from
     * them, so a history of a few days is not squeezed into a sliver beside years of unchanged facts.
     * "Now" is shown when it lies within one history's length of the facts; else, when facts go on past
     * the last change, half a history's length more shows that they do. A lone instant keeps the extent.
     * Where problem markers are pinned counts as a named instant, so no marker is fitted out of sight.
     */
    private TimeRange fit(TimeRange extent, List<ProblemMarker> markers) {
        List<Instant> named = new ArrayList<>();
        boolean goesOn = false;
        boolean missingStart = false;
        for (Fact f : facts) {
            named.add(f.validFrom());
            named.add(f.validTo());
            goesOn |= f.validTo() == null;
            missingStart |= f.hasMissingValidFrom();
        }
        markers.forEach(m -> named.add(m.at()));
        Instant min = null;
        Instant max = null;
        for (Instant t : named) {
            if (t != null) {
                min = min == null || t.isBefore(min) ? t : min;
                max = max == null || t.isAfter(max) ? t : max;
            }
        }
        if (min == null || min.equals(max)) {
            return extent;
        }
        Duration span = Duration.between(min, max);
        if (span.compareTo(MIN_EXTENT) < 0) {
            min = min.minus(MIN_EXTENT.minus(span).dividedBy(2));
            max = min.plus(MIN_EXTENT);
            span = MIN_EXTENT;
        }
        if (!now.isBefore(min.minus(span)) && !now.isAfter(max.plus(span))) {
            min = now.isBefore(min) ? now : min;
            max = now.isAfter(max) ? now : max;
        } else if (goesOn && now.isAfter(max)) {
            max = max.plus(span.dividedBy(2));
        }
        if (missingStart) {
            min = min.minus(Duration.between(min, max).dividedBy(10));
        }
        return new TimeRange(min, max);
    }

    /**
     * A lane per predicate in name order; predicates accepted as one attribute share one, labelled with the
     * names of it that these facts use, and placed by the first of them.
     */
    private List<TimelineLane> lanes(Instant earliest) {
        Map<String, List<Fact>> byAttribute = new HashMap<>();
        Map<String, TreeSet<String>> names = new HashMap<>();
        for (Fact f : facts) {
            String attribute = aliases.attribute(f.predicate());
            byAttribute.computeIfAbsent(attribute, p -> new ArrayList<>()).add(f);
            names.computeIfAbsent(attribute, p -> new TreeSet<>()).add(f.predicate());
        }
        Map<String, String> attributesByLabel = new TreeMap<>();
        names.forEach((attribute, used) -> attributesByLabel.put(String.join(TimelineLane.SAME, used), attribute));
        List<TimelineLane> lanes = new ArrayList<>();
        for (Map.Entry<String, String> e : attributesByLabel.entrySet()) {
            lanes.add(lane(lanes.size(), e.getKey(), List.copyOf(names.get(e.getValue())),
                    byAttribute.get(e.getValue()), earliest));
        }
        return lanes;
    }

    private TimelineLane lane(int index, String label, List<String> predicates, List<Fact> laneFacts, Instant earliest) {
        record Span(Fact fact, Instant start, Instant end) {
        }
        List<Span> spans = new ArrayList<>(laneFacts.size());
        for (Fact f : laneFacts) {
            Instant start = f.validFrom() == null ? earliest : f.validFrom();
            Instant end;
            if (f.validTo() == null) {
                end = start.isAfter(now) ? start : now;
            } else if (f.validTo().isBefore(start)) {
                end = start; // ends before it starts: draw the reversed interval, flagged as a problem
                start = f.validTo();
            } else {
                end = f.validTo();
            }
            spans.add(new Span(f, start, end));
        }
        spans.sort(Comparator.comparing(Span::start).thenComparing(Span::end).thenComparing(s -> s.fact().id()));
        int[] rows = SubRows.assign(spans.stream().map(Span::start).toList(), spans.stream().map(Span::end).toList());
        List<TimelineBar> bars = new ArrayList<>(spans.size());
        for (int i = 0; i < spans.size(); i++) {
            Span s = spans.get(i);
            Fact f = s.fact();
            EnumSet<FindingKind> kinds = kindsById.getOrDefault(f.id(), EnumSet.noneOf(FindingKind.class));
            bars.add(new TimelineBar(f, index, rows[i], s.start(), s.end(), f.isCurrent(),
                    f.hasMissingValidFrom(), states(f, kinds), problems(kinds)));
        }
        return new TimelineLane(index, label, predicates, bars, SubRows.split(bars, rows));
    }

    private EnumSet<BarState> states(Fact f, Set<FindingKind> kinds) {
        EnumSet<BarState> states = EnumSet.of(switch (f.status()) {
            case CURRENT -> BarState.CURRENT;
            case SUPERSEDED -> BarState.SUPERSEDED;
            case INVALIDATED -> BarState.INVALIDATED;
        });
        if (kinds.contains(FindingKind.CONTRADICTION) || kinds.contains(FindingKind.ALIAS_CONTRADICTION)) {
            states.add(BarState.CONTRADICTION);
        }
        if (kinds.contains(FindingKind.DUPLICATE)) {
            states.add(BarState.DUPLICATE);
        }
        if (flaggedIds.contains(f.id())) {
            states.add(BarState.FLAGGED);
        }
        if (!problems(kinds).isEmpty()) {
            states.add(BarState.PROBLEM);
        }
        return states;
    }

    private static EnumSet<FindingKind> problems(Set<FindingKind> kinds) {
        EnumSet<FindingKind> problems = EnumSet.noneOf(FindingKind.class);
        kinds.stream().filter(FindingKind::isProblem).forEach(problems::add);
        return problems;
    }

    /**
     * Arrows only within a lane (one subject's predicate, or keys and predicates accepted as one): a link to
     * another subject, predicate or nowhere is a marker instead.
     */
    private List<SupersessionArrow> arrows(Map<FactId, TimelineBar> bars) {
        List<SupersessionArrow> arrows = new ArrayList<>();
        for (Fact f : facts) {
            Fact target = f.supersededBy() == null ? null : factsById.get(f.supersededBy());
            if (target != null && target != f
                    && aliases.entity(target.subject()).equals(aliases.entity(f.subject()))
                    && aliases.attribute(target.predicate()).equals(aliases.attribute(f.predicate()))) {
                arrows.add(new SupersessionArrow(bars.get(f.id()), bars.get(target.id())));
            }
        }
        return arrows;
    }

    private List<ProblemMarker> markers(List<Finding> relevant, Map<FactId, TimelineBar> bars) {
        Map<String, ProblemMarker> markers = new LinkedHashMap<>(); // one marker per kind and bar
        for (Finding finding : relevant) {
            switch (finding.kind()) {
                case DANGLING_SUPERSEDED_BY, CROSS_LINK -> {
                    for (FactId id : finding.factIds()) {
                        TimelineBar bar = bars.get(id);
                        // the marker goes on the fact holding the link, where its successor should start
                        if (bar != null && bar.fact().supersededBy() != null
                                && (finding.kind() == FindingKind.DANGLING_SUPERSEDED_BY
                                || finding.factIds().contains(bar.fact().supersededBy()))) {
                            put(markers, new ProblemMarker(finding.kind(), bar, bar.end(), bar.end(), finding.factIds()));
                        }
                    }
                }
                case CYCLE, SUPERSEDED_BUT_CURRENT, UNKNOWN_END -> finding.factIds().stream().map(bars::get)
                        .filter(b -> b != null)
                        .forEach(b -> put(markers, new ProblemMarker(finding.kind(), b, b.end(), b.end(), finding.factIds())));
                case ENDS_BEFORE_START -> finding.factIds().stream().map(bars::get)
                        .filter(b -> b != null)
                        .forEach(b -> put(markers, new ProblemMarker(finding.kind(), b, b.start(), b.end(), finding.factIds())));
                case OVERLAP -> overlapMarker(finding, bars, markers);
                default -> {
                    // contradiction, duplicate and missing valid_from show on the bars themselves
                }
            }
        }
        return new ArrayList<>(markers.values());
    }

    /** Pinned to the later-starting fact, spanning the time both claim. */
    private static void overlapMarker(Finding finding, Map<FactId, TimelineBar> bars, Map<String, ProblemMarker> markers) {
        List<TimelineBar> pair = finding.factIds().stream().map(bars::get).filter(b -> b != null).toList();
        if (pair.size() != 2) {
            return;
        }
        TimelineBar a = pair.get(0);
        TimelineBar b = pair.get(1);
        TimelineBar later = b.start().isAfter(a.start()) ? b : a;
        Instant from = later.start();
        Instant until = a.end().isBefore(b.end()) ? a.end() : b.end();
        markers.put(FindingKind.OVERLAP + ":" + a.id() + ":" + b.id(),
                new ProblemMarker(FindingKind.OVERLAP, later, from, until.isBefore(from) ? from : until, finding.factIds()));
    }

    private static void put(Map<String, ProblemMarker> markers, ProblemMarker m) {
        markers.putIfAbsent(m.kind() + ":" + m.bar().id(), m);
    }
}
