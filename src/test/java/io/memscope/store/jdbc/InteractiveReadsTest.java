package io.memscope.store.jdbc;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Progress;
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
 * Selecting a subject while the store is being analysed: the subject's facts come on a connection of their
 * own instead of waiting for the analysis (seconds at a million facts, tens of seconds at ten million).
 */
class InteractiveReadsTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(value = StoreKind.class, names = {"H2", "POSTGRESQL"})
    void aSubjectsFactsAreReadWhileAnAnalysisHoldsTheStore(StoreKind kind) throws Exception {
        try (JdbcMemoryStore store = SampleStore.open(kind, dir)) {
            List<Fact> expected = store.factsOf("jack");
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
                assertThat(analysis).isNotDone();
            } finally {
                release.countDown();
            }
            assertThat(analysis.get(30, TimeUnit.SECONDS)).isPositive();
        }
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
