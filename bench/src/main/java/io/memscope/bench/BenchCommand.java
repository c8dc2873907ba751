package io.memscope.bench;

import io.memscope.bench.run.Benchmark;
import io.memscope.cli.MemscopeCli;
import io.memscope.store.open.StoreOpener;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;

/** The benchmark's entry point: {@code java -jar bench/target/memscope-bench.jar --facts N ...}. */
@Command(name = "memscope-bench", mixinStandardHelpOptions = true,
        description = {"Measure memscope at scale: write a synthetic store of N facts (as generate does) for each kind",
                "of store and print one JSON object a line: each figure beside its reference, measured in the same run",
                "on the same data (analysis, open_to_overview, first_subjects_on_screen, first_timeline, export_current,",
                "peak_heap, fx_stall, suggest beside check). Without --pg-url, pg starts a throwaway local PostgreSQL",
                "(initdb, pg_ctl). The kind sentences is a store of --sentences Mem0-style memories: suggest beside",
                "embedding every memory's text. The kind wide is --wide-facts facts of a few people with 3,000 facts under",
                "300 aliased predicates each: suggest beside suggest on the same facts spread over many people. The kind neo4j is a Graphiti graph of --neo4j-edges edges in a Neo4j server",
                "the benchmark starts: check beside the raw ordered Cypher scan and two candidate analyses."})
public final class BenchCommand implements Callable<Integer> {
    private static final Set<String> KINDS = Set.of("json", "h2", "pg", "sentences", "wide", "neo4j");

    @Option(names = "--facts", defaultValue = "1000000", paramLabel = "N", description = "Facts per store (default ${DEFAULT-VALUE}).")
    long facts;

    @Option(names = "--seed", defaultValue = "42", paramLabel = "S", description = "Generator seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--stores", defaultValue = "json,h2", paramLabel = "KINDS", split = ",",
            description = "Which stores: json, h2, pg, sentences, wide, neo4j (default ${DEFAULT-VALUE}).")
    List<String> stores;

    @Option(names = "--pg-url", paramLabel = "URL",
            description = "An empty PostgreSQL database (jdbc:postgresql://host/db?user=..&password=..); the synthetic"
                    + " store is written into it and its tables dropped afterwards.")
    String pgUrl;

    @Option(names = "--dir", paramLabel = "DIR", description = "Where the store files go (default: a new temporary directory).")
    Path dir;

    @Option(names = "--keep", description = "Keep the JSON and H2 store files (a rerun with the same N and seed reuses them).")
    boolean keep;

    @Option(names = "--rounds", defaultValue = "3", paramLabel = "R",
            description = "Rounds of the analysis and its reference, taken in turn; each figure is the best of its"
                    + " rounds, so both meet the same load (default ${DEFAULT-VALUE}).")
    int rounds;

    @Option(names = "--sentences", defaultValue = "100000", paramLabel = "N",
            description = "Memories in the sentences store (default ${DEFAULT-VALUE}).")
    long sentences;

    @Option(names = "--wide-facts", defaultValue = "6000", paramLabel = "N",
            description = "Facts in the wide store, 3,000 a person (default ${DEFAULT-VALUE}).")
    long wideFacts;

    @Option(names = "--neo4j-edges", defaultValue = "200000", paramLabel = "N",
            description = "RELATES_TO edges of the neo4j store's Graphiti graph (default ${DEFAULT-VALUE}).")
    long neo4jEdges;

    @Option(names = "--neo4j-embedded", defaultValue = "1.0", paramLabel = "SHARE",
            description = "Share of the graph's edges with a 1024-float fact_embedding, 0 to 1 (default ${DEFAULT-VALUE}).")
    double neo4jEmbedded;

    @Option(names = "--no-suggest", description = "Skip suggest beside check on the json, h2 and pg stores.")
    boolean noSuggest;

    @Option(names = "--no-window", description = "Skip the window figures (open_to_overview, first_subjects_on_screen, fx_stall, first_timeline).")
    boolean noWindow;

    @Option(names = "--child-timeout", defaultValue = "120", paramLabel = "MINUTES",
            description = "Stop a measuring JVM that has not ended after this long, printing its threads (default ${DEFAULT-VALUE}).")
    long childTimeoutMinutes;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs the benchmark with these arguments; the exit code is as for memscope's commands. */
    public static int run(String[] args, java.io.PrintStream out, java.io.PrintStream err) {
        StoreOpener.configure();
        return MemscopeCli.run(new CommandLine(new BenchCommand()), args, out, err);
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        var err = spec.commandLine().getErr();
        if (facts < 1) {
            err.println("memscope-bench: --facts must be at least 1");
            return MemscopeCli.UNUSABLE;
        }
        if (sentences < 1) {
            err.println("memscope-bench: --sentences must be at least 1");
            return MemscopeCli.UNUSABLE;
        }
        if (wideFacts < 1) {
            err.println("memscope-bench: --wide-facts must be at least 1");
            return MemscopeCli.UNUSABLE;
        }
        if (rounds < 1) {
            err.println("memscope-bench: --rounds must be at least 1");
            return MemscopeCli.UNUSABLE;
        }
        if (neo4jEdges < 1) {
            err.println("memscope-bench: --neo4j-edges must be at least 1");
            return MemscopeCli.UNUSABLE;
        }
        if (childTimeoutMinutes < 1) {
            err.println("memscope-bench: --child-timeout must be at least 1 minute");
            return MemscopeCli.UNUSABLE;
        }
        if (!(neo4jEmbedded >= 0 && neo4jEmbedded <= 1)) {
            err.println("memscope-bench: --neo4j-embedded is a share from 0 to 1, not " + neo4jEmbedded);
            return MemscopeCli.UNUSABLE;
        }
        if (!KINDS.containsAll(stores)) {
            err.println("memscope-bench: --stores takes json, h2, pg, sentences, wide and neo4j, not " + String.join(",", stores));
            return MemscopeCli.UNUSABLE;
        }
        Path where = dir != null ? dir : Files.createTempDirectory("memscope-bench");
        Benchmark.Options options = new Benchmark.Options(facts, seed, List.copyOf(stores), pgUrl, where, keep,
                !noWindow, rounds, sentences, wideFacts, !noSuggest, neo4jEdges, neo4jEmbedded,
                java.time.Duration.ofMinutes(childTimeoutMinutes));
        boolean ok = new Benchmark(options, spec.commandLine().getOut(), err).run();
        if (dir == null && !keep) {
            try (var files = Files.list(where)) {
                if (files.findAny().isEmpty()) {
                    Files.delete(where);
                }
            }
        }
        return ok ? MemscopeCli.OK : MemscopeCli.UNUSABLE;
    }
}
