package io.memscope.model;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * One operator action as the audit log keeps it: sequence number (1, 2, …), when (UTC), who, which
 * action, what it changed (facts, predicate cardinalities, recheck flags, each before and after), the
 * operator's reason (may be null), for an undo the sequence number it undid, and the hash chain:
 * {@code previousHash} is the hash of the entry before (64 zeros for the first) and {@code hash} is
 * SHA-256 over this entry's canonical form, which includes {@code previousHash}
 * ({@code io.memscope.analysis.AuditChain} computes and checks both).
 */
public record AuditEntry(
        long sequence,
        Instant time,
        String operator,
        String action,
        List<FactChange> facts,
        List<CardinalityChange> cardinalities,
        List<FlagChange> flags,
        String reason,
        Long undoes,
        String previousHash,
        String hash) {

    public AuditEntry {
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(operator, "operator");
        Objects.requireNonNull(action, "action");
        facts = List.copyOf(facts);
        cardinalities = List.copyOf(cardinalities);
        flags = List.copyOf(flags);
        Objects.requireNonNull(previousHash, "previousHash");
    }

    /** Whether this entry changed the fact (its values, or its recheck flag). */
    public boolean touches(FactId id) {
        return facts.stream().anyMatch(c -> c.factId().equals(id))
                || flags.stream().anyMatch(c -> c.factId().equals(id));
    }

    public boolean isUndo() {
        return undoes != null;
    }

    /** The same entry with another hash: how a freshly built entry is sealed, and how tests tamper. */
    public AuditEntry withHash(String newHash) {
        return new AuditEntry(sequence, time, operator, action, facts, cardinalities, flags, reason, undoes,
                previousHash, newHash);
    }
}
