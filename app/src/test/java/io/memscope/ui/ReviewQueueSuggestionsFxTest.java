package io.memscope.ui;

import io.memscope.model.AuditEntry;
import io.memscope.model.Fact;
import io.memscope.review.ReviewQueue;
import io.memscope.store.MemoryStore;
import io.memscope.store.open.StoreOpener;
import io.memscope.suggest.Suggestion;
import io.memscope.ui.dialog.DialogService;
import io.memscope.ui.review.ReviewQueueViewModel;
import io.memscope.ui.review.ReviewWindow;
import io.memscope.ui.task.FxTaskExecutor;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Suggested supersessions are items of the review queue: A accepts one (the newer fact supersedes the older,
 * audited), D dismisses one (audited, never offered again), walked with the keyboard on a writable copy of the
 * evaluation store.
 */
@ExtendWith(ApplicationExtension.class)
class ReviewQueueSuggestionsFxTest {
    private static final String EVAL = "fixtures/suggest/eval.json";
    private final FxTaskExecutor pool = new FxTaskExecutor();
    private TestWindow window;
    private Stage stage;

    @TempDir
    Path dir;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        window = TestWindow.show(stage, pool, 1400, 860);
    }

    @AfterEach
    void tearDown() throws Exception {
        window.close();
        pool.close();
    }

    private static String resolve(String path) {
        return Files.exists(Path.of(path)) ? path : Path.of("..").resolve(path).toString();
    }

    private List<Suggestion> rows() {
        return FxThread.call(() -> List.copyOf(window.model.suggestions().rows()));
    }

    /** The review queue over the window's store, following its Suggestions tab. */
    private AtomicReference<ReviewWindow> openQueue(FxRobot robot) {
        AtomicReference<ReviewWindow> opened = new AtomicReference<>();
        robot.interact(() -> {
            ReviewWindow w = new ReviewWindow(stage, window.model.executor(), window.model.actions(),
                    () -> window.model.sessionProperty().get().store(), window.model.reportProperty(),
                    window.model.aliasesProperty(), window.model.suggestions().rows(),
                    window.model.suggestions()::implied, new DialogService(() -> stage));
            w.show();
            opened.set(w);
        });
        return opened;
    }

    private static ReviewQueue.Item current(ReviewQueueViewModel queue) {
        return FxThread.call(() -> queue.currentProperty().get());
    }

    @Test
    void aKeyAcceptsOrDismissesTheSuggestionOnScreen(FxRobot robot) throws Exception {
        Path store = window.openWritableCopy(robot, dir, resolve(EVAL));
        // the first computation of a run loads the sentence model
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> !window.model.suggestions().findingProperty().get()
                && rows().stream().anyMatch(s -> s instanceof Suggestion.ImplicitSupersession));
        AtomicReference<ReviewWindow> opened = openQueue(robot);
        ReviewQueueViewModel queue = opened.get().queue();
        robot.interact(() -> queue.filterProperty().set("suggested supersession"));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> current(queue) != null && current(queue).isSuggested()
                && FxThread.call(() -> queue.facts().size()) == 2);
        ReviewQueue.Item accepted = current(queue);
        assertThat(robot.lookup(".review-title").queryLabeled().getText()).startsWith("Suggested supersession");

        robot.press(KeyCode.A).release(KeyCode.A);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> window.model.actions().audit().size() == 1
                && current(queue) != null && !current(queue).key().equals(accepted.key())
                && FxThread.call(() -> queue.facts().size()) == 2);
        ReviewQueue.Item dismissed = current(queue);
        assertThat(dismissed.isSuggested()).isTrue();

        robot.press(KeyCode.D).release(KeyCode.D);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> window.model.actions().audit().size() == 2);

        try (MemoryStore reread = StoreOpener.open(store.toString(), true)) {
            Fact older = reread.fact(accepted.suggested().older()).orElseThrow();
            assertThat(older.supersededBy()).isEqualTo(accepted.suggested().newer());
            List<AuditEntry> audit = reread.auditLog();
            assertThat(audit.get(0).reason()).startsWith("accepted suggestion:");
            assertThat(audit.get(1).action()).isEqualTo("dismiss");
            assertThat(audit.get(1).reason()).contains("fact " + dismissed.suggested().older())
                    .contains("fact " + dismissed.suggested().newer());
        }
        // neither comes back: the tab and the queue leave decided pairs out
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> !window.model.suggestions().findingProperty().get()
                && rows().stream().noneMatch(s -> s instanceof Suggestion.ImplicitSupersession i
                && (i.oldFact().equals(accepted.suggested().older()) || i.oldFact().equals(dismissed.suggested().older())
                && i.newFact().equals(dismissed.suggested().newer()))));
        robot.interact(() -> opened.get().stage().hide());
    }

    /**
     * Suggested aliases are items too, before the supersessions: A asks once for the pairs it links, then stores
     * the alias and links them in one audit entry; D puts an alias on the record as none.
     */
    @Test
    void aKeyAcceptsAnAliasWithThePairsItImpliesOrDismissesOne(FxRobot robot) throws Exception {
        Path store = window.openWritableCopy(robot, dir, resolve(EVAL));
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> !window.model.suggestions().findingProperty().get()
                && rows().stream().filter(s -> !(s instanceof Suggestion.ImplicitSupersession)).count() >= 2);
        AtomicReference<ReviewWindow> opened = openQueue(robot);
        ReviewQueueViewModel queue = opened.get().queue();
        Suggestion.PredicateAlias target = rows().stream().filter(s -> s instanceof Suggestion.PredicateAlias)
                .map(s -> (Suggestion.PredicateAlias) s)
                .filter(a -> !FxThread.call(() -> window.model.suggestions().implied(a)).isEmpty())
                .findFirst().orElseThrow();
        robot.interact(() -> queue.filterProperty().set("predicate alias " + target.first() + " " + target.second()));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> current(queue) != null && current(queue).isAlias()
                && current(queue).alias().first().equals(target.first())
                && FxThread.call(() -> queue.facts().size()) == current(queue).factIds().size());
        ReviewQueue.Item accepted = current(queue);
        assertThat(robot.lookup(".review-title").queryLabeled().getText()).startsWith("Suggested predicate alias");

        robot.press(KeyCode.A).release(KeyCode.A);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> confirmation(robot).isPresent());
        javafx.scene.control.DialogPane asked = confirmation(robot).orElseThrow();
        assertThat(asked.getHeaderText()).startsWith("Accept the alias and link " + accepted.alias().implied().size());
        robot.clickOn(asked.lookupButton(asked.getButtonTypes().stream()
                .filter(t -> t.getButtonData() == javafx.scene.control.ButtonBar.ButtonData.OK_DONE).findFirst()
                .orElseThrow()));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> window.model.actions().audit().size() == 1);
        try (MemoryStore reread = StoreOpener.open(store.toString(), true)) {
            AuditEntry entry = reread.auditLog().get(0);
            assertThat(entry.action()).isEqualTo("alias");
            assertThat(entry.reason()).startsWith("accepted predicate alias [");
            assertThat(entry.facts()).hasSize(accepted.alias().implied().size());
            for (io.memscope.review.SuggestedSupersession p : accepted.alias().implied()) {
                assertThat(reread.fact(p.older()).orElseThrow().supersededBy()).isEqualTo(p.newer());
            }
        }

        Suggestion.SubjectAlias alone = rows().stream().filter(s -> s instanceof Suggestion.SubjectAlias)
                .map(s -> (Suggestion.SubjectAlias) s)
                .filter(a -> FxThread.call(() -> window.model.suggestions().implied(a)).isEmpty())
                .findFirst().orElseThrow();
        robot.interact(() -> queue.filterProperty().set("subject alias " + alone.first() + " " + alone.second()));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> current(queue) != null && current(queue).isAlias()
                && current(queue).alias().first().equals(alone.first())
                && !window.model.actions().busyProperty().get()
                && FxThread.call(() -> queue.facts().size()) == current(queue).factIds().size());
        ReviewQueue.Item dismissed = current(queue);
        // nothing to link: the small timeline shows the two subjects' facts instead of nothing
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !FxThread.call(() -> queue.context().isEmpty()));
        assertThat(FxThread.call(() -> List.copyOf(queue.context()))).extracting(Fact::subject)
                .containsOnly(dismissed.alias().first(), dismissed.alias().second())
                .contains(dismissed.alias().first(), dismissed.alias().second());
        robot.press(KeyCode.D).release(KeyCode.D);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> window.model.actions().audit().size() == 2);
        try (MemoryStore reread = StoreOpener.open(store.toString(), true)) {
            AuditEntry entry = reread.auditLog().get(1);
            assertThat(entry.action()).isEqualTo("dismiss");
            assertThat(entry.reason()).startsWith("dismissed subject alias [");
            assertThat(entry.facts()).isEmpty();
        }
        // the tab and the queue leave both out once the suggestions are worked out again
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> !window.model.suggestions().findingProperty().get()
                && rows().stream().noneMatch(s -> s instanceof Suggestion.PredicateAlias a
                && a.first().equals(accepted.alias().first()) && a.second().equals(accepted.alias().second())
                || s instanceof Suggestion.SubjectAlias n && n.first().equals(dismissed.alias().first())
                && n.second().equals(dismissed.alias().second())));
        robot.interact(() -> opened.get().stage().hide());
    }

    private static java.util.Optional<javafx.scene.control.DialogPane> confirmation(FxRobot robot) {
        return robot.listTargetWindows().stream().filter(w -> w.isShowing() && w.getScene() != null
                        && w.getScene().getRoot() instanceof javafx.scene.control.DialogPane)
                .map(w -> (javafx.scene.control.DialogPane) w.getScene().getRoot()).findFirst();
    }
}
