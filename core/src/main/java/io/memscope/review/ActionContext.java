package io.memscope.review;

import io.memscope.model.Cardinality;
import io.memscope.model.CardinalityChange;
import io.memscope.model.Fact;
import io.memscope.model.FactChange;
import io.memscope.model.FactId;
import io.memscope.model.FlagChange;
import io.memscope.model.RecheckFlag;
import io.memscope.store.ConflictException;
import io.memscope.store.EditSession;
import io.memscope.store.FactDifference;
import io.memscope.store.StoreException;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What an action sees while it runs: the edit session, who acts and when, and a record of every change
 * made through it, which becomes the audit entry. Actions change the store only through here, so the
 * audit entry cannot miss a change.
 */
public final class ActionContext {
    private final EditSession session;
    private final String operator;
    private final Instant now;
    private final String location;
    private final List<FactChange> factChanges = new ArrayList<>();
    private final List<CardinalityChange> cardinalityChanges = new ArrayList<>();
    private final List<FlagChange> flagChanges = new ArrayList<>();
    private Long undoes;

    ActionContext(EditSession session, String operator, Instant now, String location) {
        this.session = session;
        this.operator = operator;
        this.now = now;
        this.location = location;
    }

    public EditSession session() {
        return session;
    }

    public String operator() {
        return operator;
    }

    /** The action's time, at the microsecond precision stores keep. */
    public Instant now() {
        return now;
    }

    /** The stored fact, or a refusal naming the id. */
    public Fact require(FactId id) throws StoreException {
        return session.fact(id).orElseThrow(() -> refused("no fact with id " + id));
    }

    /** Checks that the stored fact still equals the version the operator saw, and returns it. */
    public Fact requireUnchanged(Fact seen) throws StoreException {
        Optional<Fact> stored = session.fact(seen.id());
        if (stored.isEmpty()) {
            throw new ConflictException(location + ": fact " + seen.id() + " no longer exists; reload and decide again");
        }
        if (!stored.get().equals(seen)) {
            throw new ConflictException(location + ": fact " + seen.id() + " changed since it was shown ("
                    + FactDifference.describe(seen, stored.get()) + "); nothing was changed, reload and decide again");
        }
        return stored.get();
    }

    /** Replaces a fact (the store refuses if it differs from {@code seen}) and records the change. */
    public void replace(Fact seen, Fact replacement) throws StoreException {
        if (seen.equals(replacement)) {
            return;
        }
        session.replaceFact(seen, replacement);
        factChanges.add(new FactChange(seen, replacement));
    }

    /** Declares a predicate's cardinality (null: undeclared) and records the change. */
    public void declare(String predicate, Cardinality cardinality) throws StoreException {
        Cardinality before = session.declaredCardinality(predicate);
        if (before == cardinality) {
            return;
        }
        session.setCardinality(predicate, cardinality);
        cardinalityChanges.add(new CardinalityChange(predicate, before, cardinality));
    }

    /** The fact's flag, if it has one. */
    public Optional<RecheckFlag> flagOf(FactId id) throws StoreException {
        return session.flags().stream().filter(f -> f.factId().equals(id)).findFirst();
    }

    /** Sets a flag (replacing the fact's earlier one, if any) and records the change. */
    public void putFlag(RecheckFlag flag) throws StoreException {
        RecheckFlag before = flagOf(flag.factId()).orElse(null);
        if (flag.equals(before)) {
            return;
        }
        session.putFlag(flag);
        flagChanges.add(new FlagChange(before, flag));
    }

    public void clearFlag(RecheckFlag flag) throws StoreException {
        session.removeFlag(flag.factId());
        flagChanges.add(FlagChange.cleared(flag));
    }

    /** Marks the entry being written as the undo of entry {@code sequence}. */
    public void undoes(long sequence) {
        this.undoes = sequence;
    }

    /** A refusal with the one-line message an operator sees, naming the store. */
    public StoreException refused(String what) {
        return new StoreException(location + ": " + what);
    }

    public ConflictException conflict(String what) {
        return new ConflictException(location + ": " + what + "; nothing was changed, reload and decide again");
    }

    boolean changedNothing() {
        return factChanges.isEmpty() && cardinalityChanges.isEmpty() && flagChanges.isEmpty();
    }

    List<FactChange> factChanges() {
        return factChanges;
    }

    List<CardinalityChange> cardinalityChanges() {
        return cardinalityChanges;
    }

    List<FlagChange> flagChanges() {
        return flagChanges;
    }

    Long undone() {
        return undoes;
    }
}
