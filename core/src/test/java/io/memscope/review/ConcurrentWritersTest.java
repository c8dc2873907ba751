package io.memscope.review;

import io.memscope.analysis.AuditChain;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.store.ConflictException;
import io.memscope.store.MemoryStore;
import io.memscope.store.open.StoreOpener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;

import static io.memscope.testing.Facts.day;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** memscope acting on a store that another program keeps writing to at the same time. */
class ConcurrentWritersTest {
    @TempDir
    Path dir;

    @Test
    void aMemorySystemWritingToPostgresLosesNothingAndAStaleDecisionIsRefused() throws Exception {
        String url = ReviewFixture.create(ReviewFixture.Kind.POSTGRESQL, dir);
        AtomicBoolean stop = new AtomicBoolean();
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Future<Integer> writer = pool.submit(() -> memorySystem(url, stop));
        int actions = 0;
        try (MemoryStore store = StoreOpener.open(url, false)) {
            ActionRunner runner = new ActionRunner(store, "olga");
            for (int i = 0; i < 15; i++) {
                runner.run(new Flag(FactId.of(7), "round " + i));
                runner.run(new Unflag(FactId.of(7), null));
                actions += 2;
            }
            Fact berlin = store.fact(FactId.of(1)).orElseThrow();
            Fact paris = store.fact(FactId.of(2)).orElseThrow();
            runner.run(new ResolveContradiction(paris, List.of(berlin, paris), null));
            actions++;

            Fact age = store.fact(FactId.of(6)).orElseThrow();
            try (Connection other = ReviewFixture.connect(url); Statement st = other.createStatement()) {
                st.executeUpdate("UPDATE facts SET valid_to = '2024-01-20T00:00:00Z' WHERE id = 6");
            }
            assertThatThrownBy(() -> runner.run(Invalidate.at(age, null, "wrong")))
                    .isInstanceOf(ConflictException.class)
                    .hasMessageContaining("fact 6 changed since it was shown")
                    .hasMessageContaining("valid_to was null, is now " + day(19));
        } finally {
            stop.set(true);
        }
        int written = writer.get();
        pool.shutdown();
        assertThat(written).as("the writer got work done meanwhile").isGreaterThan(5);

        try (Connection c = ReviewFixture.connect(url); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT count(*), count(valid_to) FROM facts WHERE id >= 1000")) {
            rs.next();
            assertThat(rs.getInt(1)).as("every fact the writer added is there").isEqualTo(written);
            assertThat(rs.getInt(2)).as("every fact the writer closed is closed").isEqualTo(written - 1);
        }
        try (MemoryStore store = StoreOpener.open(url, true)) {
            assertThat(store.fact(FactId.of(6)).orElseThrow().validTo()).isEqualTo(day(19));
            assertThat(store.fact(FactId.of(1)).orElseThrow().supersededBy()).isEqualTo(FactId.of(2));
            assertThat(store.auditLog()).hasSize(actions);
            assertThat(AuditChain.verify(store.auditLog())).isEmpty();
        }
    }

    /** Adds a fact, closes the one before, as a memory system does when a value changes; returns how many. */
    private static int memorySystem(String url, AtomicBoolean stop) throws Exception {
        int n = 0;
        try (Connection c = ReviewFixture.connect(url);
             PreparedStatement insert = c.prepareStatement("INSERT INTO facts (id, subject, predicate, value,"
                     + " valid_from) VALUES (?, 'writer', 'counter', ?, ?)");
             PreparedStatement close = c.prepareStatement("UPDATE facts SET valid_to = ?, superseded_by = ?"
                     + " WHERE id = ?")) {
            c.setAutoCommit(false);
            while (!stop.get() || n < 6) {
                OffsetDateTime at = OffsetDateTime.of(2024, 3, 1, 0, 0, 0, 0, ZoneOffset.UTC).plusMinutes(n);
                insert.setLong(1, 1000 + n);
                insert.setString(2, Integer.toString(n));
                insert.setObject(3, at);
                insert.executeUpdate();
                if (n > 0) {
                    close.setObject(1, at);
                    close.setLong(2, 1000 + n);
                    close.setLong(3, 1000 + n - 1);
                    close.executeUpdate();
                }
                c.commit();
                n++;
            }
        }
        return n;
    }

    @Test
    void aJsonStoreRewrittenByAnotherProgramIsReadAgainBeforeAnAction() throws Exception {
        String file = ReviewFixture.create(ReviewFixture.Kind.JSON, dir);
        try (MemoryStore mine = StoreOpener.open(file, false); MemoryStore theirs = StoreOpener.open(file, false)) {
            Fact ageAsISawIt = mine.fact(FactId.of(6)).orElseThrow();
            new ActionRunner(theirs, "piet").run(Invalidate.at(theirs.fact(FactId.of(6)).orElseThrow(), day(30),
                    "moved away"));

            new ActionRunner(mine, "olga").run(new Flag(FactId.of(10), "check"));
            assertThat(mine.fact(FactId.of(6)).orElseThrow().validTo()).as("their change was kept").isEqualTo(day(30));
            assertThat(mine.auditLog()).extracting(e -> e.operator()).containsExactly("piet", "olga");
            assertThat(AuditChain.verify(mine.auditLog())).isEmpty();

            assertThatThrownBy(() -> new ActionRunner(mine, "olga").run(Invalidate.at(ageAsISawIt, null, "x")))
                    .isInstanceOf(ConflictException.class).hasMessageContaining("fact 6 changed since it was shown");
        }
        try (MemoryStore reread = StoreOpener.open(file, true)) {
            assertThat(reread.auditLog()).hasSize(2);
            assertThat(reread.flags()).hasSize(1);
        }
    }

    @Test
    void firstActionsAtOnceOnAFreshPostgresStoreBothSucceed() throws Exception {
        for (int round = 0; round < 5; round++) {
            String url = ReviewFixture.create(ReviewFixture.Kind.POSTGRESQL, dir);
            ExecutorService pool = Executors.newFixedThreadPool(2);
            java.util.concurrent.CyclicBarrier together = new java.util.concurrent.CyclicBarrier(2);
            List<Future<Long>> runs = new java.util.ArrayList<>();
            for (long fact : new long[] {1, 4}) {
                runs.add(pool.submit(() -> {
                    try (MemoryStore store = StoreOpener.open(url, false)) {
                        together.await();
                        return new ActionRunner(store, "olga").run(new Flag(FactId.of(fact), "at once")).sequence();
                    }
                }));
            }
            for (Future<Long> run : runs) {
                assertThat(run.get()).as("round %d", round).isPositive();
            }
            pool.shutdown();
            try (MemoryStore store = StoreOpener.open(url, true)) {
                assertThat(store.auditLog()).hasSize(2);
                assertThat(AuditChain.verify(store.auditLog())).isEmpty();
            }
        }
    }
}
