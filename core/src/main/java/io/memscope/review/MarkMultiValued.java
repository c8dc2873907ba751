package io.memscope.review;

import io.memscope.model.Cardinality;
import io.memscope.store.StoreException;

import java.util.Objects;

/** "Both hold": declares the predicate multi-valued, which ends every contradiction of that predicate. */
public final class MarkMultiValued implements ReviewAction {
    private final String predicate;
    private final String reason;

    public MarkMultiValued(String predicate, String reason) {
        this.predicate = Objects.requireNonNull(predicate, "predicate");
        this.reason = reason;
    }

    @Override
    public String name() {
        return "many";
    }

    @Override
    public String description() {
        return "treat " + predicate + " as multi-valued (all its current values hold)";
    }

    @Override
    public String reason() {
        return reason;
    }

    @Override
    public void execute(ActionContext context) throws StoreException {
        if (context.session().declaredCardinality(predicate) == Cardinality.MANY) {
            throw context.refused("predicate " + predicate + " is already multi-valued");
        }
        context.declare(predicate, Cardinality.MANY);
    }
}
