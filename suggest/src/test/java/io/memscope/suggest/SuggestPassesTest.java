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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The suggester reads a store in two passes, one subject at a time, on two threads: what it finds must be what
 * the same facts give in memory, whatever the store kind and however the store groups its facts.
 */
class SuggestPassesTest {
    private static final String EVAL = "fixtures/suggest/eval.json";
    private static final Embedder ALL_ALIKE = text -> new float[] {1, 0};

    @Test
    void anH2StoreGivesWhatItsFactsGiveInMemory(@TempDir Path dir) throws Exception {
        List<Fact> facts = new ArrayList<>();
        try (MemoryStore json = StoreOpener.open(OpenRequest.of(EVAL, true), Progress.NONE)) {
            json.forEachFact(facts::add, Progress.NONE);
        }
        Path h2 = dir.resolve("eval.mv.db");
        try (JdbcStoreWriter w = JdbcStoreWriter.createH2(h2)) {
            for (Fact f : facts) {
                w.fact(f);
            }
            w.commit();
        }
        Embedder model = new MiniLmEmbedder();
        List<Suggestion> inMemory = new Suggester(model).suggest(facts, PredicateCardinalities.NONE,
                Suggester.DEFAULT_MIN_SCORE);
        Suggester.Found fromStore;
        try (MemoryStore store = StoreOpener.open(OpenRequest.of(h2.toString(), true), Progress.NONE)) {
            fromStore = StoreSuggestions.found(store, model, Suggester.DEFAULT_MIN_SCORE, Progress.NONE);
        }
        assertThat(inMemory).isNotEmpty();
        assertThat(fromStore.suggestions()).isEqualTo(inMemory);
        for (Suggestion s : fromStore.suggestions()) {
            if (s instanceof Suggestion.ImplicitSupersession i) {
                // the facts as stored, sentences included, for the window to show
                assertThat(fromStore.facts().get(i.oldFact())).isIn(facts);
                assertThat(fromStore.facts().get(i.newFact())).isIn(facts);
            }
        }
    }

    @Test
    void aSubjectStreamedInTwoRunsIsStillOneEntity() throws Exception {
        List<Fact> facts = List.of(
                fact(1, "user:rachel", "lives_in", "Detroit", "2023-01-01"),
                fact(2, "Rachel", "Lives In", "Ferndale", "2024-01-01"),
                fact(3, "user:omar", "home city", "Porto", "2023-01-01"),
                fact(4, "user:omar", "home_city", "Braga", "2024-06-01"));
        List<Suggestion> grouped = new Suggester(ALL_ALIKE).suggest(facts, PredicateCardinalities.NONE,
                Suggester.DEFAULT_MIN_SCORE);
        // omar's facts come in two runs with rachel's between them, as a store out of subject order would give
        SubjectBlocks split = block -> {
            block.accept("user:omar", List.of(facts.get(2)));
            block.accept("user:rachel", List.of(facts.get(0)));
            block.accept("Rachel", List.of(facts.get(1)));
            block.accept("user:omar", List.of(facts.get(3)));
        };
        Suggester.Found found = new Suggester(ALL_ALIKE).suggest(split, PredicateCardinalities.NONE,
                Suggester.DEFAULT_MIN_SCORE);
        assertThat(found.suggestions()).isEqualTo(grouped);
        assertThat(supersession(found.suggestions(), 3, 4).why()).contains("\"Porto\" vs \"Braga\"");
        assertThat(supersession(found.suggestions(), 1, 2).why()).contains("subjects alias");
    }

    @Test
    void aStoreThatFailsPartWayFailsWithItsOwnMessageAndLeavesNoThread() {
        SubjectBlocks failing = block -> {
            for (int i = 0; i < 5_000; i++) {
                String subject = "user:" + i;
                block.accept(subject, List.of(fact(i + 1, subject, "lives in", "City " + i, "2024-01-01")));
            }
            throw new StoreException("store.mv.db: the connection was closed");
        };
        assertThatThrownBy(() -> new Suggester(ALL_ALIKE).suggest(failing, PredicateCardinalities.NONE, 0.5))
                .isInstanceOf(StoreException.class).hasMessage("store.mv.db: the connection was closed");
        assertThat(Thread.getAllStackTraces().keySet()).noneMatch(
                t -> t.getName().equals("memscope-suggest") && t.isAlive());
    }

    private static Suggestion.ImplicitSupersession supersession(List<Suggestion> found, long oldId, long newId) {
        for (Suggestion s : found) {
            if (s instanceof Suggestion.ImplicitSupersession i && i.oldFact().equals(FactId.of(oldId))
                    && i.newFact().equals(FactId.of(newId))) {
                return i;
            }
        }
        throw new AssertionError("no supersession of fact " + oldId + " by fact " + newId + " in " + found);
    }

    private static Fact fact(long id, String subject, String predicate, String value, String from) {
        return Fact.of(FactId.of(id), subject, predicate, value, Instant.parse(from + "T00:00:00Z"), null, null);
    }
}
