package io.memscope.store.jdbc;

import io.memscope.analysis.CycleFinder;
import io.memscope.analysis.GroupAnalyzer;
import io.memscope.analysis.LinkChecks;
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

/** The findings of a fact list computed in memory, the way the project's semantics define them. */
final class ReferenceAnalysis {
    private ReferenceAnalysis() {
    }

    static List<Finding> findings(List<Fact> facts, PredicateCardinalities cardinalities) {
        List<Finding> found = new ArrayList<>();
        Map<List<String>, List<Fact>> groups = new LinkedHashMap<>();
        Map<FactId, Integer> index = new HashMap<>();
        for (int i = 0; i < facts.size(); i++) {
            Fact f = facts.get(i);
            groups.computeIfAbsent(List.of(f.subject(), f.predicate()), k -> new ArrayList<>()).add(f);
            index.put(f.id(), i);
        }
        groups.forEach((key, group) -> found.addAll(GroupAnalyzer.analyze(cardinalities.of(key.get(1)), group)));
        int[] successor = new int[facts.size()];
        for (int i = 0; i < facts.size(); i++) {
            Fact f = facts.get(i);
            Integer target = f.supersededBy() == null ? null : index.get(f.supersededBy());
            successor[i] = target == null ? -1 : target;
            Optional<LinkChecks.Location> location = Optional.ofNullable(target)
                    .map(t -> new LinkChecks.Location(facts.get(t).subject(), facts.get(t).predicate()));
            LinkChecks.check(f, location).ifPresent(found::add);
        }
        for (int[] cycle : CycleFinder.cycles(successor)) {
            List<LinkChecks.FactRef> members = new ArrayList<>();
            for (int i : cycle) {
                members.add(new LinkChecks.FactRef(facts.get(i).id(), facts.get(i).subject(), facts.get(i).predicate()));
            }
            found.add(LinkChecks.cycle(members));
        }
        return found.stream().sorted(Finding.ORDER).toList();
    }
}
