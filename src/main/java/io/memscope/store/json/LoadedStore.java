package io.memscope.store.json;

import io.memscope.model.PredicateCardinalities;
import io.memscope.store.StoreSource;

/**
 * What reading a JSON store yields: the fact columns, their canonical order, the side sections, and how
 * the file was read (its format).
 */
record LoadedStore(FactTable facts, GroupIndex groups, DependencyList dependencies,
                   PredicateCardinalities cardinalities, StoreSource source) {
}
