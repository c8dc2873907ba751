package io.memscope.model;

/**
 * Where long work reports how far it got, and learns whether it should stop. The GUI backs this
 * with a JavaFX Task; the command line with a no-op. Work calls {@link #checkCancelled()} between
 * steps so a cancel takes effect promptly without killing threads.
 */
public interface Progress {
    Progress NONE = new Progress() {
    };

    /** {@code done} of {@code total} units; {@code total < 0} when unknown. */
    default void update(String step, long done, long total) {
    }

    default boolean isCancelled() {
        return false;
    }

    default void checkCancelled() {
        if (isCancelled()) {
            throw new CancelledException();
        }
    }

    /** Thrown out of long work when the operator cancelled it. */
    final class CancelledException extends RuntimeException {
        public CancelledException() {
            super("cancelled", null, false, false);
        }
    }
}
