package io.memscope.bench.run;

import io.memscope.store.StoreException;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Runs the benchmark: for each kind of store, writes the synthetic store, then measures it in fresh
 * JVMs started from this one's classpath: one capped-heap process for the peak heap, one for the timed
 * figures (including the window under headless Monocle). Their lines go to {@code out} as they come.
 */
public final class Benchmark {
    /** Heap targets: a relational store never holds all facts; JSON within 150 bytes a fact. */
    static final double DB_HEAP_LIMIT_MB = 256;
    static final double JSON_BYTES_PER_FACT = 150;

    /**
     * {@code rounds}: how many times the analysis and its reference are each timed, in turn; {@code sentences}:
     * the memories of the sentences store; {@code wideFacts}: the facts of the wide store; {@code suggest}: whether suggest is timed beside check;
     * {@code neo4jEdges}: the edges of the Graphiti graph, {@code neo4jEmbedded} the share of them with an embedding;
     * {@code childDeadline}: how long one measuring JVM may run before it is stopped.
     */
    public record Options(long facts, long seed, List<String> stores, String pgUrl, Path dir, boolean keep,
                          boolean window, int rounds, long sentences, long wideFacts, boolean suggest, long neo4jEdges,
                          double neo4jEmbedded, java.time.Duration childDeadline) {
    }

    private final Options options;
    private final PrintWriter out;
    private final PrintWriter err;
    private final BenchStores stores;
    private final ChildJvm children;

    public Benchmark(Options options, PrintWriter out, PrintWriter err) {
        this.options = options;
        this.out = out;
        this.err = err;
        this.stores = new BenchStores(options.facts(), options.seed(), err);
        this.children = new ChildJvm(out, err, options.childDeadline());
    }

    /** @return false when a store could not be measured (the reason is on {@code err}) */
    public boolean run() throws IOException, InterruptedException {
        Files.createDirectories(options.dir());
        boolean ok = true;
        for (String kind : options.stores()) {
            try {
                switch (kind) {
                    case "json" -> ok &= file(kind, ".json");
                    case "h2" -> ok &= file(kind, ".mv.db");
                    case "pg" -> ok &= postgres();
                    case "sentences" -> ok &= sentences();
                    case "wide" -> ok &= wide();
                    case "neo4j" -> ok &= neo4j();
                    default -> throw new IllegalArgumentException(kind);
                }
            } catch (StoreException | SQLException e) {
                err.println("bench " + kind + ": " + e.getMessage());
                ok = false;
            }
        }
        return ok;
    }

    private boolean file(String kind, String extension) throws StoreException, IOException, InterruptedException {
        Path file = stores.generateFile(stores.file(options.dir(), extension));
        try {
            return measure(kind, file.toString());
        } finally {
            if (!options.keep()) {
                Files.deleteIfExists(file);
                // the lock file a JSON store's actions leave beside it, named as memscope names it
                Files.deleteIfExists(file.resolveSibling("." + file.getFileName() + ".lock"));
            }
        }
    }

    /** The store of Mem0-style memories: suggest beside embedding every memory's text, in one fresh JVM. */
    private boolean sentences() throws StoreException, IOException, InterruptedException {
        Path file = new SentenceStore(options.sentences(), options.seed()).generate(options.dir(), err);
        try {
            return child(AppJvmOptions.OPTIONS, "sentences", "sentences", file.toString(),
                    Long.toString(options.sentences()), "--rounds=" + options.rounds()) == 0;
        } finally {
            if (!options.keep()) {
                Files.deleteIfExists(file);
            }
        }
    }

    /** The store of a few big entities: suggest beside suggest on the same facts spread thin, in one fresh JVM. */
    private boolean wide() throws StoreException, IOException, InterruptedException {
        WideStore store = new WideStore(options.wideFacts());
        store.generate(options.dir(), err);
        try {
            return child(AppJvmOptions.OPTIONS, "wide", "wide", store.wide(options.dir()).toString(),
                    Long.toString(options.wideFacts()), store.spread(options.dir()).toString(),
                    "--rounds=" + options.rounds()) == 0;
        } finally {
            if (!options.keep()) {
                Files.deleteIfExists(store.wide(options.dir()));
                Files.deleteIfExists(store.spread(options.dir()));
            }
        }
    }

    /**
     * The synthetic facts as a Graphiti graph in a real Neo4j started in this JVM, so the server and the
     * measuring JVM are two processes, as an operator's Neo4j and memscope are; removed afterwards.
     */
    private boolean neo4j() throws StoreException, IOException, InterruptedException {
        Path home = options.dir().resolve("neo4j-" + options.neo4jEdges() + "-s" + options.seed());
        deleteTree(home);
        try (GraphitiBenchGraph graph = GraphitiBenchGraph.start(home)) {
            graph.write(options.neo4jEdges(), options.seed(), options.neo4jEmbedded(), err);
            return child(AppJvmOptions.OPTIONS, "neo4j", "neo4j", graph.boltUrl(),
                    Long.toString(options.neo4jEdges()), "--rounds=" + options.rounds()) == 0;
        } finally {
            deleteTree(home);
        }
    }

    private boolean postgres() throws StoreException, SQLException, IOException, InterruptedException {
        if (options.pgUrl() != null) {
            if (BenchStores.hasFacts(options.pgUrl())) {
                throw new StoreException(io.memscope.bench.run.Redact.url(options.pgUrl())
                        + " already has a table facts: give bench an empty database");
            }
            return generateAndMeasure(options.pgUrl());
        }
        try (LocalPostgres server = LocalPostgres.start(options.dir())) {
            try (Connection admin = DriverManager.getConnection(server.url("postgres"));
                 Statement st = admin.createStatement()) {
                st.execute("CREATE DATABASE memscope_bench");
            }
            return generateAndMeasure(server.url("memscope_bench"));
        }
    }

    private boolean generateAndMeasure(String url) throws StoreException, SQLException, IOException,
            InterruptedException {
        try {
            stores.generateInto(url);
            return measure("pg", url);
        } finally {
            BenchStores.dropFrom(url);
        }
    }

    private boolean measure(String kind, String location) throws IOException, InterruptedException {
        double limitMb = kind.equals("json")
                ? options.facts() * JSON_BYTES_PER_FACT / (1024 * 1024) : DB_HEAP_LIMIT_MB;
        // twice the target as the cap, so that a miss is measured rather than an OutOfMemoryError
        long capMb = Math.max(64, Math.round(2 * limitMb));
        boolean ok = child(List.of("-Xmx" + capMb + "m", "-XX:+UseSerialGC"),
                "heap", kind, location, Long.toString(options.facts()), Double.toString(limitMb)) == 0;
        ok &= withinTarget(kind, location, limitMb);
        List<String> figures = new ArrayList<>(List.of("figures", kind, location, Long.toString(options.facts()),
                options.dir().toAbsolutePath().toString(), "--rounds=" + options.rounds(),
                // a window that never shows its findings fails with its status, well before the child's deadline
                "--window-timeout=" + Math.max(30, Math.min(600, options.childDeadline().toSeconds() / 5))));
        if (!options.window()) {
            figures.add("--no-window");
        }
        if (!options.suggest()) {
            figures.add("--no-suggest");
        }
        return child(AppJvmOptions.OPTIONS, figures.toArray(String[]::new)) == 0 && ok;
    }

    /**
     * The same open and analysis with the heap capped AT the target: completing proves the live data never
     * exceeded it, which the peak above (measured under twice the cap, garbage included) cannot show.
     * Running out of memory is a measured "no", not a failure of the benchmark.
     */
    private boolean withinTarget(String kind, String location, double limitMb) throws IOException,
            InterruptedException {
        long capMb = Math.max(16, (long) Math.floor(limitMb));
        int code = child(List.of("-Xmx" + capMb + "m", "-XX:+UseSerialGC", "-XX:+ExitOnOutOfMemoryError"),
                "heap-capped", kind, location, Long.toString(options.facts()), Long.toString(capMb));
        if (code != 0) {
            err.println("bench " + kind + ": did not complete with the heap capped at " + capMb + " MB");
            synchronized (out) {
                out.println(BenchLine.heapWithinTarget(kind, options.facts(), capMb, false).json());
                out.flush();
            }
        }
        return true;
    }

    /**
     * Runs {@link BenchChild} in a new JVM (see {@link ChildJvm}).
     * @return its exit code
     */
    private int child(List<String> jvmOptions, String... args) throws IOException, InterruptedException {
        int code = children.run(jvmOptions, BenchChild.class.getName(), args);
        if (code != 0) {
            err.println("bench " + args[1] + ": the " + args[0] + " process failed ("
                    + (code == ChildJvm.STOPPED ? "stopped at its deadline" : "exit " + code) + ")");
        }
        return code;
    }

    static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
