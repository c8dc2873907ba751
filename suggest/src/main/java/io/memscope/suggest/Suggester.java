package io.memscope.suggest;

import io.memscope.model.Fact;
import io.memscope.model.PredicateCardinalities;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Every suggestion for a set of facts at a threshold: pure, no I/O, the same facts give the same list in the
 * same order. {@link StoreSuggestions} reads the facts through the store port.
 */
public final class Suggester {
    /** Chosen on the evaluation store (docs/guide.md, "Suggestions"). */
    public static final double DEFAULT_MIN_SCORE = 0.5;

    private static final List<String> KIND_ORDER = List.of("implicit_supersession", "predicate_alias", "subject_alias");
    static final Comparator<Suggestion> ORDER = Comparator
            .comparingInt((Suggestion s) -> KIND_ORDER.indexOf(s.kind()))
            .thenComparing(Comparator.comparingDouble(Suggestion::score).reversed())
            .thenComparing(Suggester::names);

    private final Embedder embedder;

    public Suggester(Embedder embedder) {
        this.embedder = embedder;
    }

    public List<Suggestion> suggest(List<Fact> storeFacts, PredicateCardinalities cardinalities, double minScore) {
        Set<String> storePredicates = new TreeSet<>();
        List<Fact> facts = new ArrayList<>();
        for (Fact f : storeFacts) {
            storePredicates.add(f.predicate());
            if (Sentences.isSentencePredicate(f.predicate())) {
                Sentences.asFact(f).ifPresent(facts::add);
            } else {
                facts.add(f);
            }
        }
        ValueDomains domains = new ValueDomains();
        Set<String> subjects = new TreeSet<>();
        for (Fact f : facts) {
            domains.add(f);
            subjects.add(f.subject());
        }
        List<Suggestion> found = new ArrayList<>();
        PredicateAliases predicates = new PredicateAliases(embedder, cardinalities, domains);
        List<Suggestion.PredicateAlias> accepted = new ArrayList<>();
        for (Suggestion.PredicateAlias a : predicates.all()) {
            if (a.score() >= minScore) {
                accepted.add(a);
            }
        }
        for (Suggestion.PredicateAlias a : accepted) {
            // a phrase read out of sentences is evidence, not a predicate the operator could act on
            if (storePredicates.contains(a.first()) && storePredicates.contains(a.second())) {
                found.add(a);
            }
        }
        Set<String> vetoed = new TreeSet<>();
        List<String> names = new ArrayList<>(domains.predicates());
        for (int i = 0; i < names.size(); i++) {
            for (int j = i + 1; j < names.size(); j++) {
                if (predicates.vetoed(names.get(i), names.get(j))) {
                    vetoed.add(ImplicitSupersessions.key(names.get(i), names.get(j)));
                }
            }
        }
        Map<String, List<SubjectKey>> groups = SubjectAliases.byName(subjects);
        Map<String, Suggestion.SubjectAlias> subjectLinks = new HashMap<>();
        for (Suggestion.SubjectAlias a : SubjectAliases.all(groups)) {
            if (a.score() >= minScore) {
                found.add(a);
                subjectLinks.put(ImplicitSupersessions.key(a.first(), a.second()), a);
            }
        }
        ImplicitSupersessions supersessions = new ImplicitSupersessions(new AliasGraph(accepted, vetoed), subjectLinks);
        for (List<Fact> entity : byEntity(facts, cardinalities).values()) {
            for (Suggestion.ImplicitSupersession s : supersessions.in(entity)) {
                if (s.score() >= minScore) {
                    found.add(s);
                }
            }
        }
        found.sort(ORDER);
        return found;
    }

    /**
     * The facts of current single-valued attributes grouped by the entity name of their subject: a past event
     * ({@code was born in}) is not replaced by a later one even under its own predicate.
     */
    private static Map<String, List<Fact>> byEntity(List<Fact> facts, PredicateCardinalities cardinalities) {
        Map<String, List<Fact>> entities = new java.util.TreeMap<>();
        for (Fact f : facts) {
            if (!cardinalities.isMultiValued(f.predicate()) && Decoys.pastOrEvent(f.predicate()).isEmpty()) {
                entities.computeIfAbsent(SubjectKey.of(f.subject()).name(), n -> new ArrayList<>()).add(f);
            }
        }
        return entities;
    }

    private static String names(Suggestion s) {
        if (s instanceof Suggestion.PredicateAlias p) {
            return p.first() + "\u0000" + p.second();
        }
        if (s instanceof Suggestion.SubjectAlias p) {
            return p.first() + "\u0000" + p.second();
        }
        Suggestion.ImplicitSupersession i = (Suggestion.ImplicitSupersession) s;
        // numbers padded so fact 9 sorts before fact 10, as check --json orders ids
        return String.format("%20s\u0000%20s", i.oldFact(), i.newFact());
    }
}
