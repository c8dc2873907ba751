package io.memscope.analysis;

import io.memscope.model.Dependency;
import io.memscope.model.FactId;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Where a recheck flag spreads: a flag on X reaches every fact derived from X ({@code fact_id depends_on X}),
 * and every fact derived from those, breadth first. Each fact is visited once, so cycles of dependencies
 * end the walk instead of looping.
 */
public final class RecheckPropagation {
    private RecheckPropagation() {
    }

    /** The facts directly derived from one fact; stores answer it with an index or a query. */
    @FunctionalInterface
    public interface Dependents<E extends Exception> {
        Collection<FactId> of(FactId basis) throws E;
    }

    /** The dependents reached from {@code start}, in breadth-first order, never {@code start} itself. */
    public static <E extends Exception> Set<FactId> reach(FactId start, Dependents<E> dependents) throws E {
        Set<FactId> seen = new LinkedHashSet<>();
        seen.add(start);
        Deque<FactId> queue = new ArrayDeque<>();
        queue.add(start);
        while (!queue.isEmpty()) {
            for (FactId next : dependents.of(queue.poll())) {
                if (seen.add(next)) {
                    queue.add(next);
                }
            }
        }
        seen.remove(start);
        return seen;
    }

    /** The same walk over a list of every dependency of the store. */
    public static Set<FactId> reach(FactId start, Collection<Dependency> dependencies) {
        Map<FactId, List<FactId>> derived = new HashMap<>();
        for (Dependency d : dependencies) {
            derived.computeIfAbsent(d.dependsOn(), k -> new ArrayList<>()).add(d.factId());
        }
        return reach(start, basis -> derived.getOrDefault(basis, List.of()));
    }
}
