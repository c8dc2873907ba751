package io.memscope.store.json;

import io.memscope.model.AuditEntry;
import io.memscope.model.Fact;
import io.memscope.model.PredicateCardinalities;
import io.memscope.model.RecheckFlag;
import io.memscope.store.StoreSource;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What reading a JSON store yields: the fact columns, their canonical order, and the side sections,
 * including memscope's own recheck flags and audit log, and how the file was read (its format).
 */
record LoadedStore(FactTable facts, GroupIndex groups, DependencyList dependencies,
                   PredicateCardinalities cardinalities, List<RecheckFlag> flags, List<AuditEntry> audit,
                   StoreSource source, Set<String> otherMembers) {

    /** {@code otherMembers}: the top-level keys of another tool, which a save copies as written ({@link StorePatch}). */
    LoadedStore {
        flags = List.copyOf(flags);
        audit = List.copyOf(audit);
        otherMembers = java.util.Collections.unmodifiableSet(new java.util.LinkedHashSet<>(otherMembers));
    }

    /** A subject's facts in canonical order, optionally of one predicate and valid at one instant (null: any). */
    List<Fact> facts(String subject, String predicate, Instant asOf) {
        int subjectRank = facts.findSubject(subject);
        int predicateRank = predicate == null ? -1 : facts.findPredicate(predicate);
        if (subjectRank < 0 || (predicate != null && predicateRank < 0)) {
            return List.of();
        }
        List<Fact> found = new ArrayList<>();
        for (int i = groups.subjectFrom(subjectRank); i < groups.subjectTo(subjectRank); i++) {
            int row = groups.row(i);
            if (predicate != null && facts.predicateRank(row) != predicateRank) {
                continue;
            }
            Fact fact = facts.fact(row);
            if (asOf == null || fact.isValidAt(asOf)) {
                found.add(fact);
            }
        }
        return found;
    }
}
