package io.memscope.ui.task;

import io.memscope.ui.FxThread;
import javafx.concurrent.Task;
import org.junit.jupiter.api.Test;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/** Store work, in-memory computations and the reads an operator waits for do not wait for each other. */
class FxTaskExecutorTest {

    private static Task<Void> task(Runnable body) {
        return new Task<>() {
            @Override
            protected Void call() {
                body.run();
                return null;
            }
        };
    }

    @Test
    void aComputationRunsWhileEveryStoreWorkerIsBusy() throws Exception {
        FxThread.start(); // a Task reports its state through the JavaFX toolkit
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch bothWorkersBusy = new CountDownLatch(2);
        AtomicInteger started = new AtomicInteger();
        CountDownLatch computed = new CountDownLatch(1);
        try (FxTaskExecutor executor = new FxTaskExecutor()) {
            for (int i = 0; i < 3; i++) { // as a long analysis and reads waiting for the same SQL store
                executor.execute(task(() -> {
                    started.incrementAndGet();
                    bothWorkersBusy.countDown();
                    await(release);
                }));
            }
            assertThat(bothWorkersBusy.await(30, TimeUnit.SECONDS)).isTrue();
            executor.computations().execute(task(computed::countDown));
            assertThat(computed.await(30, TimeUnit.SECONDS)).as("the filter did not wait for the store").isTrue();
            assertThat(started.get()).as("the third store task still waits for a worker").isEqualTo(2);
            release.countDown();
        }
    }

    /** The selected subject's facts are read while an analysis and a read waiting for its store hold both workers. */
    @Test
    void anInteractiveReadRunsWhileEveryStoreWorkerIsBusy() throws Exception {
        FxThread.start();
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch bothWorkersBusy = new CountDownLatch(2);
        CountDownLatch read = new CountDownLatch(1);
        try (FxTaskExecutor executor = new FxTaskExecutor()) {
            for (int i = 0; i < 2; i++) {
                executor.execute(task(() -> {
                    bothWorkersBusy.countDown();
                    await(release);
                }));
            }
            assertThat(bothWorkersBusy.await(30, TimeUnit.SECONDS)).isTrue();
            executor.interactive().execute(task(read::countDown));
            assertThat(read.await(30, TimeUnit.SECONDS)).as("the subject's read did not wait for a worker").isTrue();
            release.countDown();
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
