package io.memscope.suggest;

import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.OpenRequest;
import io.memscope.store.open.StoreOpener;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/** The evaluation store through the real model at the default threshold: decoys stay out, true pairs come in. */
class SuggestEvalStoreTest {
    private static final String STORE = "fixtures/suggest/eval.json";
    private static List<Suggestion> found;
    private static Set<String> keys;

    @BeforeAll
    static void suggest() throws Exception {
        try (MemoryStore store = StoreOpener.open(OpenRequest.of(STORE, true), Progress.NONE)) {
            found = StoreSuggestions.of(store, new MiniLmEmbedder(), Suggester.DEFAULT_MIN_SCORE, Progress.NONE);
        }
        keys = found.stream().map(s -> s.kind() + ": " + Evaluation.pairKey(s)).collect(Collectors.toSet());
    }

    @Test
    void theKeyTruePairsAreSuggested() {
        assertThat(keys).contains(
                "implicit_supersession: 1 | 2", "implicit_supersession: 2 | 3", "implicit_supersession: 10 | 11",
                "implicit_supersession: 20 | 21", "implicit_supersession: 30 | 31",
                "implicit_supersession: 110 | 111", "implicit_supersession: 115 | 117",
                "predicate_alias: lives_in | moved to", "predicate_alias: lives in | lives_in",
                "subject_alias: Rachel | user:rachel", "subject_alias: Rachel (customer) | user:rachel");
    }

    @Test
    void noDecoyPredicateJoinsAnAttribute() {
        List<String> decoys = List.of("was born in", "born in", "visited", "worked with", "previous employer",
                "manager", "manages", "works in", "likes", "speaks");
        for (Suggestion s : found) {
            if (s instanceof Suggestion.PredicateAlias a) {
                assertThat(decoys).as(a.why()).doesNotContain(a.first(), a.second());
            }
        }
    }

    @Test
    void namesThatAreMerelyCloseAreNotOneEntity() {
        assertThat(keys).doesNotContain("subject_alias: user:dan | user:dana", "subject_alias: user:maria | user:mario",
                "subject_alias: Alex (customer) | Alex (employee)");
    }

    @Test
    void noDecoyFactIsSupersededOrSupersedes() {
        Set<String> decoyFacts = Set.of("4", "5", "6", "7", "12", "13", "14", "22", "23", "32", "33", "50", "51", "52",
                "53", "60", "61", "62", "63", "64", "65", "70", "71", "72", "73", "80", "81", "82", "83",
                "112", "113", "114", "116");
        for (Suggestion s : found) {
            if (s instanceof Suggestion.ImplicitSupersession i) {
                assertThat(decoyFacts).as(i.why()).doesNotContain(i.oldFact().toString(), i.newFact().toString());
            }
        }
    }

    @Test
    void implicitSupersessionsReachTheirTargetsOnTheLabels() throws Exception {
        Labels labels = Labels.read(Path.of("fixtures/suggest/eval-labels.json"));
        Evaluation.Score score = Evaluation.score(found, labels).get(0);
        assertThat(score.kind()).isEqualTo("implicit_supersession");
        assertThat(score.precision()).as(score.line()).isGreaterThanOrEqualTo(0.9);
        assertThat(score.recall()).as(score.line()).isGreaterThanOrEqualTo(0.8);
    }

    @Test
    void eachWhyNamesBothValuesAndTheTimeOrder() {
        Suggestion.ImplicitSupersession moved = found.stream()
                .filter(s -> s instanceof Suggestion.ImplicitSupersession i && i.oldFact().toString().equals("1"))
                .map(Suggestion.ImplicitSupersession.class::cast).findFirst().orElseThrow();
        assertThat(moved.why()).contains("\"Detroit\"", "\"Ferndale\"", "2024-03-02 after 2023-04-10",
                "both name the residence", "no past-event or plan word");
    }

    @Test
    void theSameStoreGivesTheSameSuggestions() throws Exception {
        try (MemoryStore store = StoreOpener.open(OpenRequest.of(STORE, true), Progress.NONE)) {
            assertThat(StoreSuggestions.of(store, new MiniLmEmbedder(), Suggester.DEFAULT_MIN_SCORE, Progress.NONE))
                    .isEqualTo(found);
        }
    }
}
