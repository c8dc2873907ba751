package io.memscope.ui.review;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.FindingKind;
import io.memscope.model.Progress;
import io.memscope.review.Invalidate;
import io.memscope.review.ReviewQueue;
import io.memscope.store.MemoryStore;
import io.memscope.store.open.StoreOpener;
import io.memscope.ui.FxThread;
import io.memscope.ui.SameThreadExecutor;
import io.memscope.ui.prefs.AppPreferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.prefs.Preferences;

import static org.assertj.core.api.Assertions.assertThat;

/** What walking the queue over every kind of finding showed, on a copy of every-finding.json. */
class ReviewWalkDefectsTest {
    private final Preferences node = Preferences.userRoot().node("io/memscope-test/" + UUID.randomUUID());

    @TempDir
    Path dir;

    @AfterEach
    void tearDown() throws Exception {
        node.removeNode();
    }

    private MemoryStore open() throws Exception {
        Path file = dir.resolve("every.json");
        Files.copy(Path.of("sample-stores/every-finding.json"), file);
        return StoreOpener.open(file.toString(), false);
    }

    @Test
    void invalidateIsNotOfferedForAFactWithoutAStartItCouldBeClosedAt() throws Exception {
        try (MemoryStore store = open()) {
            Fact undated = store.fact(FactId.of(33)).orElseThrow();
            Fact dated = store.fact(FactId.of(1)).orElseThrow();
            ReviewQueue.Item item = ReviewQueue.of(store.analyze(Progress.NONE), List.of(), Set.of()).stream()
                    .filter(i -> !i.isFlag() && i.finding().kind() == FindingKind.MISSING_VALID_FROM).findFirst()
                    .orElseThrow();
            assertThat(undated.validFrom()).isNull();
            assertThat(DecisionActions.applies(Decision.INVALIDATE, item, undated, Set.of())).isFalse();
            assertThat(DecisionActions.applies(Decision.INVALIDATE, item, dated, Set.of())).isTrue();
            assertThat(DecisionActions.of(Decision.INVALIDATE, item, List.of(undated), 0, Set.of(), null)).isNull();
        }
    }

    @Test
    void aSkippedItemThatAnotherDecisionSettledIsNoLongerListedAsSkipped() throws Exception {
        try (MemoryStore store = open()) {
            ActionsViewModel actions = FxThread.call(() -> new ActionsViewModel(new SameThreadExecutor(), new AppPreferences(node)));
            ReviewQueueViewModel queue = FxThread.call(() -> new ReviewQueueViewModel(new SameThreadExecutor(), actions, () -> store));
            var before = store.analyze(Progress.NONE);
            FxThread.run(() -> {
                actions.useStore(store);
                queue.rebuild(before);
            });
            assertThat(queue.currentProperty().get().finding().predicate()).isEqualTo("lives_in");
            FxThread.run(() -> queue.decide(Decision.SKIP));
            assertThat(queue.currentProperty().get().finding().predicate()).isEqualTo("phone");
            FxThread.run(() -> queue.decide(Decision.SKIP));
            assertThat(queue.skipped()).hasSize(2);

            // invalidating fact 11 (superseded yet current) also settles the phone contradiction it was in
            Fact eleven = store.fact(FactId.of(11)).orElseThrow();
            FxThread.run(() -> actions.run(Invalidate.neverTrue(eleven, "wrong number"), e -> { }));
            var after = store.analyze(Progress.NONE);
            FxThread.run(() -> queue.rebuild(after));

            assertThat(queue.skipped()).singleElement()
                    .satisfies(i -> assertThat(i.finding().predicate()).isEqualTo("lives_in"));
            assertThat(queue.totalProperty().get()).isEqualTo(after.findings().size());
        }
    }
}
