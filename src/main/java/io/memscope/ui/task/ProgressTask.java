package io.memscope.ui.task;

import io.memscope.model.Progress;
import javafx.concurrent.Task;

/**
 * A JavaFX task that lower layers can report to through the UI-free {@link Progress} interface, so
 * store and analysis code stays free of JavaFX while the status bar still moves and Cancel works.
 */
public abstract class ProgressTask<T> extends Task<T> implements Progress {

    @Override
    public void update(String step, long done, long total) {
        updateMessage(step);
        if (total > 0) {
            updateProgress(done, total);
        } else {
            updateProgress(-1, 1);
        }
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
