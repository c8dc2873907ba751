package io.memscope.ui.render;

import javafx.application.Platform;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * Starts JavaFX without a display (Monocle's headless platform, software rendering) for commands
 * such as {@code render} that draw pictures on servers and in CI.
 */
public final class HeadlessFx {
    private static boolean started;

    private HeadlessFx() {
    }

    /** Must run before any other JavaFX use in the process. */
    public static synchronized void start() {
        if (started) {
            return;
        }
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("prism.order", "sw");
        System.setProperty("prism.text", "t2k");
        System.setProperty("java.awt.headless", "true");
        if (System.getProperty("headless.geometry") == null) { // the window benchmark sets a screen-sized one
            System.setProperty("headless.geometry", "4096x4096-32");
        }
        try {
            Platform.startup(() -> { });
        } catch (IllegalStateException alreadyRunning) {
            // the toolkit is up already (the window, or tests): draw with it
        }
        Platform.setImplicitExit(false);
        started = true;
    }

    /** Runs {@code work} on the JavaFX thread and waits for its result. */
    public static <T> T call(Supplier<T> work) {
        CompletableFuture<T> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(work.get());
            } catch (Throwable t) {
                result.completeExceptionally(t);
            }
        });
        try {
            return result.get(2, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while drawing", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } catch (TimeoutException e) {
            throw new IllegalStateException("drawing took longer than two minutes", e);
        }
    }
}
