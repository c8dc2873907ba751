package io.memscope.store.jdbc;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreWriter;
import io.memscope.store.open.StoreOpener;
import io.memscope.store.synthetic.SyntheticStoreGenerator;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The window cancels a pass it no longer needs (suggestions of a store being reloaded, Cancel in the status
 * bar) by interrupting its thread. On an H2 file that interrupt must not reach the file H2 shares between
 * every connection of the process: the store, and the next store opened on the same file, read on as before
 * instead of calling the file damaged.
 */
class H2InterruptTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void anInterruptedPassLeavesTheFileReadableToEveryConnection(boolean readOnly) throws Exception {
        Path file = dir.resolve("store.mv.db");
        try (StoreWriter writer = JdbcStoreWriter.createH2(file)) {
            new SyntheticStoreGenerator(30_000, 5).writeTo(writer, Progress.NONE);
            writer.commit();
        }
        try (MemoryStore first = StoreOpener.open(file.toString(), readOnly)) {
            AnalysisReport before = first.analyze(Progress.NONE);
            for (int round = 0; round < 3; round++) {
                CountDownLatch reading = new CountDownLatch(1);
                AtomicReference<Throwable> failure = new AtomicReference<>();
                Thread pass = new Thread(() -> {
                    try {
                        first.forEachFact(f -> reading.countDown(), Progress.NONE);
                    } catch (Throwable t) {
                        failure.set(t); // the interrupted pass may end either way: only what follows counts
                    }
                }, "pass-" + round);
                pass.start();
                assertThat(reading.await(30, TimeUnit.SECONDS)).isTrue();
                pass.interrupt();
                pass.join(TimeUnit.SECONDS.toMillis(60));
                assertThat(pass.isAlive()).isFalse();
                try (MemoryStore second = StoreOpener.open(file.toString(), readOnly)) {
                    assertThat(second.analyze(Progress.NONE).findings()).as("round %d, %s", round, failure.get())
                            .isEqualTo(before.findings());
                }
                assertThat(first.analyze(Progress.NONE).findings()).isEqualTo(before.findings());
            }
        }
    }
}
