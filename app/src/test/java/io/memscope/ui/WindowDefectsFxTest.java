package io.memscope.ui;

import io.memscope.model.FactId;
import io.memscope.model.FindingKind;
import io.memscope.ui.format.FindingText;
import io.memscope.ui.main.MainViewModel;
import io.memscope.ui.task.FxTaskExecutor;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
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

/** The main window's defects an operator met in the first minutes, each kept from coming back. */
@ExtendWith(ApplicationExtension.class)
class WindowDefectsFxTest {
    private static final String DEMO = "sample-stores/memscope-demo.json";

    private final FxTaskExecutor pool = new FxTaskExecutor();
    /** When set, an open handed to the pool waits for it before it runs. */
    private volatile java.util.concurrent.CountDownLatch openHeld;
    private TestWindow window;
    private MainViewModel model;

    @TempDir
    Path dir;

    @Start
    void start(Stage stage) throws Exception {
        io.memscope.ui.task.TaskExecutor holding = new io.memscope.ui.task.TaskExecutor() {
            @Override
            public void execute(javafx.concurrent.Task<?> task) {
                java.util.concurrent.CountDownLatch held = openHeld;
                if (held != null && task.getTitle() != null && task.getTitle().startsWith("Opening")) {
                    pool.execute(new javafx.concurrent.Task<Void>() {
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
            public io.memscope.ui.task.TaskExecutor interactive() {
                return pool.interactive();
            }

            @Override
            public io.memscope.ui.task.TaskExecutor computations() {
                return pool.computations();
            }
        };
        window = TestWindow.show(stage, holding, 1400, 860);
        model = window.model;
    }

    @AfterEach
    void tearDown() throws Exception {
        window.close();
        pool.close();
    }

    private void settle() throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !model.busyProperty().get()
                && model.sessionProperty().get() != null && model.reportProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private MenuItem menuItem(FxRobot robot, String id) {
        return robot.lookup(".menu-bar").queryAs(MenuBar.class).getMenus().stream()
                .flatMap(m -> m.getItems().stream()).filter(i -> id.equals(i.getId())).findFirst().orElseThrow();
    }

    private Tab selectedTab(FxRobot robot) {
        return robot.lookup(".bottom-tabs").queryAs(TabPane.class).getSelectionModel().getSelectedItem();
    }

    @Test
    void ctrlOneTwoThreeOpenTheTabsInTheirOrder(FxRobot robot) throws Exception {
        robot.interact(() -> model.open(DEMO, true));
        settle();
        robot.clickOn(".timeline");
        robot.press(KeyCode.CONTROL).type(KeyCode.DIGIT2).release(KeyCode.CONTROL);
        assertThat(selectedTab(robot).getText()).isEqualTo("As of");
        robot.press(KeyCode.CONTROL).type(KeyCode.DIGIT3).release(KeyCode.CONTROL);
        assertThat(selectedTab(robot).getText()).isEqualTo("Audit");
        robot.press(KeyCode.CONTROL).type(KeyCode.DIGIT4).release(KeyCode.CONTROL);
        assertThat(selectedTab(robot).getText()).startsWith("Suggestions");
        robot.press(KeyCode.CONTROL).type(KeyCode.DIGIT1).release(KeyCode.CONTROL);
        assertThat(selectedTab(robot).getText()).startsWith("Findings");
        TabPane tabs = robot.lookup(".bottom-tabs").queryAs(TabPane.class);
        assertThat(tabs.getTabs()).extracting(t -> t.getText().replaceFirst(" \\(.*", ""))
                .containsExactly("Findings", "Suggestions", "As of", "Audit");
    }

    @Test
    void downInTheFilterMovesIntoTheListAndTheKeysThenMoveThere(FxRobot robot) throws Exception {
        robot.interact(() -> model.open(DEMO, true));
        settle();
        robot.clickOn(".filter-field").write("user");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> model.subjectList().rows().size() == 2);
        robot.type(KeyCode.DOWN);
        ListView<?> list = robot.lookup(".subject-list").queryListView();
        assertThat(list.isFocused()).as("Down took the keyboard into the list").isTrue();
        String first = model.selectedSubjectProperty().get();
        robot.type(KeyCode.DOWN);
        assertThat(model.selectedSubjectProperty().get()).isNotEqualTo(first).startsWith("user:");
    }

    @Test
    void anActionLeavesTheFocusWhereItWasAndCtrlZUndoesTheActionNamingIt(FxRobot robot) throws Exception {
        window.openWritableCopy(robot, dir, "sample-stores/story-derived.json");
        robot.clickOn(".timeline");
        Node before = window.scene.getFocusOwner();
        robot.interact(() -> model.actions().run(new io.memscope.review.Flag(FactId.of(40), "moved"), e -> { }));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> model.actions().audit().size() == 1
                && !model.busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.scene.getFocusOwner()).as("the focus stays where the operator left it").isSameAs(before);
        MenuItem undo = menuItem(robot, "menu-undo");
        assertThat(undo.getText()).as("the Undo item names what it undoes").startsWith("Undo #1 flag")
                .contains("flag of fact 40 and 2 derived");
        assertThat(undo.isDisable()).isFalse();
    }

    @Test
    void theAuditTableSaysWhatAnEntryTouchedAndAVerdictDoesNotOutliveTheLog(FxRobot robot) throws Exception {
        window.openWritableCopy(robot, dir, "sample-stores/story-fleet.json");
        robot.interact(() -> model.actions().run(new io.memscope.review.MarkMultiValued("account_manager", null),
                e -> { }));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> model.actions().audit().size() == 1);
        robot.interact(() -> {
            TabPane tabs = robot.lookup(".bottom-tabs").queryAs(TabPane.class);
            tabs.getSelectionModel().select(tabs.getTabs().stream()
                    .filter(t -> t.getText().equals("Audit")).findFirst().orElseThrow());
        });
        WaitForAsyncUtils.waitForFxEvents();
        TableView<?> audit = robot.lookup(".audit-view .table-view").queryAs(TableView.class);
        String touched = String.valueOf(audit.getColumns().get(4).getCellData(0));
        assertThat(touched).isEqualTo("account_manager: undeclared (single-valued) → multi-valued")
                .doesNotContain("CardinalityChange[");
        robot.interact(() -> model.actions().verify());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !model.actions().verifyResultProperty().get().isEmpty());
        assertThat(model.actions().verifyResultProperty().get()).startsWith("Intact: 1 entry");
        robot.interact(() -> model.actions().run(new io.memscope.review.Flag(FactId.of(30), "check"), e -> { }));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> model.actions().audit().size() == 2);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.actions().verifyResultProperty().get()).as("the verdict on one entry is gone").isEmpty();
    }

    @Test
    void flagsAreCountedInTheOverviewAndFindingKindsAreNamedInWords(FxRobot robot) throws Exception {
        window.openWritableCopy(robot, dir, "sample-stores/story-derived.json");
        robot.interact(() -> model.actions().run(new io.memscope.review.Flag(FactId.of(40), "moved"), e -> { }));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !model.actions().flags().isEmpty()
                && !model.busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        String flaggedTile = robot.lookup(".stat-tile").queryAll().stream()
                .map(n -> ((javafx.scene.layout.VBox) n).getChildren().stream().map(c -> ((Label) c).getText())
                        .reduce("", (a, b) -> (a + " " + b).strip()))
                .filter(t -> t.endsWith("flagged")).findFirst().orElseThrow();
        assertThat(flaggedTile).isEqualTo(model.actions().flags().size() + " flagged");

        robot.interact(() -> model.open("sample-stores/every-finding.json", true));
        settle();
        TableView<?> findings = robot.lookup(".findings-table").queryAs(TableView.class);
        java.util.Set<String> kinds = new java.util.HashSet<>();
        for (int i = 0; i < findings.getItems().size(); i++) {
            kinds.add(String.valueOf(findings.getColumns().get(0).getCellData(i)));
        }
        assertThat(kinds).contains(FindingText.name(FindingKind.DANGLING_SUPERSEDED_BY))
                .noneMatch(k -> k.contains("_"));
    }

    @Test
    void whileAnotherStoreOpensTheBarShowsItAndNotThePreviousStoresCounts(FxRobot robot) throws Exception {
        robot.interact(() -> model.open(DEMO, true));
        settle();
        openHeld = new java.util.concurrent.CountDownLatch(1);
        robot.interact(() -> model.open("sample-stores/every-finding.json", true));
        WaitForAsyncUtils.waitForFxEvents();
        // the open is held: the window shows the store being opened, and no count of the one it replaces
        assertThat(robot.lookup(".store-location").queryAs(Label.class).getText()).endsWith("every-finding.json");
        assertThat(robot.lookup(".stat-value").queryAll()).extracting(n -> ((Label) n).getText()).containsOnly("…");
        openHeld.countDown();
        settle();
        assertThat(robot.lookup(".stat-value").queryAll()).extracting(n -> ((Label) n).getText()).contains("18");
    }

    @Test
    void aSubjectWithAFlaggedFactIsMarkedInTheList(FxRobot robot) throws Exception {
        window.openWritableCopy(robot, dir, "sample-stores/story-derived.json");
        String subject = model.sessionProperty().get().store().fact(FactId.of(40)).orElseThrow().subject();
        robot.interact(() -> model.actions().run(new io.memscope.review.Flag(FactId.of(40), "moved"), e -> { }));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> model.actions().flaggedSubjects().contains(subject));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".subject-list .list-cell").queryAll().stream()
                .filter(c -> c.lookup(".subject-name") instanceof Label l && l.getText().equals(subject))
                .map(c -> c.lookup(".flag-badge")).filter(java.util.Objects::nonNull).filter(Node::isVisible))
                .as("the flag beside " + subject).hasSize(1);
        // drawn in the glyph font: a stylesheet's font would draw the stock font's missing-glyph box instead
        assertThat(robot.lookup(".subject-list .flag-badge").queryAllAs(javafx.scene.control.Labeled.class))
                .filteredOn(Node::isVisible).isNotEmpty()
                .allSatisfy(f -> assertThat(f.getFont().getFamily()).isEqualTo("FontAwesome"));
    }

    @Test
    void atTenTwentyFourBySevenHundredNothingIsCutToAnEllipsis(FxRobot robot) throws Exception {
        // A stage of its own: resizing the shared primary stage would leave it 1024 px wide for later tests.
        AtomicReference<TestWindow> small = new AtomicReference<>();
        robot.interact(() -> {
            try {
                small.set(TestWindow.show(new Stage(), pool, 1024, 700));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        TestWindow narrow = small.get();
        try {
            MainViewModel m = narrow.model;
            robot.interact(() -> m.open(DEMO, true));
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !m.busyProperty().get()
                    && m.sessionProperty().get() != null && m.reportProperty().get() != null);
            WaitForAsyncUtils.waitForFxEvents();
            Node root = narrow.scene.getRoot();
            Node rachel = robot.from(root).lookup("user:rachel").query();
            robot.clickOn(rachel);
            robot.interact(() -> m.setReplaying(true));
            robot.interact(() -> {
                TabPane tabs = robot.from(root).lookup(".bottom-tabs").queryAs(TabPane.class);
                tabs.getSelectionModel().select(tabs.getTabs().stream()
                    .filter(t -> t.getText().equals("Audit")).findFirst().orElseThrow());
            });
            WaitForAsyncUtils.waitForFxEvents();
            for (String region : new String[] {".replay-bar", ".audit-view", ".timeline-legend"}) {
                for (Node n : robot.from(root).lookup(region + " .labeled").queryAll()) {
                    if (n instanceof javafx.scene.control.Labeled labeled && labeled.isVisible() && labeled.getText() != null
                            && !labeled.getText().isEmpty()) {
                        Node text = labeled.lookup(".text");
                        String shown = text instanceof javafx.scene.text.Text t ? t.getText() : labeled.getText();
                        assertThat(shown).as(region + ": " + labeled.getText()).isEqualTo(labeled.getText());
                    }
                }
                for (Node n : robot.from(root).lookup(region + " .text-field").queryAll()) {
                    javafx.scene.control.TextField field = (javafx.scene.control.TextField) n;
                    assertThat(field.getWidth()).as(region + " field " + field.getPromptText())
                            .isGreaterThanOrEqualTo(field.prefWidth(-1) - 1);
                }
            }
            // the story may give way; which store this is may not
            for (String label : new String[] {".store-kind", ".store-location"}) {
                javafx.scene.control.Labeled l = robot.from(root).lookup(label).queryAs(javafx.scene.control.Labeled.class);
                Node text = l.lookup(".text");
                assertThat(text instanceof javafx.scene.text.Text t ? t.getText() : l.getText()).as(label)
                        .isEqualTo(l.getText());
            }
        } finally {
            narrow.close();
            robot.interact(() -> narrow.scene.getWindow().hide());
        }
    }
}
