package io.memscope.suggest;

import io.memscope.model.Fact;
import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;

import java.util.ArrayList;
import java.util.List;

/** The suggestions for an open store, read through the store port; reads only, never writes. */
public final class StoreSuggestions {
    private StoreSuggestions() {
    }

    public static List<Suggestion> of(MemoryStore store, Embedder embedder, double minScore, Progress progress)
            throws StoreException {
        List<Fact> facts = new ArrayList<>();
        store.forEachFact(facts::add, progress);
        return new Suggester(embedder).suggest(facts, store.cardinalities(), minScore);
    }
}
