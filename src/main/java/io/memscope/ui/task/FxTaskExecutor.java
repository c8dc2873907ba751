package io.memscope.ui.task;

import javafx.concurrent.Task;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/** Runs tasks on daemon worker threads so the JavaFX application thread never waits on I/O. */
public final class FxTaskExecutor implements TaskExecutor, AutoCloseable {
    private final AtomicInteger threads = new AtomicInteger();
    private final ExecutorService pool = Executors.newFixedThreadPool(2, r -> {
        Thread t = new Thread(r, "memscope-worker-" + threads.incrementAndGet());
        t.setDaemon(true);
        return t;
    });

    @Override
    public void execute(Task<?> task) {
        pool.execute(task);
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
