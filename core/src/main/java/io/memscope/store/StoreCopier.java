package io.memscope.store;

import io.memscope.model.Cardinality;
import io.memscope.model.Progress;

import java.util.Map;

/**
 * Copies one store into a new one, streaming: the whole history, or only the current snapshot an
 * agent should load. Dependencies are kept when both their facts are copied.
 */
public final class StoreCopier {
    private StoreCopier() {
    }

    /** What was copied, for the operator's confirmation line. */
    public record CopyResult(long facts, long dependencies) {
    }

    public static CopyResult copy(MemoryStore from, StoreWriter to, boolean currentOnly, Progress progress)
            throws StoreException {
        for (Map.Entry<String, Cardinality> e : from.cardinalities().declared().entrySet()) {
            to.predicate(e.getKey(), e.getValue());
        }
        long[] counts = new long[2];
        long total = currentOnly ? -1 : from.estimatedFactCount(); // how many are current is not known cheaply
        MemoryStore.FactConsumer copy = fact -> {
            to.fact(fact);
            counts[0]++;
            if (counts[0] % 10_000 == 0) {
                progress.update(currentOnly ? "copying current facts" : "copying facts", counts[0], total);
                progress.checkCancelled();
            }
        };
        if (currentOnly) {
            from.forEachCurrentFact(copy, progress);
        } else {
            from.forEachFact(copy, progress);
        }
        MemoryStore.DependencyConsumer keep = dependency -> {
            to.dependency(dependency);
            counts[1]++;
        };
        if (currentOnly) {
            from.forEachCurrentDependency(keep); // a dependency on a fact left out would dangle
        } else {
            from.forEachDependency(keep);
        }
        if (!currentOnly && to.keepsLog()) {
            // the full history carries what operators did: their flags and the audit log
            for (io.memscope.model.RecheckFlag flag : from.flags()) {
                to.flag(flag);
            }
            for (io.memscope.model.AuditEntry entry : from.auditLog()) {
                to.audit(entry);
            }
        }
        to.commit();
        return new CopyResult(counts[0], counts[1]);
    }

}
