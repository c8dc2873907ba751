package io.memscope.ui;

import io.memscope.model.AuditEntry;
import io.memscope.model.FactId;
import io.memscope.model.FindingKind;
import io.memscope.review.AcceptAlias;
import io.memscope.review.ReviewAction;
import io.memscope.review.Undo;
import io.memscope.ui.main.SubjectRow;
import io.memscope.ui.task.FxTaskExecutor;
import io.memscope.ui.timeline.TimelineBar;
import io.memscope.ui.timeline.TimelineControl;
import io.memscope.ui.timeline.TimelineLane;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
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
 * The real window on a JSON store: accepting that two predicates are one attribute puts their facts in one
 * lane of the timeline and lists the contradiction across them; accepting two subject keys as one entity marks
 * both rows of the subject list and shows both keys' facts from either; an undo splits the lane again.
 */
@ExtendWith(ApplicationExtension.class)
class AliasesAcrossWindowFxTest {
    private static final String STORE = """
            {"facts": [
              {"id": 1, "subject": "user:rachel", "predicate": "lives in", "value": "Detroit",
               "valid_from": "2020-01-01T00:00:00Z"},
              {"id": 2, "subject": "user:rachel", "predicate": "moved to", "value": "Ferndale",
               "valid_from": "2023-05-01T00:00:00Z"},
              {"id": 3, "subject": "Rachel", "predicate": "lives in", "value": "Ferndale",
               "valid_from": "2024-02-01T00:00:00Z"},
              {"id": 4, "subject": "Rachel", "predicate": "job", "value": "nurse",
               "valid_from": "2021-01-01T00:00:00Z"},
              {"id": 5, "subject": "ben", "predicate": "lives in", "value": "Boston",
               "valid_from": "2020-01-01T00:00:00Z"}
            ]}
            """;

    private final FxTaskExecutor pool = new FxTaskExecutor();
    private TestWindow window;

    @TempDir
    Path dir;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindow.show(stage, pool, 1400, 860);
    }

    @AfterEach
    void tearDown() throws Exception {
        window.close();
        pool.close();
    }

    private TimelineControl timeline(FxRobot robot) {
        return robot.lookup(".timeline").queryAs(TimelineControl.class);
    }

    private List<String> lanes(FxRobot robot) {
        return timeline(robot).getLayout().lanes().stream().map(TimelineLane::predicate).toList();
    }

    /** Writes the action through the window's own action path and waits for the window to show its result. */
    private void decide(FxRobot robot, ReviewAction action) throws Exception {
        Object before = window.model.reportProperty().get();
        AtomicReference<AuditEntry> written = new AtomicReference<>();
        robot.interact(() -> window.model.actions().run(action, written::set));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> written.get() != null
                && window.model.reportProperty().get() != before && !window.model.busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void select(FxRobot robot, String subject) throws Exception {
        robot.interact(() -> window.model.selectedSubjectProperty().set(subject));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !window.model.subjectFacts().isEmpty()
                && shownFacts().stream().anyMatch(f -> f.subject().equals(subject)));
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The subject's facts as the FX thread holds them now (it replaces them while the test waits). */
    private List<io.memscope.model.Fact> shownFacts() {
        return FxThread.call(() -> List.copyOf(window.model.subjectFacts()));
    }

    private static javafx.scene.control.Button keepButton(FxRobot robot) {
        return robot.lookup(".action-button").queryAllAs(javafx.scene.control.Button.class).stream()
                .filter(b -> b.getText().equals("Keep this value")).findFirst().orElse(null);
    }

    private List<String> shownRows(FxRobot robot) {
        return robot.lookup(".subject-list .subject-name").queryAllAs(Label.class).stream()
                .map(Label::getText).filter(t -> !t.isEmpty()).sorted().toList();
    }

    /** Writes the store and opens it for writing, waiting for its analysis. */
    private void openRachel(FxRobot robot) throws Exception {
        Path store = dir.resolve("rachel.json");
        Files.writeString(store, STORE);
        robot.interact(() -> window.model.open(store.toString(), false));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS,
                () -> window.model.reportProperty().get() != null && !window.model.busyProperty().get());
    }

    @Test
    void acceptedAliasesMergeLanesAndSubjectsAndAnUndoSplitsTheLaneAgain(FxRobot robot) throws Exception {
        openRachel(robot);
        select(robot, "user:rachel");
        assertThat(lanes(robot)).containsExactly("lives in", "moved to");

        decide(robot, new AcceptAlias(AcceptAlias.Kind.PREDICATE, "lives in", "moved to", List.of(), null));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> lanes(robot).equals(List.of("lives in = moved to")));
        TimelineLane city = timeline(robot).getLayout().lanes().get(0);
        assertThat(city.bars()).extracting(TimelineBar::id).containsExactly(FactId.of(1), FactId.of(2));
        assertThat(city.bars()).extracting(b -> b.fact().predicate()).containsExactly("lives in", "moved to");
        assertThat(window.model.findings()).anySatisfy(f -> {
            assertThat(f.kind()).isEqualTo(FindingKind.ALIAS_CONTRADICTION);
            assertThat(f.factIds()).containsExactly(FactId.of(1), FactId.of(2));
        });

        decide(robot, new AcceptAlias(AcceptAlias.Kind.SUBJECT, "user:rachel", "Rachel", List.of(), null));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> window.model.subjectFacts().size() == 4);
        assertThat(lanes(robot)).containsExactly("job", "lives in = moved to");
        assertThat(timeline(robot).getLayout().lane("lives in").orElseThrow().bars()).extracting(TimelineBar::id)
                .containsExactly(FactId.of(1), FactId.of(2), FactId.of(3));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> shownRows(robot).contains("Rachel \u2261 user:rachel"));
        assertThat(shownRows(robot)).containsExactly("Rachel \u2261 user:rachel", "ben", "user:rachel \u2261 Rachel");
        ListView<SubjectRow> list = robot.lookup(".subject-list").queryListView();
        assertThat(list.getItems()).extracting(SubjectRow::subject).contains("Rachel", "user:rachel");

        select(robot, "Rachel");
        assertThat(window.model.subjectFacts()).extracting(f -> f.id()).containsExactlyInAnyOrder(
                FactId.of(1), FactId.of(2), FactId.of(3), FactId.of(4));

        // a fact of the contradiction across both aliases offers to keep its value over the other names' facts
        var newest = window.model.subjectFacts().stream().filter(f -> f.id().equals(FactId.of(3))).findFirst()
                .orElseThrow();
        robot.interact(() -> window.model.selectedFactProperty().set(newest));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> keepButton(robot) != null);
        Object before = window.model.reportProperty().get();
        javafx.application.Platform.runLater(keepButton(robot)::fire); // its reason dialog waits for a key
        WaitForAsyncUtils.waitForFxEvents();
        robot.type(javafx.scene.input.KeyCode.ENTER);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> window.model.reportProperty().get() != before
                && !window.model.busyProperty().get());
        assertThat(window.model.findings()).noneMatch(f -> f.kind() == FindingKind.ALIAS_CONTRADICTION
                || f.kind() == FindingKind.CROSS_LINK);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> shownFacts().stream()
                .filter(f -> !f.id().equals(FactId.of(3)) && !f.predicate().equals("job"))
                .allMatch(f -> FactId.of(3).equals(f.supersededBy())));
        decide(robot, new Undo(null));

        // the subject alias goes first, then the predicate alias: the lane splits again
        decide(robot, new Undo(null));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> window.model.subjectFacts().size() == 2);
        assertThat(shownRows(robot)).containsExactly("Rachel", "ben", "user:rachel");
        decide(robot, new Undo(null));
        select(robot, "user:rachel");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> lanes(robot).equals(List.of("lives in", "moved to")));
        assertThat(window.model.findings()).noneMatch(f -> f.kind() == FindingKind.ALIAS_CONTRADICTION);
    }

    @Test
    void theReviewQueuesTimelineDrawsTheNamesOfOneAttributeInOneLane(FxRobot robot) throws Exception {
        openRachel(robot);
        decide(robot, new AcceptAlias(AcceptAlias.Kind.PREDICATE, "lives in", "moved to", List.of(), null));
        AtomicReference<io.memscope.ui.review.ReviewWindow> opened = new AtomicReference<>();
        javafx.stage.Stage owner = (javafx.stage.Stage) timeline(robot).getScene().getWindow();
        robot.interact(() -> {
            io.memscope.ui.review.ReviewWindow w = new io.memscope.ui.review.ReviewWindow(owner,
                    window.model.executor(), window.model.actions(), () -> window.model.sessionProperty().get().store(),
                    window.model.reportProperty(), window.model.aliasesProperty(),
                    javafx.collections.FXCollections.observableArrayList(),
                    new io.memscope.ui.dialog.DialogService(() -> owner));
            w.show();
            opened.set(w);
        });
        var queue = opened.get().queue();
        robot.interact(() -> queue.filterProperty().set("alias"));
        TimelineControl small = (TimelineControl) opened.get().stage().getScene().getRoot().lookup(".timeline");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> FxThread.call(() -> queue.currentProperty().get() != null
                && queue.currentProperty().get().isFinding()
                && queue.currentProperty().get().finding().kind() == FindingKind.ALIAS_CONTRADICTION
                && small.getFacts().size() >= 2));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(FxThread.call(() -> small.getLayout().lanes().stream().map(TimelineLane::predicate).toList()))
                .containsExactly("lives in = moved to");
        robot.interact(() -> opened.get().stage().hide());
    }
}
