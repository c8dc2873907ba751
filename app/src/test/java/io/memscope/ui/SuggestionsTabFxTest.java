package io.memscope.ui;

import io.memscope.model.AuditEntry;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.store.MemoryStore;
import io.memscope.store.open.StoreOpener;
import io.memscope.suggest.Suggestion;
import io.memscope.ui.task.FxTaskExecutor;
import io.memscope.ui.timeline.SuggestedLink;
import io.memscope.ui.timeline.TimelineControl;
import javafx.scene.control.Button;
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

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Suggestions tab on the evaluation store: it lists a true supersession and no decoy, the fact pane names
 * the supersession a selected fact is in and opens it in the tab, Accept supersedes
 * with one audit entry that Undo reverts, and Dismiss puts one entry on the record that keeps the pair away
 * after the store is opened again.
 */
@ExtendWith(ApplicationExtension.class)
class SuggestionsTabFxTest {
    private static final String EVAL = "fixtures/suggest/eval.json";
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

    private Path openEval(FxRobot robot) throws Exception {
        Path store = window.openWritableCopy(robot, dir, resolve(EVAL));
        awaitSuggestions();
        robot.interact(() -> {
            TabPane tabs = robot.lookup(".bottom-tabs").queryAs(TabPane.class);
            tabs.getSelectionModel().select(tabs.getTabs().stream()
                    .filter(t -> t.getText().startsWith("Suggestions")).findFirst().orElseThrow());
        });
        return store;
    }

    /** The fixture from the module's directory or the project's, as Maven runs it. */
    private static String resolve(String path) {
        return Files.exists(Path.of(path)) ? path : Path.of("..").resolve(path).toString();
    }

    /** The Suggestions tab's rows as the FX thread holds them now (it replaces them while the test reads). */
    private List<Suggestion> shownRows() {
        return FxThread.call(() -> List.copyOf(window.model.suggestions().rows()));
    }

    private void awaitSuggestions() throws Exception {
        // the first computation of a run loads the sentence model
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> !window.model.suggestions().findingProperty().get()
                && !shownRows().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Optional<Suggestion.ImplicitSupersession> pair(long older, long newer) {
        return shownRows().stream()
                .filter(s -> s instanceof Suggestion.ImplicitSupersession)
                .map(s -> (Suggestion.ImplicitSupersession) s)
                .filter(s -> s.oldFact().equals(FactId.of(older)) && s.newFact().equals(FactId.of(newer)))
                .findFirst();
    }

    private void select(FxRobot robot, Suggestion s) {
        TableView<?> table = robot.lookup(".suggestions-table").queryTableView();
        robot.interact(() -> {
            @SuppressWarnings("unchecked")
            TableView<Suggestion> t = (TableView<Suggestion>) table;
            t.getSelectionModel().select(s);
        });
    }

    private Button button(FxRobot robot, String text) {
        return robot.lookup(".suggestion-actions .button").queryAllAs(Button.class).stream()
                .filter(b -> text.equals(b.getText())).findFirst().orElseThrow();
    }

    private static Fact fact(Path store, long id) throws Exception {
        return fact(store, FactId.of(id));
    }

    private static Fact fact(Path store, FactId id) throws Exception {
        try (MemoryStore s = StoreOpener.open(store.toString(), true)) {
            return s.fact(id).orElseThrow();
        }
    }

    private static List<AuditEntry> audit(Path store) throws Exception {
        try (MemoryStore s = StoreOpener.open(store.toString(), true)) {
            return s.auditLog();
        }
    }

    @Test
    void theTabListsTheTrueSupersessionAndNoDecoy(FxRobot robot) throws Exception {
        openEval(robot);
        assertThat(pair(1, 2)).isPresent();
        // fact 4 (was born in) and fact 5 (visited) are events: nothing replaces them and they replace nothing
        assertThat(shownRows()).noneMatch(s -> s instanceof Suggestion.ImplicitSupersession i
                && List.of(FactId.of(4), FactId.of(5)).stream().anyMatch(d -> d.equals(i.oldFact())
                || d.equals(i.newFact())));
        TabPane tabs = robot.lookup(".bottom-tabs").queryAs(TabPane.class);
        assertThat(tabs.getTabs()).anyMatch(t -> t.getText().equals(
                "Suggestions (" + shownRows().size() + ")"));

        // undecided supersessions are drawn on the timeline too, apart from the facts' own links
        assertThat(robot.lookup(".timeline").queryAs(TimelineControl.class).getSuggestedLinks())
                .contains(new SuggestedLink(FactId.of(10), FactId.of(11)));

        select(robot, pair(1, 2).orElseThrow());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> window.model.selectedFactProperty().get() != null
                && window.model.selectedFactProperty().get().id().equals(FactId.of(1)));
        assertThat(robot.lookup(".suggestion-why").queryTextInputControl().getText())
                .isEqualTo(pair(1, 2).orElseThrow().why());
    }

    @Test
    void theFactPaneNamesASuggestedSupersessionAndOpensItInTheTab(FxRobot robot) throws Exception {
        openEval(robot);
        TabPane tabs = robot.lookup(".bottom-tabs").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(0)); // Findings: the link must bring the tab up
        robot.interact(() -> window.model.showFact(FactId.of(2)));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> window.model.selectedFactProperty().get() != null
                && window.model.selectedFactProperty().get().id().equals(FactId.of(2)));
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.layout.VBox box = robot.lookup(".suggested-box").queryAs(javafx.scene.layout.VBox.class);
        assertThat(box.getChildren()).anySatisfy(n -> assertThat(n).isInstanceOfSatisfying(
                javafx.scene.control.Label.class, l -> assertThat(l.getText()).startsWith("may replace fact 1 (")
                        .contains("score " + String.format(java.util.Locale.ROOT, "%.2f", pair(1, 2).orElseThrow().score()))));
        javafx.scene.control.Hyperlink review = box.getChildren().stream()
                .filter(n -> n instanceof javafx.scene.control.Hyperlink).map(n -> (javafx.scene.control.Hyperlink) n)
                .findFirst().orElseThrow();
        robot.clickOn(review);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(tabs.getSelectionModel().getSelectedItem().getText()).startsWith("Suggestions");
        assertThat(robot.lookup(".suggestions-table").queryTableView().getSelectionModel().getSelectedItem())
                .isEqualTo(pair(1, 2).orElseThrow());

        // a fact no suggestion names says so
        robot.interact(() -> window.model.showFact(FactId.of(4)));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> window.model.selectedFactProperty().get() != null
                && window.model.selectedFactProperty().get().id().equals(FactId.of(4)));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(box.getChildren()).singleElement().isInstanceOfSatisfying(javafx.scene.control.Label.class,
                l -> assertThat(l.getText()).isEqualTo("none"));
    }

    @Test
    void acceptSupersedesWithOneAuditEntryAndUndoRevertsIt(FxRobot robot) throws Exception {
        Path store = openEval(robot);
        select(robot, pair(1, 2).orElseThrow());
        robot.clickOn(button(robot, "Accept"));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> pair(1, 2).isEmpty()
                && !window.model.actions().busyProperty().get());
        assertThat(audit(store)).singleElement().satisfies(e -> {
            assertThat(e.action()).isEqualTo("supersede");
            assertThat(e.reason()).startsWith("accepted suggestion: ");
        });
        assertThat(fact(store, 1).supersededBy()).isEqualTo(FactId.of(2));
        // the refresh after the write works the suggestions out again, and the accepted pair stays away
        awaitSuggestions();
        assertThat(pair(1, 2)).isEmpty();

        robot.clickOn(".suggestions-table");
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        robot.type(KeyCode.ENTER); // a first action in the window asks who the operator is
        WaitForAsyncUtils.waitForFxEvents();
        robot.type(KeyCode.ENTER); // the undo asks for a reason, which may be left empty
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> audit(store).size() == 2);
        assertThat(fact(store, 1).supersededBy()).isNull();
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> pair(1, 2).isPresent());
    }

    @Test
    void dismissPutsOneEntryOnTheRecordAndThePairStaysAwayAfterReopening(FxRobot robot) throws Exception {
        Path store = openEval(robot);
        Fact before = fact(store, 10);
        select(robot, pair(10, 11).orElseThrow());
        robot.clickOn(button(robot, "Dismiss"));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> pair(10, 11).isEmpty()
                && !window.model.actions().busyProperty().get());
        assertThat(audit(store)).singleElement().satisfies(e -> {
            assertThat(e.action()).isEqualTo("dismiss");
            assertThat(e.facts()).isEmpty();
            assertThat(e.reason()).startsWith("dismissed suggestion: fact 10 superseded by fact 11");
        });
        assertThat(fact(store, 10)).isEqualTo(before);

        robot.interact(() -> window.model.open(store.toString(), false));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> window.model.reportProperty().get() != null
                && !window.model.busyProperty().get());
        awaitSuggestions();
        assertThat(pair(1, 2)).isPresent();
        assertThat(pair(10, 11)).isEmpty();
    }

    @Test
    void dismissingASubjectAliasPutsItOnTheRecordAndItStaysAwayAfterReopening(FxRobot robot) throws Exception {
        Path store = openEval(robot);
        Suggestion.SubjectAlias alias = shownRows().stream().filter(s -> s instanceof Suggestion.SubjectAlias)
                .map(s -> (Suggestion.SubjectAlias) s).findFirst().orElseThrow();
        select(robot, alias);
        robot.clickOn(button(robot, "Dismiss"));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !shownRows().contains(alias)
                && !window.model.actions().busyProperty().get() && audit(store).size() == 1);
        assertThat(audit(store)).singleElement().satisfies(e -> {
            assertThat(e.action()).isEqualTo("dismiss");
            assertThat(e.facts()).isEmpty();
            assertThat(e.reason()).startsWith("dismissed subject alias [\"" + alias.first() + "\",\""
                    + alias.second() + "\"]");
        });

        robot.interact(() -> window.model.open(store.toString(), false));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> window.model.reportProperty().get() != null
                && !window.model.busyProperty().get());
        awaitSuggestions();
        assertThat(shownRows()).isNotEmpty().doesNotContain(alias);
    }

    private static Optional<javafx.scene.control.DialogPane> confirmation(FxRobot robot) {
        return robot.listTargetWindows().stream().filter(w -> w.isShowing() && w.getScene() != null
                        && w.getScene().getRoot() instanceof javafx.scene.control.DialogPane)
                .map(w -> (javafx.scene.control.DialogPane) w.getScene().getRoot()).findFirst();
    }

    /** Answers the confirmation on screen with the button of type {@code answer}'s data. */
    private static void answer(FxRobot robot, javafx.scene.control.ButtonBar.ButtonData answer) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> confirmation(robot).isPresent());
        javafx.scene.control.DialogPane asked = confirmation(robot).orElseThrow();
        javafx.scene.control.ButtonType type = asked.getButtonTypes().stream()
                .filter(t -> t.getButtonData() == answer).findFirst().orElseThrow();
        robot.clickOn(asked.lookupButton(type));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private boolean oneSubjectKey(Suggestion.ImplicitSupersession p) {
        return window.model.suggestions().fact(p.oldFact()).orElseThrow().subject()
                .equals(window.model.suggestions().fact(p.newFact()).orElseThrow().subject());
    }

    @Test
    void acceptingAPredicateAliasAsksOnceThenLinksEveryPairItImpliesInOneUndoStep(FxRobot robot) throws Exception {
        Path store = openEval(robot);
        // the first predicate alias that implies a supersession within one subject key (omar's, lena's)
        Suggestion.PredicateAlias alias = shownRows().stream()
                .filter(s -> s instanceof Suggestion.PredicateAlias).map(s -> (Suggestion.PredicateAlias) s)
                .filter(a -> window.model.suggestions().implied(a).stream().anyMatch(this::oneSubjectKey))
                .findFirst().orElseThrow();
        List<Suggestion.ImplicitSupersession> pairs = window.model.suggestions().implied(alias);
        Suggestion.ImplicitSupersession withinOneKey = pairs.stream().filter(this::oneSubjectKey).findFirst()
                .orElseThrow();

        select(robot, alias);
        robot.clickOn(button(robot, "Accept"));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> confirmation(robot).isPresent());
        javafx.scene.control.DialogPane asked = confirmation(robot).orElseThrow();
        assertThat(((javafx.scene.control.Label) ((javafx.scene.layout.VBox) asked.getContent()).getChildren().get(0))
                .getText()).contains("supersedes " + pairs.size() + " fact");
        answer(robot, javafx.scene.control.ButtonBar.ButtonData.CANCEL_CLOSE);
        assertThat(audit(store)).as("cancelled: nothing written").isEmpty();

        Object reportBefore = window.model.reportProperty().get();
        robot.clickOn(button(robot, "Accept"));
        answer(robot, javafx.scene.control.ButtonBar.ButtonData.OK_DONE);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> audit(store).size() == 1
                && !window.model.actions().busyProperty().get());
        AuditEntry entry = audit(store).get(0);
        assertThat(entry.action()).isEqualTo("alias");
        assertThat(entry.reason()).startsWith("accepted predicate alias [");
        assertThat(entry.facts()).hasSize(pairs.size());
        for (Suggestion.ImplicitSupersession p : pairs) {
            assertThat(fact(store, p.oldFact()).supersededBy()).isEqualTo(p.newFact());
        }
        // the link crosses the two predicates, and the accepted alias says that is no slip (a link across
        // two subject keys stays a cross link until their alias is accepted too)
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> window.model.reportProperty().get() != reportBefore
                && !window.model.busyProperty().get());
        assertThat(window.model.reportProperty().get().ofKind(io.memscope.model.FindingKind.CROSS_LINK))
                .noneMatch(f -> f.factIds().contains(withinOneKey.oldFact()));
        // worked out again after the write: the accepted alias is not offered again
        awaitSuggestions();
        assertThat(shownRows()).noneMatch(s -> s instanceof Suggestion.PredicateAlias a
                && a.first().equals(alias.first()) && a.second().equals(alias.second()));

        robot.clickOn(".suggestions-table");
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        robot.type(KeyCode.ENTER); // a first action in the window asks who the operator is
        WaitForAsyncUtils.waitForFxEvents();
        robot.type(KeyCode.ENTER); // the undo asks for a reason, which may be left empty
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> audit(store).size() == 2);
        for (Suggestion.ImplicitSupersession p : pairs) {
            assertThat(fact(store, p.oldFact()).supersededBy()).isNull();
        }
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> shownRows().stream()
                .anyMatch(s -> s.equals(alias)));
    }

    @Test
    void aReadOnlyStoreShowsSuggestionsButOffersNoDecision(FxRobot robot) throws Exception {
        Path store = dir.resolve("eval.json");
        Files.copy(Path.of(resolve(EVAL)), store);
        robot.interact(() -> window.model.open(store.toString(), true));
        awaitSuggestions();
        select(robot, pair(1, 2).orElseThrow());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(button(robot, "Accept").isDisabled()).isTrue();
        assertThat(button(robot, "Dismiss").isDisabled()).isTrue();
        assertThat(robot.lookup(".suggestion-note").queryLabeled().getText()).contains("Read-only");
    }
}
