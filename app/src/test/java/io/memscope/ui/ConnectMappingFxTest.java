package io.memscope.ui;

import io.memscope.model.AnalysisReport;
import io.memscope.model.StoreSummary;
import io.memscope.store.MappingProposal;
import io.memscope.store.open.StoreOpener;
import io.memscope.ui.main.MainViewModel;
import io.memscope.ui.task.FxTaskExecutor;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.matcher.control.LabeledMatchers;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The connect dialog's "Map a table" step driven as an operator does: a SQLite table with its fields inside
 * a JSON text column, the proposal shown in the form (the command line's for the same table), one field
 * corrected from the list and one typed, and the store opened with them.
 */
@ExtendWith(ApplicationExtension.class)
class ConnectMappingFxTest {
    private final FxTaskExecutor pool = new FxTaskExecutor();
    private TestWindow window;
    private MainViewModel model;

    @TempDir
    Path dir;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindow.show(stage, pool, 1400, 860);
        model = window.model;
    }

    @AfterEach
    void tearDown() throws Exception {
        window.close();
        pool.close();
    }

    /** Four memories; under their category two of ana's disagree, under their topic none do. */
    private Path memories() throws Exception {
        Path file = dir.resolve("memories.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE memories (id TEXT PRIMARY KEY, payload TEXT, thumb BLOB)");
            st.execute("INSERT INTO memories VALUES"
                    + " ('m1', '{\"user_id\": \"ana\", \"category\": \"home\", \"topic\": \"city\", \"data\": \"Lives in Berlin\","
                    + "  \"created_at\": \"2024-01-05T10:00:00Z\"}', NULL),"
                    + " ('m2', '{\"user_id\": \"ana\", \"category\": \"home\", \"topic\": \"work\", \"data\": \"Works from home\","
                    + "  \"created_at\": \"2024-03-01T09:00:00Z\"}', NULL),"
                    + " ('m3', '{\"user_id\": \"bo\", \"category\": \"style\", \"topic\": \"tone\", \"data\": \"Brief answers\","
                    + "  \"created_at\": \"2024-02-01T08:00:00Z\"}', NULL),"
                    + " ('m4', '{\"user_id\": \"bo\", \"category\": \"food\", \"topic\": \"diet\", \"data\": \"Vegan\","
                    + "  \"created_at\": \"2024-02-02T08:00:00Z\"}', NULL)");
        }
        return file;
    }

    private static MenuItem menuItem(FxRobot robot, String id) {
        return robot.lookup(".menu-bar").queryAs(MenuBar.class).getMenus().stream()
                .flatMap(m -> m.getItems().stream()).filter(i -> id.equals(i.getId())).findFirst().orElseThrow();
    }

    private static Optional<DialogPane> connectDialog(FxRobot robot) {
        return robot.listTargetWindows().stream()
                .filter(w -> w.isShowing() && w.getScene() != null && w.getScene().getRoot() instanceof DialogPane
                        && w.getScene().getRoot().getStyleClass().contains("connect-dialog"))
                .map(w -> (DialogPane) w.getScene().getRoot()).findFirst();
    }

    private static <T extends Node> T in(DialogPane pane, String selector) {
        @SuppressWarnings("unchecked")
        T node = (T) pane.lookup(selector);
        assertThat(node).as(selector).isNotNull();
        return node;
    }

    private static void pick(FxRobot robot, ComboBox<?> box, String item) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        if (!box.isShowing()) {
            robot.clickOn(box.lookup(".arrow-button"));
        }
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, box::isShowing);
        robot.clickOn(robot.lookup(".combo-box-popup .list-cell").match(LabeledMatchers.hasText(item))
                .queryAs(Node.class));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aTableIsChosenItsProposedMappingCorrectedAndTheStoreOpensWithIt(FxRobot robot) throws Exception {
        Path file = memories();
        MenuItem connect = menuItem(robot, "menu-connect");
        robot.interact(() -> Platform.runLater(connect::fire));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> connectDialog(robot).isPresent());
        DialogPane pane = connectDialog(robot).orElseThrow();

        robot.clickOn((Node) in(pane, "#jdbcKind"));
        javafx.scene.control.TextField url = in(pane, "#jdbcUrlField");
        robot.interact(() -> url.setText("jdbc:sqlite:" + file)); // typed key by key it only costs time
        robot.clickOn((Node) in(pane, "#mapTableButton"));
        ComboBox<String> tables = in(pane, "#tableBox");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> tables.getItems().contains("memories"));
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, tables::isShowing); // the list opens by itself
        pick(robot, tables, "memories");

        ComboBox<String> predicate = in(pane, "#map-predicate");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> "payload.category".equals(predicate.getValue()));
        WaitForAsyncUtils.waitForFxEvents(); // the form is filled field by field on the FX thread
        assertThat(this.<ComboBox<String>>value(pane, "#map-subject")).isEqualTo("payload.user_id");
        assertThat(this.<ComboBox<String>>value(pane, "#map-value")).isEqualTo("payload.data");
        assertThat(this.<ComboBox<String>>value(pane, "#map-valid_from")).isEqualTo("payload.created_at");
        assertThat(predicate.getItems()).contains("payload.topic").doesNotContain("thumb.x");
        Label notice = in(pane, ".mapping-notice");
        assertThat(notice.getText()).startsWith("Proposed from the column names");
        javafx.scene.control.TextInputControl options = in(pane, "#commandLineField");
        assertThat(options.getText()).as("the command line's proposal for the same table")
                .isEqualTo(MappingProposal.commandLine(StoreOpener.proposeMapping("jdbc:sqlite:" + file, "memories")));

        pick(robot, predicate, "payload.topic");
        // a key no sampled row has is typed, not picked: each field takes free text
        ComboBox<String> source = in(pane, "#map-source");
        assertThat(source.getItems()).doesNotContain("payload.channel");
        robot.clickOn(source.getEditor());
        robot.write("payload.channel");
        robot.type(KeyCode.TAB);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(source.getValue()).isEqualTo("payload.channel");
        assertThat(options.getText()).isEqualTo("--table memories --map subject=payload.user_id,"
                + "predicate=payload.topic,value=payload.data,valid_from=payload.created_at,source=payload.channel,"
                + "metadata=payload");

        Button open = (Button) robot.from(pane).lookup(".button").match(LabeledMatchers.hasText("Open"))
                .queryAs(Button.class);
        assertThat(open.isDisabled()).isFalse();
        robot.clickOn(open);
        // a wait, not a time limit: on a loaded machine the first open of a SQLite store can take half a minute
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> model.reportProperty().get() != null
                && !model.busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents(); // the analysis's handler runs to its end before the pool is closed
        AnalysisReport report = model.reportProperty().get();
        assertThat(report.summary()).isEqualTo(new StoreSummary(4, 2, 4, 0, 0));
        assertThat(report.contradictions()).as("read by topic, ana's two memories do not compete").isEmpty();
        assertThat(model.sessionProperty().get().store().factsOf("ana")).extracting(f -> f.predicate())
                .containsExactlyInAnyOrder("city", "work");
        assertThat(model.sessionProperty().get().mapping().columnFor("predicate")).isEqualTo("payload.topic");
        assertThat(model.sessionProperty().get().mapping().columnFor("source")).isEqualTo("payload.channel");
    }

    @SuppressWarnings("unchecked")
    private <T extends ComboBox<String>> String value(DialogPane pane, String selector) {
        return ((T) in(pane, selector)).getValue();
    }
}
