package io.memscope.ui;

import io.memscope.model.AuditEntry;
import io.memscope.review.ReviewQueue;
import io.memscope.store.MemoryStore;
import io.memscope.store.open.StoreOpener;
import io.memscope.ui.dialog.DialogService;
import io.memscope.ui.main.MainViewModel;
import io.memscope.ui.review.ReviewQueueViewModel;
import io.memscope.ui.review.ReviewWindow;
import io.memscope.ui.task.FxTaskExecutor;
import io.memscope.ui.task.TaskExecutor;
import javafx.concurrent.Task;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
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
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 28: the review queue's defects, each walked with the keys on a writable copy of the fleet story
 * (account_manager, then headquarters, then the tier duplicate). Writes can be held, as a big JSON store
 * holds them for seconds, to show that the queue does not wait for them.
 */
@ExtendWith(ApplicationExtension.class)
class ReviewQueueDefectsFxTest {
    private static final String FLEET = "sample-stores/story-fleet.json";

    private final FxTaskExecutor pool = new FxTaskExecutor();
    /** When set, a store write waits for it before it runs. */
    private volatile CountDownLatch writesHeld;
    private TestWindow window;
    private MainViewModel model;
    private Stage stage;
    private Path store;
    private ReviewWindow review;

    @TempDir
    Path dir;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        TaskExecutor holding = new TaskExecutor() {
            @Override
            public void execute(Task<?> task) {
                CountDownLatch held = writesHeld;
                if (held != null && task.getTitle() != null && task.getTitle().startsWith("Writing")) {
                    pool.execute(new Task<Void>() {
                        @Override
                        protected Void call() throws InterruptedException {
                            held.await(20, TimeUnit.SECONDS);
                            task.run();
                            return null;
                        }
                    });
                    return;
                }
                pool.execute(task);
            }

            @Override
            public TaskExecutor interactive() {
                return pool.interactive();
            }

            @Override
            public TaskExecutor computations() {
                return pool.computations();
            }
        };
        window = TestWindow.show(stage, holding, 1200, 800);
        model = window.model;
    }

    @AfterEach
    void tearDown(FxRobot robot) throws Exception {
        if (writesHeld != null) {
            writesHeld.countDown();
        }
        robot.interact(() -> robot.listTargetWindows().stream().filter(w -> w != stage).toList()
                .forEach(Window::hide));
        window.close();
        pool.close();
    }

    private ReviewQueueViewModel open(FxRobot robot) throws Exception {
        if (store == null) {
            store = window.openWritableCopy(robot, dir, FLEET);
        }
        AtomicReference<ReviewWindow> opened = new AtomicReference<>();
        robot.interact(() -> {
            // the session of this open, as the window's Review command passes it: a write that lands after the
            // test closed the model still refreshes from the store it wrote to
            io.memscope.ui.main.StoreSession session = model.sessionProperty().get();
            ReviewWindow w = new ReviewWindow(stage, model.executor(), model.actions(),
                    session::store, model.reportProperty(),
                    model.aliasesProperty(), javafx.collections.FXCollections.observableArrayList(), new DialogService(() -> stage));
            w.show();
            opened.set(w);
        });
        review = opened.get();
        ReviewQueueViewModel queue = review.queue();
        showing(queue, "account_manager");
        return queue;
    }

    private static void until(Callable<Boolean> condition) throws Exception {
        // the conditions look nodes up in scenes the FX thread is changing meanwhile, so they run on that thread
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS,
                () -> WaitForAsyncUtils.asyncFx(condition).get(20, TimeUnit.SECONDS));
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Waits until the item on screen is the contradiction or duplicate of {@code predicate}, its facts loaded. */
    private static void showing(ReviewQueueViewModel queue, String predicate) throws Exception {
        until(() -> {
            ReviewQueue.Item item = queue.currentProperty().get();
            return item != null && !item.isFlag() && item.finding().predicate().equals(predicate)
                    && queue.facts().size() == 2;
        });
    }

    private static void key(FxRobot robot, KeyCode code) {
        robot.press(code).release(code);
    }

    private String progress(FxRobot robot) {
        return robot.from(review.stage().getScene().getRoot()).lookup(".review-progress").queryLabeled().getText();
    }

    private List<AuditEntry> audit() {
        return List.copyOf(model.actions().audit());
    }

    private Optional<DialogPane> dialog(FxRobot robot) {
        return robot.listTargetWindows().stream()
                .filter(w -> w.isShowing() && w.getScene() != null && w.getScene().getRoot() instanceof DialogPane)
                .map(w -> (DialogPane) w.getScene().getRoot()).findFirst();
    }

    /** Answers the confirmation on screen: goes ahead or cancels, ticking "Don't ask again" if told to. */
    private void answer(FxRobot robot, boolean goAhead, boolean notAgain) throws Exception {
        until(() -> dialog(robot).isPresent());
        DialogPane pane = dialog(robot).orElseThrow();
        if (notAgain) {
            robot.clickOn(robot.from(pane).lookup(".check-box").queryAs(Node.class));
        }
        Node button = pane.lookupButton(pane.getButtonTypes().get(goAhead ? 0 : 1));
        robot.clickOn(button);
        until(() -> dialog(robot).isEmpty());
    }

    @Test
    void rTypesNoLetterIntoTheReason(FxRobot robot) throws Exception {
        ReviewQueueViewModel queue = open(robot);
        key(robot, KeyCode.R);
        robot.targetWindow(review.stage()).write("merger moved HQ");
        key(robot, KeyCode.ESCAPE);                  // back to the queue, the window stays
        key(robot, KeyCode.DIGIT2);
        until(() -> audit().size() == 1);

        assertThat(audit().get(0).reason()).isEqualTo("merger moved HQ");
        assertThat(review.stage().isShowing()).isTrue();
        assertThat(queue.reasonProperty().get()).as("used once").isEmpty();
    }

    @Test
    void theCounterStaysRightAfterSkipAndUndo(FxRobot robot) throws Exception {
        ReviewQueueViewModel queue = open(robot);
        assertThat(progress(robot)).isEqualTo("1 of 3");
        key(robot, KeyCode.S);
        showing(queue, "headquarters");
        assertThat(progress(robot)).isEqualTo("2 of 3");
        key(robot, KeyCode.DIGIT1);
        showing(queue, "tier");
        assertThat(progress(robot)).isEqualTo("3 of 3");
        until(() -> audit().size() == 1);

        key(robot, KeyCode.U);                       // headquarters comes back, and with it its place
        showing(queue, "headquarters");
        until(() -> audit().size() == 2 && model.reportProperty().get().contradictions().size() == 2);
        assertThat(progress(robot)).isEqualTo("2 of 3");
        key(robot, KeyCode.DIGIT2);
        showing(queue, "tier");
        assertThat(progress(robot)).isEqualTo("3 of 3");
        key(robot, KeyCode.S);
        until(() -> queue.finishedProperty().get());
        assertThat(progress(robot)).isEqualTo("3 of 3");
    }

    @Test
    void aFlagShowsOnItsCardOnceAndClearFlagThenApplies(FxRobot robot) throws Exception {
        ReviewQueueViewModel queue = open(robot);
        ReviewQueue.Item item = queue.currentProperty().get();
        Button clear = robot.lookup(".decision-button").lookup((Button b) -> b.getText().contains("clear flag"))
                .queryButton();
        assertThat(clear.isDisabled()).as("nothing is flagged yet").isTrue();
        writesHeld = new CountDownLatch(1);
        key(robot, KeyCode.F);
        key(robot, KeyCode.F);                       // while the first is written: ignored
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".pending-card").queryAll()).as("the item waits for its flag").isNotEmpty();
        writesHeld.countDown();

        until(() -> robot.lookup(".card-flag").tryQuery().isPresent());
        assertThat(queue.currentProperty().get()).as("a flag settles nothing: the item stays").isEqualTo(item);
        assertThat(robot.lookup(".card-flag").queryLabeled().getText()).contains("flagged");
        until(() -> !clear.isDisabled());
        assertThat(audit()).hasSize(1);

        key(robot, KeyCode.C);
        until(() -> robot.lookup(".card-flag").tryQuery().isEmpty() && audit().size() == 2);
        assertThat(queue.currentProperty().get()).isEqualTo(item);
    }

    @Test
    void undoingBothHoldBringsTheContradictionBackIntoTheQueue(FxRobot robot) throws Exception {
        ReviewQueueViewModel queue = open(robot);
        key(robot, KeyCode.S);
        showing(queue, "headquarters");
        key(robot, KeyCode.B);
        answer(robot, true, false);
        showing(queue, "tier");
        until(() -> audit().size() == 1 && model.reportProperty().get().contradictions().size() == 1);

        key(robot, KeyCode.U);
        showing(queue, "headquarters");
        until(() -> audit().size() == 2 && model.reportProperty().get().contradictions().size() == 2);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(queue.currentProperty().get().finding().predicate()).isEqualTo("headquarters");
        assertThat(progress(robot)).isEqualTo("2 of 3");
        assertThat(model.sessionProperty().get().store().cardinalities().isMultiValued("headquarters")).isFalse();
    }

    @Test
    void skippedItemsAreListedAtTheEndWithAWayBack(FxRobot robot) throws Exception {
        ReviewQueueViewModel queue = open(robot);
        key(robot, KeyCode.S);
        showing(queue, "headquarters");
        key(robot, KeyCode.S);
        showing(queue, "tier");
        key(robot, KeyCode.S);
        until(() -> queue.finishedProperty().get());

        List<String> listed = robot.lookup(".skipped-list .label").queryAllAs(Label.class).stream()
                .map(Labeled::getText).toList();
        assertThat(listed).anyMatch(t -> t.contains("account_manager")).anyMatch(t -> t.contains("headquarters"))
                .anyMatch(t -> t.contains("tier"));
        Button back = robot.lookup(".review-skipped").queryButton();
        assertThat(back.getText()).isEqualTo("Review Skipped (3)");
        robot.clickOn(back);
        showing(queue, "account_manager");
        assertThat(progress(robot)).isEqualTo("1 of 3");
        key(robot, KeyCode.DIGIT1);                  // the keys work again
        showing(queue, "headquarters");
    }

    @Test
    void escClosesTheWindowAndTheSummaryHasAClose(FxRobot robot) throws Exception {
        open(robot);
        key(robot, KeyCode.ESCAPE);
        until(() -> !review.stage().isShowing());

        ReviewQueueViewModel queue = open(robot);
        for (int i = 0; i < 3; i++) {
            key(robot, KeyCode.S);
        }
        until(() -> queue.finishedProperty().get());
        robot.clickOn(robot.lookup(".review-close").queryButton());
        until(() -> !review.stage().isShowing());
    }

    @Test
    void sweepingKeysSayWhatTheyDoAndAskOnlyUntilToldNotTo(FxRobot robot) throws Exception {
        ReviewQueueViewModel queue = open(robot);
        key(robot, KeyCode.I);
        until(() -> dialog(robot).isPresent());
        assertThat(robot.from(dialog(robot).orElseThrow()).lookup(".label").queryAllAs(Label.class).stream()
                .map(Labeled::getText)).anyMatch(t -> t.contains("Fact 30") && t.contains("no longer current"));
        answer(robot, false, false);
        assertThat(audit()).as("cancelled").isEmpty();
        assertThat(queue.currentProperty().get().finding().predicate()).isEqualTo("account_manager");

        key(robot, KeyCode.I);
        answer(robot, true, true);
        showing(queue, "headquarters");
        until(() -> audit().size() == 1);
        key(robot, KeyCode.I);                       // not asked again
        showing(queue, "tier");
        until(() -> audit().size() == 2);
        assertThat(dialog(robot)).isEmpty();

        key(robot, KeyCode.B);                       // another question: asked
        until(() -> dialog(robot).isPresent());
        assertThat(robot.from(dialog(robot).orElseThrow()).lookup(".label").queryAllAs(Label.class).stream()
                .map(Labeled::getText)).anyMatch(t -> t.contains("every subject"));
        answer(robot, false, false);
    }

    @Test
    void theQueueGoesOnWhileADecisionIsWrittenAndAKeyNeverHitsADecidedItem(FxRobot robot) throws Exception {
        ReviewQueueViewModel queue = open(robot);
        writesHeld = new CountDownLatch(1);
        key(robot, KeyCode.DIGIT1);
        showing(queue, "headquarters");              // at once, with the first decision still held
        assertThat(robot.lookup(".review-pending").queryLabeled().getText())
                .contains("keep 1").contains("account_manager");
        assertThat(progress(robot)).isEqualTo("2 of 3");

        key(robot, KeyCode.DIGIT2);                  // applies to headquarters, never to account_manager again
        showing(queue, "tier");
        assertThat(audit()).as("nothing written yet").isEmpty();
        writesHeld.countDown();

        until(() -> audit().size() == 2 && !robot.lookup(".review-pending").queryLabeled().isVisible());
        assertThat(audit().get(0).facts()).allSatisfy(c -> assertThat(c.after().predicate()).isEqualTo("account_manager"));
        assertThat(audit().get(1).facts()).allSatisfy(c -> assertThat(c.after().predicate()).isEqualTo("headquarters"));
        try (MemoryStore reread = StoreOpener.open(store.toString(), true)) {
            assertThat(reread.factsAsOf("customer:acme", "account_manager", java.time.Instant.now()))
                    .singleElement().satisfies(f -> assertThat(f.value()).isEqualTo("Dana Whitfield"));
            assertThat(reread.factsAsOf("customer:acme", "headquarters", java.time.Instant.now()))
                    .singleElement().satisfies(f -> assertThat(f.value()).isEqualTo("Columbus, OH"));
        }
        until(() -> model.reportProperty().get().contradictions().isEmpty());
        assertThat(queue.currentProperty().get().finding().predicate()).isEqualTo("tier");
        assertThat(progress(robot)).isEqualTo("3 of 3");
    }

    @Test
    void aWriteTheStoreRefusesBringsItsItemBackWithAMessage(FxRobot robot) throws Exception {
        ReviewQueueViewModel queue = open(robot);
        writesHeld = new CountDownLatch(1);
        key(robot, KeyCode.DIGIT1);
        showing(queue, "headquarters");
        // another writer changes the fact on screen before the decision reaches the store
        String text = Files.readString(store);
        Files.writeString(store, text.replace("\"document: CRM export 2024-04-02\"",
                "\"document: CRM export 2024-04-02, re-synced\""));
        writesHeld.countDown();
        until(() -> robot.lookup(".review-notice").queryLabeled().isVisible());
        assertThat(robot.lookup(".review-notice").queryLabeled().getText()).contains("Not written")
                .contains("changed since it was shown");
        showing(queue, "account_manager");
        assertThat(queue.facts().get(0).source()).as("as it is now").endsWith("re-synced");
        assertThat(audit()).isEmpty();
        assertThat(dialog(robot)).as("said in the review window, which keeps the keyboard").isEmpty();
        key(robot, KeyCode.DIGIT1);                  // decided again on what the store holds now
        until(() -> audit().size() == 1);
    }

    @Test
    void theFilterNarrowsTheQueueAndTheCounterByKindSubjectPredicateOrAgent(FxRobot robot) throws Exception {
        ReviewQueueViewModel queue = open(robot);
        robot.press(KeyCode.CONTROL, KeyCode.F).release(KeyCode.F, KeyCode.CONTROL);
        robot.targetWindow(review.stage()).write("duplicate");
        showing(queue, "tier");
        assertThat(progress(robot)).isEqualTo("1 of 1 (filtered)");

        robot.interact(() -> robot.lookup(".review-filter").queryTextInputControl().clear());
        robot.clickOn(".review-filter").targetWindow(review.stage()).write("support-bot"); // an agent: read from the facts
        until(() -> progress(robot).equals("1 of 2 (filtered)"));
        showing(queue, "account_manager");
        key(robot, KeyCode.ESCAPE);                  // out of the filter, not out of the window
        assertThat(review.stage().isShowing()).isTrue();
        key(robot, KeyCode.S);
        showing(queue, "headquarters");
        assertThat(progress(robot)).isEqualTo("2 of 2 (filtered)");
        key(robot, KeyCode.S);
        until(() -> queue.finishedProperty().get());
        assertThat(robot.from(review.stage().getScene().getRoot()).lookup(".welcome-title").queryLabeled().getText()).contains("matches the filter");

        robot.clickOn(robot.lookup(".review-clear-filter").queryButton());
        showing(queue, "tier");
        assertThat(progress(robot)).isEqualTo("3 of 3");
    }

    @Test
    void ctrlOneKeepsTheFirstValueInEveryContradictionLeftAfterOneQuestion(FxRobot robot) throws Exception {
        ReviewQueueViewModel queue = open(robot);
        writesHeld = new CountDownLatch(1);
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT1).release(KeyCode.DIGIT1, KeyCode.CONTROL);
        until(() -> dialog(robot).isPresent());
        assertThat(robot.from(dialog(robot).orElseThrow()).lookup(".label").queryAllAs(Label.class).stream()
                .map(Labeled::getText)).anyMatch(t -> t.startsWith("2 contradictions left") && t.contains("keep value 1"));
        answer(robot, true, false);
        showing(queue, "tier");                      // both are being written; the duplicate is next
        assertThat(robot.lookup(".review-pending").queryLabeled().getText()).contains("2 decisions");
        assertThat(dialog(robot)).as("one question for all").isEmpty();
        writesHeld.countDown();

        until(() -> audit().size() == 2 && model.reportProperty().get().contradictions().isEmpty());
        assertThat(audit()).extracting(AuditEntry::action).containsOnly(audit().get(0).action());
        assertThat(audit().get(0).facts()).allSatisfy(c -> assertThat(c.after().predicate()).isEqualTo("account_manager"));
        assertThat(audit().get(1).facts()).allSatisfy(c -> assertThat(c.after().predicate()).isEqualTo("headquarters"));
        assertThat(progress(robot)).isEqualTo("3 of 3");
    }
}
