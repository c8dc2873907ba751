package io.memscope.store;

/**
 * An edit was refused because the store no longer holds what the operator saw (another process wrote
 * to it in between). Nothing of the edit was stored; the view should reload and the operator decide again.
 */
public class ConflictException extends StoreException {
    public ConflictException(String message) {
        super(message);
    }
}
