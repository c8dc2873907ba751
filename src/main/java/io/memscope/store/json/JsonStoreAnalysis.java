package io.memscope.store.json;

import io.memscope.analysis.CycleFinder;
import io.memscope.analysis.GroupAnalyzer;
import io.memscope.analysis.LinkChecks;
import io.memscope.analysis.SummaryCounter;
import io.memscope.model.AnalysisReport;
import io.memscope.model.Fact;
import io.memscope.model.Finding;
import io.memscope.model.PredicateCardinalities;
import io.memscope.model.Progress;
import io.memscope.model.StoreSummary;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code check} for a loaded JSON store. Walks the groups in canonical order, building {@link Fact}s for
 * one group at a time, and leaves every classification to the shared analysis classes so the JSON store
 * reports exactly what the SQL stores report for the same content.
 */
final class JsonStoreAnalysis {
    private static final int REPORT_EVERY = 4096;

    private final LoadedStore store;
    private final Progress progress;
    private final List<Finding> findings = new ArrayList<>();

    private JsonStoreAnalysis(LoadedStore store, Progress progress) {
        this.store = store;
        this.progress = progress;
    }

    /** @throws Progress.CancelledException when the operator cancelled */
    static AnalysisReport analyze(LoadedStore store, String location, Progress progress) {
        return new JsonStoreAnalysis(store, progress).run(location);
    }

    /** The counts alone, straight from the columns. */
    static StoreSummary summary(FactTable t) {
        long current = 0;
        long superseded = 0;
        for (int row = 0; row < t.size(); row++) {
            if (t.isCurrent(row)) {
                current++;
            } else if (t.hasSupersededBy(row)) {
                superseded++;
            }
        }
        return new StoreSummary(t.size(), t.subjectCount(), current, superseded, t.size() - current - superseded);
    }

    private AnalysisReport run(String location) {
        FactTable table = store.facts();
        GroupIndex groups = store.groups();
        PredicateCardinalities cardinalities = store.cardinalities();
        SummaryCounter counter = new SummaryCounter();
        int n = groups.size();
        int nextReport = 0;
        for (int from = 0; from < n; ) {
            if (from >= nextReport) {
                progress.update("Analysing", from, n);
                progress.checkCancelled();
                nextReport = from + REPORT_EVERY;
            }
            int to = groups.groupEnd(table, from);
            List<Fact> group = new ArrayList<>(to - from);
            for (int i = from; i < to; i++) {
                Fact fact = table.fact(groups.row(i));
                group.add(fact);
                counter.accept(fact);
                checkLink(table, groups.row(i), fact);
            }
            findings.addAll(GroupAnalyzer.analyze(cardinalities.of(group.get(0).predicate()), group));
            from = to;
        }
        findCycles(table);
        progress.update("Analysing", n, n);
        return new AnalysisReport(location, counter.summary(), findings);
    }

    private void checkLink(FactTable table, int row, Fact fact) {
        if (fact.supersededBy() == null) {
            return;
        }
        int target = table.successorRow(row);
        Optional<LinkChecks.Location> where = target < 0 ? Optional.empty()
                : Optional.of(new LinkChecks.Location(table.subjectName(table.subjectRank(target)),
                        table.predicateName(table.predicateRank(target))));
        LinkChecks.check(fact, where).ifPresent(findings::add);
    }

    private void findCycles(FactTable table) {
        int[] successor = new int[table.size()];
        for (int row = 0; row < successor.length; row++) {
            successor[row] = table.successorRow(row);
        }
        for (int[] cycle : CycleFinder.cycles(successor)) {
            List<LinkChecks.FactRef> members = new ArrayList<>(cycle.length);
            for (int row : cycle) {
                members.add(new LinkChecks.FactRef(table.id(row), table.subjectName(table.subjectRank(row)),
                        table.predicateName(table.predicateRank(row))));
            }
            findings.add(LinkChecks.cycle(members));
        }
    }
}
