package io.memscope.store;

import io.memscope.model.Cardinality;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;

/**
 * A sink that builds a new store from a stream of facts (generator, import, export). Nothing is
 * visible under the destination until {@link #commit()}; {@link #close()} without commit discards.
 */
public interface StoreWriter extends AutoCloseable {
    void predicate(String predicate, Cardinality cardinality) throws StoreException;

    void fact(Fact fact) throws StoreException;

    void dependency(Dependency dependency) throws StoreException;

    void commit() throws StoreException;

    @Override
    void close() throws StoreException;
}
