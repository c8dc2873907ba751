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
 * reports exactly what the SQL stores report for the same content. A big store is walked in two halves at
 * once, split between two subjects, and their findings joined in order.
 */
final class JsonStoreAnalysis {
    private static final int REPORT_EVERY = 4096;
    /** Smaller stores are analysed on one thread: a second would cost more than it saves. */
    static final int SPLIT_FROM_FACTS = 100_000;

    private final LoadedStore store;
    private final Progress progress;
    private final List<Finding> findings = new ArrayList<>();

    private final int splitFrom;

    private JsonStoreAnalysis(LoadedStore store, Progress progress, int splitFrom) {
        this.store = store;
        this.progress = progress;
        this.splitFrom = splitFrom;
    }

    /** @throws Progress.CancelledException when the operator cancelled */
    static AnalysisReport analyze(LoadedStore store, String location, Progress progress) {
        int splitFrom = Runtime.getRuntime().availableProcessors() >= 2 ? SPLIT_FROM_FACTS : Integer.MAX_VALUE;
        return analyze(store, location, progress, splitFrom);
    }

    /** @param splitFrom stores of this many facts are analysed in two halves at once; tests lower it */
    static AnalysisReport analyze(LoadedStore store, String location, Progress progress, int splitFrom) {
        return new JsonStoreAnalysis(store, progress, splitFrom).run(location);
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
        int n = groups.size();
        int split = secondHalfFrom(table, groups, splitFrom);
        Part first = new Part(0, split);
        Part second = new Part(split, n);
        Thread other = null;
        if (split < n) {
            other = new Thread(second::runCatching, "memscope-analyse-half");
            other.setDaemon(true);
            other.start();
        }
        try {
            first.run(second);
            join(other);
        } finally {
            second.stop = true; // the operator cancelled, or this half failed: the other half is not wanted
        }
        second.rethrow();
        findings.addAll(first.findings);
        findings.addAll(second.findings);
        findCycles(table);
        progress.update("Analysing", n, n);
        return new AnalysisReport(location, first.counter.summary().plus(second.counter.summary()), findings);
    }

    /**
     * Where the second of two halves starts: the first group of the subject in the middle, so the halves share no
     * subject (each counts its own) and together list findings in the order one walk would. {@code groups.size()}
     * (no second half) for a store smaller than {@code splitFrom} or of one subject.
     */
    static int secondHalfFrom(FactTable table, GroupIndex groups, int splitFrom) {
        int n = groups.size();
        if (n < splitFrom) {
            return n;
        }
        int rank = table.subjectRank(groups.row(n / 2));
        int from = groups.subjectFrom(rank) > 0 ? groups.subjectFrom(rank) : groups.subjectTo(rank);
        return from > 0 && from < n ? from : n;
    }

    private static void join(Thread other) {
        if (other == null) {
            return;
        }
        try {
            other.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Progress.CancelledException();
        }
    }

    /**
     * The groups from {@code from} to {@code to} (exclusive) in canonical order, with their own counts and
     * findings. Facts are built only with the fields the analysis reads ({@link FactTable#factForAnalysis}).
     */
    private final class Part {
        private final int from;
        private final int to;
        private final SummaryCounter counter = new SummaryCounter();
        private final List<Finding> findings = new ArrayList<>();
        /** Groups walked so far, for the progress the first half reports for both. */
        private volatile int done;
        private volatile boolean stop;
        private volatile Throwable failure;

        Part(int from, int to) {
            this.from = from;
            this.to = to;
        }

        /** Walks this half on the calling thread, reporting progress for it and {@code other} together. */
        void run(Part other) {
            walk(() -> {
                progress.update("Analysing", done + other.done, store.groups().size());
                progress.checkCancelled();
            });
        }

        /** On its own thread: stops when told or cancelled; a failure is kept for {@link #rethrow}. */
        void runCatching() {
            try {
                walk(() -> {
                    if (stop || progress.isCancelled()) {
                        throw new Progress.CancelledException();
                    }
                });
            } catch (RuntimeException | Error e) {
                failure = e;
            }
        }

        void rethrow() {
            if (failure instanceof RuntimeException e) {
                throw e;
            }
            if (failure instanceof Error e) {
                throw e;
            }
        }

        private void walk(Runnable check) {
            FactTable table = store.facts();
            GroupIndex groups = store.groups();
            PredicateCardinalities cardinalities = store.cardinalities();
            int nextCheck = from;
            for (int at = from; at < to; ) {
                if (at >= nextCheck) {
                    done = at - from;
                    check.run();
                    nextCheck = at + REPORT_EVERY;
                }
                int end = groups.groupEnd(table, at);
                List<Fact> group = new ArrayList<>(end - at);
                for (int i = at; i < end; i++) {
                    int row = groups.row(i);
                    Fact fact = table.factForAnalysis(row);
                    group.add(fact);
                    counter.accept(fact);
                    checkLink(table, row, fact, findings);
                }
                findings.addAll(GroupAnalyzer.analyze(cardinalities.of(group.get(0).predicate()), group));
                at = end;
            }
            done = to - from;
        }
    }

    private static void checkLink(FactTable table, int row, Fact fact, List<Finding> findings) {
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
