package io.memscope.ui;

import io.memscope.model.FactId;
import io.memscope.ui.main.MainViewModel;
import io.memscope.ui.main.SubjectRow;
import io.memscope.ui.task.FxTaskExecutor;
import io.memscope.ui.task.TaskExecutor;
import io.memscope.ui.timeline.TimelineControl;
import io.memscope.ui.timeline.TimelineLane;
import javafx.application.Platform;
import javafx.concurrent.Task;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
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
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/** The real window under Monocle: open a store, browse, navigate findings, move the as-of cursor. */
@ExtendWith(ApplicationExtension.class)
class MainWindowFxTest {
    private static final String DEMO = "sample-stores/memscope-demo.json";
    private final List<Boolean> ranOnFxThread = new CopyOnWriteArrayList<>();
    /** Pulses counted by the first test that needs them, and the count when a task was handed to the pool. */
    private final java.util.concurrent.atomic.AtomicInteger pulses = new java.util.concurrent.atomic.AtomicInteger();
    private final List<Integer> startedAtPulse = new CopyOnWriteArrayList<>();
    private final FxTaskExecutor pool = new FxTaskExecutor();
    /** When set, an analysis handed to the pool waits for it before it runs. */
    private volatile java.util.concurrent.CountDownLatch analysisHeld;
    private TestWindow window;
    private MainViewModel model;
    private Stage stage;
    private io.memscope.ui.main.MainController controller;

    @TempDir
    Path dir;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        TaskExecutor recording = new TaskExecutor() {
            @Override
            public void execute(Task<?> task) {
                startedAtPulse.add(pulses.get());
                if (pool.isShutdown()) {
                    return; // work a handler starts after the test has ended (a refresh's subject read)
                }
                pool.execute(new Task<Void>() {
                    @Override
                    protected Void call() throws InterruptedException {
                        ranOnFxThread.add(Platform.isFxApplicationThread());
                        java.util.concurrent.CountDownLatch held = analysisHeld;
                        if (held != null && "Analysing".equals(task.getTitle())) {
                            held.await(20, TimeUnit.SECONDS);
                        }
                        task.run();
                        return null;
                    }
                });
            }
        };
        window = TestWindow.show(stage, recording, 1400, 860);
        model = window.model;
        controller = window.controller;
    }

    @AfterEach
    void tearDown() throws Exception {
        window.close();
        pool.close();
    }

    private void openAndWait(FxRobot robot, String location) throws Exception {
        openAndWait(robot, location, true);
    }

    private void openAndWait(FxRobot robot, String location, boolean readOnly) throws Exception {
        robot.interact(() -> model.open(location, readOnly));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !model.busyProperty().get()
                && model.sessionProperty().get() != null && model.reportProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void openingAStoreFillsOverviewAndSubjectListOffTheFxThread(FxRobot robot) throws Exception {
        openAndWait(robot, DEMO);
        assertThat(tileTexts(robot)).contains("27 facts", "5 subjects", "20 current", "6 superseded", "1 invalidated",
                "2 contradictions", "1 duplicates", "0 problems");
        ListView<SubjectRow> list = robot.lookup(".subject-list").queryListView();
        assertThat(list.getItems()).hasSize(5);
        assertThat(robot.lookup(".read-only-badge").query().isVisible()).isTrue();
        assertThat(ranOnFxThread).isNotEmpty().containsOnly(false);
    }

    @Test
    void anOpenShowsTheInspectorFirstAndNothingMovesAsTheStoreArrives(FxRobot robot) throws Exception {
        javafx.scene.layout.BorderPane root = (javafx.scene.layout.BorderPane) stage.getScene().getRoot();
        javafx.scene.Node welcome = robot.lookup(".welcome").query();
        javafx.scene.Node split = robot.lookup(".main-split").query();
        javafx.scene.Node strip = robot.lookup(".overview").query();
        assertThat(welcome.isVisible()).isTrue();
        assertThat(strip.isVisible()).as("no counts strip without a store").isFalse();
        List<Double> inspectorTops = new CopyOnWriteArrayList<>();
        java.util.Set<javafx.scene.Node> rowsMadeBeforeTheStore = java.util.Collections.newSetFromMap(
                new java.util.IdentityHashMap<>());
        javafx.animation.AnimationTimer frames = new javafx.animation.AnimationTimer() {
            @Override
            public void handle(long now) {
                pulses.incrementAndGet();
            }
        };
        Runnable afterLayout = () -> {
            if (split.isVisible()) {
                inspectorTops.add(root.getCenter().getLayoutY());
            }
        };
        List<String> focusOwners = new CopyOnWriteArrayList<>();
        robot.interact(() -> {
            frames.start();
            stage.getScene().addPostLayoutPulseListener(afterLayout);
            stage.getScene().focusOwnerProperty().addListener((o, old, owner) ->
                    focusOwners.add(owner == null ? "none" : String.join(" ", owner.getStyleClass())));
        });
        robot.interact(() -> {
            model.open(DEMO, true);
            // at once, before any of the store is read: the inspector, the location, pending numbers
            assertThat(split.isVisible()).isTrue();
            assertThat(welcome.isVisible()).isFalse();
            assertThat(((Label) robot.lookup(".store-location").query()).getText()).isEqualTo(DEMO);
            assertThat(((Label) robot.lookup(".store-kind").query()).getText()).isEqualTo("JSON");
            ListView<SubjectRow> subjects = robot.lookup(".subject-list").queryListView();
            assertThat(subjects.getItems()).isNotEmpty().allMatch(SubjectRow::isBlank);
            assertThat(subjects.isMouseTransparent()).as("a blank row cannot be chosen").isTrue();
            assertThat(((Label) robot.lookup(".pane-footer").query()).getText()).isEqualTo("Reading subjects…");
            assertThat(tileTexts(robot)).contains("… facts", "… subjects", "… contradictions");
            assertThat(startedAtPulse).as("the open waits for the inspector's frame").isEmpty();
            // the findings table's rows exist before any finding (blank, unclickable, with what it waits for)
            TableView<io.memscope.model.Finding> findings = robot.lookup(".findings-table").queryTableView();
            assertThat(findings.getItems()).isNotEmpty()
                    .allMatch(f -> f.subject().isEmpty() && f.factIds().isEmpty());
            assertThat(findings.isMouseTransparent()).isTrue();
            assertThat(findings.getPseudoClassStates()).extracting(Object::toString).contains("blank");
            Label pending = robot.lookup(".findings-pending").query();
            assertThat(pending.isVisible()).isTrue();
            assertThat(pending.getText()).isEqualTo("Findings appear as the analysis finds them.");
            rowsMadeBeforeTheStore.addAll(findings.lookupAll(".table-row-cell"));
        });
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !model.busyProperty().get()
                && model.sessionProperty().get() != null && model.reportProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> robot.interact(() -> { })); // two more frames with the counts and findings laid out
        Thread.sleep(100);
        robot.interact(() -> {
            frames.stop();
            stage.getScene().removePostLayoutPulseListener(afterLayout);
        });
        assertThat(startedAtPulse.get(0)).as("started once the inspector's frame was drawn").isGreaterThanOrEqualTo(2);
        assertThat(tileTexts(robot)).contains("27 facts", "2 contradictions");
        ListView<SubjectRow> subjects = robot.lookup(".subject-list").queryListView();
        assertThat(subjects.getItems()).hasSize(5).noneMatch(SubjectRow::isBlank);
        assertThat(subjects.isMouseTransparent()).isFalse();
        TableView<io.memscope.model.Finding> findings = robot.lookup(".findings-table").queryTableView();
        assertThat(findings.getItems()).isSameAs(model.findings()).isNotEmpty().noneMatch(f -> f.factIds().isEmpty());
        assertThat(findings.isMouseTransparent()).isFalse();
        assertThat(findings.getPseudoClassStates()).extracting(Object::toString).doesNotContain("blank");
        assertThat(robot.lookup(".findings-pending").query().isVisible()).isFalse();
        // the findings fill rows made before the store was read, not rows made while it loads
        List<javafx.scene.Node> showingFindings = findings.lookupAll(".table-row-cell").stream()
                .filter(r -> r.isVisible() && !((javafx.scene.control.TableRow<?>) r).isEmpty()).toList();
        assertThat(showingFindings).hasSameSizeAs(model.findings());
        assertThat(rowsMadeBeforeTheStore).as("rows made while the inspector waited")
                .containsAll(showingFindings);
        // the focus went to the subject filter with the inspector and stayed there while the store arrived
        assertThat(focusOwners).singleElement().asString().contains("filter-field");
        // the store bar (with the demo's description) and the counts strip kept their heights from the first
        // frame: what is below them never moved
        assertThat(inspectorTops).hasSizeGreaterThan(3).containsOnly(inspectorTops.get(0));
    }

    @Test
    void betweenTheOpenAndTheAnalysisNothingSpillsPastTheWindowsEdge(FxRobot robot) throws Exception {
        // Any change of the root's bounds makes JavaFX repaint the whole window: an empty progress message
        // (the analysis handed over, not yet started) used to put its text 1 px below the window's bottom edge,
        // and back when the analysis' first message came, two full repaints in every open.
        javafx.scene.Parent root = stage.getScene().getRoot();
        openDemoWithItsAnalysisHeld(robot, () -> robot.interact(() -> {
            assertThat(model.busyProperty().get()).as("the analysis is waiting").isTrue();
            assertThat(model.reportProperty().get()).isNull();
            assertThat(model.progressMessageProperty().get()).isEmpty();
            assertThat(root.getBoundsInLocal().getMaxY()).isLessThanOrEqualTo(stage.getScene().getHeight());
            assertThat(root.getBoundsInLocal().getMaxX()).isLessThanOrEqualTo(stage.getScene().getWidth());
            assertThat(root.getBoundsInLocal().getMinY()).isGreaterThanOrEqualTo(0);
        }));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !model.busyProperty().get()
                && model.reportProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(tileTexts(robot)).contains("27 facts", "2 contradictions");
    }

    @Test
    void aCancelledAnalysisLeavesNoBlankRowsButSaysWhyThereAreNoFindings(FxRobot robot) throws Exception {
        openDemoWithItsAnalysisHeld(robot, () -> {
            TableView<io.memscope.model.Finding> findings = robot.lookup(".findings-table").queryTableView();
            robot.interact(() -> {
                assertThat(findings.getItems()).as("blank while the analysis waits").isNotEmpty()
                        .allMatch(f -> f.factIds().isEmpty());
                model.cancel();
            });
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> {
                assertThat(model.busyProperty().get()).isFalse();
                assertThat(findings.getItems()).isEmpty();
                assertThat(findings.isMouseTransparent()).isFalse();
                assertThat(((Label) findings.getPlaceholder()).getText())
                        .isEqualTo("Analysis did not finish: no findings are shown.");
                assertThat(robot.lookup(".findings-pending").query().isVisible()).isFalse();
            });
        });
    }

    /** Opens the demo store and runs {@code whileHeld} once its subjects are in, before its analysis starts. */
    private void openDemoWithItsAnalysisHeld(FxRobot robot, Runnable whileHeld) throws Exception {
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        analysisHeld = release;
        try {
            robot.interact(() -> model.open(DEMO, true));
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> model.sessionProperty().get() != null);
            WaitForAsyncUtils.waitForFxEvents();
            whileHeld.run();
        } finally {
            release.countDown();
            analysisHeld = null;
        }
    }

    private static List<String> tileTexts(FxRobot robot) {
        return robot.lookup(".stat-tile").queryAll().stream()
                .map(n -> ((Label) ((javafx.scene.layout.VBox) n).getChildren().get(0)).getText() + " "
                        + ((Label) ((javafx.scene.layout.VBox) n).getChildren().get(1)).getText())
                .collect(Collectors.toList());
    }

    @Test
    void theSelectedSubjectStaysSelectedWhenBadgesArriveTheListRefreshesOrIsFiltered(FxRobot robot) throws Exception {
        openAndWait(robot, DEMO);
        ListView<SubjectRow> list = robot.lookup(".subject-list").queryListView();
        // the first subject was chosen before its findings were counted; its row now carries the badge
        assertThat(list.getSelectionModel().getSelectedItem()).extracting(SubjectRow::subject, SubjectRow::findings)
                .containsExactly("customer:acme", 3);
        assertThat(robot.lookup(".finding-badge").<Label>queryAllAs(Label.class))
                .anyMatch(badge -> badge.isVisible() && "3".equals(badge.getText()));

        robot.clickOn("user:sam");
        javafx.collections.ObservableList<SubjectRow> before = list.getItems();
        robot.interact(model::refresh);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !model.busyProperty().get() && list.getItems() != before);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(list.getSelectionModel().getSelectedItem().subject()).isEqualTo("user:sam");

        robot.clickOn(".filter-field").write("RACH");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> list.getItems().size() == 1);
        assertThat(list.getItems()).extracting(SubjectRow::subject).containsExactly("user:rachel");
        WaitForAsyncUtils.waitForFxEvents();
        assertBadgesMatchRows(robot);
        assertThat(robot.lookup("#subjectCount").queryLabeled().getText()).isEqualTo("1 of 5 subjects");
        assertThat(model.selectedSubjectProperty().get()).as("filtering does not change the subject shown")
                .isEqualTo("user:sam");
        robot.interact(() -> model.subjectList().filterProperty().set(""));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> list.getItems().size() == 5);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(list.getSelectionModel().getSelectedItem().subject()).isEqualTo("user:sam");
        assertBadgesMatchRows(robot);
    }

    /**
     * A subject chosen elsewhere (a finding, the search) is scrolled into view. When the list's rows are swapped
     * and the chosen row's badge changed (the list view then drops its selection, and the window selects the
     * row again) while the row is on screen, the list stays where the operator left it.
     */
    @Test
    void theListScrollsToAChosenSubjectButNotWhenItsRowIsAlreadyShown(FxRobot robot) throws Exception {
        Path file = dir.resolve("many-subjects.mv.db");
        try (io.memscope.store.jdbc.JdbcStoreWriter writer = io.memscope.store.jdbc.JdbcStoreWriter.createH2(file)) {
            for (int i = 0; i < 600; i++) {
                writer.fact(io.memscope.model.Fact.of(io.memscope.model.FactId.of(i + 1), String.format("s%04d", i),
                        "p", "v", java.time.Instant.parse("2024-01-01T00:00:00Z"), null, null));
            }
            writer.commit();
        }
        openAndWait(robot, file.toString(), false); // writable: H2 then lets the other writer below in
        ListView<SubjectRow> list = robot.lookup(".subject-list").queryListView();
        String deep = "s0300";
        robot.interact(() -> model.selectedSubjectProperty().set(deep));
        WaitForAsyncUtils.waitForFxEvents();
        var flow = (io.memscope.ui.list.FixedRowListSkin<?>) list.getSkin();
        assertThat(flow.firstShownRow()).as("scrolled to the chosen subject").isBetween(290, 300);
        assertThat(flow.lastShownRow()).isGreaterThanOrEqualTo(300);

        robot.interact(() -> list.scrollTo(294)); // the operator scrolls a little; the row stays on screen
        WaitForAsyncUtils.waitForFxEvents();
        int firstShown = flow.firstShownRow();
        // another writer gives the chosen subject a contradiction: its row comes back with a badge (in this
        // process it shares the database memscope holds, so it names the file as memscope's connector does)
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:h2:retry:file:"
                + file.toString().replace(".mv.db", ""), "sa", "");
             java.sql.Statement st = c.createStatement()) {
            st.executeUpdate("INSERT INTO \"facts\" (\"id\", \"subject\", \"predicate\", \"value\", \"valid_from\")"
                    + " VALUES (9999, 's0300', 'p', 'other', TIMESTAMP WITH TIME ZONE '2024-02-01 00:00:00+00')");
        }
        javafx.collections.ObservableList<SubjectRow> before = list.getItems();
        robot.interact(model::refresh);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !model.busyProperty().get() && list.getItems() != before
                && list.getItems().get(300).findings() == 1);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(list.getSelectionModel().getSelectedItem()).extracting(SubjectRow::subject, SubjectRow::findings)
                .containsExactly(deep, 1);
        assertThat(flow.firstShownRow()).as("the list did not jump").isEqualTo(firstShown);
    }

    /** Cells are reused for other subjects: each shows a badge exactly when its subject has findings. */
    private static void assertBadgesMatchRows(FxRobot robot) {
        for (javafx.scene.Node node : robot.lookup(".subject-list .list-cell").queryAll()) {
            if (!(node instanceof javafx.scene.control.ListCell<?> cell) || cell.isEmpty()
                    || !(cell.getItem() instanceof SubjectRow row)) {
                continue;
            }
            java.util.Optional<Label> badge = cell.lookupAll(".finding-badge").stream()
                    .map(Label.class::cast).filter(javafx.scene.Node::isVisible).findFirst();
            assertThat(badge.map(Label::getText)).as(row.subject())
                    .isEqualTo(row.findings() > 0 ? java.util.Optional.of(Integer.toString(row.findings()))
                            : java.util.Optional.empty());
        }
    }

    @Test
    void selectingASubjectDrawsOneLanePerPredicate(FxRobot robot) throws Exception {
        openAndWait(robot, DEMO);
        robot.clickOn("user:rachel");
        TimelineControl timeline = robot.lookup(".timeline").queryAs(TimelineControl.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> timeline.getFacts().size() == 7);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(timeline.getLayout().lanes()).extracting(TimelineLane::predicate)
                .containsExactly("likes", "lives_in", "speaks", "works_at");
        TimelineLane livesIn = timeline.getLayout().lanes().get(1);
        assertThat(livesIn.bars()).extracting(b -> b.fact().value()).containsExactlyInAnyOrder("Detroit", "Ferndale", "Detroit");
    }

    @Test
    void choosingAFindingNavigatesToItsFacts(FxRobot robot) throws Exception {
        openAndWait(robot, DEMO);
        robot.clickOn("user:sam");
        TableView<?> findings = robot.lookup("#findingsTable").queryTableView();
        robot.interact(() -> findings.getSelectionModel().select(1));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> model.selectedFactProperty().get() != null);
        TimelineControl timeline = robot.lookup(".timeline").queryAs(TimelineControl.class);
        assertThat(model.selectedSubjectProperty().get()).isEqualTo("customer:acme");
        assertThat(timeline.getSelectedFact().id()).isEqualTo(FactId.of(34));
        assertThat(robot.lookup(".fact-value").queryLabeled().getText()).isEqualTo("Toledo, OH");
    }

    @Test
    void movingTheAsOfCursorChangesTheAsOfPanel(FxRobot robot) throws Exception {
        openAndWait(robot, DEMO);
        robot.clickOn("user:rachel");
        TimelineControl timeline = robot.lookup(".timeline").queryAs(TimelineControl.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> timeline.getFacts().size() == 7);
        TableView<?> asOf = robot.lookup("#asOfTable").queryTableView();
        robot.interact(() -> timeline.setAsOf(Instant.parse("2023-12-01T00:00:00Z")));
        assertThat(cell(asOf, "lives_in", 1)).isEqualTo("Detroit");
        robot.interact(() -> timeline.setAsOf(Instant.parse("2024-06-01T00:00:00Z")));
        assertThat(cell(asOf, "lives_in", 1)).isEqualTo("Ferndale");
        assertThat(cell(asOf, "lives_in", 2)).as("the naive reader takes the last mention").isEqualTo("Detroit");
        assertThat(robot.lookup(".as-of-title").queryLabeled().getText()).contains("naive reader is wrong on 1");
    }

    @Test
    void aBadFileShowsAnErrorAndKeepsThePreviousStore(FxRobot robot) throws Exception {
        openAndWait(robot, DEMO);
        Path bad = dir.resolve("broken.json");
        Files.writeString(bad, "[{\"id\": 1, \"subject\": 5}]");
        robot.interact(() -> model.open(bad.toString(), true));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> errorDialog().isPresent());
        assertThat(errorDialog().orElseThrow().getContentText()).contains("broken.json").contains("subject");
        assertThat(model.sessionProperty().get().store().descriptor().location()).isEqualTo(DEMO);
        assertThat(robot.lookup(".store-location").queryLabeled().getText()).isEqualTo(DEMO);
        robot.interact(() -> Window.getWindows().stream().filter(w -> w != stage).toList().forEach(Window::hide));
    }

    @Test
    void exportImageWritesTheTimelineAtTwiceItsSize(FxRobot robot) throws Exception {
        openAndWait(robot, DEMO);
        robot.clickOn("user:rachel");
        TimelineControl timeline = robot.lookup(".timeline").queryAs(TimelineControl.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> timeline.getFacts().size() == 7);
        Path png = dir.resolve("rachel.png");
        robot.interact(() -> controller.exportTimelineImage(png));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> Files.exists(png));
        java.awt.image.BufferedImage image = javax.imageio.ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo((int) Math.round(timeline.getWidth() * 2));
        assertThat(model.statusProperty().get()).contains("rachel.png");
    }

    @Test
    void replayShowsMemoryAsItWasLearnedStepByStep(FxRobot robot) throws Exception {
        openAndWait(robot, DEMO);
        robot.clickOn("user:rachel");
        TimelineControl timeline = robot.lookup(".timeline").queryAs(TimelineControl.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> timeline.getFacts().size() == 7);
        robot.clickOn("Replay");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".replay-bar").query().isVisible()).isTrue();
        assertThat(timeline.getFacts()).extracting(f -> f.value()).containsExactly("English");
        assertThat(robot.lookup(".replay-time").queryLabeled().getText()).isEqualTo("2023-04-10 18:00 UTC");
        robot.clickOn("#forwardButton"); // 18:02:11, when the first Detroit fact was recorded
        assertThat(timeline.getFacts()).extracting(f -> f.value()).containsExactlyInAnyOrder("English", "Detroit");
        assertThat(robot.lookup(".replay-time").queryLabeled().getText()).isEqualTo("2023-04-10 18:02:11 UTC");
        assertThat(timeline.getFacts()).filteredOn(f -> f.value().equals("Detroit")).singleElement()
                .satisfies(f -> assertThat(f.isCurrent()).isTrue());
        // the menu's keys step too (written OPEN_BRACKET in the FXML they never matched), named as typed
        robot.press(KeyCode.CONTROL, KeyCode.OPEN_BRACKET).release(KeyCode.OPEN_BRACKET, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".replay-time").queryLabeled().getText()).isEqualTo("2023-04-10 18:00 UTC");
        robot.press(KeyCode.CONTROL, KeyCode.CLOSE_BRACKET).release(KeyCode.CLOSE_BRACKET, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".replay-time").queryLabeled().getText()).isEqualTo("2023-04-10 18:02:11 UTC");
        assertThat(robot.lookup(".menu-bar").queryAs(javafx.scene.control.MenuBar.class).getMenus().stream()
                .flatMap(m -> m.getItems().stream()).filter(i -> i.getAccelerator() != null)
                .filter(i -> i.getText().endsWith("Replay Step")).map(i -> i.getAccelerator().getDisplayText()))
                .containsExactly("Ctrl+[", "Ctrl+]");
        // jump to the step where the move to Ferndale is learned: Detroit's bar closes and links to it
        var replay = model.replay();
        robot.interact(() -> replay.stepProperty().set(replay.stepsProperty().get() - 1));
        assertThat(timeline.getFacts()).filteredOn(f -> f.id().equals(FactId.of(1))).singleElement()
                .satisfies(f -> assertThat(f.supersededBy()).isEqualTo(FactId.of(2)));
        assertThat(cell(robot.lookup("#asOfTable").queryTableView(), "lives_in", 1)).isEqualTo("Ferndale");
        robot.clickOn("#closeReplayButton");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(timeline.getFacts()).hasSize(7);
    }

    /** F1 lists the keys in a column of their own, each beside what it does. */
    @Test
    void theShortcutHelpLinesKeysUpBesideWhatTheyDo(FxRobot robot) throws Exception {
        openAndWait(robot, DEMO);
        robot.type(KeyCode.F1);
        WaitForAsyncUtils.waitForFxEvents();
        DialogPane help = errorDialog().orElseThrow();
        javafx.scene.layout.GridPane grid = (javafx.scene.layout.GridPane) help.getContent();
        List<Label> keys = grid.getChildren().stream().filter(n -> n.getStyleClass().contains("shortcut-keys"))
                .map(Label.class::cast).toList();
        // every key the window answers is listed, the review queue's too (they come from one list)
        assertThat(keys).extracting(Label::getText).contains("Ctrl+[", "Ctrl+]", "Home / End", "Ctrl+1", "Ctrl+2",
                "Ctrl+3", "Ctrl+R", "Ctrl+Z", "Ctrl+E", "Ctrl+Shift+E", "F1", "Ctrl+Q", "1 / Numpad1", "B", "I", "S", "U");
        for (io.memscope.ui.actions.StandardAction a : io.memscope.ui.actions.StandardAction.values()) {
            if (!a.keys().isEmpty()) {
                assertThat(keys).extracting(Label::getText).as(a.name()).contains(a.keysShown());
            }
        }
        for (Label key : keys) {
            Integer row = javafx.scene.layout.GridPane.getRowIndex(key);
            Label action = grid.getChildren().stream().filter(n -> javafx.scene.layout.GridPane.getColumnIndex(n) == 1
                            && row.equals(javafx.scene.layout.GridPane.getRowIndex(n)))
                    .map(Label.class::cast).findFirst().orElseThrow();
            assertThat(action.getLayoutY()).as(key.getText()).isEqualTo(key.getLayoutY());
            assertThat(action.getLayoutX()).as("every action starts in one column, after the widest keys")
                    .isGreaterThanOrEqualTo(key.getLayoutX() + key.getWidth());
        }
        robot.interact(() -> ((javafx.stage.Stage) help.getScene().getWindow()).close());
    }

    /** A key name KeyCombination does not know becomes a "character" no key types: such a shortcut never fires. */
    @Test
    void everyMenuShortcutIsAKeyThatCanBeTyped(FxRobot robot) {
        List<javafx.scene.control.MenuItem> items = new java.util.ArrayList<>();
        for (javafx.scene.control.Menu menu : robot.lookup(".menu-bar").queryAs(javafx.scene.control.MenuBar.class)
                .getMenus()) {
            items.addAll(menu.getItems());
        }
        assertThat(items).filteredOn(i -> i.getAccelerator() != null).hasSizeGreaterThan(20)
                .allSatisfy(i -> assertThat(i.getAccelerator()).as(i.getText()).satisfiesAnyOf(
                        k -> assertThat(k).isInstanceOf(javafx.scene.input.KeyCodeCombination.class),
                        k -> assertThat(((javafx.scene.input.KeyCharacterCombination) k).getCharacter()).hasSize(1)));
    }

    private static java.util.Optional<DialogPane> errorDialog() {
        return Window.getWindows().stream()
                .map(w -> w.getScene() == null ? null : w.getScene().getRoot())
                .filter(r -> r instanceof DialogPane)
                .map(r -> (DialogPane) r)
                .findFirst();
    }

    private static String cell(TableView<?> table, String predicate, int column) {
        for (int row = 0; row < table.getItems().size(); row++) {
            Object p = table.getColumns().get(0).getCellData(row);
            if (predicate.equals(p)) {
                return String.valueOf(table.getColumns().get(column).getCellData(row));
            }
        }
        return null;
    }

    /**
     * The audit table takes its rows when the Audit tab first shows (made behind the hidden tab, its cells
     * cost the FX thread time in the pulse that brought the opened store), and follows the log from then on.
     */
    @Test
    void theAuditTableFillsWhenItsTabShowsAndFollowsTheLog(FxRobot robot) throws Exception {
        window.openWritableCopy(robot, dir, "sample-stores/story-derived.json");
        robot.interact(() -> model.actions().run(new io.memscope.review.Flag(FactId.of(40), "moved"), e -> { }));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> model.actions().audit().size() == 1
                && !model.busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        TableView<?> audit = robot.lookup(".audit-view .table-view").queryAs(TableView.class);
        assertThat(audit.getItems()).as("rows behind the hidden tab").isEmpty();

        robot.interact(() -> {
            javafx.scene.control.TabPane tabs = robot.lookup(".bottom-tabs").queryAs(javafx.scene.control.TabPane.class);
            tabs.getSelectionModel().select(tabs.getTabs().stream().filter(t -> t.getText().equals("Audit"))
                    .findFirst().orElseThrow());
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(audit.getItems()).hasSize(1);

        robot.interact(() -> model.actions().run(new io.memscope.review.Flag(FactId.of(41), "again"), e -> { }));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> audit.getItems().size() == 2);
    }
}
