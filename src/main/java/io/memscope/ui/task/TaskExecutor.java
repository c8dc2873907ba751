package io.memscope.ui.task;

import javafx.concurrent.Task;

/**
 * Where view-models send their background work. The application runs tasks on worker threads;
 * tests can run them on the calling thread to step through a flow deterministically.
 */
public interface TaskExecutor {
    void execute(Task<?> task);
}
