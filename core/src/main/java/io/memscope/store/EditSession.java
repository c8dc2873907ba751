package io.memscope.store;

import io.memscope.model.AuditEntry;
import io.memscope.model.Cardinality;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.RecheckFlag;

import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * What an operator action may do inside one edit transaction ({@link MemoryStore#edit}). Reads see the
 * store as it is now, including this transaction's own changes; SQL stores lock the fact rows read here
 * until the end of the transaction, so what was compared is what gets written.
 */
public interface EditSession {

    /** The fact as stored now (row locked in SQL). */
    Optional<Fact> fact(FactId id) throws StoreException;

    /** Every fact of one subject and predicate as stored now (rows locked in SQL), ordered by id. */
    List<Fact> facts(String subject, String predicate) throws StoreException;

    /** Dependencies in which the fact is either side. */
    List<Dependency> dependenciesOf(FactId id) throws StoreException;

    /**
     * Replaces {@code seen} by {@code replacement} (same id). Only {@code valid_to} and {@code superseded_by}
     * may differ: operator actions close and link facts, they never rewrite what was remembered.
     *
     * @throws ConflictException when the stored fact is no longer equal to {@code seen}
     * @throws IllegalArgumentException when the ids or any other field differ
     */
    void replaceFact(Fact seen, Fact replacement) throws StoreException;

    /** The declared cardinality, or null when the predicate is not declared (single-valued by default). */
    Cardinality declaredCardinality(String predicate) throws StoreException;

    /** Declares a predicate's cardinality; null removes the declaration. */
    void setCardinality(String predicate, Cardinality cardinality) throws StoreException;

    /** Every recheck flag, ordered by fact id. */
    List<RecheckFlag> flags() throws StoreException;

    /** Sets a flag; a fact holds at most one, so an existing flag of the same fact is replaced. */
    void putFlag(RecheckFlag flag) throws StoreException;

    /** Clears the flag of a fact, if any. */
    void removeFlag(FactId factId) throws StoreException;

    /** The audit log, oldest first. */
    List<AuditEntry> auditLog() throws StoreException;

    /**
     * The audit log newest first, for as long as {@code visit} returns true. An action needs the chain's
     * head, an undo the latest entries: neither should read a log that grows with every action ever taken.
     */
    default void auditNewestFirst(Predicate<AuditEntry> visit) throws StoreException {
        newestFirst(auditLog(), visit);
    }

    /** Walks a log held in memory (oldest first) from its newest entry, for as long as {@code visit} returns true. */
    static void newestFirst(List<AuditEntry> log, Predicate<AuditEntry> visit) {
        for (int i = log.size() - 1; i >= 0 && visit.test(log.get(i)); i--) {
            // visit decides when to stop
        }
    }

    /** The newest audit entry, the one the next entry chains to. */
    default Optional<AuditEntry> lastAuditEntry() throws StoreException {
        List<AuditEntry> last = new java.util.ArrayList<>(1);
        auditNewestFirst(entry -> !last.add(entry));
        return last.stream().findFirst();
    }

    /** Appends an entry (already sealed by {@code AuditChain}) to the audit log. */
    void appendAudit(AuditEntry entry) throws StoreException;
}
