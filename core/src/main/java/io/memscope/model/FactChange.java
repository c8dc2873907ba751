package io.memscope.model;

import java.util.Objects;

/**
 * One fact as an operator action found it and as it left it. Both are whole facts so an undo can
 * restore every value and check that nobody changed the fact in between.
 */
public record FactChange(Fact before, Fact after) {
    public FactChange {
        Objects.requireNonNull(before, "before");
        Objects.requireNonNull(after, "after");
        if (!before.id().equals(after.id())) {
            throw new IllegalArgumentException("a change must keep the fact's id: " + before.id() + " vs " + after.id());
        }
    }

    public FactId factId() {
        return after.id();
    }
}
