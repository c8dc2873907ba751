package io.memscope.review;

import io.memscope.analysis.AuditChain;
import io.memscope.analysis.RecheckPropagation;
import io.memscope.model.AuditEntry;
import io.memscope.model.Dependency;
import io.memscope.model.FactId;
import io.memscope.model.RecheckFlag;
import io.memscope.store.EditSession;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * The one way operator actions reach a store, for the command line and the window alike. Each
 * {@link #run} is one store transaction holding the action's changes and its audit entry, chained to the
 * entry before it: both are stored or neither is.
 */
public final class ActionRunner {
    private final MemoryStore store;
    private final String operator;
    private final Clock clock;
    private UnaryOperator<EditSession> sessionHook = UnaryOperator.identity();
    /** Where the head of each entry written is remembered, or null (tests, and the benchmark) for nowhere. */
    private WrittenHeads heads;

    public ActionRunner(MemoryStore store, String operator) {
        this(store, operator, Clock.systemUTC());
    }

    public ActionRunner(MemoryStore store, String operator, Clock clock) {
        this.store = Objects.requireNonNull(store, "store");
        if (operator == null || operator.isBlank()) {
            throw new IllegalArgumentException("an action needs an operator name");
        }
        this.operator = operator.strip();
        this.clock = clock;
    }

    /** Remembers the head of every entry this runner writes in {@code heads}, to tell later if it went missing. */
    public ActionRunner rememberingHeadsIn(WrittenHeads heads) {
        this.heads = heads;
        return this;
    }

    /** Who acts when nobody said: the operating-system user. */
    public static String defaultOperator() {
        String user = System.getProperty("user.name");
        return user == null || user.isBlank() ? "unknown" : user;
    }

    public String operator() {
        return operator;
    }

    public MemoryStore store() {
        return store;
    }

    /**
     * Runs the action and appends its audit entry, in one transaction.
     *
     * @return the audit entry written
     * @throws io.memscope.store.ConflictException when a fact changed since the operator saw it
     * @throws StoreException                      when the action does not apply, or the store is read-only
     */
    public AuditEntry run(ReviewAction action) throws StoreException {
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        String location = store.descriptor().location();
        AuditEntry written = store.edit(rawSession -> {
            EditSession session = sessionHook.apply(rawSession);
            ActionContext context = new ActionContext(session, operator, now, location);
            action.execute(context);
            if (context.changedNothing() && !action.recordsOnly()) {
                throw context.refused(action.description() + ": nothing to change");
            }
            AuditEntry previous = session.lastAuditEntry().orElse(null);
            AuditEntry draft = new AuditEntry(0, now, operator, action.name(), context.factChanges(),
                    context.cardinalityChanges(), context.flagChanges(), blankToNull(action.reason()),
                    context.undone(), AuditChain.GENESIS, null);
            AuditEntry sealed = AuditChain.seal(draft, previous);
            session.appendAudit(sealed);
            return sealed;
        });
        if (heads != null) {
            heads.wrote(store.descriptor(), written);
        }
        return written;
    }

    /**
     * Runs the action on the store without changing it (the store may be open read-only), and throws what
     * {@link #run} would throw. For stores that a write-mode open changes by itself: asked first, a refused
     * action leaves them as they were.
     */
    public void rehearse(ReviewAction action) throws StoreException {
        ActionContext context = new ActionContext(new RehearsalSession(store), operator,
                clock.instant().truncatedTo(ChronoUnit.MICROS), store.descriptor().location());
        action.execute(context);
        if (context.changedNothing() && !action.recordsOnly()) {
            throw context.refused(action.description() + ": nothing to change");
        }
    }

    /** How far a flag on the fact would spread, read without changing anything (the dialog shows it first). */
    public FlagPreview preview(FactId fact) throws StoreException {
        Set<FactId> dependents = RecheckPropagation.reach(fact, basis -> store.dependenciesOf(basis).stream()
                .filter(d -> d.dependsOn().equals(basis)).map(Dependency::factId).toList());
        Set<FactId> flagged = new HashSet<>();
        for (RecheckFlag f : store.flags()) {
            flagged.add(f.factId());
        }
        int already = (flagged.contains(fact) ? 1 : 0) + (int) dependents.stream().filter(flagged::contains).count();
        return new FlagPreview(fact, List.copyOf(dependents), already);
    }

    /** The entry {@link Undo} would revert next, if any: to label an Undo button. */
    public Optional<AuditEntry> undoable() throws StoreException {
        return Undo.target(store.auditLog());
    }

    /**
     * For tests: wraps the session each action runs on, e.g. to fail between the fact changes and the
     * audit write and show that neither is stored.
     */
    void hookSession(UnaryOperator<EditSession> hook) {
        this.sessionHook = hook;
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}
