package io.memscope.store.json;

import io.memscope.model.AuditEntry;
import io.memscope.model.Cardinality;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.PredicateCardinalities;
import io.memscope.model.RecheckFlag;
import io.memscope.store.ConflictException;
import io.memscope.store.EditSession;
import io.memscope.store.FactDifference;
import io.memscope.store.StoreException;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * One edit of a JSON store, kept in memory beside the loaded index: replaced facts, the predicate
 * declarations, flags and audit log as they will be written. Nothing reaches the file until
 * {@link JsonStoreSave} writes the whole store; an edit that throws simply drops this object.
 */
final class JsonEditSession implements EditSession {
    private final LoadedStore base;
    private final String location;
    private final Map<FactId, Fact> replaced = new HashMap<>();
    private final Map<String, Cardinality> cardinalities;
    private final TreeMap<FactId, RecheckFlag> flags = new TreeMap<>();
    private final List<AuditEntry> audit;
    private boolean changed;

    JsonEditSession(LoadedStore base, String location) {
        this.base = base;
        this.location = location;
        this.cardinalities = new TreeMap<>(base.cardinalities().declared());
        for (RecheckFlag f : base.flags()) {
            flags.put(f.factId(), f);
        }
        this.audit = new ArrayList<>(base.audit());
    }

    @Override
    public Optional<Fact> fact(FactId id) {
        Fact r = replaced.get(id);
        if (r != null) {
            return Optional.of(r);
        }
        int row = base.facts().rowOf(id);
        return row < 0 ? Optional.empty() : Optional.of(base.facts().fact(row));
    }

    @Override
    public List<Fact> facts(String subject, String predicate) {
        List<Fact> found = new ArrayList<>();
        for (Fact f : base.facts(subject, predicate, null)) {
            found.add(replaced.getOrDefault(f.id(), f));
        }
        found.sort(Comparator.comparing(Fact::id));
        return found;
    }

    @Override
    public List<Dependency> dependenciesOf(FactId id) {
        return base.dependencies().involving(id);
    }

    @Override
    public void replaceFact(Fact seen, Fact replacement) throws StoreException {
        if (!seen.withValidity(replacement.validTo(), replacement.supersededBy()).equals(replacement)) {
            throw new IllegalArgumentException("only valid_to and superseded_by of fact " + seen.id() + " may change");
        }
        Fact stored = fact(seen.id()).orElseThrow(() -> new ConflictException(location + ": fact " + seen.id()
                + " no longer exists; reload and decide again"));
        if (!stored.equals(seen)) {
            throw new ConflictException(location + ": fact " + seen.id() + " changed since it was shown ("
                    + FactDifference.describe(seen, stored) + "); nothing was changed, reload and decide again");
        }
        replaced.put(seen.id(), replacement);
        changed = true;
    }

    @Override
    public Cardinality declaredCardinality(String predicate) {
        return cardinalities.get(predicate);
    }

    @Override
    public void setCardinality(String predicate, Cardinality cardinality) {
        if (cardinality == null) {
            cardinalities.remove(predicate);
        } else {
            cardinalities.put(predicate, cardinality);
        }
        changed = true;
    }

    @Override
    public List<RecheckFlag> flags() {
        return List.copyOf(flags.values());
    }

    @Override
    public void putFlag(RecheckFlag flag) {
        flags.put(flag.factId(), flag);
        changed = true;
    }

    @Override
    public void removeFlag(FactId factId) {
        changed |= flags.remove(factId) != null;
    }

    @Override
    public List<AuditEntry> auditLog() {
        return List.copyOf(audit);
    }

    @Override
    public void auditNewestFirst(java.util.function.Predicate<AuditEntry> visit) {
        EditSession.newestFirst(audit, visit); // the list itself: auditLog() would copy it first
    }

    @Override
    public void appendAudit(AuditEntry entry) {
        audit.add(entry);
        changed = true;
    }

    boolean changed() {
        return changed;
    }

    /**
     * The store as it is once this edit is saved: the loaded columns with the changed validities, and the
     * edited predicates, flags and audit log. What reading the saved file again would give, without reading it.
     */
    LoadedStore saved() {
        return new LoadedStore(base.facts().withValidity(replaced.values()), base.groups(), base.dependencies(),
                new PredicateCardinalities(cardinalities), List.copyOf(flags.values()), audit, base.source(),
                base.otherMembers());
    }

    LoadedStore base() {
        return base;
    }

    /** The fact to write for a row of the loaded table: the replacement if this edit made one. */
    Fact factAt(int row) {
        Fact original = base.facts().fact(row);
        return replaced.getOrDefault(original.id(), original);
    }

    /** The facts this edit changed, by id, as they will be saved. */
    Map<FactId, Fact> replacements() {
        return java.util.Collections.unmodifiableMap(replaced);
    }

    Map<String, Cardinality> cardinalities() {
        return cardinalities;
    }

    List<RecheckFlag> allFlags() {
        return List.copyOf(flags.values());
    }

    List<AuditEntry> allAudit() {
        return audit;
    }
}
