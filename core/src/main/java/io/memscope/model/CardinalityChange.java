package io.memscope.model;

import java.util.Objects;

/**
 * A predicate's declared cardinality before and after an action; {@code before} is null when the
 * predicate was not declared (and so counted as single-valued).
 */
public record CardinalityChange(String predicate, Cardinality before, Cardinality after) {
    public CardinalityChange {
        Objects.requireNonNull(predicate, "predicate");
    }
}
