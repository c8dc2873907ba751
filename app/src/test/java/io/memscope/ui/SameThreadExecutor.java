package io.memscope.ui;

import io.memscope.ui.task.TaskExecutor;
import javafx.concurrent.Task;

/** Runs each task at once on the calling thread (the FX thread in tests), so a flow can be stepped through. */
public final class SameThreadExecutor implements TaskExecutor {
    @Override
    public void execute(Task<?> task) {
        task.run();
    }
}
