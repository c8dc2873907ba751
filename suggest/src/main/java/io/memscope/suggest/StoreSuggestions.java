package io.memscope.suggest;

import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;

import java.util.List;

/** The suggestions for an open store, read through the store port; reads only, never writes. */
public final class StoreSuggestions {
    private StoreSuggestions() {
    }

    public static List<Suggestion> of(MemoryStore store, Embedder embedder, double minScore, Progress progress)
            throws StoreException {
        return found(store, embedder, minScore, progress).suggestions();
    }

    /** The suggestions and the facts their supersessions name, from two passes over the store. */
    public static Suggester.Found found(MemoryStore store, Embedder embedder, double minScore, Progress progress)
            throws StoreException {
        return new Suggester(embedder).suggest(SubjectBlocks.of(store, progress), store.cardinalities(), minScore);
    }
}
