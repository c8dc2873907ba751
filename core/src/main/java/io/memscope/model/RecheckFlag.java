package io.memscope.model;

import java.time.Instant;
import java.util.Objects;

/**
 * A mark that a fact must be checked again. {@code spreadFrom} is null when the operator flagged the
 * fact itself, or names the fact whose flag reached this one through its dependencies. {@code flaggedAt}
 * and {@code operator} are null only for flags another tool wrote without them.
 */
public record RecheckFlag(FactId factId, String reason, Instant flaggedAt, String operator, FactId spreadFrom) {
    public RecheckFlag {
        Objects.requireNonNull(factId, "factId");
    }

    public boolean isDirect() {
        return spreadFrom == null;
    }
}
