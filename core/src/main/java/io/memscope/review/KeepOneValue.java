package io.memscope.review;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.store.StoreException;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * "Keep this one", whichever facts it is kept over: each loser is superseded by the winner and closed at the
 * later of its own {@code valid_from} and the winner's (so no fact ends before it began). The facts the
 * operator was shown are compared with the store: if one changed, or a competing fact appeared that was not
 * shown, the decision is refused rather than applied to something unseen.
 */
abstract class KeepOneValue implements ReviewAction {
    final Fact winner;
    private final Map<FactId, Fact> shown = new HashMap<>();
    private final String reason;

    /**
     * @param winner the fact that holds, as shown
     * @param shown  the competing facts as shown (the winner may be among them)
     */
    KeepOneValue(Fact winner, List<Fact> shown, String reason) {
        this.winner = Objects.requireNonNull(winner, "winner");
        for (Fact f : shown) {
            this.shown.put(f.id(), f);
        }
        this.reason = reason;
    }

    @Override
    public final String name() {
        return "resolve";
    }

    @Override
    public final String reason() {
        return reason;
    }

    /** The winner as stored, unchanged since it was shown and still current. */
    final Fact kept(ActionContext context) throws StoreException {
        Fact kept = context.requireUnchanged(winner);
        if (!kept.isCurrent()) {
            throw context.refused("fact " + kept.id() + " is not current, so it cannot be kept over the others");
        }
        return kept;
    }

    /** Supersedes every one of {@code others} (as stored now) by {@code kept}, all of them shown, or none. */
    final void supersede(ActionContext context, Fact kept, List<Fact> others) throws StoreException {
        for (Fact other : others) {
            if (!shown.containsKey(other.id())) {
                throw context.conflict("fact " + other.id() + " (" + other.value() + ") became a current "
                        + other.predicate() + " of " + other.subject() + " after the facts were shown");
            }
        }
        for (Fact other : others) {
            Fact seen = shown.get(other.id());
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
