package io.memscope.ui.task;

import javafx.concurrent.Task;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs tasks on daemon worker threads so the JavaFX application thread never waits on I/O. Store work,
 * in-memory computations and the reads an operator waits for run on separate threads (see
 * {@link TaskExecutor#computations()} and {@link TaskExecutor#interactive()}).
 */
public final class FxTaskExecutor implements TaskExecutor, AutoCloseable {
    private final AtomicInteger threads = new AtomicInteger();
    /** Store work (opening, analysing, exporting) runs below the FX and render threads: {@link BackgroundPriority}. */
    private final ExecutorService pool = Executors.newFixedThreadPool(2, r -> daemon(() -> {
        BackgroundPriority.lowerCurrentThread();
        r.run();
    }, "memscope-worker-"));
    // What the operator waits for right now keeps the usual priority, ahead of a load or analysis running beside it.
    private final ExecutorService computing = Executors.newSingleThreadExecutor(r -> daemon(r, "memscope-compute-"));
    private final TaskExecutor computations = task -> computing.execute(task);
    private final ExecutorService reading = Executors.newSingleThreadExecutor(r -> daemon(r, "memscope-interactive-"));
    private final TaskExecutor interactive = task -> reading.execute(task);

    private Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name + threads.incrementAndGet());
        t.setDaemon(true);
        return t;
    }

    @Override
    public void execute(Task<?> task) {
        pool.execute(task);
    }

    @Override
    public TaskExecutor computations() {
        return computations;
    }

    @Override
    public TaskExecutor interactive() {
        return interactive;
    }

    /** Whether {@link #close} was called: no more work is taken. */
    public boolean isShutdown() {
        return pool.isShutdown();
    }

    @Override
    public void close() {
        pool.shutdownNow();
        computing.shutdownNow();
        reading.shutdownNow();
    }
}
