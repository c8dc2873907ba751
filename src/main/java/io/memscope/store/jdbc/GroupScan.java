package io.memscope.store.jdbc;

import io.memscope.analysis.GroupAnalyzer;
import io.memscope.analysis.SummaryCounter;
import io.memscope.model.Fact;
import io.memscope.model.Finding;
import io.memscope.model.PredicateCardinalities;
import io.memscope.model.Progress;
import io.memscope.model.StoreSummary;
import io.memscope.store.StoreException;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The counts and every per-group finding (contradictions, duplicates, overlaps, each fact's own problems)
 * in ONE streaming pass over the table in (subject, predicate) order, which the store's index on
 * (subject, predicate, valid_to) delivers without a sort. Used for H2: in-process, a row costs little,
 * so one ordered pass is several times faster than the four candidate queries (each a scan or a
 * self-join) that suit a server. Memory holds one group at a time.
 */
final class GroupScan {
    private static final int CANCEL_CHECK_ROWS = 10_000;
    /** The order {@link GroupAnalyzer} sees a group in, as every other store gives it. */
    private static final Comparator<Fact> IN_GROUP = Comparator
            .comparing(Fact::validFrom, Comparator.nullsFirst(Comparator.naturalOrder()))
            .thenComparing(Fact::id);

    private final Sql sql;
    private final StoreSchema schema;
    private final FactReader reader;
    private final PredicateCardinalities cardinalities;
    private final Progress progress;

    GroupScan(Sql sql, StoreSchema schema, FactReader reader, PredicateCardinalities cardinalities,
              Progress progress) {
        this.sql = sql;
        this.schema = schema;
        this.reader = reader;
        this.cardinalities = cardinalities;
        this.progress = progress;
    }

    /** Adds the per-group findings to {@code findings} and returns the counts. */
    StoreSummary run(List<Finding> findings) throws StoreException {
        String query = "SELECT " + String.join(", ", schema.col("f", "id"), schema.col("f", "subject"),
                schema.col("f", "predicate"), schema.col("f", "value"), schema.col("f", "valid_from"),
                schema.col("f", "valid_to"), schema.col("f", "superseded_by"))
                + " FROM " + schema.facts() + " f ORDER BY " + schema.col("f", "subject") + ", "
                + schema.col("f", "predicate");
        progress.update("counting facts, contradictions, overlaps and validity", 1, PushedDownAnalysis.STEPS);
        SummaryCounter counter = new SummaryCounter();
        List<Fact> group = new ArrayList<>();
        long[] rows = {0};
        sql.stream("analysing the facts", query, Sql.NO_PARAMETERS, rs -> {
            io.memscope.model.FactId id = schema.ids().read(rs, 1);
            String subject = rs.getString(2);
            String predicate = rs.getString(3);
            if (id == null || subject == null || predicate == null) {
                reader.read(rs); // throws the one-line message every read gives a fact without id/subject/predicate
            }
            Fact fact = Fact.of(id, subject, predicate, rs.getString(4), reader.timestamp(rs, 5, "valid_from"),
                    reader.timestamp(rs, 6, "valid_to"), schema.successorIds().read(rs, 7));
            if (!group.isEmpty() && !sameGroup(group.get(0), fact)) {
                analyse(group, findings);
            }
            group.add(fact);
            counter.accept(fact);
            if (++rows[0] % CANCEL_CHECK_ROWS == 0) {
                progress.checkCancelled();
            }
        });
        analyse(group, findings);
        progress.update("per-group findings done", 3, PushedDownAnalysis.STEPS);
        return counter.summary();
    }

    private void analyse(List<Fact> group, List<Finding> findings) {
        if (group.isEmpty()) {
            return;
        }
        group.sort(IN_GROUP);
        findings.addAll(GroupAnalyzer.analyze(cardinalities.of(group.get(0).predicate()), group));
        group.clear();
    }

    private static boolean sameGroup(Fact a, Fact b) {
        return a.subject().equals(b.subject()) && a.predicate().equals(b.predicate());
    }
}
