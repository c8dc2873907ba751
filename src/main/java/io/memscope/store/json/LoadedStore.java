package io.memscope.store.json;

import io.memscope.model.PredicateCardinalities;

/** What reading a JSON store yields: the fact columns, their canonical order, and the side sections. */
record LoadedStore(FactTable facts, GroupIndex groups, DependencyList dependencies,
                   PredicateCardinalities cardinalities) {
}
