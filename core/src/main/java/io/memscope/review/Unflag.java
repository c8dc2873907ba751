package io.memscope.review;

import io.memscope.model.FactId;
import io.memscope.model.RecheckFlag;
import io.memscope.store.StoreException;

import java.util.Objects;

/**
 * Clears a fact's recheck flag, and the flags that spread from it to its dependents (flags those facts
 * got for their own reasons stay).
 */
public final class Unflag implements ReviewAction {
    private final FactId fact;
    private final String reason;

    public Unflag(FactId fact, String reason) {
        this.fact = Objects.requireNonNull(fact, "fact");
        this.reason = reason;
    }

    @Override
    public String name() {
        return "unflag";
    }

    @Override
    public String description() {
        return "clear the recheck flag of fact " + fact;
    }

    @Override
    public String reason() {
        return reason;
    }

    @Override
    public void execute(ActionContext context) throws StoreException {
        RecheckFlag own = context.flagOf(fact).orElseThrow(() -> context.refused("fact " + fact + " is not flagged"));
        context.clearFlag(own);
        for (RecheckFlag f : context.session().flags()) {
            if (fact.equals(f.spreadFrom())) {
                context.clearFlag(f);
            }
        }
    }
}
