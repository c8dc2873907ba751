package io.memscope.analysis;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.PredicateCardinalities;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The findings about one subject, from its facts alone (plus a lookup for links that leave it), so a
 * picture or a single timeline does not need the whole store analysed. Cycles are found among the
 * subject's own facts; a cycle through other subjects also shows as a cross link.
 */
public final class SubjectFindings {
    private SubjectFindings() {
    }

    public static List<Finding> of(List<Fact> subjectFacts, PredicateCardinalities cardinalities,
                                   Function<FactId, Optional<LinkChecks.Location>> elsewhere) {
        Map<String, List<Fact>> byPredicate = new LinkedHashMap<>();
        Map<FactId, Integer> index = new HashMap<>();
        for (int i = 0; i < subjectFacts.size(); i++) {
            Fact f = subjectFacts.get(i);
            byPredicate.computeIfAbsent(f.predicate(), p -> new ArrayList<>()).add(f);
            index.put(f.id(), i);
        }
        List<Finding> found = new ArrayList<>();
        byPredicate.forEach((p, group) -> found.addAll(GroupAnalyzer.analyze(cardinalities.of(p), group)));
        int[] successor = new int[subjectFacts.size()];
        for (int i = 0; i < subjectFacts.size(); i++) {
            Fact f = subjectFacts.get(i);
            Integer local = f.supersededBy() == null ? null : index.get(f.supersededBy());
            successor[i] = local == null ? -1 : local;
            if (f.supersededBy() != null) {
                Optional<LinkChecks.Location> target = local != null
                        ? Optional.of(new LinkChecks.Location(subjectFacts.get(local).subject(),
                        subjectFacts.get(local).predicate()))
                        : elsewhere.apply(f.supersededBy());
                LinkChecks.check(f, target).ifPresent(found::add);
            }
        }
        for (int[] cycle : CycleFinder.cycles(successor)) {
            List<LinkChecks.FactRef> members = new ArrayList<>();
            for (int i : cycle) {
                Fact f = subjectFacts.get(i);
                members.add(new LinkChecks.FactRef(f.id(), f.subject(), f.predicate()));
            }
            found.add(LinkChecks.cycle(members));
        }
        found.sort(Finding.ORDER);
        return found;
    }
}
