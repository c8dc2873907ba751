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

    /**
     * Where the reads an operator waits for go (the selected subject's facts for its timeline, a fact's
     * dependencies, the facts of the review item on screen): they must not queue behind store work either.
     * During an analysis both workers can be taken, one by the analysis and one by a read that waits for the
     * store it holds, while a SQL store answers these reads on a connection of its own. By default the same
     * executor.
     */
    default TaskExecutor interactive() {
        return this;
    }
}
