package io.memscope.review;

import io.memscope.store.open.StoreOpener;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.store.StoreException;
import io.memscope.store.StoreWriter;
import io.memscope.store.jdbc.JdbcStoreWriter;
import io.memscope.store.json.JsonStoreWriter;
import io.memscope.testing.Postgres;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;

import static io.memscope.testing.Facts.fact;

/**
 * A small store with one case for every action, written as each kind of store. Facts (days since 2024-01-01):
 * alice lives_in Berlin (1, day 1) and Paris (2, day 3), both current: a contradiction;
 * bob job baker (4, day 1) and cook (5, day 5), both current; carol age 41 (6, day 2);
 * dan: plan (7) with dependents 8 and 10, 9 depending on 8, and 7 depending on 9 (a cycle);
 * ivy likes jazz (11) and rock (12), both current with likes undeclared.
 */
final class ReviewFixture {
    enum Kind { JSON, H2, SQLITE, POSTGRESQL }

    private ReviewFixture() {
    }

    static List<Fact> facts() {
        return List.of(
                fact(1, "alice", "lives_in", "Berlin", 1, -1, -1),
                fact(2, "alice", "lives_in", "Paris", 3, -1, -1),
                fact(4, "bob", "job", "baker", 1, -1, -1),
                fact(5, "bob", "job", "cook", 5, -1, -1),
                fact(6, "carol", "age", "41", 2, -1, -1),
                fact(7, "dan", "plan", "pro", 1, -1, -1),
                fact(8, "dan", "discount", "10%", 1, -1, -1),
                fact(9, "dan", "invoice", "90", 1, -1, -1),
                fact(10, "dan", "tier", "gold", 1, -1, -1),
                fact(11, "ivy", "likes", "jazz", 1, -1, -1),
                fact(12, "ivy", "likes", "rock", 2, -1, -1));
    }

    static List<Dependency> dependencies() {
        return List.of(dep(8, 7), dep(10, 7), dep(9, 8), dep(7, 9));
    }

    private static Dependency dep(long factId, long dependsOn) {
        return new Dependency(FactId.of(factId), FactId.of(dependsOn));
    }

    /** Creates the store and returns what to pass to {@code StoreOpener.open}. */
    static String create(Kind kind, Path dir) throws Exception {
        return create(kind, dir, facts(), dependencies());
    }

    /** Creates a store of other facts (and dependencies) the same way. */
    static String create(Kind kind, Path dir, List<Fact> facts, List<Dependency> dependencies) throws Exception {
        switch (kind) {
            case JSON -> {
                Path file = dir.resolve("review.json");
                write(JsonStoreWriter.create(file), facts, dependencies);
                return file.toString();
            }
            case H2 -> {
                Path file = dir.resolve("review.mv.db");
                write(JdbcStoreWriter.createH2(file), facts, dependencies);
                return file.toString();
            }
            case SQLITE -> {
                Path file = dir.resolve("review.db");
                try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file)) {
                    write(JdbcStoreWriter.into(c), facts, dependencies);
                }
                return file.toString();
            }
            default -> {
                String url = Postgres.freshDatabaseUrl();
                try (Connection c = DriverManager.getConnection(url)) {
                    write(JdbcStoreWriter.into(c), facts, dependencies);
                }
                return url;
            }
        }
    }

    private static void write(StoreWriter writer, List<Fact> facts, List<Dependency> dependencies)
            throws StoreException {
        try (writer) {
            for (Fact f : facts) {
                writer.fact(f);
            }
            for (Dependency d : dependencies) {
                writer.dependency(d);
            }
            writer.commit();
        }
    }

    /** A connection of another program to the same database, for concurrent writers and tampering. */
    static Connection connect(String location) throws SQLException {
        if (location.startsWith("jdbc:")) {
            return DriverManager.getConnection(location);
        }
        if (!location.endsWith(".mv.db")) {
            return DriverManager.getConnection("jdbc:sqlite:" + location);
        }
        String base = Path.of(location).toAbsolutePath().toString().replaceFirst("\\.mv\\.db$", "");
        // the file system memscope's connector names, so that in this process both share one H2 database
        return DriverManager.getConnection("jdbc:h2:retry:file:" + base + ";IFEXISTS=TRUE", "sa", "");
    }
}
