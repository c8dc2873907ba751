package io.memscope.review;

import io.memscope.model.Fact;
import io.memscope.store.StoreException;

import java.time.Instant;
import java.util.Objects;

/**
 * Closes a fact that is wrong, with no successor: at a chosen time (by default the time of the action),
 * or "never true", closed at its own {@code valid_from} so that it was valid at no instant. A reason is
 * required: an invalidation without one cannot be reviewed later.
 */
public final class Invalidate implements ReviewAction {
    private final Fact fact;
    private final Instant at;
    private final boolean neverTrue;
    private final String reason;

    private Invalidate(Fact fact, Instant at, boolean neverTrue, String reason) {
        this.fact = Objects.requireNonNull(fact, "fact");
        this.at = at;
        this.neverTrue = neverTrue;
        this.reason = reason;
    }

    /** Closed at {@code at}, or at the time of the action when {@code at} is null. */
    public static Invalidate at(Fact fact, Instant at, String reason) {
        return new Invalidate(fact, at, false, reason);
    }

    /** Never true: closed at its own {@code valid_from}. */
    public static Invalidate neverTrue(Fact fact, String reason) {
        return new Invalidate(fact, null, true, reason);
    }

    @Override
    public String name() {
        return "invalidate";
    }

    @Override
    public String description() {
        String when = neverTrue ? "as never true" : at == null ? "now" : "at " + at;
        return "invalidate fact " + fact.id() + " (" + fact.value() + ") " + when;
    }

    @Override
    public String reason() {
        return reason;
    }

    @Override
    public void execute(ActionContext context) throws StoreException {
        if (reason == null || reason.isBlank()) {
            throw context.refused("invalidating fact " + fact.id() + " needs a reason");
        }
        Fact stored = context.requireUnchanged(fact);
        refuseClosed(stored, context);
        Instant end;
        if (neverTrue) {
            if (stored.validFrom() == null) {
                throw context.refused("fact " + stored.id() + " has no valid_from, so \"never true\" has no time;"
                        + " give a time instead");
            }
            end = stored.validFrom();
        } else {
            end = at == null ? context.now() : at;
        }
        if (stored.validFrom() != null && end.isBefore(stored.validFrom())) {
            throw context.refused("fact " + stored.id() + " begins at " + stored.validFrom()
                    + "; invalidating it at " + end + " would end it before it begins");
        }
        context.replace(stored, stored.withValidity(end, null));
    }

    /**
     * A closed fact is not closed again at another time: that would unlink its successor or move its end, and
     * make overlaps out of a settled history. Saying it was never true stays possible: that retracts it, and
     * repairs a fact that ends before it begins or sits in a cycle of links.
     */
    private void refuseClosed(Fact stored, ActionContext context) throws StoreException {
        if (stored.isCurrent() || neverTrue) {
            return;
        }
        String how = stored.supersededBy() != null
                ? "superseded by fact " + stored.supersededBy() + " at " + stored.validTo()
                : "invalidated at " + stored.validTo();
        throw context.refused("fact " + stored.id() + " is already closed: " + how
                + "; to say it never held, invalidate it as never true");
    }
}
