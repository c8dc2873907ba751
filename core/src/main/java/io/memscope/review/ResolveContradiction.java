package io.memscope.review;

import io.memscope.model.Cardinality;
import io.memscope.model.Fact;
import io.memscope.store.StoreException;

import java.util.List;

/**
 * "Keep this one" among the current facts of one subject and predicate: every other one is superseded by
 * the winner, as {@link KeepOneValue} says.
 */
public final class ResolveContradiction extends KeepOneValue {
    /**
     * @param winner the fact that holds, as shown
     * @param shown  the competing facts as shown (the winner may be among them)
     */
    public ResolveContradiction(Fact winner, List<Fact> shown, String reason) {
        super(winner, shown, reason);
    }

    @Override
    public String description() {
        return "keep fact " + winner.id() + " (" + winner.value() + ") as " + winner.predicate() + " of "
                + winner.subject();
    }

    @Override
    public void execute(ActionContext context) throws StoreException {
        Fact kept = kept(context);
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
        supersede(context, kept, others);
    }
}
