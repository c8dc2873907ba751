package io.memscope.suggest;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.PredicateCardinalities;
import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.OpenRequest;
import io.memscope.store.StoreException;
import io.memscope.store.jdbc.JdbcStoreWriter;
import io.memscope.store.open.StoreOpener;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

/** How the rule tests make facts and ask for suggestions: in memory at the default threshold, or of an H2 copy. */
final class Suggested {
    /** One model for every test: it loads once, and the same text always gives the same vector. */
    static final Embedder MODEL = new MiniLmEmbedder();

    private Suggested() {
    }

    /** A current fact of the minimal schema, from the start of {@code from} (yyyy-mm-dd). */
    static Fact fact(long id, String subject, String predicate, String value, String from) {
        return Fact.of(FactId.of(id), subject, predicate, value, Instant.parse(from + "T00:00:00Z"), null, null);
    }

    /** A current fact as {@link #fact}, with a source: what the user said, or a label. */
    static Fact said(long id, String subject, String predicate, String value, String from, String source) {
        return new Fact(FactId.of(id), subject, predicate, value, io.memscope.model.ValueKind.TEXT,
                Instant.parse(from + "T00:00:00Z"), null, null, null, source, null, null);
    }

    static List<Suggestion> of(List<Fact> facts) {
        return new Suggester(MODEL).suggest(facts, PredicateCardinalities.NONE, Suggester.DEFAULT_MIN_SCORE);
    }

    static List<Suggestion> of(Fact... facts) {
        return of(List.of(facts));
    }

    /** The suggestions of the facts written to a new H2 store in {@code dir}, read back through the port. */
    static List<Suggestion> ofH2Copy(List<Fact> facts, Path dir) throws StoreException {
        Path h2 = dir.resolve("copy.mv.db");
        try (JdbcStoreWriter w = JdbcStoreWriter.createH2(h2)) {
            for (Fact f : facts) {
                w.fact(f);
            }
            w.commit();
        }
        try (MemoryStore store = StoreOpener.open(OpenRequest.of(h2.toString(), true), Progress.NONE)) {
            return StoreSuggestions.of(store, MODEL, Suggester.DEFAULT_MIN_SCORE, Progress.NONE);
        }
    }
}
