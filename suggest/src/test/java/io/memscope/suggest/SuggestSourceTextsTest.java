package io.memscope.suggest;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.PredicateCardinalities;
import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.OpenRequest;
import io.memscope.store.jdbc.JdbcStoreWriter;
import io.memscope.store.open.StoreOpener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static io.memscope.suggest.FoundSuggestions.supersession;
import static io.memscope.suggest.FoundSuggestions.supersessions;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A fact's source, where it is what the user said, is read as a sentence of its subject: the updates it tells
 * are found though the predicates the agent chose do not say so, and the same in a JSON store and its SQL copy.
 */
class SuggestSourceTextsTest {
    private static final String SAID = "fixtures/suggest/said.json";

    @Test
    void whatTheUserSaidTellsWhichFactReplacesWhich(@TempDir Path dir) throws Exception {
        List<Fact> facts = new ArrayList<>();
        List<Suggestion> fromJson;
        Embedder model = new MiniLmEmbedder();
        try (MemoryStore json = StoreOpener.open(OpenRequest.of(SAID, true), Progress.NONE)) {
            assertThat(json.hasSourceSentences()).isTrue();
            json.forEachFact(facts::add, Progress.NONE);
            fromJson = StoreSuggestions.of(json, model, Suggester.DEFAULT_MIN_SCORE, Progress.NONE);
        }
        List<String> pairs = supersessions(fromJson);
        // Ana moved; Ben changed supplier. Not: Cara's wish, Eve's second trip, Ana's birthplace, Dev's labels
        assertThat(pairs).containsExactlyInAnyOrder("1>3", "4>5");
        Suggestion.ImplicitSupersession moved = supersession(fromJson, 1, 3);
        assertThat(moved.why()).contains("source \"User: we moved to Ferndale last month\"")
                .contains("\"Detroit\" vs \"Ferndale\"");

        Path h2 = dir.resolve("said.mv.db");
        try (JdbcStoreWriter w = JdbcStoreWriter.createH2(h2)) {
            for (Fact f : facts) {
                w.fact(f);
            }
            w.commit();
        }
        try (MemoryStore sql = StoreOpener.open(OpenRequest.of(h2.toString(), true), Progress.NONE)) {
            assertThat(sql.hasSourceSentences()).isTrue();
            assertThat(StoreSuggestions.of(sql, model, Suggester.DEFAULT_MIN_SCORE, Progress.NONE))
                    .isEqualTo(fromJson);
        }
        assertThat(new Suggester(model).suggest(facts, PredicateCardinalities.NONE, Suggester.DEFAULT_MIN_SCORE))
                .isEqualTo(fromJson);
    }

    @Test
    void sourcesThatOnlySayWhereAFactCameFromAreNotRead() {
        Fact f = Fact.of(FactId.of(1), "user:dev", "works_at", "Google", java.time.Instant.parse("2022-01-10T08:00:00Z"),
                null, null);
        assertThat(SourceSentences.of(f)).isEmpty();
        for (String label : List.of("conversation 2022-01-10", "crm import", "support ticket #4471",
                "decoy: works in is not lives in", "true: replaced by 255 (car)")) {
            Fact labelled = new Fact(f.id(), f.subject(), f.predicate(), f.value(), f.valueKind(), f.validFrom(),
                    null, null, null, label, null, null);
            assertThat(SourceSentences.of(labelled)).as(label).isEmpty();
        }
    }
}
