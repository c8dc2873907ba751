package io.memscope.store;

/** Passes on, unchanged, what a helper thread of a store failed with, on the thread that waited for it. */
public final class WorkerFailure {
    private WorkerFailure() {
    }

    /**
     * Throws {@code failure} as it was (a {@link StoreException}, an unchecked exception or an error); any
     * other throwable becomes a StoreException saying {@code what} failed. Does nothing for null.
     */
    public static void rethrow(Throwable failure, String what) throws StoreException {
        if (failure == null) {
            return;
        }
        if (failure instanceof StoreException e) {
            throw e;
        }
        if (failure instanceof RuntimeException e) {
            throw e;
        }
        if (failure instanceof Error e) {
            throw e;
        }
        throw new StoreException(what + " failed: " + failure.getMessage(), failure);
    }
}
