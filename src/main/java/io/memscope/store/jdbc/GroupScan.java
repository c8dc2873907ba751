package io.memscope.store.jdbc;

import io.memscope.analysis.GroupAnalyzer;
import io.memscope.analysis.GroupedLinks;
import io.memscope.analysis.LinkChecks;
import io.memscope.analysis.SummaryCounter;
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

/**
 * The counts and every finding in ONE streaming pass over the table in (subject, predicate) order, which
 * the store's index on (subject, predicate, valid_to) delivers without a sort: the per-group findings
 * (contradictions, duplicates, overlaps, each fact's own problems) group by group, and the
 * {@code superseded_by} findings through {@link GroupedLinks}, which needs only the few links that leave
 * their group looked up afterwards. Used for H2: in-process, a row costs little, so one ordered pass is
 * several times faster than the candidate queries, self-joins and link joins that suit a server. Memory
 * holds one group at a time (and the facts of groups with a leaving link).
 */
final class GroupScan {
    private static final int CANCEL_CHECK_ROWS = 10_000;
    /** The order {@link GroupAnalyzer} sees a group in, as every other store gives it. */
    private static final Comparator<Fact> IN_GROUP = Comparator
            .comparing(Fact::validFrom, Comparator.nullsFirst(Comparator.naturalOrder()))
            .thenComparing(Fact::id);

    private final StoreSchema schema;
    private final FactReader reader;
    private final PredicateCardinalities cardinalities;

    /** What one range gave: its counts, its per-group findings and its links, to be merged. */
    record Part(StoreSummary summary, List<Finding> findings, GroupedLinks links) {
    }

    GroupScan(StoreSchema schema, FactReader reader, PredicateCardinalities cardinalities) {
        this.schema = schema;
        this.reader = reader;
        this.cardinalities = cardinalities;
    }

    /** Streams the facts of {@code range} through {@code sql} (one connection per concurrent part). */
    Part scan(Sql sql, SubjectRanges.Range range, Progress progress) throws StoreException {
        String subject = schema.col("f", "subject");
        String query = "SELECT " + String.join(", ", schema.col("f", "id"), subject,
                schema.col("f", "predicate"), schema.col("f", "value"), schema.col("f", "valid_from"),
                schema.col("f", "valid_to"), schema.col("f", "superseded_by"))
                + " FROM " + schema.facts() + " f" + range.where(subject)
                + " ORDER BY " + subject + ", " + schema.col("f", "predicate");
        SummaryCounter counter = new SummaryCounter();
        List<Finding> findings = new ArrayList<>();
        GroupedLinks links = new GroupedLinks();
        List<Fact> group = new ArrayList<>();
        long[] rows = {0};
        sql.stream("analysing the facts", query, range::bind, rs -> {
            FactId id = schema.ids().read(rs, 1);
            String s = rs.getString(2);
            String predicate = rs.getString(3);
            if (id == null || s == null || predicate == null) {
                reader.read(rs); // throws the one-line message every read gives a fact without id/subject/predicate
            }
            Fact fact = Fact.of(id, s, predicate, rs.getString(4), reader.timestamp(rs, 5, "valid_from"),
                    reader.timestamp(rs, 6, "valid_to"), schema.successorIds().read(rs, 7));
            if (!group.isEmpty() && !sameGroup(group.get(0), fact)) {
                analyse(group, findings, links);
            }
            group.add(fact);
            counter.accept(fact);
            if (++rows[0] % CANCEL_CHECK_ROWS == 0) {
                progress.checkCancelled();
            }
        });
        analyse(group, findings, links);
        return new Part(counter.summary(), findings, links);
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

    private void analyse(List<Fact> group, List<Finding> findings, GroupedLinks links) {
        if (group.isEmpty()) {
            return;
        }
        group.sort(IN_GROUP);
        findings.addAll(GroupAnalyzer.analyze(cardinalities.of(group.get(0).predicate()), group));
        links.acceptGroup(group, findings);
        group.clear();
    }

    private static boolean sameGroup(Fact a, Fact b) {
        return a.subject().equals(b.subject()) && a.predicate().equals(b.predicate());
    }
}
