package io.memscope.review;

import io.memscope.model.AliasGroups;
import io.memscope.model.Cardinality;
import io.memscope.model.Fact;
import io.memscope.store.StoreException;

import java.util.ArrayList;
import java.util.List;

/**
 * "Keep this one" for a contradiction across an accepted alias: every other current fact of the winner's
 * entity and attribute (each subject key and predicate the accepted aliases join to the winner's) is
 * superseded by the winner, as {@link KeepOneValue} says. Without the alias the facts are no contradiction
 * of one attribute, so an alias undone since the facts were shown refuses the decision.
 */
public final class ResolveAcrossAlias extends KeepOneValue {
    /**
     * @param winner the fact that holds, as shown
     * @param shown  the facts of the contradiction as shown (the winner may be among them)
     */
    public ResolveAcrossAlias(Fact winner, List<Fact> shown, String reason) {
        super(winner, shown, reason);
    }

    @Override
    public String description() {
        return "keep fact " + winner.id() + " (" + winner.value() + ") as " + winner.predicate() + " of "
                + winner.subject() + " across its aliases";
    }

    @Override
    public void execute(ActionContext context) throws StoreException {
        Fact kept = kept(context);
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
        supersede(context, kept, others);
    }
}
