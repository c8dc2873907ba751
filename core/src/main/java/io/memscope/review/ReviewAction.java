package io.memscope.review;

import io.memscope.store.StoreException;

/**
 * One operator decision, in the manner of Scene Builder's {@code Job}: a small object that knows how to
 * carry itself out and how to describe itself. {@link ActionRunner} runs it in one store transaction and
 * writes exactly one audit entry for it; the action itself only reads and changes through the context.
 */
public interface ReviewAction {

    /** The action's name in the audit log, the same word as the command: {@code resolve}, {@code flag}, … */
    String name();

    /** One line for people: what the action will do, e.g. for a confirmation or a menu item. */
    String description();

    /** Why the operator did it; null when none was given. */
    String reason();

    /**
     * Makes the changes through {@code context}.
     *
     * @throws io.memscope.store.ConflictException when a fact differs from the version the operator saw
     * @throws StoreException                      when the action does not apply (one-line message)
     */
    void execute(ActionContext context) throws StoreException;

    /** Whether the action only puts something on the record (an export) and so may change nothing. */
    default boolean recordsOnly() {
        return false;
    }
}
