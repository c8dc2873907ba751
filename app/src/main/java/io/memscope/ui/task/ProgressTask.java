package io.memscope.ui.task;

import io.memscope.model.Progress;
import javafx.concurrent.Task;

/**
 * A JavaFX task that lower layers can report to through the UI-free {@link Progress} interface, so
 * store and analysis code stays free of JavaFX while the status bar still moves and Cancel works.
 */
public abstract class ProgressTask<T> extends Task<T> implements Progress {

    /**
     * Progress reaches the window at most this often (a new step or the end always does). Each change of
     * the status bar is a frame to paint, and a store read reports thousands of times: at one frame per
     * report a software renderer (a headless test, a remote desktop) kept a core busy painting the
     * status bar while the work it reports on waited for that core.
     */
    static final long SHOW_EVERY_NANOS = 100_000_000L;

    private String shownStep;
    private long shownAt;

    @Override
    public synchronized void update(String step, long done, long total) {
        long now = System.nanoTime();
        boolean newStep = !java.util.Objects.equals(step, shownStep);
        if (!newStep && now - shownAt < SHOW_EVERY_NANOS && (total <= 0 || done < total)) {
            return;
        }
        shownStep = step;
        shownAt = now;
        updateMessage(step);
        if (total > 0) {
            updateProgress(done, total);
        } else {
            updateProgress(-1, 1);
        }
    }

    /** Sets the task's title (JavaFX keeps {@code updateTitle} protected). */
    void updateTitleText(String text) {
        updateTitle(text);
    }

    /** Both the task's own flag and the thread's interrupt count, so Cancel stops the work promptly. */
    @Override
    public boolean isCancelled() {
        return super.isCancelled() || Thread.currentThread().isInterrupted();
    }

    /** Work that ended because the operator cancelled it, as opposed to a failure. */
    public static boolean wasCancel(Throwable t) {
        return t instanceof Progress.CancelledException;
    }
}
