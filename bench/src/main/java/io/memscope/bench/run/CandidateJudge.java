package io.memscope.bench.run;

import io.memscope.analysis.GroupAnalyzer;
import io.memscope.analysis.GroupedLinks;
import io.memscope.analysis.InferredSuccessors;
import io.memscope.analysis.LinkChecks;
import io.memscope.model.AnalysisReport;
import io.memscope.model.Cardinality;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.StoreSummary;
import io.memscope.model.ValueKind;
import org.neo4j.driver.Value;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The JVM side of the candidate analyses: the groups they hand over are judged by memscope's own analysis
 * classes (successors inferred as {@code InferredSuccessors} does, then {@code GroupAnalyzer}, {@code LinkChecks},
 * {@code GroupedLinks}) and counted, and counts judged elsewhere are added, so the report can be compared
 * with memscope's. Only the synthetic graph's times (zoned DateTimes) are read.
 */
final class CandidateJudge {
    private static final Comparator<Fact> FACT_ORDER = Comparator
            .comparing(Fact::validFrom, Comparator.nullsFirst(Comparator.<Instant>naturalOrder()))
            .thenComparing(Fact::id);

    private final List<Finding> findings = new ArrayList<>();
    private final GroupedLinks links = new GroupedLinks();
    private long facts;
    private long subjects;
    private long current;
    private long superseded;
    private long invalidated;
    private long judgedGroups;

    /** One edge on its way to a fact: its successor is settled with its group. */
    static final class Edge {
        final FactId id;
        final String value;
        final Instant from;
        final Instant to;
        FactId next;

        Edge(Value id, Value value, Value from, Value to) {
            this.id = FactId.of(id.asString());
            this.value = value.asString();
            this.from = instant(from);
            this.to = instant(to);
        }

        private static Instant instant(Value v) {
            return v.isNull() ? null : v.asZonedDateTime().toInstant().truncatedTo(ChronoUnit.MICROS);
        }
    }

    void subject() {
        subjects++;
    }

    /** Counts of edges judged on the server. */
    void counted(long facts, long current, long superseded) {
        this.facts += facts;
        this.current += current;
        this.superseded += superseded;
        this.invalidated += facts - current - superseded;
    }

    /** One whole (subject, predicate) group, judged as memscope's pass judges it. */
    void group(String subject, String predicate, List<Edge> edges) {
        judgedGroups++;
        InferredSuccessors.link(edges, e -> subject, e -> predicate, e -> e.from, e -> e.to,
                (old, successor) -> old.next = successor.id);
        List<Fact> group = new ArrayList<>(edges.size());
        for (Edge e : edges) {
            group.add(new Fact(e.id, subject, predicate, e.value, ValueKind.TEXT, e.from, e.to, e.next, null, null,
                    null, null, Map.of(), e.next != null));
        }
        group.sort(FACT_ORDER);
        for (Fact f : group) {
            facts++;
            switch (f.status()) {
                case CURRENT -> current++;
                case SUPERSEDED -> superseded++;
                case INVALIDATED -> invalidated++;
            }
        }
        Optional<LinkChecks.Location> here = Optional.of(new LinkChecks.Location(subject, predicate));
        for (Fact f : group) {
            LinkChecks.check(f, here).ifPresent(findings::add);
        }
        findings.addAll(GroupAnalyzer.analyze(Cardinality.ONE, group));
        links.acceptGroup(group, findings);
    }

    long judgedGroups() {
        return judgedGroups;
    }

    AnalysisReport report(String location) {
        findings.addAll(links.finish(Map.of()));
        return new AnalysisReport(location, new StoreSummary(facts, subjects, current, superseded, invalidated),
                findings);
    }
}
