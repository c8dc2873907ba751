package io.memscope.review;

import io.memscope.model.AliasGroups;
import io.memscope.model.Cardinality;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.store.StoreException;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * "Keep this one" for a contradiction across an accepted alias: every other current fact of the winner's
 * entity and attribute (each subject key and predicate the accepted aliases join to the winner's) is
 * superseded by the winner, closed as {@link ResolveContradiction} closes a loser. The same checks hold: the
 * facts the operator was shown must be unchanged, and a current fact that was not shown refuses the decision.
 * Without the alias the facts are no contradiction of one attribute, so an alias undone since refuses it too.
 */
public final class ResolveAcrossAlias implements ReviewAction {
    private final Fact winner;
    private final Map<FactId, Fact> shown = new HashMap<>();
    private final String reason;

    /**
     * @param winner the fact that holds, as shown
     * @param shown  the facts of the contradiction as shown (the winner may be among them)
     */
    public ResolveAcrossAlias(Fact winner, List<Fact> shown, String reason) {
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
                + winner.subject() + " across its aliases";
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
        AliasGroups aliases = AcceptedAliases.in(context.session().auditLog()).groups();
        List<String> predicates = aliases.predicatesWith(kept.predicate());
        List<String> subjects = aliases.subjectsWith(kept.subject());
        if (predicates.size() < 2 && subjects.size() < 2) {
            throw context.refused("no accepted alias joins " + kept.predicate() + " of " + kept.subject()
                    + " to another name any more");
        }
        for (String p : predicates) {
            if (context.session().declaredCardinality(p) == Cardinality.MANY) {
                throw context.refused("not a contradiction: predicate " + p + " is multi-valued, its current facts"
                        + " all hold");
            }
        }
        List<Fact> others = new ArrayList<>();
        for (String s : subjects) {
            for (String p : predicates) {
                context.session().facts(s, p).stream().filter(f -> f.isCurrent() && !f.id().equals(kept.id()))
                        .forEach(others::add);
            }
        }
        if (others.isEmpty()) {
            throw context.refused("not a contradiction: fact " + kept.id() + " is the only current "
                    + String.join(" / ", predicates) + " of " + String.join(" / ", subjects));
        }
        for (Fact other : others) {
            if (!shown.containsKey(other.id())) {
                throw context.conflict("fact " + other.id() + " (" + other.value() + ") became a current "
                        + other.predicate() + " of " + other.subject() + " after the facts were shown");
            }
        }
        for (Fact other : others) {
            Fact seen = shown.get(other.id());
            context.replace(seen, seen.withValidity(ResolveContradiction.closingTime(seen, kept, context.now()),
                    kept.id()));
        }
    }
}
