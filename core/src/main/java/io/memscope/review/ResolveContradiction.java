package io.memscope.review;

import io.memscope.model.Cardinality;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.store.StoreException;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * "Keep this one": every other current fact of the winner's subject and predicate is superseded by the
 * winner, closed at the later of its own {@code valid_from} and the winner's (so no fact ends before it
 * began). The facts the operator was shown are compared with the store: if one changed, or a competing
 * fact appeared that was not shown, the decision is refused rather than applied to something unseen.
 */
public final class ResolveContradiction implements ReviewAction {
    private final Fact winner;
    private final Map<FactId, Fact> shown = new HashMap<>();
    private final String reason;

    /**
     * @param winner the fact that holds, as shown
     * @param shown  the competing facts as shown (the winner may be among them)
     */
    public ResolveContradiction(Fact winner, List<Fact> shown, String reason) {
        this.winner = Objects.requireNonNull(winner, "winner");
        for (Fact f : shown) {
            this.shown.put(f.id(), f);
        }
        this.reason = reason;
    }

    @Override
    public String name() {
        return "resolve";
    }

    @Override
    public String description() {
        return "keep fact " + winner.id() + " (" + winner.value() + ") as " + winner.predicate() + " of "
                + winner.subject();
    }

    @Override
    public String reason() {
        return reason;
    }

    @Override
    public void execute(ActionContext context) throws StoreException {
        Fact kept = context.requireUnchanged(winner);
        if (!kept.isCurrent()) {
            throw context.refused("fact " + kept.id() + " is not current, so it cannot be kept over the others");
        }
        if (context.session().declaredCardinality(kept.predicate()) == Cardinality.MANY) {
            throw context.refused("not a contradiction: predicate " + kept.predicate()
                    + " is multi-valued, its current facts all hold");
        }
        List<Fact> others = context.session().facts(kept.subject(), kept.predicate()).stream()
                .filter(f -> f.isCurrent() && !f.id().equals(kept.id())).toList();
        if (others.isEmpty()) {
            throw context.refused("not a contradiction: fact " + kept.id() + " is the only current "
                    + kept.predicate() + " of " + kept.subject());
        }
        for (Fact other : others) {
            Fact seen = shown.get(other.id());
            if (seen == null) {
                throw context.conflict("fact " + other.id() + " (" + other.value() + ") became a current "
                        + kept.predicate() + " of " + kept.subject() + " after the facts were shown");
            }
            context.replace(seen, seen.withValidity(closingTime(seen, kept, context.now()), kept.id()));
        }
    }

    /** The later start of the two; with neither dated, the time of the decision. */
    static Instant closingTime(Fact loser, Fact kept, Instant now) {
        Instant a = loser.validFrom();
        Instant b = kept.validFrom();
        if (a == null && b == null) {
            return now;
        }
        if (a == null) {
            return b;
        }
        if (b == null) {
            return a;
        }
        return a.isAfter(b) ? a : b;
    }
}
