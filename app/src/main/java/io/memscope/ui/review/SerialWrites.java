package io.memscope.ui.review;

import io.memscope.model.AuditEntry;
import io.memscope.review.ReviewAction;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.Consumer;

/**
 * The queue's decisions, written one after another in the order they were taken. The reviewer does not
 * wait for them; writing them in order keeps the audit log in the order of the decisions and lets an undo
 * taken after a decision undo that decision, not one written before it.
 */
final class SerialWrites {
    private final ActionsViewModel actions;
    private final Deque<Runnable> waiting = new ArrayDeque<>();
    private boolean writing;

    SerialWrites(ActionsViewModel actions) {
        this.actions = actions;
    }

    /** Writes {@code action} after those submitted before it; {@code written}, or {@code failed} with why not. */
    void submit(ReviewAction action, Consumer<AuditEntry> written, Consumer<String> failed) {
        waiting.add(() -> actions.run(action, entry -> {
            try {
                written.accept(entry);
            } finally {
                next();
            }
        }, failure -> {
            try {
                failed.accept(failure.getMessage() == null ? failure.toString() : failure.getMessage());
            } finally {
                next();
            }
        }));
        if (!writing) {
            next();
        }
    }

    private void next() {
        Runnable write = waiting.poll();
        writing = write != null;
        if (write != null) {
            write.run();
        }
    }
}
