package io.memscope.store;

/**
 * Work that changes a store, run by {@link MemoryStore#edit} in one transaction: everything it did is
 * stored when it returns, nothing when it throws.
 */
@FunctionalInterface
public interface EditWork<T> {
    T run(EditSession session) throws StoreException;
}
