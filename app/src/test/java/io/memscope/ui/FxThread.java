package io.memscope.ui;

import javafx.application.Platform;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/** Runs view-model code on the JavaFX thread from plain JUnit tests (the toolkit runs headless under Monocle). */
public final class FxThread {
    private static final AtomicBoolean STARTED = new AtomicBoolean();

    private FxThread() {
    }

    public static void start() {
        if (STARTED.compareAndSet(false, true)) {
            // Start the toolkit the way TestFX does, so robot-driven tests running later in the same
            // JVM get a primary stage that receives their mouse and key events.
            try {
                org.testfx.api.FxToolkit.registerPrimaryStage();
            } catch (java.util.concurrent.TimeoutException e) {
                throw new IllegalStateException("the JavaFX toolkit did not start", e);
            }
            Platform.setImplicitExit(false);
        }
    }

    public static <T> T call(Supplier<T> work) {
        start();
        CompletableFuture<T> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(work.get());
            } catch (Throwable t) {
                result.completeExceptionally(t);
            }
        });
        try {
            return result.get(30, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException(e.getCause() == null ? e : e.getCause());
        }
    }

    /**
     * Runs {@code work} on the FX thread, then lets the events it queued run too: a Task reports its
     * state changes with Platform.runLater even when it ran on the FX thread, and a success handler
     * may start the next task, so a few round trips let a whole flow finish.
     */
    public static void run(Runnable work) {
        call(() -> {
            work.run();
            return null;
        });
        for (int i = 0; i < 20; i++) {
            call(() -> null);
        }
    }
}
