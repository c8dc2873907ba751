package io.memscope.ui.main;

import io.memscope.analysis.AsOfComparison;
import io.memscope.model.Fact;
import io.memscope.model.Finding;
import io.memscope.store.StoreDescriptor;
import io.memscope.ui.connect.ConnectDialog;
import io.memscope.ui.list.FixedRowListSkin;
import io.memscope.ui.prefs.AppPreferences;
import io.memscope.ui.task.AfterDrawn;
import io.memscope.ui.theme.Theme;
import io.memscope.ui.timeline.TimelineControl;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressBar;
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
import javafx.stage.FileChooser;
import javafx.stage.Window;

import java.io.File;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Wires the main window's FXML to {@link MainViewModel}. It holds no state of its own beyond the
 * bindings: everything the window shows comes from the view-model.
 */
public final class MainController {
    private final MainViewModel model;
    private final AppPreferences preferences;

    /** Blank rows the subject list starts with: more than a tall window shows. */
    private static final int BLANK_ROWS = 60;

    @FXML private BorderPane root;
    @FXML private Menu recentMenu;
    @FXML private CheckMenuItem readOnlyItem;
    @FXML private CheckMenuItem darkItem;
    @FXML private CheckMenuItem asOfItem;
    @FXML private MenuItem reloadItem;
    @FXML private MenuItem exportItem;
    @FXML private MenuItem cancelItem;
    @FXML private HBox storeBar;
    @FXML private Label storeKindLabel;
    @FXML private Label storeLabel;
    @FXML private Label readOnlyBadge;
    @FXML private Label formatLabel;
    @FXML private Label descriptionLabel;
    @FXML private HBox indexNotice;
    @FXML private Label indexNoticeText;
    @FXML private Button createIndexesButton;
    @FXML private Menu demoMenu;
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
    @FXML private TableView<Finding> findingsTable;
    @FXML private Label findingsPending;
    @FXML private TableColumn<Finding, String> kindColumn;
    @FXML private TableColumn<Finding, String> findingSubjectColumn;
    @FXML private TableColumn<Finding, String> predicateColumn;
    @FXML private TableColumn<Finding, String> factsColumn;
    @FXML private Label asOfTitle;
    @FXML private TableView<AsOfComparison.Row> asOfTable;
    @FXML private TableColumn<AsOfComparison.Row, String> asOfPredicateColumn;
    @FXML private TableColumn<AsOfComparison.Row, String> asOfHeldColumn;
    @FXML private TableColumn<AsOfComparison.Row, String> asOfNaiveColumn;
    @FXML private VBox welcome;
    @FXML private Label statusLabel;
    @FXML private Label progressLabel;
    @FXML private ProgressBar progressBar;
    @FXML private javafx.scene.control.Button cancelButton;
    @FXML private FactDetailsController detailsController;
    @FXML private io.memscope.ui.replay.ReplayController replayController;
    @FXML private ToggleButton replayToggle;
    @FXML private CheckMenuItem replayItem;
    @FXML private io.memscope.ui.review.AuditController auditController;
    @FXML private Tab auditTab;
    @FXML private MenuItem reviewItem;
    @FXML private MenuItem undoItem;

    private OverviewView overviewView;
    private ExportActions exports;
    private FindingsTable findings;
    private AsOfTable asOfView;
    private boolean showingFinding;

    public MainController(MainViewModel model, AppPreferences preferences) {
        this.model = model;
        this.preferences = preferences;
    }

    @FXML
    private void initialize() {
        overviewView = new OverviewView(overview);
        exports = new ExportActions(model, timeline, this::window,
                () -> darkItem.isSelected() ? Theme.DARK : Theme.LIGHT, finding -> {
                    bottomTabs.getSelectionModel().select(findingsTab);
                    findings.select(finding);
                });
        model.setErrorSink(this::showError);
        bindStore();
        bindIndexNotice();
        bindSubjects();
        bindTimeline();
        bindFindings();
        bindAsOf();
        bindReplay();
        bindStatus();
        detailsController.bind(model.details(), model.subjectFindings(), model::showFact);
        detailsController.bindActions(model.actions(), this::window, () -> List.copyOf(model.subjectFacts()));
        auditController.bind(model.actions(), auditTab.selectedProperty());
        Bindings.bindContent(timeline.getFlaggedIds(), model.actions().flaggedIds());
        reviewItem.disableProperty().bind(model.actions().availableProperty().not());
        undoItem.disableProperty().bind(model.actions().availableProperty().not()
                .or(Bindings.isEmpty(model.actions().audit())));
        model.actions().lastResultProperty().addListener((o, a, text) -> model.statusProperty().set(text));
        readOnlyItem.setSelected(preferences.openReadOnly());
        readOnlyItem.selectedProperty().addListener((o, a, on) -> preferences.setOpenReadOnly(on));
        darkItem.setSelected(Theme.fromKey(preferences.theme()) == Theme.DARK);
        recentMenu.setOnShowing(e -> fillRecentMenu());
        fillDemoMenu();
        fillRecentMenu();
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
                model.open(files.get(0).getPath(), readOnlyItem.isSelected());
            }
            e.setDropCompleted(accepted);
            e.consume();
        });
    }

    private void bindStore() {
        // The inspector shows from the moment an open starts, and the open's work starts once it is drawn:
        // switching from the welcome repaints the whole window, which then is neither repeated nor slowed by
        // the loading threads as the store's subjects, counts and findings arrive. It is shown rather than
        // enabled: enabling restyles every node in it (its disabled pseudo-class changes) in one pulse; hidden,
        // it takes no focus either.
        BooleanBinding inspecting = model.inspecting();
        mainSplit.visibleProperty().bind(inspecting);
        model.setOpenGate(start -> AfterDrawn.run(root.getScene(), start));
        welcome.visibleProperty().bind(inspecting.not());
        // The focus goes to the subject filter when the inspector replaces the welcome (whose button had it).
        // Left to JavaFX it moved to the next focusable node, the status bar's Cancel, and on again when that
        // hid as the open or the analysis ended; each move restyles every container around the old and new
        // owner (focus-within), a long pulse while the store was read.
        inspecting.addListener((o, was, on) -> {
            if (on) {
                filterField.requestFocus();
            }
        });
        for (javafx.scene.Node strip : List.of(storeBar, overview)) {
            strip.visibleProperty().bind(inspecting);
            strip.managedProperty().bind(inspecting);
        }
        // the kind chip keeps its place while it is empty (a store still being read), so the bar keeps its height
        storeKindLabel.visibleProperty().bind(storeKindLabel.textProperty().isNotEmpty());
        model.openingProperty().addListener((o, old, location) -> showStore());
        model.sessionProperty().addListener((o, old, session) -> {
            showStore();
            showSource(session == null ? null : session.source());
            // on the store's line, shortened to fit, so a description does not push the window down
            String description = session == null ? null : session.description();
            descriptionLabel.setText(description == null ? "" : description);
            descriptionLabel.setTooltip(description == null ? null : new javafx.scene.control.Tooltip(description));
            refreshOverview();
        });
        model.reportProperty().addListener((o, old, report) -> refreshOverview());
        readOnlyBadge.setVisible(false);
        readOnlyBadge.setManaged(false);
        showSource(null);
        reloadItem.disableProperty().bind(model.sessionProperty().isNull());
        exportItem.disableProperty().bind(model.sessionProperty().isNull());
        cancelItem.disableProperty().bind(model.busyProperty().not());
    }

    /** The open store in the bar; while the first store is read, the location being opened. */
    private void showStore() {
        StoreSession session = model.sessionProperty().get();
        StoreDescriptor d = session == null ? null : session.store().descriptor();
        String opening = model.openingProperty().get();
        io.memscope.store.StoreKind kind = d != null ? d.kind() : io.memscope.store.StoreKind.of(opening);
        storeKindLabel.setText(kind == null ? "" : kind.displayName());
        storeLabel.setText(d != null ? d.location() : opening != null ? opening : "No store open");
        readOnlyBadge.setVisible(d != null && d.readOnly());
        readOnlyBadge.setManaged(readOnlyBadge.isVisible());
    }

    /** How the store was read: its format and, where fields came from other names, the mapping. */
    private void showSource(io.memscope.store.StoreSource source) {
        boolean plain = source == null || (!source.format().isForeign() && source.mapping().isEmpty());
        formatLabel.setVisible(!plain);
        formatLabel.setManaged(!plain);
        if (plain) {
            return;
        }
        String mapping = source.mapping().entrySet().stream().map(e -> e.getKey() + " ← " + e.getValue())
                .collect(Collectors.joining(",  "));
        formatLabel.setText(source.format().jsonName() + (source.mapping().isEmpty() ? "" : " · mapped"));
        formatLabel.setTooltip(new javafx.scene.control.Tooltip("Read as " + source.format().jsonName()
                + (mapping.isEmpty() ? "" : "\n" + mapping)
                + (source.inferredLinks() == 0 ? "" : "\n" + source.inferredLinks()
                + " superseded_by links inferred (the source records none)")));
    }

    private void refreshOverview() {
        overviewView.show(model.sessionProperty().get(), model.reportProperty().get(), model.findingsByKind());
    }

    private void bindIndexNotice() {
        IndexAdviceViewModel advice = model.indexAdvice();
        indexNotice.visibleProperty().bind(advice.shownProperty());
        indexNotice.managedProperty().bind(advice.shownProperty());
        indexNoticeText.textProperty().bind(advice.messageProperty());
        createIndexesButton.visibleProperty().bind(advice.canCreateProperty());
        createIndexesButton.managedProperty().bind(advice.canCreateProperty());
        createIndexesButton.disableProperty().bind(advice.busyProperty());
    }

    @FXML
    private void onCreateIndexes() {
        model.indexAdvice().create();
    }

    @FXML
    private void onDismissIndexNotice() {
        model.indexAdvice().dismiss();
    }

    private void bindSubjects() {
        SubjectListViewModel list = model.subjectList();
        filterField.textProperty().bindBidirectional(list.filterProperty());
        sortBox.getItems().setAll(SubjectSort.values());
        sortBox.valueProperty().bindBidirectional(list.sortProperty());
        // a finished list is swapped in whole: the list view keeps the selected row if it is unchanged
        // Until the first store's subjects arrive the list holds blank rows (hidden behind the welcome, then
        // while the store is read): its cells are made and styled then, not in the pulse that shows the first
        // subjects while the loading threads hold the cores, which only fills them in.
        javafx.collections.ObservableList<SubjectRow> blanks = javafx.collections.FXCollections.observableArrayList(
                java.util.Collections.nCopies(BLANK_ROWS, SubjectRow.BLANK));
        javafx.beans.binding.BooleanBinding blank = Bindings.createBooleanBinding(() -> list.rows().isEmpty()
                        && (model.openingProperty().get() != null || !model.inspecting().get()),
                list.rowsProperty(), model.openingProperty(), model.inspecting());
        subjectList.itemsProperty().bind(Bindings.when(blank).then(blanks).otherwise(list.rowsProperty()));
        BlankRows.mark(subjectList, blank);
        subjectList.setCellFactory(v -> new SubjectCell());
        subjectList.setSkin(new FixedRowListSkin<>(subjectList)); // a million subjects scroll as ten do
        Label placeholder = new Label();
        placeholder.textProperty().bind(Bindings.createStringBinding(() ->
                list.filterProperty().get() == null || list.filterProperty().get().isBlank()
                        ? "No subjects" : "No subject matches", list.filterProperty()));
        subjectList.setPlaceholder(placeholder);
        subjectCount.textProperty().bind(Bindings.when(blank.and(model.openingProperty().isNotNull()))
                .then("Reading subjects…").otherwise(list.countTextProperty()));
        subjectList.getSelectionModel().selectedItemProperty().addListener((o, old, row) -> {
            if (row != null && !row.isBlank() && !row.subject().equals(model.selectedSubjectProperty().get())) {
                model.selectedSubjectProperty().set(row.subject());
            }
        });
        model.selectedSubjectProperty().addListener((o, old, subject) -> syncListSelection(subject));
        // rows arrive from a worker thread after the subject may already be chosen, or with a new badge
        subjectList.itemsProperty().addListener((o, old, rows) ->
                syncListSelection(model.selectedSubjectProperty().get()));
        filterField.setOnAction(e -> {
            if (!list.rows().isEmpty()) {
                subjectList.getSelectionModel().selectFirst();
                subjectList.requestFocus();
            }
        });
    }

    private void syncListSelection(String subject) {
        subjectTitle.setText(subject == null ? "" : subject);
        SubjectRow selected = subjectList.getSelectionModel().getSelectedItem();
        if (subject == null || (selected != null && selected.subject().equals(subject))) {
            return;
        }
        int i = model.subjectList().indexOf(subject);
        if (i >= 0) {
            subjectList.getSelectionModel().select(i);
            if (!isShown(i)) {
                subjectList.scrollTo(Math.max(0, i - 3));
            }
            return;
        }
        subjectList.getSelectionModel().clearSelection();
    }

    /**
     * Whether row {@code i} of the subject list is on screen. Scrolling is skipped then: the list's rows are
     * swapped whole (with new finding badges) while a row stays selected, and the list must not jump.
     */
    private boolean isShown(int i) {
        return subjectList.getSkin() instanceof FixedRowListSkin<?> skin && skin.showsFully(i);
    }

    private void bindTimeline() {
        Bindings.bindContent(timeline.getFacts(), model.subjectFacts());
        Bindings.bindContent(timeline.getFindings(), model.subjectFindings());
        timeline.selectedFactProperty().bindBidirectional(model.selectedFactProperty());
        timelineEmpty.textProperty().bind(Bindings.createStringBinding(() -> {
            if (model.sessionProperty().get() == null) {
                return "";
            }
            if (model.selectedSubjectProperty().get() == null) {
                return "Choose a subject on the left to see its timeline.";
            }
            return model.subjectFacts().isEmpty() ? "Loading…" : "";
        }, model.sessionProperty(), model.selectedSubjectProperty(), model.subjectFacts()));
        timelineEmpty.visibleProperty().bind(timelineEmpty.textProperty().isNotEmpty());
        timelineEmpty.setMouseTransparent(true);
        model.subjectFacts().addListener((ListChangeListener<Fact>) c -> {
            if (!showingFinding) {
                timeline.fitAll();
            }
        });
    }

    /**
     * In replay the timeline shows the subject as it was known at the replay's moment, and the as-of
     * cursor sits at that moment, so the As-of tab tells what the agent would have answered then.
     */
    private void bindReplay() {
        io.memscope.ui.replay.ReplayViewModel replay = model.replay();
        replayController.bind(replay);
        replayToggle.selectedProperty().bindBidirectional(replayItem.selectedProperty());
        replayToggle.selectedProperty().addListener((o, was, on) -> model.setReplaying(on));
        replay.activeProperty().addListener((o, was, on) -> {
            replayToggle.setSelected(on);
            Bindings.unbindContent(timeline.getFacts(), on ? model.subjectFacts() : replay.facts());
            Bindings.unbindContent(timeline.getFindings(), on ? model.subjectFindings() : replay.findings());
            Bindings.bindContent(timeline.getFacts(), on ? replay.facts() : model.subjectFacts());
            Bindings.bindContent(timeline.getFindings(), on ? replay.findings() : model.subjectFindings());
            timeline.fitAll();
            if (on) {
                // keep the axis on the whole story so bars appear in place as the replay moves on
                timeline.setVisibleRange(io.memscope.ui.timeline.TimelineLayout.of(model.subjectFacts(),
                        model.subjectFindings(), java.util.Set.of(), timeline.getNow()).extent()
                        .padded(io.memscope.ui.timeline.TimelineLayout.FIT_MARGIN));
                timeline.setAsOf(replay.timeProperty().get());
                bottomTabs.getSelectionModel().select(asOfTab);
            } else {
                timeline.setAsOf(null);
            }
        });
        replay.timeProperty().addListener((o, old, t) -> {
            if (replay.activeProperty().get()) {
                timeline.setAsOf(t);
                refreshAsOf();
            }
        });
        replay.facts().addListener((ListChangeListener<Fact>) c -> refreshAsOf());
    }

    @FXML
    private void onReplayPlay() {
        if (!model.replay().activeProperty().get()) {
            replayToggle.setSelected(true);
        }
        model.replay().playingProperty().set(!model.replay().playingProperty().get());
    }

    @FXML
    private void onReplayBack() {
        model.replay().stepBack();
    }

    @FXML
    private void onReplayForward() {
        model.replay().stepForward();
    }

    private void bindFindings() {
        findings = new FindingsTable(findingsTable, List.of(kindColumn, findingSubjectColumn, predicateColumn,
                factsColumn), findingsTab, findingsPending, model);
    }

    private void bindAsOf() {
        asOfView = new AsOfTable(asOfTable, asOfPredicateColumn, asOfHeldColumn, asOfNaiveColumn, asOfTitle);
        asOfToggle.selectedProperty().bindBidirectional(asOfItem.selectedProperty());
        asOfToggle.selectedProperty().addListener((o, was, on) -> {
            if (on && timeline.getAsOf() == null) {
                Instant start = timeline.getVisibleStart();
                Instant end = timeline.getVisibleEnd();
                timeline.setAsOf(start == null || end == null ? Instant.now()
                        : start.plus(java.time.Duration.between(start, end).dividedBy(2)));
                bottomTabs.getSelectionModel().select(asOfTab);
            } else if (!on) {
                timeline.setAsOf(null);
            }
        });
        timeline.asOfProperty().addListener((o, old, t) -> {
            asOfToggle.setSelected(t != null);
            refreshAsOf();
        });
        model.subjectFacts().addListener((ListChangeListener<Fact>) c -> refreshAsOf());
        refreshAsOf();
    }

    private void refreshAsOf() {
        List<Fact> facts = model.replay().activeProperty().get() ? model.replay().facts() : model.subjectFacts();
        asOfView.show(List.copyOf(facts), timeline.getAsOf());
    }

    private void bindStatus() {
        statusLabel.textProperty().bind(model.statusProperty());
        progressLabel.textProperty().bind(model.progressMessageProperty());
        progressBar.progressProperty().bind(model.progressProperty());
        progressBar.visibleProperty().bind(model.busyProperty());
        // hidden, not emptied, between two steps' messages: an empty Label lays its text out 8 px below its
        // own top, which pushed the window's content 1 px past its bottom edge, and any change of the root's
        // bounds makes JavaFX repaint the whole window
        progressLabel.visibleProperty().bind(model.busyProperty().and(model.progressMessageProperty().isNotEmpty()));
        cancelButton.visibleProperty().bind(model.busyProperty());
    }

    /** Demo → the bundled stories, each opened from its own copy in ~/.memscope/samples. */
    private void fillDemoMenu() {
        for (SampleStores.Demo demo : SampleStores.DEMOS) {
            MenuItem item = new MenuItem(demo.title());
            item.setOnAction(e -> SampleStores.extract(demo.file()).ifPresentOrElse(
                    path -> model.open(path.toString(), false),
                    () -> showError("The sample " + demo.file() + " is not bundled with this build.")));
            demoMenu.getItems().add(item);
        }
    }

    private void fillRecentMenu() {
        recentMenu.getItems().clear();
        List<AppPreferences.RecentStore> recent = preferences.recentStores();
        if (recent.isEmpty()) {
            MenuItem none = new MenuItem("(none yet)");
            none.setDisable(true);
            recentMenu.getItems().add(none);
            return;
        }
        for (AppPreferences.RecentStore r : recent) {
            MenuItem item = new MenuItem(r.location() + (r.readOnly() ? "  (read-only)" : ""));
            item.setMnemonicParsing(false);
            item.setOnAction(e -> model.open(r.location(), r.readOnly()));
            recentMenu.getItems().add(item);
        }
        recentMenu.getItems().add(new javafx.scene.control.SeparatorMenuItem());
        MenuItem clear = new MenuItem("Clear Recent Stores");
        clear.setOnAction(e -> preferences.clearRecentStores());
        recentMenu.getItems().add(clear);
    }

    private void showError(String message) {
        Alert alert = new Alert(Alert.AlertType.ERROR, message);
        alert.setHeaderText("memscope cannot use this store");
        alert.initOwner(window());
        alert.getDialogPane().setMinWidth(520);
        alert.show();
    }

    private Window window() {
        return root.getScene() == null ? null : root.getScene().getWindow();
    }

    // ---- menu actions --------------------------------------------------------------------------------

    @FXML
    private void onOpen() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Open memory store");
        chooser.getExtensionFilters().addAll(
                new FileChooser.ExtensionFilter("Memory stores (*.json, *.jsonl, *.mv.db)", "*.json", "*.jsonl", "*.mv.db"),
                new FileChooser.ExtensionFilter("All files", "*"));
        File file = chooser.showOpenDialog(window());
        if (file != null) {
            model.open(file.getPath(), readOnlyItem.isSelected());
        }
    }

    @FXML
    private void onConnect() {
        Optional<ConnectDialog.Result> result = new ConnectDialog(window(), preferences).showAndWait();
        result.ifPresent(r -> model.open(r.url(), r.readOnly(), r.mapping()));
    }

    /** File → Export Memory. */
    @FXML
    private void onExport() {
        exports.exportMemory();
    }

    /** File → Export Timeline Image. */
    @FXML
    private void onExportImage() {
        if (timeline.getFacts().isEmpty()) {
            showError("Select a subject first: the image shows the selected subject's timeline.");
            return;
        }
        exports.chooseImage();
    }

    /** Draws the timeline as shown (range, as-of, flags, theme) at 2× and saves it in the background. */
    public void exportTimelineImage(java.nio.file.Path file) {
        exports.writeImage(file);
    }

    @FXML
    private void onReview() {
        if (!ensureOperator()) {
            return;
        }
        StoreSession s = model.sessionProperty().get();
        if (s == null) {
            return;
        }
        new io.memscope.ui.review.ReviewWindow(window(), model.executor(), model.actions(), () -> s.store(),
                model.reportProperty()).show();
    }

    @FXML
    private void onUndo() {
        if (ensureOperator()) {
            io.memscope.ui.review.ActionDialogs.reason(window(), "Undo", "Undo the latest action (recorded as a new"
                    + " audit entry that restores the earlier values)", false)
                    .ifPresent(r -> model.actions().run(new io.memscope.review.Undo(r.isEmpty() ? null : r), e -> { }));
        }
    }

    @FXML
    private void onShowAudit() {
        bottomTabs.getSelectionModel().select(auditTab);
    }

    @FXML
    private void onOperator() {
        io.memscope.ui.review.ActionDialogs.operator(window(), model.actions().operatorProperty().get())
                .ifPresent(model.actions().operatorProperty()::set);
    }

    /** The operator is asked once for their name (the OS user by default), then remembered. */
    private boolean ensureOperator() {
        if (model.actions().operatorConfirmed()) {
            return true;
        }
        var name = io.memscope.ui.review.ActionDialogs.operator(window(), model.actions().operatorProperty().get());
        name.ifPresent(n -> {
            model.actions().operatorProperty().set(n);
        });
        return name.isPresent();
    }

    @FXML
    private void onReload() {
        model.reload();
    }

    @FXML
    private void onCancel() {
        model.cancel();
    }

    @FXML
    private void onQuit() {
        Window w = window();
        if (w != null) {
            w.hide();
        }
        Platform.exit();
    }

    @FXML
    private void onFocusFilter() {
        filterField.requestFocus();
        filterField.selectAll();
    }

    @FXML
    private void onShowFindings() {
        bottomTabs.getSelectionModel().select(findingsTab);
        findings.focus();
    }

    @FXML
    private void onShowAsOf() {
        bottomTabs.getSelectionModel().select(asOfTab);
    }

    @FXML
    private void onZoomIn() {
        timeline.zoomIn();
    }

    @FXML
    private void onZoomOut() {
        timeline.zoomOut();
    }

    @FXML
    private void onFitAll() {
        timeline.fitAll();
    }

    @FXML
    private void onToggleAsOf() {
        // the menu item is bound to the toolbar toggle; its listener does the work
    }

    @FXML
    private void onToggleTheme() {
        Theme theme = darkItem.isSelected() ? Theme.DARK : Theme.LIGHT;
        preferences.setTheme(theme.key());
        if (root.getScene() != null) {
            theme.applyTo(root.getScene());
        }
    }

    @FXML
    private void onShortcuts() {
        Alert alert = new Alert(Alert.AlertType.INFORMATION);
        alert.setHeaderText("Keyboard shortcuts");
        alert.getDialogPane().setContent(ShortcutHelp.view());
        alert.getDialogPane().getStylesheets().setAll(root.getScene().getStylesheets()); // the theme's grid
        alert.initOwner(window());
        alert.show();
    }

    @FXML
    private void onAbout() {
        Alert alert = new Alert(Alert.AlertType.INFORMATION,
                "memscope inspects the long-term memory of AI agents: how every fact changed, where memory "
                        + "contradicts itself, and what an agent should believe now.");
        alert.setHeaderText("memscope " + io.memscope.cli.MemscopeCli.version());
        alert.initOwner(window());
        alert.show();
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
}
