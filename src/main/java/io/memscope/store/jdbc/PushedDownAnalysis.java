package io.memscope.store.jdbc;

import io.memscope.analysis.CurrentValues;
import io.memscope.analysis.FactProblems;
import io.memscope.analysis.LinkChecks;
import io.memscope.analysis.Overlaps;
import io.memscope.model.Fact;
import io.memscope.model.Finding;
import io.memscope.model.PredicateCardinalities;
import io.memscope.model.Progress;
import io.memscope.store.StoreException;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Finds the findings of one range of subjects of a relational store without reading the whole table: each
 * query lets the database select the few candidate rows, and the analysis classes make every call on them,
 * so the findings equal those of the in-memory stores. Ranges hold whole subjects, and every finding but a
 * cycle lies within one subject (a link to another subject is judged from the linking fact), so the ranges'
 * findings add up to the store's; the cycles are searched once, by the caller ({@link CycleSearch}). Each
 * step streams; memory grows with the findings only.
 */
final class PushedDownAnalysis {
    static final int STEPS = 6;
    private static final int CANCEL_CHECK_ROWS = 10_000;

    private final Sql sql;
    private final StoreSchema schema;
    private final FactReader reader;
    private final List<String> multiValued;
    private final Progress progress;
    private final SubjectRanges.Range range;
    private final List<Finding> findings = new ArrayList<>();
    private long rows;

    /** Hears each step's findings as the step ends (from this range's thread). */
    private final Consumer<List<Finding>> early;
    /** How many of {@link #findings} were handed to {@link #early} already. */
    private int handedOver;

    PushedDownAnalysis(Sql sql, StoreSchema schema, FactReader reader, PredicateCardinalities cardinalities,
                       Progress progress, SubjectRanges.Range range, Consumer<List<Finding>> early) {
        this.early = early;
        this.range = range;
        this.sql = sql;
        this.schema = schema;
        this.reader = reader;
        this.multiValued = List.copyOf(cardinalities.multiValued());
        this.progress = progress;
    }

    /** Runs steps 2..5 of {@link #STEPS} in this range (step 1, the counts, and 6, the cycles, are the caller's). */
    List<Finding> findings() throws StoreException {
        step("contradictions and duplicates", 1);
        currentValueGroups();
        handOver();
        step("overlapping validity", 2);
        overlaps();
        handOver();
        step("facts with invalid validity", 3);
        factProblems();
        handOver();
        step("superseded_by links", 4);
        links();
        handOver();
        return findings;
    }

    /** The findings of the step just ended, to whoever shows them before the analysis is over. */
    private void handOver() {
        if (findings.size() > handedOver) {
            early.accept(List.copyOf(findings.subList(handedOver, findings.size())));
            handedOver = findings.size();
        }
    }

    /** Groups with two or more current facts of a single-valued predicate, classified by CurrentValues. */
    private void currentValueGroups() throws StoreException {
        String candidates = "SELECT " + schema.col("g", "subject") + " AS cs, " + schema.col("g", "predicate")
                + " AS cp FROM " + schema.facts() + " g WHERE " + schema.col("g", "valid_to") + " IS NULL"
                + singleValued("g") + range.and(schema.col("g", "subject")) + " GROUP BY " + schema.col("g", "subject") + ", "
                + schema.col("g", "predicate") + " HAVING count(*) > 1";
        String query = "SELECT " + reader.selectList("f") + " FROM " + schema.facts() + " f JOIN (" + candidates
                + ") c ON " + schema.col("f", "subject") + " = c.cs AND " + schema.col("f", "predicate")
                + " = c.cp WHERE " + schema.col("f", "valid_to") + " IS NULL" + range.and(schema.col("f", "subject"))
                + " ORDER BY "
                + schema.col("f", "subject") + ", " + schema.col("f", "predicate");
        List<Fact> group = new ArrayList<>();
        sql.stream("finding contradictions", query, ps -> range.bind(ps, range.bind(ps, bindMultiValued(ps))), rs -> {
            Fact fact = reader.read(rs);
            if (!group.isEmpty() && !sameGroup(group.get(0), fact)) {
                classify(group);
            }
            group.add(fact);
            tick();
        });
        classify(group);
    }

    private void classify(List<Fact> group) {
        if (!group.isEmpty()) {
            CurrentValues.classify(group.get(0).subject(), group.get(0).predicate(), group)
                    .ifPresent(findings::add);
            group.clear();
        }
    }

    private static boolean sameGroup(Fact a, Fact b) {
        return a.subject().equals(b.subject()) && a.predicate().equals(b.predicate());
    }

    /**
     * Pairs whose half-open intervals intersect, at least one closed, neither empty nor reversed (the
     * conditions of {@link Overlaps}); each pair is confirmed by {@link Overlaps#find} itself.
     */
    private void overlaps() throws StoreException {
        String query = "SELECT " + String.join(", ", schema.col("a", "id"), schema.col("a", "subject"),
                schema.col("a", "predicate"), schema.col("a", "valid_from"), schema.col("a", "valid_to"),
                schema.col("b", "id"), schema.col("b", "valid_from"), schema.col("b", "valid_to"))
                + " FROM " + schema.facts() + " a JOIN " + schema.facts() + " b ON "
                + schema.col("b", "subject") + " = " + schema.col("a", "subject") + " AND "
                + schema.col("b", "predicate") + " = " + schema.col("a", "predicate") + " AND "
                + schema.col("a", "id") + " < " + schema.col("b", "id")
                + " WHERE (" + schema.col("a", "valid_to") + " IS NOT NULL OR "
                + schema.col("b", "valid_to") + " IS NOT NULL)"
                + " AND " + startsBeforeEnd("a", "b") + " AND " + startsBeforeEnd("b", "a")
                + " AND " + hasExtent("a") + " AND " + hasExtent("b") + singleValued("a")
                + range.and(schema.col("a", "subject"));
        sql.streamFew("finding overlaps", query, ps -> range.bind(ps, bindMultiValued(ps)), rs -> {
            String subject = rs.getString(2);
            String predicate = rs.getString(3);
            Fact a = reader.skeleton(schema.ids().read(rs, 1), subject, predicate,
                    reader.timestamp(rs, 4, "valid_from"), reader.timestamp(rs, 5, "valid_to"), null);
            Fact b = reader.skeleton(schema.ids().read(rs, 6), subject, predicate,
                    reader.timestamp(rs, 7, "valid_from"), reader.timestamp(rs, 8, "valid_to"), null);
            findings.addAll(Overlaps.find(subject, predicate, List.of(a, b)));
            tick();
        });
    }

    private String startsBeforeEnd(String later, String earlier) {
        return "(" + schema.col(later, "valid_from") + " IS NULL OR " + schema.col(earlier, "valid_to")
                + " IS NULL OR " + schema.col(later, "valid_from") + " < " + schema.col(earlier, "valid_to") + ")";
    }

    private String hasExtent(String alias) {
        return "(" + schema.col(alias, "valid_to") + " IS NULL OR " + schema.col(alias, "valid_from")
                + " IS NULL OR " + schema.col(alias, "valid_to") + " > " + schema.col(alias, "valid_from") + ")";
    }

    /** missing_valid_from, ends_before_start and superseded_but_current, judged by FactProblems. */
    private void factProblems() throws StoreException {
        String query = "SELECT " + String.join(", ", schema.col("f", "id"), schema.col("f", "subject"),
                schema.col("f", "predicate"), schema.col("f", "valid_from"), schema.col("f", "valid_to"),
                schema.col("f", "superseded_by")) + " FROM " + schema.facts() + " f WHERE ("
                + schema.col("f", "valid_from") + " IS NULL OR " + schema.col("f", "valid_to") + " < "
                + schema.col("f", "valid_from") + " OR (" + schema.col("f", "superseded_by") + " IS NOT NULL AND "
                + schema.col("f", "valid_to") + " IS NULL))" + range.and(schema.col("f", "subject"));
        sql.streamFew("finding invalid validity", query, range::bind, rs -> {
            Fact f = reader.skeleton(schema.ids().read(rs, 1), rs.getString(2), rs.getString(3),
                    reader.timestamp(rs, 4, "valid_from"), reader.timestamp(rs, 5, "valid_to"),
                    schema.successorIds().read(rs, 6));
            findings.addAll(FactProblems.of(f));
            tick();
        });
    }

    /** Dangling links and links to another subject or predicate, judged by LinkChecks. */
    private void links() throws StoreException {
        String query = "SELECT " + String.join(", ", schema.col("f", "id"), schema.col("f", "subject"),
                schema.col("f", "predicate"), schema.col("f", "superseded_by"), schema.col("t", "id"),
                schema.col("t", "subject"), schema.col("t", "predicate"))
                + " FROM " + schema.facts() + " f LEFT JOIN " + schema.facts() + " t ON "
                + schema.col("t", "id") + " = " + schema.col("f", "superseded_by")
                + " WHERE " + schema.col("f", "superseded_by") + " IS NOT NULL AND (" + schema.col("t", "id")
                + " IS NULL OR " + schema.col("t", "subject") + " <> " + schema.col("f", "subject") + " OR "
                + schema.col("t", "predicate") + " <> " + schema.col("f", "predicate") + ")"
                + range.and(schema.col("f", "subject"));
        sql.streamFew("checking superseded_by links", query, range::bind, rs -> {
            Fact from = reader.skeleton(schema.ids().read(rs, 1), rs.getString(2), rs.getString(3), null, null,
                    schema.successorIds().read(rs, 4));
            Optional<LinkChecks.Location> target = schema.ids().read(rs, 5) == null
                    ? Optional.empty()
                    : Optional.of(new LinkChecks.Location(rs.getString(6), rs.getString(7)));
            LinkChecks.check(from, target).ifPresent(findings::add);
            tick();
        });
    }

    private String singleValued(String alias) {
        if (multiValued.isEmpty()) {
            return "";
        }
        return " AND " + schema.col(alias, "predicate") + " NOT IN ("
                + String.join(", ", multiValued.stream().map(p -> "?").toList()) + ")";
    }

    /** Binds the predicates of {@link #singleValued} from the first parameter; returns the next. */
    private int bindMultiValued(java.sql.PreparedStatement ps) throws SQLException {
        for (int i = 0; i < multiValued.size(); i++) {
            ps.setString(i + 1, multiValued.get(i));
        }
        return multiValued.size() + 1;
    }

    private void step(String name, int done) {
        progress.checkCancelled();
        progress.update(name, done, STEPS);
    }

    private void tick() {
        if (++rows % CANCEL_CHECK_ROWS == 0) {
            progress.checkCancelled();
        }
    }
}
