package io.memscope.review;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;
import io.memscope.store.open.StoreOpener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** An accepted suggestion may link two predicates; typed by hand the same pair is refused as a slip. */
class SupersedeSuggestedTest {
    @TempDir
    Path dir;

    @Test
    void acceptingASuggestionLinksAcrossPredicatesAndUndoRestores() throws Exception {
        String location = ReviewFixture.create(ReviewFixture.Kind.JSON, dir);
        try (MemoryStore store = StoreOpener.open(location, false)) {
            Fact age = store.fact(FactId.of(6)).orElseThrow();
            Fact cook = store.fact(FactId.of(5)).orElseThrow();
            Fact berlin = store.fact(FactId.of(1)).orElseThrow();
            ActionRunner runner = new ActionRunner(store, "olga");
            assertThatThrownBy(() -> runner.run(new SupersedeByHand(berlin, cook, "typed")))
                    .isInstanceOf(StoreException.class).hasMessageContaining("same subject and predicate");
            runner.run(SupersedeByHand.acceptingSuggestion(berlin, age, "suggested"));
            Fact after = store.fact(FactId.of(1)).orElseThrow();
            assertThat(after.supersededBy()).isEqualTo(FactId.of(6));
            assertThat(after.validTo()).isEqualTo(age.validFrom());
            runner.run(new Undo(null));
            assertThat(store.fact(FactId.of(1)).orElseThrow().supersededBy()).isNull();
        }
    }
}
