package io.memscope.suggest;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.PredicateCardinalities;
import io.memscope.store.StoreException;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Every suggestion for a set of facts at a threshold: no I/O of its own, the same facts give the same list in
 * the same order. {@link StoreSuggestions} hands it a store's facts through the store port.
 */
public final class Suggester {
    /** Chosen on the evaluation store (docs/guide.md, "Suggestions"). */
    public static final double DEFAULT_MIN_SCORE = 0.5;

    private static final List<String> KIND_ORDER = List.of("implicit_supersession", "predicate_alias", "subject_alias");

    private final Embedder embedder;

    public Suggester(Embedder embedder) {
        this.embedder = embedder;
    }

    /** Every suggestion for facts already in memory (an evaluation store, a test). */
    public List<Suggestion> suggest(List<Fact> storeFacts, PredicateCardinalities cardinalities, double minScore) {
        try {
            return suggest(SubjectBlocks.of(storeFacts), cardinalities, minScore).suggestions();
        } catch (StoreException e) {
            throw new IllegalStateException("facts in memory raised a store error", e);
        }
    }

    /**
     * Every suggestion, in two passes over the facts, one subject at a time: the first learns the predicates'
     * words and value domains and the subjects' names, the second looks at each entity's facts once the
     * aliases are known. Nothing but those summaries and the few entities of several subject keys is held.
     */
    public Found suggest(SubjectBlocks blocks, PredicateCardinalities cardinalities, double minScore)
            throws StoreException {
        StoreEvidence evidence = StoreEvidence.of(blocks, cardinalities);
        Map<String, List<SubjectKey>> entities = evidence.subjects.entities();
        List<Suggestion> found = new ArrayList<>();
        PredicateAliases predicates = new PredicateAliases(embedder, evidence.words, evidence.domains, evidence.sideBySide,
                PredicateNamespaces.of(evidence.storePredicates));
        List<Suggestion.PredicateAlias> accepted = new ArrayList<>();
        Thread warm = warm(evidence);
        try {
            for (Suggestion.PredicateAlias a : predicates.of(pairs(evidence, entities), minScore)) {
                if (a.score() >= minScore) {
                    accepted.add(a);
                }
            }
        } finally {
            join(warm);
        }
        for (Suggestion.PredicateAlias a : accepted) {
            // a phrase read out of sentences is evidence, not a predicate the operator could act on
            if (evidence.storePredicates.contains(a.first()) && evidence.storePredicates.contains(a.second())) {
                found.add(a);
            }
        }
        Map<String, Suggestion.SubjectAlias> subjectLinks = new HashMap<>();
        for (Suggestion.SubjectAlias a : SubjectAliases.all(entities, evidence.stated)) {
            if (a.score() >= minScore) {
                found.add(a);
                subjectLinks.put(ImplicitSupersessions.key(a.first(), a.second()), a);
            }
        }
        Map<FactId, Fact> named = new HashMap<>();
        // without an alias or a sentence, two facts can differ only as a contradiction check already reports
        if (!accepted.isEmpty() || !subjectLinks.isEmpty() || evidence.readSentences() || evidence.saysSources()) {
            AliasGraph attributes = new AliasGraph(accepted, predicates::vetoed);
            ImplicitSupersessions supersessions = new ImplicitSupersessions(attributes, subjectLinks);
            new EntityPass(evidence, entities, supersessions, attributes::names,
                    (a, b) -> attributes.chain(a, b).isPresent(), minScore)
                    .run(blocks, found, named);
        }
        return new Found(sorted(found), named);
    }

    /**
     * Embeds the store's own predicates on a thread of its own while the pairs are scored, since scoring waits
     * on the store for sampled values: the vectors are the same on any thread, so the result is unchanged.
     */
    private Thread warm(StoreEvidence evidence) {
        List<String> texts = new ArrayList<>();
        for (String p : evidence.domains.predicates()) {
            if (evidence.storePredicates.contains(p) && evidence.words.currentAttribute(p)
                    && !evidence.words.of(p).sentences()) {
                texts.add(Phrases.readable(p));
            }
        }
        Thread warm = new Thread(() -> {
            for (String text : texts) {
                if (Thread.currentThread().isInterrupted()) {
                    return;
                }
                try {
                    embedder.embed(text);
                } catch (RuntimeException e) {
                    return; // the scoring embeds the text again, and reports what fails
                }
            }
        }, "memscope-embed");
        warm.setDaemon(true);
        warm.start();
        return warm;
    }

    private static void join(Thread warm) {
        warm.interrupt(); // whatever is left, the scoring has embedded already or never needs
        boolean interrupted = false;
        while (warm.isAlive()) {
            try {
                warm.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** The suggestions in their fixed order, and the facts (as stored) that the supersessions name. */
    public record Found(List<Suggestion> suggestions, Map<FactId, Fact> facts) {
        public Found {
            // unmodifiable views, not copies: a big store's result has a hundred thousand entries
            suggestions = Collections.unmodifiableList(suggestions);
            facts = Collections.unmodifiableMap(facts);
        }
    }

    /**
     * The predicate pairs worth scoring: every pair of the store's own predicates, which an operator may alias
     * whatever subjects use them, and each pair of phrases read out of sentences only where one entity has
     * both, since the sentences of different subjects never supersede each other.
     */
    private static List<String[]> pairs(StoreEvidence evidence, Map<String, List<SubjectKey>> entities) {
        List<String> own = new ArrayList<>();
        for (String p : evidence.domains.predicates()) {
            if (evidence.storePredicates.contains(p)) {
                own.add(p);
            }
        }
        List<String[]> pairs = new ArrayList<>();
        for (int i = 0; i < own.size(); i++) {
            for (int j = i + 1; j < own.size(); j++) {
                pairs.add(new String[] {own.get(i), own.get(j)});
            }
        }
        if (!evidence.readSentences()) {
            return pairs;
        }
        Set<String> read = new TreeSet<>();
        for (List<SubjectKey> entity : entities.values()) {
            List<String> inEntity = new ArrayList<>(evidence.subjects.phrasesOf(entity));
            for (int i = 0; i < inEntity.size(); i++) {
                for (int j = i + 1; j < inEntity.size(); j++) {
                    String a = inEntity.get(i);
                    String b = inEntity.get(j);
                    if (!evidence.storePredicates.contains(a) || !evidence.storePredicates.contains(b)) {
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

    /** Sorted by kind, then score (highest first), then names, each suggestion's sort key worked out once. */
    private static List<Suggestion> sorted(List<Suggestion> found) {
        List<Keyed> keyed = new ArrayList<>(found.size());
        for (Suggestion s : found) {
            keyed.add(new Keyed(KIND_ORDER.indexOf(s.kind()), s.score(), names(s), s));
        }
        keyed.sort(null);
        List<Suggestion> in = new ArrayList<>(keyed.size());
        for (Keyed k : keyed) {
            in.add(k.suggestion());
        }
        return in;
    }

    private record Keyed(int kind, double score, String names, Suggestion suggestion) implements Comparable<Keyed> {
        @Override
        public int compareTo(Keyed o) {
            if (kind != o.kind) {
                return Integer.compare(kind, o.kind);
            }
            int byScore = Double.compare(o.score, score);
            return byScore != 0 ? byScore : names.compareTo(o.names);
        }
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
        return padded(i.oldFact().toString()) + "\u0000" + padded(i.newFact().toString());
    }

    private static String padded(String id) {
        return id.length() >= 20 ? id : " ".repeat(20 - id.length()) + id;
    }
}
