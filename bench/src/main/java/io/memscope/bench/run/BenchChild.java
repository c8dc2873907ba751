package io.memscope.bench.run;

import io.memscope.model.AnalysisReport;
import io.memscope.model.AuditEntry;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.Progress;
import io.memscope.model.StoreSummary;
import io.memscope.model.SubjectSummary;
import io.memscope.review.ActionRunner;
import io.memscope.review.ReportRefresh;
import io.memscope.review.ResolveContradiction;
import io.memscope.review.Undo;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreCopier;
import io.memscope.store.StoreException;
import io.memscope.store.open.StoreOpener;
import io.memscope.store.StoreWriter;
import io.memscope.store.open.StoreWriters;
import io.memscope.bench.window.ListScrollProbe;
import io.memscope.bench.window.WindowOpenProbe;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The measuring side of {@code bench}: one process per store and kind of measurement, so that one
 * store's garbage, caches and JIT state never count for the next. {@code heap} opens and analyses
 * under a capped heap and reports the peak; {@code figures} measures every timed figure beside its
 * reference. Prints {@link BenchLine}s on stdout; anything else goes to stderr.
 *
 * <p>Usage: {@code BenchChild heap KIND LOCATION FACTS LIMIT_MB},
 * {@code BenchChild heap-capped KIND LOCATION FACTS CAP_MB} (run under {@code -Xmx} of the cap),
 * {@code BenchChild figures KIND LOCATION FACTS WORKDIR [--rounds=R] [--no-window] [--no-suggest]
 * [--window-timeout=S]},
 * {@code BenchChild sentences sentences LOCATION MEMORIES [--rounds=R]},
 * {@code BenchChild wide wide LOCATION FACTS SPREAD_LOCATION [--rounds=R]} or
 * {@code BenchChild neo4j neo4j BOLT_URL EDGES [--rounds=R]}.
 */
public final class BenchChild {
    static final double FIRST_SUBJECTS_TARGET_MS = 1_000;
    static final double STALL_TARGET_MS = 50;
    static final double TIMELINE_TARGET_MS = 200;

    private final String kind;
    private final String location;
    private final long facts;
    private final PrintStream out;
    /** Which SQL reference was the faster one ("contradiction query" or "raw lazy scan"). */
    private String lastSqlReference;
    /** How many findings the last timed analysis gave. */
    private int findings;
    /** How long the window may take to show one open's findings, or its timeline, before the run fails. */
    private long windowTimeoutSeconds;

    private BenchChild(String kind, String location, long facts, PrintStream out) {
        this.kind = kind;
        this.location = location;
        this.facts = facts;
        this.out = out;
    }

    public static void main(String[] args) throws Exception {
        io.memscope.store.open.StoreOpener.configure(); // memscope's and the references' reads alike
        PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true,
                StandardCharsets.UTF_8);
        BenchChild child = new BenchChild(args[1], args[2], Long.parseLong(args[3]), out);
        if (args[0].equals("heap")) {
            child.heap(Double.parseDouble(args[4]));
        } else if (args[0].equals("heap-capped")) {
            child.heapCapped(Double.parseDouble(args[4]));
        } else if (args[0].equals("neo4j")) {
            new Neo4jFigures(args[2], Long.parseLong(args[3]), out).run(rounds(List.of(args).subList(4, args.length)));
        } else if (args[0].equals("wide")) {
            out.println(new SuggestFigures(args[1], args[2], Long.parseLong(args[3]))
                    .besideSpread(args[4], rounds(List.of(args).subList(5, args.length))).json());
        } else if (args[0].equals("sentences")) {
            out.println(new SuggestFigures(args[1], args[2], Long.parseLong(args[3]))
                    .besideEmbedding(rounds(List.of(args).subList(4, args.length))).json());
        } else {
            List<String> options = List.of(args).subList(5, args.length);
            child.windowTimeoutSeconds = option(options, "--window-timeout=", 600);
            child.figures(Path.of(args[4]), !options.contains("--no-window"), rounds(options),
                    !options.contains("--no-suggest"));
        }
        System.exit(0); // the JavaFX toolkit's threads would keep the process alive
    }

    private static int rounds(List<String> options) {
        return (int) option(options, "--rounds=", 1);
    }

    /** The number after {@code prefix} (such as {@code --rounds=}) among the options, or {@code fallback}. */
    private static long option(List<String> options, String prefix, long fallback) {
        return options.stream().filter(o -> o.startsWith(prefix)).findFirst()
                .map(o -> Long.parseLong(o.substring(prefix.length()))).orElse(fallback);
    }

    /** Opens as the window does (subjects, counts) and analyses, all under the heap cap of the target. */
    private void heap(double limitMb) throws Exception {
        try (HeapWatch watch = new HeapWatch()) {
            double before = liveMb();
            try (MemoryStore store = StoreOpener.open(location, true)) {
                double open = liveMb() - before; // what the open store itself keeps (JSON: its index)
                List<SubjectSummary> subjects = store.subjects(Progress.NONE);
                StoreSummary summary = store.summary();
                AnalysisReport report = store.analyze(Progress.NONE);
                watch.settle();
                out.println(BenchLine.heap(kind, facts, watch.peakMb(), limitMb)
                        .with("open_store_live_mb", Math.round(open * 10) / 10.0)
                        .with("open_store_bytes_per_fact", Math.round(open * 1024 * 1024 / Math.max(1, facts)))
                        .with("collections", watch.count())
                        .with("subjects", subjects.size())
                        .with("findings", report.findings().size() + (summary.facts() < 0 ? 1 : 0))
                        .json());
            }
        }
    }

    /** Opens and analyses as {@link #heap} does; run under a cap, reaching the end is the result. */
    private void heapCapped(double capMb) throws Exception {
        try (MemoryStore store = StoreOpener.open(location, true)) {
            store.subjects(Progress.NONE);
            store.summary();
            store.analyze(Progress.NONE);
        }
        out.println(BenchLine.heapWithinTarget(kind, facts, capMb, true).json());
    }

    /** Heap in use after full collections: the live data. */
    private static double liveMb() {
        for (int i = 0; i < 2; i++) {
            System.gc();
        }
        Runtime r = Runtime.getRuntime();
        return (r.totalMemory() - r.freeMemory()) / (1024.0 * 1024.0);
    }

    private void figures(Path workDir, boolean window, int rounds, boolean suggest) throws Exception {
        double reference = analysisAndReference(rounds);
        if (suggest) {
            out.println(new SuggestFigures(kind, location, facts).besideCheck(rounds).json());
        }
        export(workDir);
        if (window) {
            window(reference, referenceName(), rounds);
        }
        actionRefresh(workDir); // last: it writes to the store (and undoes what it wrote)
    }

    /**
     * What an operator waits for after a decision on a big store: the store's first contradiction resolved,
     * then its findings and counts brought up to date from the subjects the action touched, as the window
     * does ({@link ReportRefresh}), beside a full analysis of the store after the same action. Whether the two
     * reports are the same is printed too. The action is undone afterwards, so the facts stay as written.
     */
    private void actionRefresh(Path workDir) throws Exception {
        try (MemoryStore store = StoreOpener.open(location, false)) {
            AnalysisReport before = store.analyze(Progress.NONE);
            Finding contradiction = before.contradictions().stream().findFirst().orElseThrow(
                    () -> new IllegalStateException("the generated store has no contradiction to resolve"));
            List<Fact> shown = new ArrayList<>();
            for (FactId id : contradiction.factIds()) {
                shown.add(store.fact(id).orElseThrow());
            }
            ActionRunner runner = new ActionRunner(store, "memscope-bench");
            long start = System.nanoTime();
            AuditEntry entry = runner.run(new ResolveContradiction(shown.get(shown.size() - 1), shown, "bench"));
            double actionMs = millisSince(start);
            start = System.nanoTime();
            Optional<ReportRefresh.Refreshed> refreshed = ReportRefresh.after(store, before, entry);
            double ms = millisSince(start);
            start = System.nanoTime();
            AnalysisReport full = store.analyze(Progress.NONE);
            double reference = millisSince(start);
            runner.run(new Undo("bench: the generated store as it was"));
            out.println(BenchLine.timed("action", kind, facts, actionMs, "one fsynced append of an audit entry",
                    FsyncedAppend.bestOf(workDir, entry.toString().getBytes(StandardCharsets.UTF_8), 5)).json());
            out.println(BenchLine.timed("action_refresh", kind, facts, ms, "full analysis after the action", reference)
                    .with("action_ms", rounded(actionMs))
                    .with("from_touched_subjects", refreshed.isPresent())
                    .with("same_report", refreshed.map(r -> r.report().equals(full)).orElse(false))
                    .json());
        }
    }

    private String referenceName() {
        return kind.equals("json") ? "jackson token pass" : lastSqlReference;
    }

    /**
     * The analysis as {@code check} does it (open the store, then every count and finding) and its reference,
     * timed in turn for {@code rounds} rounds after a warm-up pass of each (file cache, JIT); each is the best
     * of its rounds. Taking them in turn gives both the same share of whatever else the machine is doing, and
     * the best round is the one least disturbed by it. memscope's warm-up pass, with its own code and the
     * driver's read paths not yet compiled, is reported ({@code first_run_ms}) but not ranked: it is what an
     * operator waits for on a store opened right after launch.
     *
     * @return the reference's best round, in ms
     */
    private double analysisAndReference(int rounds) throws Exception {
        warmReference();
        double firstRun = timedAnalysis(); // memscope's warm-up pass, as the reference had one: timed, not ranked
        List<Double> referenceRuns = new ArrayList<>();
        List<Double> runs = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            referenceRuns.add(timedReference(round == 0));
            runs.add(timedAnalysis());
        }
        double reference = java.util.Collections.min(referenceRuns);
        out.println(BenchLine.timed("analysis", kind, facts, java.util.Collections.min(runs), referenceName(), reference)
                .with("first_run_ms", rounded(firstRun))
                .with("runs_ms", runs.stream().map(BenchChild::rounded).toList())
                .with("reference_runs_ms", referenceRuns.stream().map(BenchChild::rounded).toList())
                .with("findings", findings).json());
        return reference;
    }

    /** One analysis as {@code check} does it, in ms; the findings are kept for the line. */
    private double timedAnalysis() throws Exception {
        collectPreviousGarbage();
        long start = System.nanoTime();
        try (MemoryStore store = StoreOpener.open(location, true)) {
            findings = store.analyze(Progress.NONE).findings().size();
        }
        return millisSince(start);
    }

    /**
     * A full collection before each timed pass, outside its time: the store the previous pass loaded (a
     * million facts of JSON are about 100 MB) is garbage by then, and collecting it must not fall in
     * whichever pass comes next, memscope's or the reference's.
     */
    private static void collectPreviousGarbage() {
        System.gc();
    }

    private void warmReference() throws Exception {
        if (kind.equals("json")) {
            JsonReferences.tokenPass(Path.of(location));
            return;
        }
        try (SqlReferences sql = SqlReferences.connect(kind, location)) {
            sql.allRows();
        }
    }

    /**
     * One round of the reference: for JSON a Jackson token pass; for SQL the faster of the hand-written
     * contradiction query and a raw lazy scan, both timed in the first round and then only the faster one.
     */
    private double timedReference(boolean first) throws Exception {
        collectPreviousGarbage();
        if (kind.equals("json")) {
            long start = System.nanoTime();
            JsonReferences.tokenPass(Path.of(location));
            return millisSince(start);
        }
        try (SqlReferences sql = SqlReferences.connect(kind, location)) {
            double query = Double.MAX_VALUE;
            double scan = Double.MAX_VALUE;
            long groups = -1;
            if (first || "contradiction query".equals(lastSqlReference)) {
                long start = System.nanoTime();
                groups = sql.contradictions();
                query = millisSince(start);
            }
            if (first || "raw lazy scan".equals(lastSqlReference)) {
                long start = System.nanoTime();
                sql.allRows();
                scan = millisSince(start);
            }
            if (first) {
                lastSqlReference = query <= scan ? "contradiction query" : "raw lazy scan";
                System.err.printf("bench %s: contradiction query %.0f ms (%d groups), raw scan %.0f ms%n",
                        kind, query, groups, scan);
            }
            return Math.min(query, scan);
        }
    }

    private static double rounded(double ms) {
        return Math.round(ms * 10) / 10.0;
    }

    /** The current snapshot to a new JSON Lines file from the open store, beside a raw copy of those rows. */
    private void export(Path workDir) throws Exception {
        Path raw = workDir.resolve("raw-copy-" + kind + ".txt");
        Path exported = workDir.resolve("export-" + kind + ".jsonl");
        Files.deleteIfExists(raw);
        Files.deleteIfExists(exported);
        long start = System.nanoTime();
        long rawRows;
        if (kind.equals("json")) {
            rawRows = JsonReferences.copyCurrentFacts(Path.of(location), raw);
        } else {
            try (SqlReferences sql = SqlReferences.connect(kind, location)) {
                rawRows = sql.copyCurrentRows(raw);
            }
        }
        double reference = millisSince(start);
        try (MemoryStore store = StoreOpener.open(location, true)) {
            start = System.nanoTime();
            StoreCopier.CopyResult result;
            try (StoreWriter writer = StoreWriters.create(exported)) {
                result = StoreCopier.copy(store, writer, true, Progress.NONE);
            }
            double ms = millisSince(start);
            out.println(BenchLine.timed("export_current", kind, facts, ms, "raw copy of current rows", reference)
                    .with("rows", result.facts()).with("reference_rows", rawRows).json());
        } finally {
            Files.deleteIfExists(raw);
            Files.deleteIfExists(exported);
        }
    }

    /**
     * The window's figures, by the analysis's rule: a first open (cold code, as right after launch) reported
     * apart, then {@code rounds} opens of the same store again in that window (as File &gt; Open or Reload),
     * every figure the best of its rounds. The first open is not like the others: the window's classes load
     * after the analysis rounds compiled the reading code, the JIT discards much of that code as they do
     * ({@code -XX:+PrintCompilation}), and the first open compiles the reader again while it reads, which the
     * reference, timed warm, never pays.
     */
    private void window(double reference, String referenceName, int rounds) throws Exception {
        String biggest;
        try (MemoryStore store = StoreOpener.open(location, true)) {
            biggest = store.subjects(Progress.NONE).stream()
                    .max(Comparator.comparingLong(SubjectSummary::facts)
                            .thenComparing(SubjectSummary::subject, Comparator.reverseOrder()))
                    .map(SubjectSummary::subject).orElseThrow();
        }
        collectPreviousGarbage();
        WindowOpenProbe.Result first;
        List<WindowOpenProbe.Result> runs = new ArrayList<>();
        try (WindowOpenProbe window = WindowOpenProbe.show(location, biggest, windowTimeoutSeconds)) {
            first = window.open(false);
            for (int round = 0; round < rounds; round++) {
                collectPreviousGarbage();
                runs.add(window.open(round == rounds - 1));
            }
        }
        WindowRounds overview = new WindowRounds(first, runs, WindowOpenProbe.Result::overviewMs);
        out.println(overview.line("open_to_overview", kind, facts, referenceName, reference)
                .with("findings_ready_ms", overview.best().findingsMs())
                .with("subjects_shown", overview.best().subjectsShown()).json());
        WindowRounds shown = new WindowRounds(first, runs, WindowOpenProbe.Result::firstSubjectsMs);
        out.println(shown.line("first_subjects_on_screen", kind, facts, "target", FIRST_SUBJECTS_TARGET_MS)
                .with("subjects", shown.best().firstSubjects()).json());
        WindowRounds stall = new WindowRounds(first, runs, WindowOpenProbe.Result::longestStallMs);
        out.println(stall.line("fx_stall", kind, facts, "target", STALL_TARGET_MS)
                .with("note", "longest gap between two pulses while the store opened (a frame is 16.7 ms)")
                .with("fx_thread_cpu_ms", stall.best().longestFxCpuMs())
                .with("first_open_fx_thread_cpu_ms", first.longestFxCpuMs())
                .with("profile", stall.best().stallProfile())
                .with("runs_gc_pause_longest_ms", each(runs, r -> r.runtime().longestGcPauseMs()))
                .with("runs_gc_pauses_ms", each(runs, r -> r.runtime().gcPausesMs()))
                .with("runs_jit_ms", each(runs, r -> r.runtime().jitMs()))
                .with("first_open_gc_pause_longest_ms", first.runtime().longestGcPauseMs())
                .with("first_open_jit_ms", first.runtime().jitMs())
                .json());
        WindowRounds timeline = new WindowRounds(first, runs, WindowOpenProbe.Result::timelineMs);
        out.println(timeline.line("first_timeline", kind, facts, "target", TIMELINE_TARGET_MS)
                .with("subject", biggest).with("timeline_facts", timeline.best().timelineFacts()).json());
        ListScrollProbe.Comparison scroll = runs.get(runs.size() - 1).scrollAtEnd();
        out.println(BenchLine.timed("list_scroll_at_end", kind, facts, scroll.memscope().medianMs(),
                        "JavaFX 21 ListViewSkin, same list", scroll.javafx().medianMs())
                .with("note", "FX-thread time of one wheel step (event and layout) at the subject list's last row,"
                        + " median of " + ListScrollProbe.STEPS)
                .with("rows", scroll.rows())
                .with("longest_ms", rounded(scroll.memscope().longestMs()))
                .with("reference_longest_ms", rounded(scroll.javafx().longestMs())).json());
    }

    private static List<Double> each(List<WindowOpenProbe.Result> runs,
                                     java.util.function.ToDoubleFunction<WindowOpenProbe.Result> figure) {
        return runs.stream().map(r -> rounded(figure.applyAsDouble(r))).toList();
    }

    private static double millisSince(long start) {
        return (System.nanoTime() - start) / 1e6;
    }
}
