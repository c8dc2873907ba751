package io.memscope.ui.task;

import io.memscope.model.Progress;

import java.util.Objects;
import java.util.function.Consumer;

/**
 * Background work in one expression, in the shape of JabRef's {@code BackgroundTask}:
 * {@code BackgroundTask.wrap(progress -> store.analyze(progress)).onSuccess(this::show).onFailure(errors)
 * .executeWith(executor)}. The work runs on a worker and reports through the UI-free {@link Progress};
 * the handlers run on the JavaFX thread. One class instead of an anonymous {@link ProgressTask} with
 * three handlers at every call site.
 */
public final class BackgroundTask<T> {
    /** The work; it may report progress and check for Cancel through {@code progress}. */
    @FunctionalInterface
    public interface Work<T> {
        T call(Progress progress) throws Exception;
    }

    /** Work that returns nothing. */
    @FunctionalInterface
    public interface VoidWork {
        void run(Progress progress) throws Exception;
    }

    private final Work<T> work;
    private String title;
    private Consumer<T> onSuccess = value -> { };
    private Consumer<Throwable> onFailure = failure -> { };
    private Runnable onCancel = () -> { };
    private Runnable onEnd = () -> { };

    private BackgroundTask(Work<T> work) {
        this.work = Objects.requireNonNull(work, "work");
    }

    public static <T> BackgroundTask<T> wrap(Work<T> work) {
        return new BackgroundTask<>(work);
    }

    public static BackgroundTask<Void> wrapVoid(VoidWork work) {
        return new BackgroundTask<>(progress -> {
            work.run(progress);
            return null;
        });
    }

    /** What the task is, for a list of running work. */
    public BackgroundTask<T> withTitle(String text) {
        this.title = text;
        return this;
    }

    public BackgroundTask<T> onSuccess(Consumer<T> handler) {
        this.onSuccess = Objects.requireNonNull(handler);
        return this;
    }

    /** Hears every failure but the operator's Cancel, which goes to {@link #onCancel}. */
    public BackgroundTask<T> onFailure(Consumer<Throwable> handler) {
        this.onFailure = Objects.requireNonNull(handler);
        return this;
    }

    public BackgroundTask<T> onCancel(Runnable handler) {
        this.onCancel = Objects.requireNonNull(handler);
        return this;
    }

    /** Runs after whichever of the other handlers ran: success, failure or cancel. */
    public BackgroundTask<T> onEnd(Runnable handler) {
        this.onEnd = Objects.requireNonNull(handler);
        return this;
    }

    /** The JavaFX task, not started yet, for a caller that binds to its progress before running it. */
    public ProgressTask<T> asTask() {
        ProgressTask<T> task = new ProgressTask<>() {
            @Override
            protected T call() throws Exception {
                return work.call(this);
            }
        };
        if (title != null) {
            task.updateTitleText(title);
        }
        task.setOnSucceeded(e -> {
            try {
                onSuccess.accept(task.getValue());
            } finally {
                onEnd.run();
            }
        });
        task.setOnFailed(e -> {
            try {
                if (ProgressTask.wasCancel(task.getException())) {
                    onCancel.run();
                } else {
                    onFailure.accept(task.getException());
                }
            } finally {
                onEnd.run();
            }
        });
        task.setOnCancelled(e -> {
            try {
                onCancel.run();
            } finally {
                onEnd.run();
            }
        });
        return task;
    }

    /** Starts the work on {@code executor} and returns its task (to cancel it, or to follow its progress). */
    public ProgressTask<T> executeWith(TaskExecutor executor) {
        ProgressTask<T> task = asTask();
        executor.execute(task);
        return task;
    }
}
