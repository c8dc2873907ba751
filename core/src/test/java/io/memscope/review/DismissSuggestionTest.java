package io.memscope.review;

import io.memscope.model.AuditEntry;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;
import io.memscope.store.open.StoreOpener;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A dismissed suggestion is one audit entry, read back by a fresh open, that changes no fact and no undo reverts. */
class DismissSuggestionTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(value = ReviewFixture.Kind.class, names = {"JSON", "H2"})
    void writesOneEntryAndChangesNothing(ReviewFixture.Kind kind) throws Exception {
        String location = ReviewFixture.create(kind, dir);
        List<Fact> before = facts(location);
        try (MemoryStore store = StoreOpener.open(location, false)) {
            AuditEntry entry = new ActionRunner(store, "olga")
                    .run(new DismissSuggestion(FactId.of(1), FactId.of(2), "same attribute, later value"));
            assertThat(entry.action()).isEqualTo("dismiss");
            assertThat(entry.facts()).isEmpty();
            assertThat(entry.reason()).isEqualTo(
                    "dismissed suggestion: fact 1 superseded by fact 2 — same attribute, later value");
            assertThat(new ActionRunner(store, "olga").undoable()).isEmpty();
        }
        try (MemoryStore store = StoreOpener.open(location, true)) {
            assertThat(facts(location)).isEqualTo(before);
            assertThat(store.auditLog()).hasSize(1);
            assertThat(DismissSuggestion.dismissedIn(store.auditLog())).containsExactly(List.of("1", "2"));
        }
    }

    private static List<Fact> facts(String location) throws StoreException {
        List<Fact> all = new ArrayList<>();
        try (MemoryStore store = StoreOpener.open(location, true)) {
            store.forEachFact(all::add, Progress.NONE);
        }
        return all;
    }

    @ParameterizedTest
    @EnumSource(value = ReviewFixture.Kind.class, names = {"JSON"})
    void refusesAFactThatIsNotThere(ReviewFixture.Kind kind) throws Exception {
        String location = ReviewFixture.create(kind, dir);
        try (MemoryStore store = StoreOpener.open(location, false)) {
            assertThatThrownBy(() -> new ActionRunner(store, "olga")
                    .run(new DismissSuggestion(FactId.of(1), FactId.of(999), null)))
                    .isInstanceOf(StoreException.class);
            assertThat(store.auditLog()).isEmpty();
        }
    }
}
