package io.memscope.review;

import io.memscope.model.FactId;

import java.util.List;

/**
 * What flagging a fact would do: the fact itself, every fact it would spread to (its dependents,
 * transitively), and how many of all those already carry a flag.
 */
public record FlagPreview(FactId fact, List<FactId> dependents, int alreadyFlagged) {

    /** How many facts the flag reaches, the fact itself included. */
    public int total() {
        return dependents.size() + 1;
    }
}
