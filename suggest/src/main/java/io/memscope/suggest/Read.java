package io.memscope.suggest;

import io.memscope.model.Fact;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A fact as the suggester reads it (a sentence as its words and value) beside the fact as stored and what its
 * predicate's words say.
 */
record Read(Fact fact, Fact stored, PhraseCache.Words phrase) {
    /** Whether the fact was read out of a sentence, so its predicate is no predicate of the store. */
    boolean fromSentence() {
        return fact != stored;
    }

    /**
     * Whether the fact was read out of its source, beside its reading as stored: its value is the stored fact's
     * own, so it says nothing about what values the phrase takes.
     */
    boolean fromSource() {
        return fact != stored && !Sentences.isSentencePredicate(stored.predicate());
    }

    /**
     * One subject's facts as read; a sentence that names no value is left out, and a fact whose source reads
     * as a sentence of a known attribute is read twice, as stored and as its source says.
     */
    static List<Read> of(List<Fact> facts, PhraseCache words) {
        List<Read> reads = new ArrayList<>(facts.size());
        String lastPredicate = null;
        PhraseCache.Words phrase = null;
        for (Fact f : facts) {
            // a subject's facts come grouped by predicate: one lookup per predicate, not per fact
            if (!f.predicate().equals(lastPredicate)) {
                lastPredicate = f.predicate();
                phrase = words.of(lastPredicate);
            }
            if (!phrase.sentences()) {
                reads.add(new Read(f, f, phrase));
                // what the fact was read from may name its attribute where its predicate does not
                Optional<Fact> said = SourceSentences.of(f);
                if (said.isPresent()) {
                    reads.add(new Read(said.get(), f, words.of(said.get().predicate())));
                }
                continue;
            }
            Optional<Fact> sentence = Sentences.asFact(f);
            if (sentence.isPresent()) {
                reads.add(new Read(sentence.get(), f, words.of(sentence.get().predicate())));
            }
        }
        return reads;
    }
}
