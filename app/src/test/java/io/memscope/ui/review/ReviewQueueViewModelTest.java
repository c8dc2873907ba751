package io.memscope.ui.review;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.open.StoreOpener;
import io.memscope.ui.FxThread;
import io.memscope.ui.SameThreadExecutor;
import io.memscope.ui.prefs.AppPreferences;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.prefs.Preferences;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A decision is written at once, but the fresh analysis of a big store takes seconds: the queue goes on with
 * the next item the decision cannot have changed, and keeps it when the analysis comes.
 */
class ReviewQueueModelTest {
    @TempDir
    Path dir;

    @Test
    void theReviewerGoesOnBeforeTheFreshAnalysisAndKeepsTheirItemWhenItComes() throws Exception {
        Path file = dir.resolve("fleet.json");
        Files.copy(Path.of("sample-stores/story-fleet.json"), file);
        Preferences node = Preferences.userRoot().node("io/memscope-test/" + UUID.randomUUID());
        List<String> errors = new ArrayList<>();
        try (MemoryStore store = StoreOpener.open(file.toString(), false)) {
            AnalysisReport before = store.analyze(Progress.NONE);
            ActionsViewModel actions = FxThread.call(() -> new ActionsViewModel(new SameThreadExecutor(), new AppPreferences(node)));
            ReviewQueueViewModel queue = FxThread.call(() -> new ReviewQueueViewModel(new SameThreadExecutor(), actions, () -> store));
            // no refresh is wired: nothing re-analyses the store until the test hands the queue a report
            FxThread.run(() -> {
                actions.setErrorSink(m -> errors.add(m.text()));
                actions.useStore(store);
                queue.rebuild(before);
            });
            assertThat(queue.currentProperty().get().finding().predicate()).isEqualTo("account_manager");
            assertThat(queue.facts()).hasSize(2);

            FxThread.run(() -> queue.decide(Decision.KEEP_FIRST));

            assertThat(errors).isEmpty();
            var next = queue.currentProperty().get();
            assertThat(next.finding().predicate()).as("went on without waiting for an analysis")
                    .isEqualTo("headquarters");
            assertThat(queue.facts()).hasSize(2);
            assertThat(queue.positionProperty().get()).isEqualTo(2);

            FxThread.run(() -> queue.selectedProperty().set(1)); // the reviewer's place in the item
            AnalysisReport after = store.analyze(Progress.NONE);
            FxThread.run(() -> queue.rebuild(after));

            assertThat(after.contradictions()).hasSize(before.contradictions().size() - 1);
            assertThat(queue.currentProperty().get()).as("still to decide, so it stays").isSameAs(next);
            assertThat(queue.selectedProperty().get()).isEqualTo(1);
            assertThat(queue.totalProperty().get()).isEqualTo(3);

            FxThread.run(() -> queue.decide(Decision.BOTH_HOLD));
            assertThat(queue.currentProperty().get().finding().predicate()).isEqualTo("tier");
        } finally {
            node.removeNode();
        }
    }

    @Test
    void afterAnUndoTheFreshQueueStartsFromItsFirstItemAgain() throws Exception {
        Path file = dir.resolve("fleet.json");
        Files.copy(Path.of("sample-stores/story-fleet.json"), file);
        Preferences node = Preferences.userRoot().node("io/memscope-test/" + UUID.randomUUID());
        try (MemoryStore store = StoreOpener.open(file.toString(), false)) {
            ActionsViewModel actions = FxThread.call(() -> new ActionsViewModel(new SameThreadExecutor(), new AppPreferences(node)));
            ReviewQueueViewModel queue = FxThread.call(() -> new ReviewQueueViewModel(new SameThreadExecutor(), actions, () -> store));
            AnalysisReport before = store.analyze(Progress.NONE);
            FxThread.run(() -> {
                actions.useStore(store);
                queue.rebuild(before);
            });
            FxThread.run(() -> queue.decide(Decision.KEEP_FIRST)); // once its facts are loaded
            assertThat(queue.currentProperty().get().finding().predicate()).isEqualTo("headquarters");

            FxThread.run(() -> queue.decide(Decision.UNDO));
            AnalysisReport undone = store.analyze(Progress.NONE);
            FxThread.run(() -> queue.rebuild(undone));

            assertThat(undone.contradictions()).hasSameSizeAs(before.contradictions());
            assertThat(queue.currentProperty().get().finding().predicate()).as("the undone item is back, first")
                    .isEqualTo("account_manager");
        } finally {
            node.removeNode();
        }
    }

    @Test
    void aContradictionAcrossAnAcceptedAliasIsSettledByKeepingOneOfItsValues() throws Exception {
        Path file = dir.resolve("rachel.json");
        try (var writer = io.memscope.store.json.JsonStoreWriter.create(file)) {
            writer.fact(io.memscope.testing.Facts.fact(1, "user:rachel", "lives in", "Detroit", 1, -1, -1));
            writer.fact(io.memscope.testing.Facts.fact(2, "Rachel", "moved to", "Ferndale", 10, -1, -1));
            writer.commit();
        }
        Preferences node = Preferences.userRoot().node("io/memscope-test/" + UUID.randomUUID());
        List<String> errors = new ArrayList<>();
        try (MemoryStore store = StoreOpener.open(file.toString(), false)) {
            var runner = new io.memscope.review.ActionRunner(store, "olga");
            runner.run(new io.memscope.review.AcceptAlias(io.memscope.review.AcceptAlias.Kind.PREDICATE, "lives in",
                    "moved to", List.of(), null));
            runner.run(new io.memscope.review.AcceptAlias(io.memscope.review.AcceptAlias.Kind.SUBJECT, "user:rachel",
                    "Rachel", List.of(), null));
            AnalysisReport before = io.memscope.review.AliasedAnalysis.of(store, store.analyze(Progress.NONE)).report();
            ActionsViewModel actions = FxThread.call(() -> new ActionsViewModel(new SameThreadExecutor(), new AppPreferences(node)));
            ReviewQueueViewModel queue = FxThread.call(() -> new ReviewQueueViewModel(new SameThreadExecutor(), actions, () -> store));
            FxThread.run(() -> {
                actions.setErrorSink(m -> errors.add(m.text()));
                actions.useStore(store);
                queue.rebuild(before);
            });
            assertThat(queue.currentProperty().get().finding().kind())
                    .isEqualTo(io.memscope.model.FindingKind.ALIAS_CONTRADICTION);
            assertThat(queue.facts()).as("both names' facts").hasSize(2);
            assertThat(FxThread.call(() -> queue.applies(Decision.KEEP_SECOND))).isTrue();
            assertThat(FxThread.call(() -> queue.applies(Decision.BOTH_HOLD)))
                    .as("two predicates are not declared multi-valued by one key").isFalse();

            FxThread.run(() -> queue.decide(Decision.KEEP_SECOND));

            assertThat(errors).isEmpty();
            var detroit = store.fact(io.memscope.model.FactId.of(1)).orElseThrow();
            assertThat(detroit.supersededBy()).isEqualTo(io.memscope.model.FactId.of(2));
            AnalysisReport after = io.memscope.review.AliasedAnalysis.of(store, store.analyze(Progress.NONE)).report();
            assertThat(after.findings()).as("settled, and the link across the alias is no slip").isEmpty();
        } finally {
            node.removeNode();
        }
    }
}
