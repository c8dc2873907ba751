package io.memscope.model;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** The cardinality a store declares for its predicates; any predicate not named is single-valued. */
public record PredicateCardinalities(Map<String, Cardinality> declared) {
    public static final PredicateCardinalities NONE = new PredicateCardinalities(Map.of());

    public PredicateCardinalities {
        declared = Map.copyOf(new TreeMap<>(declared));
    }

    public Cardinality of(String predicate) {
        return declared.getOrDefault(predicate, Cardinality.ONE);
    }

    public boolean isMultiValued(String predicate) {
        return of(predicate) == Cardinality.MANY;
    }

    public Set<String> multiValued() {
        return declared.entrySet().stream()
                .filter(e -> e.getValue() == Cardinality.MANY)
                .map(Map.Entry::getKey)
                .collect(Collectors.toCollection(java.util.TreeSet::new));
    }
}
