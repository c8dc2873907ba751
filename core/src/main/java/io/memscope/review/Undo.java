package io.memscope.review;

import io.memscope.model.AuditEntry;
import io.memscope.model.CardinalityChange;
import io.memscope.model.FactChange;
import io.memscope.model.FlagChange;
import io.memscope.model.RecheckFlag;
import io.memscope.store.EditSession;
import io.memscope.store.StoreException;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Undoes the latest action not undone yet (repeat to go further back), as a new audited action that
 * restores the earlier values; the log itself is never rewritten. Undos are not undone. Each value is
 * restored only if it is still what that action left: a fact changed since is a conflict, not overwritten.
 */
public final class Undo implements ReviewAction {
    private final String reason;
    /** Set once the target is known: undoing an alias that linked nothing changes no fact and is still an undo. */
    private boolean revertsOnlyARecord;

    public Undo(String reason) {
        this.reason = reason;
    }

    /**
     * The entry an undo would revert: the latest one that is no undo, was not undone, and changed
     * something (an export is only on the record; there is nothing to restore).
     */
    public static Optional<AuditEntry> target(List<AuditEntry> log) {
        TargetSearch search = new TargetSearch();
        EditSession.newestFirst(log, search);
        return Optional.ofNullable(search.found);
    }

    /**
     * Looks at entries newest first. An undo always comes after the entry it undid, so by the time the walk
     * reaches an entry, every undo of it has been seen: the walk stops at the target, however long the log.
     */
    private static final class TargetSearch implements Predicate<AuditEntry> {
        private final Set<Long> undone = new HashSet<>();
        private AuditEntry found;

        @Override
        public boolean test(AuditEntry e) {
            if (e.isUndo()) {
                undone.add(e.undoes());
                return true;
            }
            // an accepted alias is a change of memscope's own state even when it linked no fact
            boolean changed = !e.facts().isEmpty() || !e.cardinalities().isEmpty() || !e.flags().isEmpty()
                    || AcceptAlias.NAME.equals(e.action());
            if (!undone.contains(e.sequence()) && changed) {
                found = e;
                return false;
            }
            return true;
        }
    }

    @Override
    public String name() {
        return "undo";
    }

    @Override
    public String description() {
        return "undo the latest action";
    }

    @Override
    public String reason() {
        return reason;
    }

    @Override
    public boolean recordsOnly() {
        return revertsOnlyARecord;
    }

    @Override
    public void execute(ActionContext context) throws StoreException {
        TargetSearch search = new TargetSearch();
        context.session().auditNewestFirst(search);
        AuditEntry entry = Optional.ofNullable(search.found).orElseThrow(() -> context.refused("nothing to undo"));
        context.undoes(entry.sequence());
        revertsOnlyARecord = AcceptAlias.NAME.equals(entry.action());
        List<FactChange> facts = entry.facts();
        for (int i = facts.size() - 1; i >= 0; i--) {
            try {
                context.replace(facts.get(i).after(), facts.get(i).before());
            } catch (IllegalArgumentException e) {
                // an action only closes and links facts; a change that rewrites anything else was not written by one
                throw context.refused("audit entry #" + entry.sequence() + " cannot be undone: its change of fact "
                        + facts.get(i).after().id() + " is not one memscope makes (" + e.getMessage()
                        + "); run audit --verify");
            }
        }
        for (CardinalityChange c : entry.cardinalities()) {
            if (context.session().declaredCardinality(c.predicate()) != c.after()) {
                throw context.conflict("the cardinality of " + c.predicate() + " changed since entry #"
                        + entry.sequence());
            }
            context.declare(c.predicate(), c.before());
        }
        List<FlagChange> flags = entry.flags();
        for (int i = flags.size() - 1; i >= 0; i--) {
            FlagChange c = flags.get(i);
            RecheckFlag now = context.flagOf(c.factId()).orElse(null);
            if (!Objects.equals(now, c.after())) {
                throw context.conflict("the flag of fact " + c.factId() + " changed since entry #" + entry.sequence());
            }
            if (c.before() != null) {
                context.putFlag(c.before());
            } else {
                context.clearFlag(c.after());
            }
        }
    }
}
