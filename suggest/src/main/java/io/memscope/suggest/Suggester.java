package io.memscope.suggest;

import io.memscope.model.Fact;
import io.memscope.model.PredicateCardinalities;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
        PhraseCache words = new PhraseCache(cardinalities);
        Set<String> storePredicates = new HashSet<>();
        ValueDomains domains = new ValueDomains(words);
        Map<String, List<Read>> bySubject = new HashMap<>();
        for (Fact f : storeFacts) {
            PhraseCache.Words phrase = words.of(f.predicate());
            if (phrase.sentences()) {
                storePredicates.add(f.predicate());
                Optional<Fact> sentence = Sentences.asFact(f);
                if (sentence.isEmpty()) {
                    continue;
                }
                f = sentence.get();
                phrase = words.of(f.predicate());
            } else {
                storePredicates.add(f.predicate());
            }
            domains.add(f, phrase);
            bySubject.computeIfAbsent(f.subject(), k -> new ArrayList<>()).add(new Read(f, phrase));
        }
        for (List<Read> subjectFacts : bySubject.values()) {
            domains.addSubject(subjectFacts);
        }
        Map<String, List<SubjectKey>> groups = SubjectAliases.byName(bySubject.keySet());
        List<List<Fact>> entities = entities(groups, bySubject);
        List<Suggestion> found = new ArrayList<>();
        PredicateAliases predicates = new PredicateAliases(embedder, words, domains);
        List<Suggestion.PredicateAlias> accepted = new ArrayList<>();
        for (Suggestion.PredicateAlias a : predicates.of(pairs(domains.predicates(), storePredicates, entities))) {
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
        Map<String, Suggestion.SubjectAlias> subjectLinks = new HashMap<>();
        for (Suggestion.SubjectAlias a : SubjectAliases.all(groups)) {
            if (a.score() >= minScore) {
                found.add(a);
                subjectLinks.put(ImplicitSupersessions.key(a.first(), a.second()), a);
            }
        }
        ImplicitSupersessions supersessions = new ImplicitSupersessions(
                new AliasGraph(accepted, predicates::vetoed), subjectLinks);
        for (List<Fact> entity : entities) {
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
     * The facts of current single-valued attributes per entity (the subjects of one name): a past event
     * ({@code was born in}) is not replaced by a later one even under its own predicate.
     */
    private static List<List<Fact>> entities(Map<String, List<SubjectKey>> groups, Map<String, List<Read>> bySubject) {
        List<List<Fact>> entities = new ArrayList<>();
        for (List<SubjectKey> group : groups.values()) {
            List<Fact> entity = new ArrayList<>();
            for (SubjectKey k : group) {
                for (Read r : bySubject.get(k.subject())) {
                    if (r.phrase().currentAttribute()) {
                        entity.add(r.fact());
                    }
                }
            }
            if (!entity.isEmpty()) {
                entities.add(entity);
            }
        }
        return entities;
    }

    /**
     * The predicate pairs worth scoring: every pair of the store's own predicates, which an operator may alias
     * whatever subjects use them, and each pair of phrases read out of sentences only where one entity has
     * both, since the sentences of different subjects never supersede each other.
     */
    private static List<String[]> pairs(Set<String> predicates, Set<String> storePredicates, List<List<Fact>> entities) {
        List<String> own = new ArrayList<>();
        for (String p : predicates) {
            if (storePredicates.contains(p)) {
                own.add(p);
            }
        }
        List<String[]> pairs = new ArrayList<>();
        for (int i = 0; i < own.size(); i++) {
            for (int j = i + 1; j < own.size(); j++) {
                pairs.add(new String[] {own.get(i), own.get(j)});
            }
        }
        if (own.size() == predicates.size()) {
            return pairs;
        }
        Set<String> read = new TreeSet<>();
        for (List<Fact> entity : entities) {
            Set<String> phrases = new TreeSet<>();
            for (Fact f : entity) {
                phrases.add(f.predicate());
            }
            List<String> inEntity = new ArrayList<>(phrases);
            for (int i = 0; i < inEntity.size(); i++) {
                for (int j = i + 1; j < inEntity.size(); j++) {
                    String a = inEntity.get(i);
                    String b = inEntity.get(j);
                    if (!storePredicates.contains(a) || !storePredicates.contains(b)) {
                        read.add(a + "\u0000" + b);
                    }
                }
            }
        }
        for (String pair : read) {
            pairs.add(pair.split("\u0000", 2));
        }
        return pairs;
    }

    /** A fact as read (a sentence as its words and value) beside what its predicate's words say. */
    record Read(Fact fact, PhraseCache.Words phrase) {
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
