package io.memscope.store.jdbc;

import io.memscope.model.Cardinality;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import io.memscope.model.ValueKind;
import io.memscope.store.StoreException;
import io.memscope.store.StoreWriter;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** A hand-made store with exactly one finding of every kind (plus a clean chain and a multi-valued predicate). */
final class SampleStore {
    private SampleStore() {
    }

    static Instant day(int d) {
        return Instant.parse("2020-01-01T00:00:00Z").plusSeconds(86_400L * (d - 1));
    }

    static FactId id(long n) {
        return FactId.of(n);
    }

    private static Fact f(long id, String subject, String predicate, String value, Instant from, Instant to,
                          Long supersededBy) {
        return Fact.of(id(id), subject, predicate, value, from, to, supersededBy == null ? null : id(supersededBy));
    }

    static List<Fact> facts() {
        List<Fact> facts = new ArrayList<>(List.of(
                f(1, "alice", "lives_in", "Berlin", day(1), null, null),
                f(2, "alice", "lives_in", "Paris", day(2), null, null),
                f(3, "alice", "email", "a@x.org", day(1), null, null),
                f(4, "alice", "email", " A@X.org", day(2), null, null),
                f(5, "bob", "lives_in", "Rome", day(1), day(3), 99L),
                f(6, "bob", "job", "baker", day(1), null, 7L),
                f(7, "bob", "job", "cook", Instant.parse("2019-12-01T00:00:00Z"), day(1), null),
                f(8, "carol", "age", "41", day(5), day(2), null),
                f(9, "dave", "status", "busy", day(1), day(2), 10L),
                f(10, "dave", "status", "free", day(2), day(3), 9L),
                f(11, "erin", "mood", "happy", day(1), day(2), 11L),
                f(12, "frank", "lives_in", "Oslo", day(1), day(2), 13L),
                f(13, "frank", "works_at", "ACME", day(2), null, null),
                f(14, "gina", "plan", "basic", day(1), day(3), null),
                f(15, "gina", "plan", "pro", day(2), null, null),
                f(16, "hank", "note", "remember the milk", null, null, null),
                f(17, "ivy", "likes", "jazz", day(2), null, null),
                f(18, "ivy", "likes", "rock", day(2), null, null),
                f(19, "ivy", "likes", "pop", day(1), day(3), null),
                f(20, "jack", "lives_in", "Lima", day(1), day(2), 21L)));
        // the one fact with every optional column, to check they are read back
        facts.add(new Fact(id(21), "jack", "lives_in", "Quito", ValueKind.TEXT, day(2), null, null,
                Instant.parse("2020-01-02T10:15:30.123456Z"), "conversation 7", "planner", 0.75));
        return facts;
    }

    static List<Dependency> dependencies() {
        return List.of(new Dependency(id(21), id(20)), new Dependency(id(13), id(12)));
    }

    /** The sample written to a new H2 or SQLite file in {@code dir} or to a fresh PostgreSQL database, opened read-only. */
    static JdbcMemoryStore open(io.memscope.store.StoreKind kind, java.nio.file.Path dir) throws Exception {
        return open(kind, dir, true);
    }

    static JdbcMemoryStore open(io.memscope.store.StoreKind kind, java.nio.file.Path dir, boolean readOnly)
            throws Exception {
        if (kind == io.memscope.store.StoreKind.H2) {
            java.nio.file.Path file = dir.resolve("sample.mv.db");
            try (JdbcStoreWriter w = JdbcStoreWriter.createH2(file)) {
                writeTo(w);
            }
            return JdbcMemoryStore.openH2File(file, readOnly);
        }
        if (kind == io.memscope.store.StoreKind.SQLITE) {
            java.nio.file.Path file = dir.resolve("sample.db");
            try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + file);
                 JdbcStoreWriter w = JdbcStoreWriter.into(c)) {
                writeTo(w);
            }
            return JdbcMemoryStore.openSqliteFile(file, readOnly, io.memscope.store.TableMapping.DEFAULT);
        }
        String url = io.memscope.testing.Postgres.freshDatabaseUrl();
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(url);
             JdbcStoreWriter w = JdbcStoreWriter.into(c)) {
            writeTo(w);
        }
        return JdbcMemoryStore.open(url, readOnly);
    }

    /** A new H2 store at {@code file} of about {@code facts} facts from the benchmark's generator. */
    static java.nio.file.Path generatedH2(java.nio.file.Path file, long facts, long seed) throws Exception {
        try (StoreWriter writer = JdbcStoreWriter.createH2(file)) {
            new io.memscope.store.synthetic.SyntheticStoreGenerator(facts, seed).writeTo(writer,
                    io.memscope.model.Progress.NONE);
            writer.commit();
        }
        return file;
    }

    static void writeTo(StoreWriter writer) throws StoreException {
        writer.predicate("likes", Cardinality.MANY);
        writer.predicate("lives_in", Cardinality.ONE);
        for (Fact f : facts()) {
            writer.fact(f);
        }
        for (Dependency d : dependencies()) {
            writer.dependency(d);
        }
        writer.commit();
    }

    static List<Finding> expectedFindings() {
        return List.of(
                finding(FindingKind.CONTRADICTION, "alice", "lives_in", 1, 2),
                finding(FindingKind.DUPLICATE, "alice", "email", 3, 4),
                new Finding(FindingKind.DANGLING_SUPERSEDED_BY, "bob", "lives_in", List.of(id(5))),
                finding(FindingKind.SUPERSEDED_BUT_CURRENT, "bob", "job", 6),
                finding(FindingKind.ENDS_BEFORE_START, "carol", "age", 8),
                finding(FindingKind.CYCLE, "dave", "status", 9, 10),
                finding(FindingKind.CYCLE, "erin", "mood", 11),
                new Finding(FindingKind.CROSS_LINK, "frank", "lives_in", List.of(id(12), id(13))),
                finding(FindingKind.OVERLAP, "gina", "plan", 14, 15),
                finding(FindingKind.MISSING_VALID_FROM, "hank", "note", 16));
    }

    private static Finding finding(FindingKind kind, String subject, String predicate, long... ids) {
        return new Finding(kind, subject, predicate, java.util.Arrays.stream(ids).mapToObj(FactId::of).toList());
    }
}
