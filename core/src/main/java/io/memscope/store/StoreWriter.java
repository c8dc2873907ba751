package io.memscope.store;

import io.memscope.model.Cardinality;
import io.memscope.model.Dependency;
import io.memscope.model.AuditEntry;
import io.memscope.model.Fact;
import io.memscope.model.RecheckFlag;

/**
 * A sink that builds a new store from a stream of facts (generator, import, export). Nothing is
 * visible under the destination until {@link #commit()}; {@link #close()} without commit discards.
 */
public interface StoreWriter extends AutoCloseable {
    void predicate(String predicate, Cardinality cardinality) throws StoreException;

    void fact(Fact fact) throws StoreException;

    void dependency(Dependency dependency) throws StoreException;

    /** Whether this kind of store keeps recheck flags and the audit log (a full-history export carries them). */
    default boolean keepsLog() {
        return false;
    }

    /** A recheck flag, for writers that {@link #keepsLog()}. */
    default void flag(RecheckFlag flag) throws StoreException {
    }

    /** An audit entry, in order, for writers that {@link #keepsLog()}. */
    default void audit(AuditEntry entry) throws StoreException {
    }

    void commit() throws StoreException;

    @Override
    void close() throws StoreException;
}
