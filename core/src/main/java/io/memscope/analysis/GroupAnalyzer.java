package io.memscope.analysis;

import io.memscope.model.Cardinality;
import io.memscope.model.Fact;
import io.memscope.model.Finding;

import java.util.ArrayList;
import java.util.List;

/**
 * Everything that can be decided by looking at the facts of one subject+predicate together:
 * contradictions and duplicates among current facts, overlaps, and each fact's own problems.
 * Link problems (dangling, cross links, cycles) need the whole store and live in {@link LinkChecks}.
 */
public final class GroupAnalyzer {
    private GroupAnalyzer() {
    }

    public static List<Finding> analyze(Cardinality cardinality, List<Fact> group) {
        List<Finding> found = new ArrayList<>(0);
        if (group.isEmpty()) {
            return found;
        }
        String subject = group.get(0).subject();
        String predicate = group.get(0).predicate();
        for (Fact f : group) {
            FactProblems.addTo(f, found);
        }
        if (cardinality == Cardinality.ONE && group.size() > 1) {
            List<Fact> current = new ArrayList<>(group.size());
            for (Fact f : group) {
                if (f.isCurrent()) {
                    current.add(f);
                }
            }
            CurrentValues.classify(subject, predicate, current).ifPresent(found::add);
            found.addAll(Overlaps.find(subject, predicate, group));
        }
        return found;
    }
}
