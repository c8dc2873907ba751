package io.memscope.ui;

import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.open.StoreOpener;
import io.memscope.ui.main.MainViewModel;
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

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/** The review queue walked with the keyboard only, on a writable copy of the fleet story. */
@ExtendWith(ApplicationExtension.class)
class ReviewQueueFxTest {
    private final FxTaskExecutor pool = new FxTaskExecutor();
    private TestWindow window;
    private MainViewModel model;
    private Stage stage;

    @TempDir
    Path dir;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        window = TestWindow.show(stage, pool, 1200, 800);
        model = window.model;
    }

    @AfterEach
    void tearDown() throws Exception {
        window.close();
        pool.close();
    }

    private static java.util.Optional<javafx.scene.control.DialogPane> confirmation(FxRobot robot) {
        return robot.listTargetWindows().stream().filter(w -> w.isShowing() && w.getScene() != null
                        && w.getScene().getRoot() instanceof javafx.scene.control.DialogPane)
                .map(w -> (javafx.scene.control.DialogPane) w.getScene().getRoot()).findFirst();
    }

    /** The review queue over the open store, as the window's Review command opens it, with no suggestions. */
    private ReviewWindow openReview(FxRobot robot) {
        AtomicReference<ReviewWindow> opened = new AtomicReference<>();
        robot.interact(() -> {
            ReviewWindow w = new ReviewWindow(stage, model.executor(), model.actions(),
                    () -> model.sessionProperty().get().store(), model.reportProperty(),
                    model.aliasesProperty(), javafx.collections.FXCollections.observableArrayList(),
                    new io.memscope.ui.dialog.DialogService(() -> stage));
            w.show();
            opened.set(w);
        });
        return opened.get();
    }

    @Test
    void decisionsByKeyResolveTheQueueAndLandInTheAuditLog(FxRobot robot) throws Exception {
        Path store = window.openWritableCopy(robot, dir, "sample-stores/story-fleet.json");
        assertThat(model.findings()).hasSize(3);
        AtomicReference<ReviewWindow> review = new AtomicReference<>(openReview(robot));
        var queue = review.get().queue();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> queue.facts().size() == 2);
        assertThat(robot.lookup(".review-progress").queryLabeled().getText()).isEqualTo("1 of 3");
        assertThat(queue.currentProperty().get().finding().predicate()).isEqualTo("account_manager");
        String first = queue.facts().get(0).value();

        robot.press(KeyCode.DIGIT1).release(KeyCode.DIGIT1);      // keep the first value
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> queue.currentProperty().get() != null
                && queue.currentProperty().get().finding().predicate().equals("headquarters")
                && queue.facts().size() == 2);
        assertThat(robot.lookup(".review-progress").queryLabeled().getText()).isEqualTo("2 of 3");

        robot.press(KeyCode.B).release(KeyCode.B);                // both hold: headquarters is multi-valued
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> confirmation(robot).isPresent());
        javafx.scene.control.DialogPane asked = confirmation(robot).orElseThrow();
        robot.clickOn(asked.lookupButton(asked.getButtonTypes().get(0)));   // it asks first: go ahead
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> queue.currentProperty().get() != null
                && queue.currentProperty().get().finding().predicate().equals("tier"));

        robot.press(KeyCode.S).release(KeyCode.S);                // skip the duplicate
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> queue.finishedProperty().get()
                && model.actions().audit().size() == 2); // the queue went on while "both hold" was written
        assertThat(queue.summary()).contains("1 × keep 1").contains("1 × both hold").contains("1 × skip");

        // what the keys did is in the store, on the record, and the chain verifies
        try (MemoryStore reread = StoreOpener.open(store.toString(), true)) {
            assertThat(reread.auditLog()).hasSize(2);
            assertThat(reread.analyze(Progress.NONE).contradictions()).isEmpty();
            assertThat(reread.cardinalities().isMultiValued("headquarters")).isTrue();
            assertThat(reread.factsAsOf("customer:acme", "account_manager", java.time.Instant.now()))
                    .singleElement().satisfies(f -> assertThat(f.value()).isEqualTo(first));
            assertThat(io.memscope.analysis.AuditChain.firstBreak(reread.auditLog())).isEmpty();
        }
        robot.interact(() -> review.get().stage().hide());
    }

    @Test
    void aThirdValueIsKeptWithItsNumber(FxRobot robot) throws Exception {
        Path store = dir.resolve("three.json");
        java.nio.file.Files.writeString(store, """
                {"facts": [
                  {"id": 1, "subject": "user:kim", "predicate": "lives_in", "value": "Seoul",
                   "valid_from": "2023-01-01T00:00:00Z", "valid_to": null, "superseded_by": null},
                  {"id": 2, "subject": "user:kim", "predicate": "lives_in", "value": "Busan",
                   "valid_from": "2023-06-01T00:00:00Z", "valid_to": null, "superseded_by": null},
                  {"id": 3, "subject": "user:kim", "predicate": "lives_in", "value": "Incheon",
                   "valid_from": "2024-01-01T00:00:00Z", "valid_to": null, "superseded_by": null}]}
                """);
        robot.interact(() -> model.open(store.toString(), false));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS,
                () -> model.reportProperty().get() != null && !model.busyProperty().get());
        AtomicReference<ReviewWindow> review = new AtomicReference<>(openReview(robot));
        var queue = review.get().queue();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> queue.facts().size() == 3);

        robot.press(KeyCode.DIGIT3).release(KeyCode.DIGIT3);     // keep the third value
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> model.actions().audit().size() == 1);
        assertThat(model.actions().audit().get(0).action()).isEqualTo("resolve");
        assertThat(queue.summary()).contains("1 × keep chosen");
        try (MemoryStore reread = StoreOpener.open(store.toString(), true)) {
            assertThat(reread.factsAsOf("user:kim", "lives_in", java.time.Instant.now()))
                    .singleElement().satisfies(f -> assertThat(f.value()).isEqualTo("Incheon"));
        }
        robot.interact(() -> review.get().stage().hide());
    }
}
