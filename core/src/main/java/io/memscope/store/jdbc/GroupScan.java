package io.memscope.store.jdbc;

import io.memscope.analysis.GroupAnalyzer;
import io.memscope.analysis.GroupedLinks;
import io.memscope.analysis.LinkChecks;
import io.memscope.analysis.SummaryCounter;
import io.memscope.model.Cardinality;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.PredicateCardinalities;
import io.memscope.model.Progress;
import io.memscope.model.StoreSummary;
import io.memscope.store.StoreException;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * The counts and every finding in ONE streaming pass over the table in (subject, predicate) order, which
 * the store's analysis index ({@link StoreIndexes}) delivers without a sort: the per-group findings
 * (contradictions, duplicates, overlaps, each fact's own problems) group by group, and the
 * {@code superseded_by} findings through {@link GroupedLinks}, which needs only the few links that leave
 * their group looked up afterwards. Memory holds one group at a time (and the facts of groups with a
 * leaving link, and of the groups waiting for their values).
 *
 * <p>Used for H2 and PostgreSQL alike: one pass, because the candidate queries, self-join and link joins it
 * replaced each read the table again (docs/adr/0007-analysis-as-one-ordered-pass.md).
 */
final class GroupScan {
    private static final int CANCEL_CHECK_ROWS = 10_000;
    /** Rows between two hand-overs of the findings found so far. */
    private static final int HAND_OVER_ROWS = 100_000;
    /** The order {@link GroupAnalyzer} sees a group in, as every other store gives it. */
    private static final Comparator<Fact> IN_GROUP = Comparator
            .comparing(Fact::validFrom, Comparator.nullsFirst(Comparator.naturalOrder()))
            .thenComparing(Fact::id);

    private final StoreSchema schema;
    private final FactReader reader;
    private final PredicateCardinalities cardinalities;
    private final Consumer<List<Finding>> early;
    private final RowCount rowsRead;

    /** What one range gave: its counts, its per-group findings and its links, to be merged. */
    record Part(StoreSummary summary, List<Finding> findings, GroupedLinks links) {
    }

    /**
     * Rows read by all parts together, against the store's estimate (negative when unknown), for the
     * progress shown while the pass runs.
     */
    static final class RowCount {
        private final AtomicLong read = new AtomicLong();
        private final long expected;

        RowCount(long expected) {
            this.expected = expected;
        }

        void add(long rows, Progress progress) {
            long sum = read.addAndGet(rows);
            progress.update("analysing facts", expected > 0 ? Math.min(sum, expected) : sum, expected);
        }
    }

    /**
     * @param early hears each part's per-group findings as the pass goes (from the part's thread); the
     *              link findings come only with {@link #merge}
     */
    GroupScan(StoreSchema schema, FactReader reader, PredicateCardinalities cardinalities,
              Consumer<List<Finding>> early, RowCount rowsRead) {
        this.schema = schema;
        this.reader = reader;
        this.cardinalities = cardinalities;
        this.early = early;
        this.rowsRead = rowsRead;
    }

    /** Streams the facts of {@code range} through {@code sql} (one connection per concurrent part). */
    Part scan(Sql sql, SubjectRanges.Range range, Progress progress) throws StoreException {
        // No value: the analysis index alone (StoreIndexes); the few groups whose current values are compared
        // get them by id afterwards.
        String query = reader.withoutValueQuery(range);
        SummaryCounter counter = new SummaryCounter();
        List<Finding> findings = new ArrayList<>();
        GroupedLinks links = new GroupedLinks();
        List<List<Fact>> comparingValues = new ArrayList<>();
        List<Fact> group = new ArrayList<>();
        long[] rows = {0};
        int[] handedOver = {0};
        sql.stream("analysing the facts", query, range::bind, reader::readWithoutValue, fact -> {
            if (!group.isEmpty() && !sameGroup(group.get(0), fact)) {
                analyse(group, findings, links, comparingValues);
            }
            group.add(fact);
            counter.accept(fact);
            if (++rows[0] % CANCEL_CHECK_ROWS == 0) {
                progress.checkCancelled();
                rowsRead.add(CANCEL_CHECK_ROWS, progress);
                if (rows[0] % HAND_OVER_ROWS == 0) {
                    findings.addAll(withValues(sql, comparingValues)); // contradictions too, not only at the end
                    comparingValues.clear();
                    handedOver[0] = handOver(findings, handedOver[0]);
                }
            }
        });
        analyse(group, findings, links, comparingValues);
        findings.addAll(withValues(sql, comparingValues));
        handOver(findings, handedOver[0]);
        return new Part(counter.summary(), findings, links);
    }

    /**
     * The findings of the groups whose current values are compared, once their values are read by id: a
     * group of a single-valued predicate with two or more current facts (1 % of groups in the benchmark's
     * stores), where a contradiction or a duplicate can be.
     */
    private List<Finding> withValues(Sql sql, List<List<Fact>> groups) throws StoreException {
        List<FactId> ids = new ArrayList<>();
        for (List<Fact> g : groups) {
            for (Fact f : g) {
                if (f.isCurrent()) {
                    ids.add(f.id());
                }
            }
        }
        Map<FactId, String> values = FactLocations.values(sql, schema, ids, "reading the values to compare");
        List<Finding> found = new ArrayList<>();
        for (List<Fact> g : groups) {
            List<Fact> valued = new ArrayList<>(g.size());
            for (Fact f : g) {
                valued.add(f.isCurrent() ? new Fact(f.id(), f.subject(), f.predicate(), values.get(f.id()),
                        f.valueKind(), f.validFrom(), f.validTo(), f.supersededBy(), null, null, null, null,
                        Map.of(), false, f.unknownEnd()) : f);
            }
            found.addAll(GroupAnalyzer.analyze(cardinalities.of(g.get(0).predicate()), valued));
        }
        return found;
    }

    /** Hands the findings after the first {@code from} to {@link #early}; returns how many are handed over. */
    private int handOver(List<Finding> findings, int from) {
        if (findings.size() > from) {
            early.accept(List.copyOf(findings.subList(from, findings.size())));
        }
        return findings.size();
    }

    /**
     * The parts' counts and findings together, with the link findings of all of them (a link may leave one
     * part for another), added to {@code findings}.
     */
    StoreSummary merge(Sql sql, List<Part> parts, List<Finding> findings) throws StoreException {
        StoreSummary summary = StoreSummary.EMPTY;
        List<GroupedLinks> links = new ArrayList<>();
        for (Part part : parts) {
            summary = summary.plus(part.summary());
            findings.addAll(part.findings());
            links.add(part.links());
        }
        GroupedLinks all = GroupedLinks.merge(links);
        findings.addAll(all.finish(FactLocations.of(sql, schema, all.leavingTargets(),
                "looking up superseded_by targets")));
        return summary;
    }

    /** A whole group: analysed now, or kept for {@link #withValues} when it compares current values. */
    private void analyse(List<Fact> group, List<Finding> findings, GroupedLinks links,
                         List<List<Fact>> comparingValues) {
        if (group.isEmpty()) {
            return;
        }
        if (group.size() > 1) {
            group.sort(IN_GROUP);
        }
        Cardinality cardinality = cardinalities.of(group.get(0).predicate());
        if (cardinality == Cardinality.ONE && hasTwoCurrent(group)) {
            comparingValues.add(List.copyOf(group));
        } else {
            findings.addAll(GroupAnalyzer.analyze(cardinality, group));
        }
        links.acceptGroup(group, findings);
        group.clear();
    }

    /** A loop, not a stream: this runs once per group, half a million times in a pass over 1 M facts. */
    private static boolean hasTwoCurrent(List<Fact> group) {
        int current = 0;
        for (Fact f : group) {
            if (f.isCurrent() && ++current == 2) {
                return true;
            }
        }
        return false;
    }

    private static boolean sameGroup(Fact a, Fact b) {
        return a.subject().equals(b.subject()) && a.predicate().equals(b.predicate());
    }
}
