package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonLocation;

/**
 * A field of the right JSON syntax but the wrong meaning (a number where a string belongs, a bad
 * timestamp). Thrown by {@link JsonFields}, turned into a {@code StoreException} once the reader knows
 * which fact it belongs to. No stack trace: it is a message with a position, not a bug.
 */
final class FieldProblem extends Exception {
    private final transient JsonLocation where;

    FieldProblem(JsonLocation where, String message) {
        super(message, null, false, false);
        this.where = where;
    }

    JsonLocation where() {
        return where;
    }
}
