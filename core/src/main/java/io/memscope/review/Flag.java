package io.memscope.review;

import io.memscope.analysis.RecheckPropagation;
import io.memscope.model.Dependency;
import io.memscope.model.FactId;
import io.memscope.model.RecheckFlag;
import io.memscope.store.StoreException;

import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Flags a fact for recheck, and with it every fact derived from it, transitively. A dependent that
 * already carries a flag keeps it (its own reason stays); the flagged fact itself always gets a direct
 * flag. {@link ActionRunner#preview} tells the operator how far it will spread before it is applied.
 */
public final class Flag implements ReviewAction {
    private final FactId fact;
    private final String reason;

    public Flag(FactId fact, String reason) {
        this.fact = Objects.requireNonNull(fact, "fact");
        this.reason = reason;
    }

    @Override
    public String name() {
        return "flag";
    }

    @Override
    public String description() {
        return "flag fact " + fact + " and the facts derived from it for recheck";
    }

    @Override
    public String reason() {
        return reason;
    }

    @Override
    public void execute(ActionContext context) throws StoreException {
        if (reason == null || reason.isBlank()) {
            throw context.refused("flagging fact " + fact + " needs a reason");
        }
        context.require(fact);
        Optional<RecheckFlag> own = context.flagOf(fact);
        if (own.isEmpty() || !own.get().isDirect()) {
            context.putFlag(new RecheckFlag(fact, reason.strip(), context.now(), context.operator(), null));
        }
        Set<FactId> dependents = RecheckPropagation.reach(fact, basis -> context.session().dependenciesOf(basis)
                .stream().filter(d -> d.dependsOn().equals(basis)).map(Dependency::factId).toList());
        for (FactId dependent : dependents) {
            if (context.flagOf(dependent).isEmpty()) {
                context.putFlag(new RecheckFlag(dependent, reason.strip(), context.now(), context.operator(), fact));
            }
        }
    }
}
