package io.memscope.bench.run;

import io.memscope.model.Progress;
import io.memscope.store.StoreException;
import io.memscope.store.StoreWriter;
import io.memscope.store.open.StoreWriters;
import io.memscope.store.jdbc.JdbcStoreWriter;
import io.memscope.store.synthetic.SyntheticStoreGenerator;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Writes the benchmark's synthetic store (same facts for every kind: same size and seed) as a JSON file,
 * an H2 file, or into a PostgreSQL database, and removes it again. Files are named after size and seed
 * and reused when present, so a rerun with {@code --keep} skips the generation.
 */
final class BenchStores {
    private final long facts;
    private final long seed;
    private final java.io.PrintWriter log;

    BenchStores(long facts, long seed, java.io.PrintWriter log) {
        this.facts = facts;
        this.seed = seed;
        this.log = log;
    }

    Path file(Path dir, String extension) {
        return dir.toAbsolutePath().resolve("bench-" + facts + "-s" + seed + extension);
    }

    /** The JSON or H2 store file, generated unless it is there from an earlier run. */
    Path generateFile(Path file) throws StoreException {
        if (Files.exists(file)) {
            log.printf("bench: reusing %s%n", file);
            return file;
        }
        long start = System.nanoTime();
        try (StoreWriter writer = StoreWriters.create(file)) {
            new SyntheticStoreGenerator(facts, seed).writeTo(writer, Progress.NONE);
            writer.commit();
        }
        log.printf("bench: wrote %,d facts to %s in %.1f s%n", facts, file, (System.nanoTime() - start) / 1e9);
        return file;
    }

    /**
     * The store written into the database of {@code url}, which must not have a {@code facts} table, then
     * {@code VACUUM ANALYZE}d as any bulk load should be, so the planner knows the table's size.
     */
    void generateInto(String url) throws StoreException, SQLException {
        long start = System.nanoTime();
        String batched = url + (url.contains("?") ? "&" : "?") + "reWriteBatchedInserts=true";
        try (Connection c = DriverManager.getConnection(batched)) {
            try (StoreWriter writer = JdbcStoreWriter.into(c)) {
                new SyntheticStoreGenerator(facts, seed).writeTo(writer, Progress.NONE);
                writer.commit();
            }
            c.setAutoCommit(true);
            try (Statement st = c.createStatement()) {
                st.execute("VACUUM ANALYZE facts");
                st.execute("VACUUM ANALYZE fact_dependencies");
            }
        }
        log.printf("bench: wrote %,d facts into PostgreSQL in %.1f s%n", facts, (System.nanoTime() - start) / 1e9);
    }

    /** Whether the database already holds a facts table (then bench refuses to touch it). */
    static boolean hasFacts(String url) throws SQLException {
        try (Connection c = DriverManager.getConnection(url);
             ResultSet rs = c.getMetaData().getTables(null, null, "facts", null)) {
            return rs.next();
        }
    }

    /** Drops exactly the tables {@link #generateInto} created. */
    static void dropFrom(String url) throws SQLException {
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            for (String table : new String[] {"facts", "fact_dependencies", "memscope_predicates", "memscope_flags", "memscope_audit"}) {
                st.execute("DROP TABLE IF EXISTS " + table);
            }
        }
    }
}
