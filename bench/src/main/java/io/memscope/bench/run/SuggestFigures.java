package io.memscope.bench.run;

import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.open.StoreOpener;
import io.memscope.suggest.MiniLmEmbedder;
import io.memscope.suggest.StoreSuggestions;
import io.memscope.suggest.Suggester;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;

/**
 * {@code suggest} timed by the analysis's rule (a warm-up pass of each side, then both in turn, each the best
 * of its rounds): beside {@code check} on the synthetic store, and beside embedding every memory's text on
 * the store of sentences. Every timed pass of {@code suggest} is the command's work: open the store, read it,
 * suggest with a new {@link MiniLmEmbedder}, whose cache starts empty, as each run of the command does.
 */
final class SuggestFigures {
    /** The warm-up of the embedding reference: enough texts for the model's code to be compiled. */
    private static final int WARM_TEXTS = 500;

    private final String kind;
    private final String location;
    private final long facts;
    private int suggestions;

    SuggestFigures(String kind, String location, long facts) {
        this.kind = kind;
        this.location = location;
        this.facts = facts;
    }

    /** {@code suggest} beside {@code check} (open, every count and finding, as the analysis figure) on the same store. */
    BenchLine besideCheck(int rounds) throws Exception {
        timedCheck();
        return inTurn("check", rounds, this::timedCheck);
    }

    /** {@code suggest} beside {@code suggest} on the same facts spread over many subjects ({@link WideStore}). */
    BenchLine besideSpread(String spread, int rounds) throws Exception {
        timedSuggest(spread);
        return inTurn("suggest on the same facts spread over many subjects", rounds, () -> timedSuggest(spread));
    }

    /** {@code suggest} beside the sentence model run over every memory's text, read beforehand. */
    BenchLine besideEmbedding(int rounds) throws Exception {
        List<String> texts = new ArrayList<>();
        try (MemoryStore store = StoreOpener.open(location, true)) {
            store.forEachFact(f -> texts.add(f.value()), Progress.NONE);
        }
        timedEmbedding(texts.subList(0, Math.min(WARM_TEXTS, texts.size())));
        return inTurn("embedding every memory text", rounds, () -> timedEmbedding(texts))
                .with("distinct_texts", new HashSet<>(texts).size());
    }

    /** A timed pass of a reference, in milliseconds. */
    private interface Timed {
        double ms() throws Exception;
    }

    /** After the reference's warm-up: a first pass of suggest, then the reference and suggest in turn. */
    private BenchLine inTurn(String reference, int rounds, Timed timedReference) throws Exception {
        double first = timedSuggest();
        List<Double> references = new ArrayList<>();
        List<Double> runs = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            references.add(timedReference.ms());
            runs.add(timedSuggest());
        }
        return line("suggest", reference, first, runs, references);
    }

    private BenchLine line(String figure, String reference, double first, List<Double> runs, List<Double> references) {
        return BenchLine.timed(figure, kind, facts, Collections.min(runs), reference, Collections.min(references))
                .with("first_run_ms", rounded(first))
                .with("runs_ms", runs.stream().map(SuggestFigures::rounded).toList())
                .with("reference_runs_ms", references.stream().map(SuggestFigures::rounded).toList())
                .with("suggestions", suggestions);
    }

    private double timedSuggest() throws Exception {
        return timedSuggest(location);
    }

    /** One pass of the command on the store at {@code at}; the figure's own store's count is the line's. */
    private double timedSuggest(String at) throws Exception {
        System.gc(); // the previous pass's store is garbage by now, and must not be collected in this one
        long start = System.nanoTime();
        try (MemoryStore store = StoreOpener.open(at, true)) {
            int found = StoreSuggestions.of(store, new MiniLmEmbedder(), Suggester.DEFAULT_MIN_SCORE,
                    Progress.NONE).size();
            if (at.equals(location)) {
                suggestions = found;
            }
        }
        return millisSince(start);
    }

    private double timedCheck() throws Exception {
        System.gc();
        long start = System.nanoTime();
        try (MemoryStore store = StoreOpener.open(location, true)) {
            store.analyze(Progress.NONE);
        }
        return millisSince(start);
    }

    private static double timedEmbedding(List<String> texts) {
        System.gc();
        MiniLmEmbedder embedder = new MiniLmEmbedder();
        long start = System.nanoTime();
        for (String text : texts) {
            embedder.embed(text);
        }
        return millisSince(start);
    }

    private static double rounded(double ms) {
        return Math.round(ms * 10) / 10.0;
    }

    private static double millisSince(long start) {
        return (System.nanoTime() - start) / 1e6;
    }
}
