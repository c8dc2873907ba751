package io.memscope.ui.main;

import io.memscope.ui.task.TaskExecutor;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.concurrent.Task;

/**
 * The one piece of store work the status bar follows (an open, an analysis, a refresh, an export): its
 * progress and message, and Cancel. A newer task takes the bar over; an older one's end no longer touches it.
 */
final class ForegroundWork {
    private final BooleanProperty busy = new SimpleBooleanProperty();
    private final DoubleProperty progress = new SimpleDoubleProperty();
    private final StringProperty message = new SimpleStringProperty("");
    private Task<?> foreground;

    /** Shows {@code task} in the status bar and starts it. */
    void run(Task<?> task, TaskExecutor executor) {
        show(task);
        executor.execute(task);
    }

    /** Shows {@code task} in the status bar (its caller starts it). */
    void show(Task<?> task) {
        foreground = task;
        busy.set(true);
        progress.bind(task.progressProperty());
        message.bind(task.messageProperty());
    }

    /** The end of {@code task}: the bar is cleared if it still shows it. */
    void finish(Task<?> task) {
        if (foreground == task) {
            progress.unbind();
            message.unbind();
            progress.set(0);
            message.set("");
            busy.set(false);
            foreground = null;
        }
    }

    boolean isShowing(Task<?> task) {
        return foreground == task;
    }

    void cancel() {
        if (foreground != null) {
            foreground.cancel(true);
        }
    }

    BooleanProperty busyProperty() {
        return busy;
    }

    DoubleProperty progressProperty() {
        return progress;
    }

    StringProperty messageProperty() {
        return message;
    }
}
