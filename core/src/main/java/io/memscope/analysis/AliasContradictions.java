package io.memscope.analysis;

import io.memscope.model.AliasGroups;
import io.memscope.model.Fact;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import io.memscope.model.PredicateCardinalities;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The contradictions only an accepted alias reveals: current facts of one entity and one attribute whose
 * values differ (after trimming and case-folding) and that stand under two different (subject, predicate)
 * pairs, such as {@code lives in} Detroit beside {@code moved to} Ferndale once the two are one attribute.
 * Differing values under one pair are already an ordinary contradiction; this names the ones across an alias.
 */
public final class AliasContradictions {
    private AliasContradictions() {
    }

    /**
     * @param facts any facts; only current ones of single-valued attributes under an aliased name count, and
     *              a finding needs every fact of its entity and attribute among them
     * @return one {@link FindingKind#ALIAS_CONTRADICTION} per entity and attribute, named by its earliest fact
     */
    public static List<Finding> among(Collection<Fact> facts, AliasGroups aliases, PredicateCardinalities cardinalities) {
        if (aliases.isEmpty()) {
            return List.of();
        }
        record Place(String entity, String attribute) {
        }
        Map<Place, List<Fact>> groups = new LinkedHashMap<>();
        for (Fact f : facts) {
            boolean aliased = aliases.predicates().containsKey(f.predicate()) || aliases.subjects().containsKey(f.subject());
            if (f.isCurrent() && aliased && singleValued(aliases.predicatesWith(f.predicate()), cardinalities)) {
                groups.computeIfAbsent(new Place(aliases.entity(f.subject()), aliases.attribute(f.predicate())),
                        p -> new ArrayList<>()).add(f);
            }
        }
        List<Finding> found = new ArrayList<>();
        for (List<Fact> group : groups.values()) {
            if (differAcrossAlias(group)) {
                Fact first = group.stream().min(Comparator.comparing(Fact::id)).orElseThrow();
                found.add(new Finding(FindingKind.ALIAS_CONTRADICTION, first.subject(), first.predicate(),
                        group.stream().map(Fact::id).distinct().toList()));
            }
        }
        return found;
    }

    /** An attribute one of whose names is declared multi-valued holds several values, under any of them. */
    private static boolean singleValued(List<String> names, PredicateCardinalities cardinalities) {
        return names.stream().noneMatch(cardinalities::isMultiValued);
    }

    private static boolean differAcrossAlias(List<Fact> group) {
        for (int i = 0; i < group.size(); i++) {
            for (int j = i + 1; j < group.size(); j++) {
                Fact a = group.get(i);
                Fact b = group.get(j);
                boolean samePlace = a.subject().equals(b.subject()) && a.predicate().equals(b.predicate());
                if (!samePlace && !Objects.equals(a.normalizedValue(), b.normalizedValue())) {
                    return true;
                }
            }
        }
        return false;
    }
}
