package io.memscope.testing;

import io.memscope.store.MemoryStore;
import io.memscope.store.MissingIndex;
import io.memscope.store.StoreException;
import io.memscope.store.open.StoreOpener;

import java.util.List;

/** A store's index advice as an operator gets it: the store opened, asked, and closed again. */
public final class Indexes {
    private Indexes() {
    }

    public static List<MissingIndex> missing(String location) throws StoreException {
        try (MemoryStore store = StoreOpener.open(location, true)) {
            return store.missingIndexes();
        }
    }

    public static List<MissingIndex> create(String location) throws StoreException {
        try (MemoryStore store = StoreOpener.open(location, false)) {
            return store.createMissingIndexes();
        }
    }
}
