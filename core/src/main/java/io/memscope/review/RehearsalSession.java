package io.memscope.review;

import io.memscope.model.AuditEntry;
import io.memscope.model.Cardinality;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.RecheckFlag;
import io.memscope.store.ConflictException;
import io.memscope.store.EditSession;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * An edit session over a store opened read-only that keeps every change in memory and writes nothing: an
 * action run on it is refused exactly where it would be refused for real, which lets a store that changes
 * its file merely by being opened for writing (H2) be asked first, so a refusal leaves the file as it was.
 */
final class RehearsalSession implements EditSession {
    private final MemoryStore store;
    private final Map<FactId, Fact> replaced = new HashMap<>();
    private final Map<String, Optional<Cardinality>> declared = new HashMap<>();
    private Map<FactId, RecheckFlag> flags;

    RehearsalSession(MemoryStore store) {
        this.store = store;
    }

    @Override
    public Optional<Fact> fact(FactId id) throws StoreException {
        Fact mine = replaced.get(id);
        return mine != null ? Optional.of(mine) : store.fact(id);
    }

    @Override
    public List<Fact> facts(String subject, String predicate) throws StoreException {
        List<Fact> found = new ArrayList<>();
        for (Fact f : store.factsOf(subject)) {
            if (f.predicate().equals(predicate)) {
                found.add(replaced.getOrDefault(f.id(), f));
            }
        }
        found.sort(Comparator.comparing(Fact::id));
        return found;
    }

    @Override
    public List<Dependency> dependenciesOf(FactId id) throws StoreException {
        return store.dependenciesOf(id);
    }

    @Override
    public void replaceFact(Fact seen, Fact replacement) throws StoreException {
        Fact now = fact(seen.id()).orElse(null);
        if (!seen.equals(now)) {
            throw new ConflictException(store.descriptor().location() + ": fact " + seen.id()
                    + " changed since it was shown; nothing was changed, reload and decide again");
        }
        replaced.put(seen.id(), replacement);
    }

    @Override
    public Cardinality declaredCardinality(String predicate) throws StoreException {
        Optional<Cardinality> mine = declared.get(predicate);
        return mine != null ? mine.orElse(null) : store.cardinalities().declared().get(predicate);
    }

    @Override
    public void setCardinality(String predicate, Cardinality cardinality) {
        declared.put(predicate, Optional.ofNullable(cardinality));
    }

    @Override
    public List<RecheckFlag> flags() throws StoreException {
        return List.copyOf(flagsByFact().values());
    }

    @Override
    public void putFlag(RecheckFlag flag) throws StoreException {
        flagsByFact().put(flag.factId(), flag);
    }

    @Override
    public void removeFlag(FactId factId) throws StoreException {
        flagsByFact().remove(factId);
    }

    private Map<FactId, RecheckFlag> flagsByFact() throws StoreException {
        if (flags == null) {
            flags = new TreeMap<>();
            for (RecheckFlag f : store.flags()) {
                flags.put(f.factId(), f);
            }
        }
        return flags;
    }

    @Override
    public List<AuditEntry> auditLog() throws StoreException {
        return store.auditLog();
    }

    @Override
    public void appendAudit(AuditEntry entry) {
        // a rehearsal writes nothing
    }
}
