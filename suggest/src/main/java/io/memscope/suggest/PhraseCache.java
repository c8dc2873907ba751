package io.memscope.suggest;

import io.memscope.model.PredicateCardinalities;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.Optional;

/**
 * What the suggester asks about a predicate's words, worked out once per distinct predicate: a store repeats
 * a few predicates over millions of facts, and the words' regular expressions would otherwise run per fact.
 */
final class PhraseCache {
    private final PredicateCardinalities cardinalities;
    /** Concurrent: a pass reads facts on one thread while the suggester asks about their words on another. */
    private final Map<String, Words> words = new ConcurrentHashMap<>();
    private final java.util.concurrent.atomic.AtomicInteger ids = new java.util.concurrent.atomic.AtomicInteger();

    PhraseCache(PredicateCardinalities cardinalities) {
        this.cardinalities = cardinalities;
    }

    /** {@link Phrases#key} of the predicate. */
    String key(String predicate) {
        return of(predicate).key();
    }

    /**
     * A single-valued current attribute: not declared multi-valued, no past-event or plan word, and not an
     * attribute that never changes.
     */
    boolean currentAttribute(String predicate) {
        return of(predicate).currentAttribute();
    }

    /** Everything above at once, for a caller that keeps it beside the fact. */
    Words of(String predicate) {
        Words w = words.get(predicate);
        // one Words per predicate even where two reading threads meet it at once: its id must be the only one
        return w != null ? w : words.computeIfAbsent(predicate, this::fresh);
    }

    private Words fresh(String predicate) {
        Optional<String> past = Decoys.pastOrEvent(predicate);
        return new Words(predicate, Phrases.key(predicate), Sentences.isSentencePredicate(predicate),
                past.isEmpty() && !cardinalities.isMultiValued(predicate)
                        && !AttributeLexicon.builtIn().neverChanges(predicate), StatedNames.names(predicate),
                Identifiers.identifies(predicate), ids.getAndIncrement());
    }

    /**
     * @param predicate the predicate as first asked about: one instance for all its facts, so the sets a pass
     *                  fills hash it once
     * @param id        the phrase's number among those this cache has seen, from 0: the same in every part of a
     *                  pass, so what the parts keep by number adds up without renumbering
     * @param names     whether the predicate's value is the subject's own name or identifies it ({@link StatedNames})
     * @param identifies whether that value is an address or a number ({@link Identifiers})
     */
    record Words(String predicate, String key, boolean sentences, boolean currentAttribute, boolean names,
                 boolean identifies, int id) {
    }
}
