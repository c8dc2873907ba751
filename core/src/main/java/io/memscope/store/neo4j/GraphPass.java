package io.memscope.store.neo4j;

import io.memscope.analysis.GroupAnalyzer;
import io.memscope.analysis.GroupedLinks;
import io.memscope.analysis.LinkChecks;
import io.memscope.analysis.SummaryCounter;
import io.memscope.model.AnalysisReport;
import io.memscope.model.Cardinality;
import io.memscope.model.Fact;
import io.memscope.model.Finding;
import io.memscope.model.Progress;
import io.memscope.model.SubjectSummary;
import io.memscope.store.StoreException;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One ordered pass over every edge of the graph, one (subject, predicate) group at a time: the counts,
 * the subject list and, when asked, every finding, each group handed to the shared analysis classes so a
 * Graphiti graph is judged exactly as its JSON export is. Graphiti declares no multi-valued predicates,
 * so every group is single-valued, as in the export.
 */
final class GraphPass {
    private final SummaryCounter counter = new SummaryCounter();
    private final List<SubjectSummary> subjects = new ArrayList<>();
    private final List<Finding> findings = new ArrayList<>();
    private final GroupedLinks links = new GroupedLinks();
    private final boolean analyse;
    private String subject;
    private long subjectFacts;
    private Instant subjectLatest;
    private long inferred;

    private GraphPass(boolean analyse) {
        this.analyse = analyse;
    }

    /** Counts and subjects only (the window's overview). */
    static GraphPass overview(Neo4jConnection connection, boolean severalGroups, Progress progress)
            throws StoreException {
        return run(connection, severalGroups, progress, false);
    }

    /** Counts, subjects and every finding. */
    static GraphPass analysis(Neo4jConnection connection, boolean severalGroups, Progress progress)
            throws StoreException {
        return run(connection, severalGroups, progress, true);
    }

    private static GraphPass run(Neo4jConnection connection, boolean severalGroups, Progress progress,
                                 boolean analyse) throws StoreException {
        GraphPass pass = new GraphPass(analyse);
        progress.update(analyse ? "Analysing" : "Reading", 0, -1);
        pass.inferred = EdgeGroups.read(connection, GraphitiCypher.EDGES_WITHOUT_METADATA,
                GraphitiCypher.parameters(severalGroups), progress, pass::accept);
        pass.endSubject();
        pass.subjects.sort(Comparator.comparing(SubjectSummary::subject));
        if (analyse) {
            // inferred successors are always in their own group: no link leaves one, none needs a look-up
            pass.findings.addAll(pass.links.finish(Map.of()));
        }
        return pass;
    }

    private void accept(List<Fact> group) {
        Fact first = group.get(0);
        if (!first.subject().equals(subject)) {
            endSubject();
            subject = first.subject();
        }
        SubjectSummary own = SubjectSummary.of(subject, group);
        subjectFacts += own.facts();
        subjectLatest = later(subjectLatest, own.lastChange());
        for (Fact f : group) {
            counter.accept(f);
        }
        if (!analyse) {
            return;
        }
        Optional<LinkChecks.Location> here = Optional.of(new LinkChecks.Location(first.subject(), first.predicate()));
        for (Fact f : group) {
            LinkChecks.check(f, here).ifPresent(findings::add);
        }
        findings.addAll(GroupAnalyzer.analyze(Cardinality.ONE, group));
        links.acceptGroup(group, findings);
    }

    private void endSubject() {
        if (subject != null) {
            subjects.add(new SubjectSummary(subject, subjectFacts, subjectLatest));
        }
        subjectFacts = 0;
        subjectLatest = null;
    }

    private static Instant later(Instant a, Instant b) {
        return a == null ? b : b == null || !b.isAfter(a) ? a : b;
    }

    AnalysisReport report(String location) {
        return new AnalysisReport(location, counter.summary(), findings);
    }

    io.memscope.model.StoreSummary summary() {
        return counter.summary();
    }

    List<SubjectSummary> subjects() {
        return subjects;
    }

    long inferredLinks() {
        return inferred;
    }
}
