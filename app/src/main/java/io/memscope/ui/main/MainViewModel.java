package io.memscope.ui.main;

import io.memscope.ui.dialog.Message;
import io.memscope.model.AnalysisReport;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import io.memscope.store.StoreDescriptor;
import io.memscope.store.TableMapping;
import io.memscope.ui.prefs.AppPreferences;
import io.memscope.ui.replay.ReplayViewModel;
import io.memscope.ui.review.ActionsViewModel;
import io.memscope.ui.task.TaskExecutor;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The inspector window's state, made of the parts the window shows: the open store
 * ({@link StoreSessionViewModel}), its findings ({@link FindingsViewModel}), the subject browser
 * ({@link SubjectBrowserViewModel}), exports ({@link WindowExportsViewModel}) and the operator's actions
 * ({@link ActionsViewModel}). This class only wires them together: what one part's change means for the
 * others. All work on the store runs through the {@link TaskExecutor}; results are applied on the JavaFX
 * thread.
 */
public final class MainViewModel {
    private final TaskExecutor executor;
    private final ForegroundWork work = new ForegroundWork();
    private final FindingsViewModel findings = new FindingsViewModel();
    private final StoreSessionViewModel stores;
    private final SubjectBrowserViewModel browser;
    private final ActionsViewModel actions;
    private final WindowExportsViewModel exports;
    private final IndexAdviceViewModel indexAdvice;
    private final ExternalChangeWatch externalChanges;
    private final SuggestionsViewModel suggestions;
    private final BooleanBinding inspecting;
    private final StringProperty title = new SimpleStringProperty("memscope");
    private final StringProperty status = new SimpleStringProperty("No store open");
    private Consumer<Message> errorSink = message -> { };

    public MainViewModel(TaskExecutor executor, AppPreferences preferences) {
        this.executor = executor;
        this.stores = new StoreSessionViewModel(executor, preferences, work, new SessionChanges());
        this.browser = new SubjectBrowserViewModel(executor, stores.sessionProperty()::get, findings::ofEntity,
                subject -> findings.aliasesProperty().get().subjectsWith(subject));
        this.actions = new ActionsViewModel(executor, preferences);
        this.suggestions = new SuggestionsViewModel(executor, actions, new io.memscope.suggest.MiniLmEmbedder());
        this.exports = new WindowExportsViewModel(executor, work, stores.sessionProperty()::get,
                findings.reportProperty()::get, actions);
        this.indexAdvice = new IndexAdviceViewModel(executor);
        this.externalChanges = new ExternalChangeWatch(executor, stores::store, javafx.util.Duration.seconds(4));
        Consumer<Message> errors = message -> errorSink.accept(message);
        stores.setSinks(errors, status::set);
        browser.setSinks(errors, status::set);
        exports.setSinks(errors, status::set);
        indexAdvice.setSinks(errors, status::set);
        actions.setAfterChange(entry -> stores.refreshAfter(entry, findings.reportProperty().get(),
                findings.reportProperty()::get));
        inspecting = Bindings.createBooleanBinding(() -> stores.sessionProperty().get() != null
                        || stores.openingProperty().get() != null || !browser.subjectList().rows().isEmpty(),
                stores.sessionProperty(), stores.openingProperty(), browser.subjectList().rowsProperty());
        stores.setOpenGate(start -> openGate.accept(start), inspecting::get);
    }

    private Consumer<Runnable> openGate = Runnable::run;

    /** What a change of the shown store means for the rest of the window. */
    private final class SessionChanges implements StoreSessionViewModel.Listener {
        @Override
        public void closing() {
            externalChanges.storeChanged();
            findings.clear();
            suggestions.clear();
            browser.clear();
            actions.useStore(null);
        }

        @Override
        public void opened(StoreSession opened) {
            externalChanges.storeChanged();
            actions.useStore(opened.store());
            browser.subjectList().setSubjects(opened.subjects(), Map.of());
            StoreDescriptor d = opened.store().descriptor();
            title.set(d.location() + (d.readOnly() ? " (read-only)" : "") + " - memscope");
            status.set(describe());
            findings.analyse(opened, () -> stores.sessionProperty().get() == opened, work, executor,
                    new AnalysisOutcome(opened));
            indexAdvice.check(opened);
            if (!opened.subjects().isEmpty()) {
                browser.selectedSubjectProperty().set(opened.subjects().get(0).subject());
            }
        }

        @Override
        public void refreshed(StoreSession session, FindingsView view) {
            show(view);
            suggestions.compute(session, stores::store);
            browser.reloadKeepingSelection();
        }

        @Override
        public void openFailed(OpenStoreTask failed, boolean cancelled) {
            if (failed.previewProperty().get() != null) {
                StoreSession current = stores.sessionProperty().get();
                browser.subjectList().setSubjects(current == null ? List.of() : current.subjects(), findings.badges());
            }
            status.set((cancelled ? "Opening cancelled. " : "") + describe());
        }
    }

    private final class AnalysisOutcome implements FindingsViewModel.Outcome {
        private final StoreSession opened;

        AnalysisOutcome(StoreSession opened) {
            this.opened = opened;
        }

        @Override
        public void analysed(FindingsView view) {
            boolean newAliases = !findings.aliasesProperty().get().equals(view.aliases());
            show(view);
            if (newAliases) {
                browser.reloadKeepingSelection(); // the subject shown before the analysis may have other keys
            }
            // after the analysis, not beside it: both want every core, and the findings come first
            suggestions.compute(opened, stores::store);
        }

        @Override
        public void failed(Throwable failure) {
            if (stores.sessionProperty().get() == opened) { // not "analysing…" for an analysis that has ended
                status.set("Analysis failed: findings are not shown. " + messageOf(failure));
            }
            errorSink.accept(Message.of(Message.Kind.STORE_FAILED, messageOf(failure)));
        }

        @Override
        public void cancelled() {
            status.set("Analysis cancelled: findings are not shown. Reload (F5) to analyse again.");
        }
    }

    private void show(FindingsView view) {
        findings.show(view);
        browser.subjectList().setSubjects(stores.sessionProperty().get().subjects(), view.badges());
        browser.refreshFindings();
        status.set(describe());
    }

    private String describe() {
        return stores.describe(findings.summary());
    }

    /** Where messages for the operator go (the window shows them in a dialog). */
    public void setErrorSink(Consumer<Message> sink) {
        this.errorSink = sink;
        actions.setErrorSink(sink);
    }

    /**
     * How an open that brings the inspector on screen (in place of the welcome) starts its work: at once by
     * default. The window passes the work on once it has drawn the inspector, so that frame, which repaints
     * the whole window, is not drawn while the loading threads take every core. Called on the JavaFX thread.
     */
    public void setOpenGate(Consumer<Runnable> gate) {
        this.openGate = gate;
    }

    // ---- what the window asks -------------------------------------------------------------------

    public void open(String location, boolean readOnly) {
        open(location, readOnly, TableMapping.DEFAULT);
    }

    /** Opens a store with the user and password typed for it (kept until memscope quits). */
    public void open(String location, boolean readOnly, TableMapping mapping, io.memscope.store.Credentials typed) {
        if (typed != null) {
            stores.rememberCredentials(location, typed);
        }
        open(location, readOnly, mapping);
    }

    /** Opens a store whose table or columns have other names (PostgreSQL or H2). */
    public void open(String location, boolean readOnly, TableMapping mapping) {
        OpenStoreTask task = stores.open(location, readOnly, mapping);
        task.previewProperty().addListener((o, old, first) -> {
            if (work.isShowing(task) && first != null) {
                browser.subjectList().showPreview(first); // on screen at once; replaced when all are read
            }
        });
        if (stores.sessionProperty().get() == null) {
            status.set("Opening " + stores.openingProperty().get() + "…"); // not "No store open" beside its name
        }
    }

    /** Opens a remembered store again as it was opened: its mode, its table mapping, its user. */
    public void openRecent(AppPreferences.RecentStore recent) {
        TableMapping mapping = recent.table().isEmpty() && recent.columns().isEmpty() ? TableMapping.DEFAULT
                : TableMapping.parse(recent.table().isEmpty() ? null : recent.table(),
                recent.columns().isEmpty() ? null : recent.columns());
        stores.expectUser(recent.location(), recent.user());
        open(recent.location(), recent.readOnly(), mapping);
    }

    /** Where a store that asks for a user and password sends the question (the window's sign-in dialog). */
    public void setCredentialsPrompt(StoreSessionViewModel.CredentialsPrompt prompt) {
        stores.setCredentialsPrompt(prompt);
    }

    public void reload() {
        stores.reload();
    }

    public void refresh() {
        stores.refresh();
    }

    public void cancel() {
        work.cancel();
    }

    public void close() {
        externalChanges.stop();
        work.cancel();
        stores.close();
    }

    public void showFinding(Finding finding) {
        browser.showFinding(finding);
    }

    public void showFact(FactId id) {
        browser.showFact(id);
    }

    public void setReplaying(boolean on) {
        browser.setReplaying(on);
    }

    public Map<FindingKind, Long> findingsByKind() {
        return findings.byKind();
    }

    static String count(long n, String noun) {
        return String.format("%,d %s%s", n, noun, n == 1 ? "" : "s");
    }

    static String messageOf(Throwable t) {
        if (io.memscope.store.OutOfMemory.causes(t)) {
            return io.memscope.store.OutOfMemory.message("for this store");
        }
        String m = t.getMessage();
        return m == null || m.isBlank() ? t.toString() : m;
    }

    // ---- the parts and their properties -----------------------------------------------------------

    public StoreSessionViewModel stores() {
        return stores;
    }

    public FindingsViewModel findingsModel() {
        return findings;
    }

    public SubjectBrowserViewModel browser() {
        return browser;
    }

    public WindowExportsViewModel exports() {
        return exports;
    }

    public SuggestionsViewModel suggestions() {
        return suggestions;
    }

    public ActionsViewModel actions() {
        return actions;
    }

    public IndexAdviceViewModel indexAdvice() {
        return indexAdvice;
    }

    /** Whether another program changed the open store, asked every few seconds once started. */
    public ExternalChangeWatch externalChanges() {
        return externalChanges;
    }

    public TaskExecutor executor() {
        return executor;
    }

    public ReadOnlyObjectProperty<StoreSession> sessionProperty() {
        return stores.sessionProperty();
    }

    public ReadOnlyStringProperty openingProperty() {
        return stores.openingProperty();
    }

    /** Whether the window shows the inspector rather than the welcome: a store is open, opening or listed. */
    public BooleanBinding inspecting() {
        return inspecting;
    }

    /** The accepted aliases of the open store, as its last analysis read them. */
    public ReadOnlyObjectProperty<io.memscope.model.AliasGroups> aliasesProperty() {
        return findings.aliasesProperty();
    }

    public ReadOnlyObjectProperty<AnalysisReport> reportProperty() {
        return findings.reportProperty();
    }

    public ObservableList<Finding> findings() {
        return findings.rows();
    }

    public ReadOnlyObjectProperty<ObservableList<Finding>> findingsProperty() {
        return findings.rowsProperty();
    }

    public StringProperty titleProperty() {
        return title;
    }

    public StringProperty statusProperty() {
        return status;
    }

    public BooleanProperty busyProperty() {
        return work.busyProperty();
    }

    public DoubleProperty progressProperty() {
        return work.progressProperty();
    }

    public StringProperty progressMessageProperty() {
        return work.messageProperty();
    }

    public SubjectListViewModel subjectList() {
        return browser.subjectList();
    }

    public StringProperty selectedSubjectProperty() {
        return browser.selectedSubjectProperty();
    }

    public ObservableList<Fact> subjectFacts() {
        return browser.subjectFacts();
    }

    public ObservableList<Finding> subjectFindings() {
        return browser.subjectFindings();
    }

    public ObjectProperty<Fact> selectedFactProperty() {
        return browser.selectedFactProperty();
    }

    public ReplayViewModel replay() {
        return browser.replay();
    }

    public FactDetailsViewModel details() {
        return browser.details();
    }
}
