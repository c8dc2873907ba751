package io.memscope.ui.main;

import io.memscope.analysis.AsOfComparison;
import io.memscope.model.Finding;
import io.memscope.ui.actions.StandardAction;
import io.memscope.ui.dialog.DialogService;
import io.memscope.ui.prefs.AppPreferences;
import io.memscope.ui.replay.ReplayController;
import io.memscope.ui.review.AuditController;
import io.memscope.ui.task.AfterDrawn;
import io.memscope.ui.theme.Theme;
import io.memscope.ui.timeline.TimelineControl;
import javafx.beans.binding.Bindings;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.controlsfx.control.NotificationPane;
import org.controlsfx.control.StatusBar;

import java.io.File;
import java.util.List;
import java.util.Map;

/**
 * Wires the main window's FXML to {@link MainViewModel}, region by region: the store bar
 * ({@link StoreBarView}), the subject pane ({@link SubjectPane}), the timeline with its as-of cursor and
 * replay ({@link TimelinePane}), the findings ({@link FindingsTable}), the status bar, and the menus
 * ({@link MainMenus}, made from {@link StandardAction}). It holds no state of its own.
 */
public final class MainController {
    private final MainViewModel model;
    private final AppPreferences preferences;

    @FXML private BorderPane root;
    @FXML private Menu fileMenu;
    @FXML private Menu reviewMenu;
    @FXML private Menu demoMenu;
    @FXML private Menu viewMenu;
    @FXML private Menu helpMenu;
    @FXML private HBox storeBar;
    @FXML private Label storeKindLabel;
    @FXML private Label storeLabel;
    @FXML private Label readOnlyBadge;
    @FXML private Label formatLabel;
    @FXML private Label descriptionLabel;
    @FXML private HBox indexNotice;
    @FXML private NotificationPane changeNotice;
    @FXML private Label indexNoticeText;
    @FXML private Button createIndexesButton;
    @FXML private FlowPane overview;
    @FXML private SplitPane mainSplit;
    @FXML private SplitPane centerSplit;
    @FXML private TextField filterField;
    @FXML private ComboBox<SubjectSort> sortBox;
    @FXML private ListView<SubjectRow> subjectList;
    @FXML private Label subjectCount;
    @FXML private Label subjectTitle;
    @FXML private ToggleButton asOfToggle;
    @FXML private TimelineControl timeline;
    @FXML private Label timelineEmpty;
    @FXML private TabPane bottomTabs;
    @FXML private Tab findingsTab;
    @FXML private Tab asOfTab;
    @FXML private Tab suggestionsTab;
    @FXML private SuggestionsController suggestionsController;
    @FXML private TableView<Finding> findingsTable;
    @FXML private Label findingsPending;
    @FXML private TableColumn<Finding, String> kindColumn;
    @FXML private TableColumn<Finding, String> findingSubjectColumn;
    @FXML private TableColumn<Finding, String> predicateColumn;
    @FXML private TableColumn<Finding, String> factsColumn;
    @FXML private Label asOfTitle;
    @FXML private io.memscope.ui.format.InstantPicker asOfPicker;
    @FXML private TableView<AsOfComparison.Row> asOfTable;
    @FXML private TableColumn<AsOfComparison.Row, String> asOfPredicateColumn;
    @FXML private TableColumn<AsOfComparison.Row, String> asOfHeldColumn;
    @FXML private TableColumn<AsOfComparison.Row, String> asOfNaiveColumn;
    @FXML private VBox welcome;
    @FXML private StatusBar statusBar;
    @FXML private FactDetailsController detailsController;
    @FXML private ReplayController replayController;
    @FXML private ToggleButton replayToggle;
    @FXML private AuditController auditController;
    @FXML private Tab auditTab;

    private DialogService dialogs;
    private WindowCommands commands;
    private MainMenus menus;
    private SubjectPane subjects;
    private TimelinePane timelinePane;
    private ExportActions exports;
    private FindingsTable findings;

    public MainController(MainViewModel model, AppPreferences preferences) {
        this.model = model;
        this.preferences = preferences;
    }

    @FXML
    private void initialize() {
        dialogs = new DialogService(this::window);
        model.setErrorSink(dialogs::show);
        model.setCredentialsPrompt((location, refusal, user) ->
                io.memscope.ui.connect.CredentialsDialog.ask(window(), location, refusal, user));
        commands = new WindowCommands(model, preferences, dialogs, this::window,
                () -> menus.check(StandardAction.OPEN_READ_ONLY).isSelected());
        exports = new ExportActions(model, timeline, this::window,
                () -> menus.check(StandardAction.DARK_THEME).isSelected() ? Theme.DARK : Theme.LIGHT, finding -> {
                    bottomTabs.getSelectionModel().select(findingsTab);
                    findings.select(finding);
                });
        subjects = new SubjectPane(model, filterField, sortBox, subjectList, subjectCount, subjectTitle, commands::undo);
        menus = new MainMenus(fileMenu, reviewMenu, viewMenu, helpMenu, handlers());
        StoreBarView bar = new StoreBarView(model, storeBar, storeKindLabel, storeLabel, readOnlyBadge, formatLabel,
                descriptionLabel, overview);
        bar.bindIndexNotice(model.indexAdvice(), indexNotice, indexNoticeText, createIndexesButton);
        bar.bindChangeNotice(model.externalChanges(), changeNotice);
        bindInspector();
        timelinePane = new TimelinePane(model, timeline, timelineEmpty,
                new AsOfTable(asOfTable, asOfPredicateColumn, asOfHeldColumn, asOfNaiveColumn, asOfTitle));
        timelinePane.bindAsOf(asOfToggle, menus.check(StandardAction.AS_OF_CURSOR), bottomTabs, asOfTab);
        // the cursor can be dragged on the timeline or picked here, to the minute, in the zone shown
        asOfPicker.instantProperty().bindBidirectional(timeline.asOfProperty());
        timelinePane.bindReplay(replayController, replayToggle, menus.check(StandardAction.REPLAY), bottomTabs, asOfTab);
        findings = new FindingsTable(findingsTable, List.of(kindColumn, findingSubjectColumn, predicateColumn,
                factsColumn), findingsTab, findingsPending, model);
        suggestionsController.bind(model.suggestions(), suggestionsTab, model::showFact, dialogs);
        suggestionsController.drawOn(timeline);
        new StatusBarView(model, statusBar).bind();
        detailsController.bind(model.details(), model.subjectFindings(), model::showFact);
        detailsController.bindActions(model.actions(), this::window, () -> List.copyOf(model.subjectFacts()));
        detailsController.bindSuggestions(model.suggestions(), s -> {
            bottomTabs.getSelectionModel().select(suggestionsTab);
            suggestionsController.select(s);
        });
        auditController.bind(model.actions(), auditTab.selectedProperty());
        Bindings.bindContent(timeline.getFlaggedIds(), model.actions().flaggedIds());
        bindMenuStates();
        model.actions().lastResultProperty().addListener((o, a, text) -> model.statusProperty().set(text));
        fillDemoMenu();
        fillRecentMenu();
        acceptDroppedFiles();
    }

    /** Every command's handler: the window-wide ones, and those that act on a pane. */
    private Map<StandardAction, Runnable> handlers() {
        Map<StandardAction, Runnable> h = commands.handlers();
        h.put(StandardAction.EXPORT_MEMORY, exports::exportMemory);
        h.put(StandardAction.EXPORT_IMAGE, this::exportImage);
        h.put(StandardAction.SHOW_AUDIT, () -> bottomTabs.getSelectionModel().select(auditTab));
        h.put(StandardAction.FIND_SUBJECT, subjects::focusFilter);
        h.put(StandardAction.SEARCH, this::search);
        h.put(StandardAction.SHOW_FINDINGS, () -> {
            bottomTabs.getSelectionModel().select(findingsTab);
            findings.focus();
        });
        h.put(StandardAction.SHOW_SUGGESTIONS, () -> {
            bottomTabs.getSelectionModel().select(suggestionsTab);
            suggestionsController.focus();
        });
        h.put(StandardAction.SHOW_AS_OF, () -> bottomTabs.getSelectionModel().select(asOfTab));
        h.put(StandardAction.ZOOM_IN, timeline::zoomIn);
        h.put(StandardAction.ZOOM_OUT, timeline::zoomOut);
        h.put(StandardAction.FIT_ALL, timeline::fitAll);
        h.put(StandardAction.REPLAY_PLAY, () -> timelinePane.playPause(replayToggle));
        h.put(StandardAction.REPLAY_BACK, () -> model.replay().stepBack());
        h.put(StandardAction.REPLAY_FORWARD, () -> model.replay().stepForward());
        h.put(StandardAction.DARK_THEME, () -> commands.toggleTheme(menus.check(StandardAction.DARK_THEME).isSelected()));
        h.put(StandardAction.SHORTCUTS, commands::shortcuts);
        return h;
    }

    private void bindMenuStates() {
        MenuItem review = menus.item(StandardAction.REVIEW);
        review.disableProperty().bind(model.actions().availableProperty().not());
        MenuItem undo = menus.item(StandardAction.UNDO);
        undo.disableProperty().bind(model.actions().availableProperty().not()
                .or(model.actions().undoLabelProperty().isEmpty()));
        undo.textProperty().bind(Bindings.when(model.actions().undoLabelProperty().isEmpty())
                .then(StandardAction.UNDO.text()).otherwise(model.actions().undoLabelProperty()));
        menus.item(StandardAction.RELOAD).disableProperty().bind(model.sessionProperty().isNull());
        menus.item(StandardAction.EXPORT_MEMORY).disableProperty().bind(model.sessionProperty().isNull());
        menus.item(StandardAction.SEARCH).disableProperty().bind(model.sessionProperty().isNull());
        menus.item(StandardAction.CANCEL).disableProperty().bind(model.busyProperty().not());
        menus.check(StandardAction.OPEN_READ_ONLY).setSelected(preferences.openReadOnly());
        menus.check(StandardAction.OPEN_READ_ONLY).selectedProperty()
                .addListener((o, a, on) -> preferences.setOpenReadOnly(on));
        menus.check(StandardAction.DARK_THEME).setSelected(Theme.fromKey(preferences.theme()) == Theme.DARK);
        menus.recent().setOnShowing(e -> fillRecentMenu());
    }

    /**
     * The inspector shows from the moment an open starts, and the open's work starts once it is drawn:
     * switching from the welcome repaints the whole window, which then is neither repeated nor slowed by the
     * loading threads. It is shown rather than enabled (enabling restyles every node in it in one pulse).
     */
    private void bindInspector() {
        mainSplit.visibleProperty().bind(model.inspecting());
        model.setOpenGate(start -> AfterDrawn.run(root.getScene(), start));
        welcome.visibleProperty().bind(model.inspecting().not());
        // The focus goes to the subject filter when the inspector first replaces the welcome (whose button had
        // it); left to JavaFX it wandered through the status bar while the store was read.
        model.inspecting().addListener((o, was, on) -> {
            if (on && !was) {
                filterField.requestFocus();
            }
        });
    }

    private void exportImage() {
        if (timeline.getFacts().isEmpty()) {
            commands.notice("Select a subject first: the image shows the selected subject's timeline.");
            return;
        }
        exports.chooseImage();
    }

    private void search() {
        StoreSearchWindow.show(window(), model);
    }

    /** Draws the timeline as shown (range, as-of, flags, theme) at 2× and saves it in the background. */
    public void exportTimelineImage(java.nio.file.Path file) {
        exports.writeImage(file);
    }

    /** Demo → the bundled stories, each opened from its own copy in ~/.memscope/samples. */
    private void fillDemoMenu() {
        for (SampleStores.Demo demo : SampleStores.DEMOS) {
            MenuItem item = new MenuItem(demo.title());
            item.setOnAction(e -> SampleStores.extract(demo.file()).ifPresentOrElse(
                    path -> model.open(path.toString(), false),
                    () -> commands.notice("The sample " + demo.file() + " is not bundled with this build.")));
            demoMenu.getItems().add(item);
        }
    }

    private void fillRecentMenu() {
        Menu recentMenu = menus.recent();
        recentMenu.getItems().clear();
        List<AppPreferences.RecentStore> recent = preferences.recentStores();
        if (recent.isEmpty()) {
            MenuItem none = new MenuItem("(none yet)");
            none.setDisable(true);
            recentMenu.getItems().add(none);
            return;
        }
        for (AppPreferences.RecentStore r : recent) {
            MenuItem item = new MenuItem(r.location() + (r.table().isEmpty() ? "" : "  table " + r.table())
                    + (r.readOnly() ? "  (read-only)" : ""));
            item.setMnemonicParsing(false);
            item.setOnAction(e -> model.openRecent(r));
            recentMenu.getItems().add(item);
        }
        recentMenu.getItems().add(new SeparatorMenuItem());
        MenuItem clear = new MenuItem("Clear Recent Stores");
        clear.setOnAction(e -> preferences.clearRecentStores());
        recentMenu.getItems().add(clear);
    }

    private void acceptDroppedFiles() {
        root.setOnDragOver(e -> {
            if (e.getDragboard().hasFiles()) {
                e.acceptTransferModes(TransferMode.COPY_OR_MOVE);
            }
            e.consume();
        });
        root.setOnDragDropped(e -> {
            List<File> files = e.getDragboard().getFiles();
            boolean accepted = files != null && !files.isEmpty();
            if (accepted) {
                model.open(files.get(0).getPath(), menus.check(StandardAction.OPEN_READ_ONLY).isSelected());
            }
            e.setDropCompleted(accepted);
            e.consume();
        });
    }

    private Window window() {
        return root.getScene() == null ? null : root.getScene().getWindow();
    }

    @FXML
    private void onOpen() {
        commands.open();
    }

    @FXML
    private void onConnect() {
        commands.connect();
    }

    @FXML
    private void onCreateIndexes() {
        model.indexAdvice().create();
    }

    @FXML
    private void onDismissIndexNotice() {
        model.indexAdvice().dismiss();
    }

    @FXML
    private void onZoomOut() {
        timeline.zoomOut();
    }

    @FXML
    private void onZoomIn() {
        timeline.zoomIn();
    }

    @FXML
    private void onFitAll() {
        timeline.fitAll();
    }

    @FXML
    private void onReplayPlay() {
        timelinePane.playPause(replayToggle);
    }

    @FXML
    private void onReplayBack() {
        model.replay().stepBack();
    }

    @FXML
    private void onReplayForward() {
        model.replay().stepForward();
    }

    // ---- window state ---------------------------------------------------------------------------------

    /** Divider positions, for the window to remember. */
    double[] dividers() {
        double[] main = mainSplit.getDividerPositions();
        double[] center = centerSplit.getDividerPositions();
        return new double[]{main[0], main[1], center[0]};
    }

    void restoreDividers(double[] positions) {
        mainSplit.setDividerPositions(positions[0], positions[1]);
        centerSplit.setDividerPositions(positions[2]);
    }

    TimelineControl timeline() {
        return timeline;
    }

    MainViewModel model() {
        return model;
    }

    DialogService dialogs() {
        return dialogs;
    }
}
