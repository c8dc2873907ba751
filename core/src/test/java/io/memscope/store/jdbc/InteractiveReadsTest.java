package io.memscope.store.jdbc;

import io.memscope.model.AuditEntry;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Progress;
import io.memscope.model.RecheckFlag;
import io.memscope.review.ActionRunner;
import io.memscope.review.Flag;
import io.memscope.store.StoreException;
import io.memscope.store.StoreKind;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Selecting a subject while the store is being analysed: the subject's facts, a fact's dependencies, the flags
 * and the audit log come on a connection of their own instead of waiting for the analysis (seconds at a million
 * facts, tens of seconds at ten million).
 */
class InteractiveReadsTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(value = StoreKind.class, names = {"H2", "POSTGRESQL"})
    void theOperatorsReadsAnswerWhileAnAnalysisHoldsTheStore(StoreKind kind) throws Exception {
        try (JdbcMemoryStore store = SampleStore.open(kind, dir, false)) {
            new ActionRunner(store, "olga").run(new Flag(FactId.of(20), "moved away?")); // a flag and an audit entry
            List<Fact> expected = store.factsOf("jack");
            List<RecheckFlag> flags = store.flags();
            List<AuditEntry> log = store.auditLog();
            assertThat(flags).extracting(RecheckFlag::factId).contains(FactId.of(20), FactId.of(21));
            assertThat(log).hasSize(1);
            CountDownLatch analysing = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            Progress holding = new Progress() {
                @Override
                public void update(String step, long done, long total) {
                    analysing.countDown();
                    try {
                        release.await(30, TimeUnit.SECONDS); // the analysis keeps the store meanwhile
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            };
            CompletableFuture<Integer> analysis = CompletableFuture.supplyAsync(() -> {
                try {
                    return store.analyze(holding).findings().size();
                } catch (StoreException e) {
                    throw new IllegalStateException(e);
                }
            });
            try {
                assertThat(analysing.await(30, TimeUnit.SECONDS)).isTrue();

                CompletableFuture<List<Fact>> facts = CompletableFuture.supplyAsync(() -> {
                    try {
                        return store.factsOf("jack");
                    } catch (StoreException e) {
                        throw new IllegalStateException(e);
                    }
                });
                assertThat(facts.get(10, TimeUnit.SECONDS)).as("not queued behind the analysis").isEqualTo(expected);
                assertThat(store.fact(FactId.of(21))).map(Fact::value).contains("Quito");
                // what the window reloads as a store opens, and the fact details pane's dependencies
                assertThat(within10s(store::flags)).isEqualTo(flags);
                assertThat(within10s(store::auditLog)).isEqualTo(log);
                assertThat(within10s(() -> store.dependenciesOf(FactId.of(21))))
                        .containsExactly(new Dependency(FactId.of(21), FactId.of(20)));
                assertThat(analysis).isNotDone();
            } finally {
                release.countDown();
            }
            assertThat(analysis.get(30, TimeUnit.SECONDS)).isPositive();
        }
    }

    private interface Read<T> {
        T get() throws StoreException;
    }

    /** {@code read} on another thread, failing the test if it waits 10 s (for the analysis, it would wait 30). */
    private static <T> T within10s(Read<T> read) throws Exception {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return read.get();
            } catch (StoreException e) {
                throw new IllegalStateException(e);
            }
        }).get(10, TimeUnit.SECONDS);
    }

    @ParameterizedTest
    @EnumSource(value = StoreKind.class, names = {"H2", "POSTGRESQL"})
    void aClosedStoreRefusesInteractiveReadsWithAMessage(StoreKind kind) throws Exception {
        JdbcMemoryStore store = SampleStore.open(kind, dir);
        assertThat(store.factsOf("jack")).isNotEmpty();
        store.close();

        assertThatThrownBy(() -> store.factsOf("jack")).isInstanceOf(StoreException.class).hasMessageContaining("closed");
    }
}
