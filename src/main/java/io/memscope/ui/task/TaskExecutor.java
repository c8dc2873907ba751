package io.memscope.ui.task;

import javafx.concurrent.Task;

/**
 * Where view-models send their background work. The application runs tasks on worker threads;
 * tests can run them on the calling thread to step through a flow deterministically.
 */
public interface TaskExecutor {
    void execute(Task<?> task);

    /**
     * Where work that only computes on data already in memory goes (sorting and filtering the subject
     * list): it must not queue behind store work, which can occupy every worker for the length of an
     * analysis, because a SQL store serves one caller at a time and the others wait on it. By default
     * the same executor (tests step through both alike).
     */
    default TaskExecutor computations() {
        return this;
    }
}
