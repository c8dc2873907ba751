package io.memscope.bench.run;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.open.StoreOpener;
import org.neo4j.driver.AccessMode;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.Config;
import org.neo4j.driver.Driver;
import org.neo4j.driver.GraphDatabase;
import org.neo4j.driver.Logging;
import org.neo4j.driver.Record;
import org.neo4j.driver.Result;
import org.neo4j.driver.Session;
import org.neo4j.driver.SessionConfig;
import org.neo4j.driver.Value;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;

/**
 * The Neo4j figures: memscope's {@code check} (open and analyse through its Neo4j store) beside the raw
 * ordered Cypher scan, and beside two candidate analyses that ask the server for less: a lean ordered scan of
 * only the fields the analysis reads, and the analysis pushed down as Cypher ({@link GraphitiQueries#PUSHED_DOWN}).
 * All four are timed in turn in each round, after a warm-up pass of each; each figure is the best of its
 * rounds. Every candidate opens a driver and asks the open's shape query as memscope's open does, and its
 * report is compared with memscope's.
 */
final class Neo4jFigures {
    private static final int FETCH_SIZE = 2000;

    private final String location;
    private final long edges;
    private final PrintStream out;

    Neo4jFigures(String location, long edges, PrintStream out) {
        this.location = location;
        this.edges = edges;
        this.out = out;
    }

    void run(int rounds) throws Exception {
        rawOrderedScan();
        double firstRun = millis(this::memscope);
        lean();
        pushedDown();
        List<Double> reference = new ArrayList<>();
        List<Double> memscope = new ArrayList<>();
        List<Double> lean = new ArrayList<>();
        List<Double> pushed = new ArrayList<>();
        List<Double> open = new ArrayList<>();
        AnalysisReport[] reports = new AnalysisReport[2];
        Pushed[] last = new Pushed[1];
        for (int round = 0; round < rounds; round++) {
            reference.add(millis(this::rawOrderedScan));
            open.add(millis(() -> {
                try (Driver driver = driver()) {
                    shape(driver);
                }
            }));
            memscope.add(millis(() -> reports[0] = memscope()));
            lean.add(millis(() -> reports[1] = lean()));
            pushed.add(millis(() -> last[0] = pushedDown()));
        }
        double best = Collections.min(memscope);
        out.println(BenchLine.timed("analysis", "neo4j", edges, best, "raw ordered cypher scan",
                        Collections.min(reference))
                .with("first_run_ms", rounded(firstRun))
                .with("runs_ms", rounded(memscope))
                .with("reference_runs_ms", rounded(reference))
                .with("open_runs_ms", rounded(open))
                .with("findings", reports[0].findings().size()).json());
        out.println(BenchLine.timed("analysis_lean_scan", "neo4j", edges, Collections.min(lean),
                        "memscope's streamed analysis", best)
                .with("note", "candidate: the same ordered pass returning only id, subject, predicate, value and times")
                .with("runs_ms", rounded(lean))
                .with("reference_runs_ms", rounded(memscope))
                .with("same_report", same(reports[1], reports[0])).json());
        out.println(BenchLine.timed("analysis_pushdown", "neo4j", edges, Collections.min(pushed),
                        "memscope's streamed analysis", best)
                .with("note", "candidate: groups judged in Cypher, only those that can have findings returned")
                .with("runs_ms", rounded(pushed))
                .with("reference_runs_ms", rounded(memscope))
                .with("groups_returned", last[0].judge().judgedGroups())
                .with("same_report", same(last[0].report(), reports[0])).json());
    }

    /** The same counts and findings (the location is named by each reader its own way). */
    private static boolean same(AnalysisReport candidate, AnalysisReport memscope) {
        boolean same = candidate.summary().equals(memscope.summary()) && candidate.findings().equals(memscope.findings());
        if (!same) {
            System.err.printf("bench neo4j: a candidate's report differs: %s and %d findings against %s and %d%n",
                    candidate.summary(), candidate.findings().size(), memscope.summary(), memscope.findings().size());
        }
        return same;
    }

    private AnalysisReport memscope() throws Exception {
        try (MemoryStore store = StoreOpener.open(location, true)) {
            return store.analyze(Progress.NONE);
        }
    }

    /** The reference: the ordered scan of every property memscope reads, each value decoded and dropped. */
    private void rawOrderedScan() {
        long[] chars = {0};
        try (Driver driver = driver()) {
            stream(driver, GraphitiQueries.RAW_ORDERED, r -> {
                for (Value v : r.values()) {
                    chars[0] += String.valueOf(v.asObject()).length();
                }
            });
        }
        if (chars[0] < 0) {
            throw new IllegalStateException("unreachable: keeps the reads from being optimised away");
        }
    }

    private AnalysisReport lean() {
        CandidateJudge judge = new CandidateJudge();
        try (Driver driver = driver()) {
            shape(driver);
            List<CandidateJudge.Edge> group = new ArrayList<>();
            String[] at = {null, null};
            stream(driver, GraphitiQueries.LEAN_ORDERED, r -> {
                String subject = r.get("subject").asString();
                String predicate = r.get("predicate").asString();
                if (!subject.equals(at[0]) || !predicate.equals(at[1])) {
                    if (!group.isEmpty()) {
                        judge.group(at[0], at[1], List.copyOf(group));
                        group.clear();
                    }
                    if (!subject.equals(at[0])) {
                        judge.subject();
                    }
                    at[0] = subject;
                    at[1] = predicate;
                }
                group.add(new CandidateJudge.Edge(r.get("id"), r.get("value"), r.get("valid_at"), r.get("invalid_at")));
            });
            if (!group.isEmpty()) {
                judge.group(at[0], at[1], List.copyOf(group));
            }
        }
        return judge.report(location);
    }

    private record Pushed(AnalysisReport report, CandidateJudge judge) {
    }

    private Pushed pushedDown() {
        CandidateJudge judge = new CandidateJudge();
        try (Driver driver = driver()) {
            shape(driver);
            stream(driver, GraphitiQueries.PUSHED_DOWN, r -> {
                String subject = r.get("subject").asString();
                judge.subject();
                judge.counted(r.get("facts").asLong(), r.get("current").asLong(), r.get("superseded").asLong());
                for (Value g : r.get("groups").values()) {
                    List<CandidateJudge.Edge> group = new ArrayList<>();
                    String predicate = null;
                    for (Value e : g.values()) {
                        predicate = e.get("predicate").asString();
                        group.add(new CandidateJudge.Edge(e.get("id"), e.get("value"), e.get("valid_at"),
                                e.get("invalid_at")));
                    }
                    judge.group(subject, predicate, group);
                }
            });
        }
        return new Pushed(judge.report(location), judge);
    }

    /** The open's question, which every candidate asks as memscope's open does. */
    private static void shape(Driver driver) {
        stream(driver, GraphitiQueries.SHAPE, r -> r.get("edges").asLong());
    }

    private Driver driver() {
        Driver driver = GraphDatabase.driver(location, AuthTokens.none(),
                Config.builder().withLogging(Logging.none()).withFetchSize(FETCH_SIZE).build());
        driver.verifyConnectivity();
        return driver;
    }

    private static void stream(Driver driver, String cypher, Consumer<Record> rows) {
        try (Session session = driver.session(SessionConfig.builder().withDefaultAccessMode(AccessMode.READ)
                .withFetchSize(FETCH_SIZE).build())) {
            Result result = session.run(cypher, GraphitiQueries.parameters(false));
            while (result.hasNext()) {
                rows.accept(result.next());
            }
        }
    }

    @FunctionalInterface
    private interface Pass {
        void run() throws Exception;
    }

    /** One timed pass after a full collection outside its time, as every other figure's. */
    private static double millis(Pass pass) throws Exception {
        System.gc();
        long start = System.nanoTime();
        pass.run();
        return (System.nanoTime() - start) / 1e6;
    }

    private static double rounded(double ms) {
        return Math.round(ms * 10) / 10.0;
    }

    private static List<Double> rounded(List<Double> runs) {
        return runs.stream().map(d -> rounded(d.doubleValue())).toList();
    }
}
