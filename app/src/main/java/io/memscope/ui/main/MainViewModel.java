package io.memscope.ui.main;

import io.memscope.store.open.StoreOpener;
import io.memscope.model.AnalysisReport;
import io.memscope.model.AuditEntry;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import io.memscope.model.StoreSummary;
import io.memscope.review.ReportRefresh;
import io.memscope.store.StoreDescriptor;
import io.memscope.store.TableMapping;
import io.memscope.ui.prefs.AppPreferences;
import io.memscope.ui.task.ProgressTask;
import io.memscope.ui.task.TaskExecutor;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.concurrent.Task;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The state of the inspector window: the open store, its subjects and findings, the selected
 * subject and fact. All work on the store runs through the {@link TaskExecutor}; results are applied
 * on the JavaFX thread in the tasks' success handlers. A store that fails to open leaves the
 * previous one open and untouched.
 */
public final class MainViewModel {
    private final TaskExecutor executor;
    private final AppPreferences preferences;

    private final ReadOnlyObjectWrapper<StoreSession> session = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<AnalysisReport> report = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper opening = new ReadOnlyStringWrapper();
    private final BooleanBinding inspecting;
    private final StringProperty title = new SimpleStringProperty("memscope");
    private final BooleanProperty busy = new SimpleBooleanProperty();
    private final DoubleProperty progress = new SimpleDoubleProperty();
    private final StringProperty progressMessage = new SimpleStringProperty("");
    private final StringProperty status = new SimpleStringProperty("No store open");
    private final SubjectListModel subjectList;
    /** The findings of the last analysis as the window shows them; replaced whole when an analysis ends. */
    private FindingsView analysed = FindingsView.NONE;
    private final ReadOnlyObjectWrapper<ObservableList<Finding>> findings = new ReadOnlyObjectWrapper<>(analysed.rows());
    private final StringProperty selectedSubject = new SimpleStringProperty();
    private final ObservableList<Fact> subjectFacts = FXCollections.observableArrayList();
    private final ObservableList<Finding> subjectFindings = FXCollections.observableArrayList();
    private final ObjectProperty<Fact> selectedFact = new SimpleObjectProperty<>();
    private final FactDetailsModel details;
    private final io.memscope.ui.replay.ReplayViewModel replay = new io.memscope.ui.replay.ReplayViewModel();
    private final io.memscope.ui.review.ActionsModel actions;

    private Consumer<String> errorSink = message -> { };
    private Consumer<Runnable> openGate = Runnable::run;
    private final IndexAdviceModel indexAdvice;
    private Task<?> foreground;
    /** Refreshes (full or from the touched subjects) running: while any runs, an action's refresh is a full one. */
    private int refreshesRunning;
    private SubjectFactsTask subjectLoad;
    private FactId pendingSelection;

    public MainViewModel(TaskExecutor executor, AppPreferences preferences) {
        this.executor = executor;
        this.preferences = preferences;
        this.details = new FactDetailsModel(executor);
        this.subjectList = new SubjectListModel(executor.computations()); // never behind a busy SQL store
        this.actions = new io.memscope.ui.review.ActionsModel(executor, preferences);
        this.indexAdvice = new IndexAdviceModel(executor);
        indexAdvice.setSinks(message -> errorSink.accept(message), status::set);
        actions.setAfterChange(this::refreshAfter);
        inspecting = Bindings.createBooleanBinding(() -> session.get() != null || opening.get() != null
                || !subjectList.rows().isEmpty(), session, opening, subjectList.rowsProperty());
        selectedSubject.addListener((obs, old, subject) -> loadSubject(subject));
        selectedFact.addListener((obs, old, fact) -> details.show(fact, subjectFacts, currentStore()));
    }

    /** Whether the open store lacks indexes the analysis relies on, and the offer to create them. */
    public IndexAdviceModel indexAdvice() {
        return indexAdvice;
    }

    /** Where messages for the operator go (the window shows them in a dialog). */
    public void setErrorSink(Consumer<String> sink) {
        this.errorSink = sink;
        actions.setErrorSink(sink);
    }

    // ---- opening ----------------------------------------------------------------------------------

    public void open(String location, boolean readOnly) {
        open(location, readOnly, TableMapping.DEFAULT);
    }

    /** Opens a store whose table or columns have other names (PostgreSQL or H2). */
    public void open(String location, boolean readOnly, TableMapping mapping) {
        cancel();
        closeToReopenInOtherMode(location, readOnly);
        OpenStoreTask task = new OpenStoreTask(location, readOnly, mapping);
        task.previewProperty().addListener((o, old, first) -> {
            if (foreground == task && first != null) {
                subjectList.showPreview(first); // on screen at once; replaced when all are read
            }
        });
        task.setOnSucceeded(e -> {
            finishOpening(task);
            installSession(task.getValue());
            rememberInBackground(new AppPreferences.RecentStore(task.getValue().store().descriptor().location(),
                    readOnly));
        });
        task.setOnFailed(e -> {
            finishOpening(task);
            restoreSubjects(task);
            if (!ProgressTask.wasCancel(task.getException())) {
                errorSink.accept(messageOf(task.getException()));
            }
            status.set(describeSession());
        });
        task.setOnCancelled(e -> {
            finishOpening(task);
            restoreSubjects(task);
            status.set("Opening cancelled. " + describeSession());
        });
        showForeground(task);
        boolean appears = !inspecting.get();
        opening.set(io.memscope.store.Redaction.shown(location)); // a URL from the Connect dialog holds the password
        if (session.get() == null) {
            status.set("Opening " + opening.get() + "…"); // not "No store open" beside the store's name
        }
        Runnable start = () -> executor.execute(task); // a task cancelled before it starts does nothing
        if (appears) {
            openGate.accept(start);
        } else {
            start.run();
        }
    }

    /**
     * How an open that brings the inspector on screen (in place of the welcome) starts its work: at once by
     * default. The window passes the work on once it has drawn the inspector, so that frame, which repaints
     * the whole window, is not drawn while the loading threads take every core. Called on the JavaFX thread.
     */
    public void setOpenGate(Consumer<Runnable> gate) {
        this.openGate = gate;
    }

    /**
     * Re-reads counts, subjects and findings of the open store after a change (an operator action, or
     * a conflict that showed another writer was busy), keeping the selected subject and fact.
     */
    public void refresh() {
        StoreSession current = session.get();
        if (current == null) {
            return;
        }
        FactId keep = selectedFact.get() == null ? null : selectedFact.get().id();
        ProgressTask<Refreshed> task = new ProgressTask<>() {
            @Override
            protected Refreshed call() throws Exception {
                return new Refreshed(current.store().overview(this), current.store().cardinalities(),
                        FindingsView.of(current.store().analyze(this)));
            }
        };
        task.setOnSucceeded(e -> {
            finishRefresh(task);
            if (session.get() != current) {
                return;
            }
            Refreshed fresh = task.getValue();
            session.set(new StoreSession(current.openedWith(), current.mapping(), current.store(),
                    fresh.overview().summary(), fresh.overview().subjects(), fresh.cardinalities(),
                    current.description(), current.source()));
            applyReport(fresh.findings());
            pendingSelection = keep;
            loadSubject(selectedSubject.get());
        });
        task.setOnFailed(e -> {
            finishRefresh(task);
            errorSink.accept(messageOf(task.getException()));
        });
        task.setOnCancelled(e -> finishRefresh(task));
        refreshesRunning++;
        runForeground(task);
    }

    /**
     * After an operator action: the findings and counts brought up to date from the subjects the action
     * touched ({@link ReportRefresh}), in a fraction of a second on a store of millions of facts; a full
     * {@link #refresh} where that cannot know the answer, where no finished report is at hand, or while
     * another refresh is still running (a patch applies to the report it started from, and only to it).
     */
    private void refreshAfter(AuditEntry entry) {
        StoreSession current = session.get();
        AnalysisReport base = report.get();
        if (entry == null || current == null || base == null || refreshesRunning > 0) {
            refresh();
            return;
        }
        FactId keep = selectedFact.get() == null ? null : selectedFact.get().id();
        ProgressTask<Optional<Patched>> task = new ProgressTask<>() {
            @Override
            protected Optional<Patched> call() throws Exception {
                update("updating the findings of the subjects the action changed", -1, -1);
                return ReportRefresh.after(current.store(), base, entry).map(r -> new Patched(
                        r.subjects().isEmpty() ? current : current.withCounts(r.report().summary(), r.subjects()),
                        FindingsView.of(r.report())));
            }
        };
        task.setOnSucceeded(e -> {
            finishRefresh(task);
            if (session.get() != current || report.get() != base) {
                return; // a newer report is already shown
            }
            Optional<Patched> patched = task.getValue();
            if (patched.isEmpty()) {
                refresh();
                return;
            }
            session.set(patched.get().session());
            applyReport(patched.get().findings());
            pendingSelection = keep;
            loadSubject(selectedSubject.get());
        });
        task.setOnFailed(e -> {
            finishRefresh(task);
            refresh(); // the full read explains a failure of the store, if it persists
        });
        task.setOnCancelled(e -> finishRefresh(task));
        refreshesRunning++;
        runForeground(task);
    }

    private record Patched(StoreSession session, FindingsView findings) {
    }

    private void finishRefresh(Task<?> task) {
        refreshesRunning--;
        finishForeground(task);
    }

    /** What a refresh read again, as the open reads it. */
    private record Refreshed(io.memscope.store.StoreOverview overview,
                             io.memscope.model.PredicateCardinalities cardinalities, FindingsView findings) {
    }

    /** Saving preferences writes a file: not on the FX thread, where it stalled the first frames of a store. */
    private void rememberInBackground(AppPreferences.RecentStore store) {
        executor.execute(new ProgressTask<Void>() {
            @Override
            protected Void call() {
                preferences.rememberStore(store);
                return null;
            }
        });
    }

    private void finishOpening(OpenStoreTask task) {
        if (foreground == task) {
            opening.set(null); // a later open has set its own location
        }
        finishForeground(task);
    }

    /** After a failed open that showed its first subjects: the open store's list again. */
    private void restoreSubjects(OpenStoreTask failed) {
        if (failed.previewProperty().get() != null) {
            StoreSession current = session.get();
            subjectList.setSubjects(current == null ? List.of() : current.subjects(), analysed.badges());
        }
    }

    /** Re-reads the open store (another process may have written to it), with the same location and mode. */
    public void reload() {
        StoreSession current = session.get();
        if (current != null) {
            open(current.openedWith(), current.store().descriptor().readOnly(), current.mapping());
        }
    }

    public void cancel() {
        if (foreground != null) {
            foreground.cancel(true);
        }
    }

    /**
     * H2 keeps one database per file in a process, in the mode it was first opened in: with the store still
     * open, the same file opened for writing would stay read-only (every action failing), so the store open
     * in the other mode is closed first. Should the new open fail, no store is open.
     */
    private void closeToReopenInOtherMode(String location, boolean readOnly) {
        StoreSession current = session.get();
        if (current == null || current.store().descriptor().kind() != io.memscope.store.StoreKind.H2
                || current.store().descriptor().readOnly() == readOnly
                || !sameFile(current.store().descriptor().location(), location)) {
            return;
        }
        closeShownStore();
        session.set(null);
        actions.useStore(null);
        subjectList.setSubjects(List.of(), Map.of());
        status.set("Opening " + current.store().descriptor().location() + (readOnly ? " read-only" : " for writing"));
    }

    /** Closes the open store, if any, and clears what the window showed of it. */
    private void closeShownStore() {
        StoreSession previous = session.get();
        if (previous != null) {
            OpenStoreTask.closeQuietly(previous.store());
        }
        report.set(null);
        analysed = FindingsView.NONE;
        findings.set(analysed.rows());
        selectedSubject.set(null);
        subjectFacts.clear();
        subjectFindings.clear();
    }

    private static boolean sameFile(String a, String b) {
        try {
            return java.nio.file.Path.of(a).toAbsolutePath().normalize()
                    .equals(java.nio.file.Path.of(b).toAbsolutePath().normalize());
        } catch (java.nio.file.InvalidPathException e) {
            return a.equals(b); // a JDBC URL: the same text is the same database
        }
    }

    private void installSession(StoreSession opened) {
        closeShownStore();
        session.set(opened);
        actions.useStore(opened.store());
        subjectList.setSubjects(opened.subjects(), Map.of());
        StoreDescriptor d = opened.store().descriptor();
        title.set(d.location() + (d.readOnly() ? " (read-only)" : "") + " - memscope");
        status.set(describeSession());
        analyse(opened);
        indexAdvice.check(opened);
        if (!opened.subjects().isEmpty()) {
            selectedSubject.set(opened.subjects().get(0).subject());
        }
    }

    private void analyse(StoreSession opened) {
        boolean[] over = {false}; // set on the FX thread when the analysis ends; early findings queued after it are old
        EarlyFindings early = new EarlyFindings(opened.store().descriptor().location(), rows -> {
            if (!over[0] && session.get() == opened && report.get() == null) {
                findings.set(rows); // shown while the analysis goes on; its report replaces them
            }
        });
        AnalysisTask task = new AnalysisTask(opened.store(), early);
        task.setOnSucceeded(e -> {
            over[0] = true;
            finishForeground(task);
            if (session.get() == opened) {
                applyReport(task.getValue());
            }
        });
        task.setOnFailed(e -> {
            over[0] = true;
            finishForeground(task);
            dropEarlyFindings(opened);
            if (!ProgressTask.wasCancel(task.getException())) {
                if (session.get() == opened) { // not "analysing…" for an analysis that has ended
                    status.set("Analysis failed: findings are not shown. " + messageOf(task.getException()));
                }
                errorSink.accept(messageOf(task.getException()));
            }
        });
        task.setOnCancelled(e -> {
            over[0] = true;
            finishForeground(task);
            dropEarlyFindings(opened);
            status.set("Analysis cancelled: findings are not shown. Reload (F5) to analyse again.");
        });
        runForeground(task);
    }

    /** An analysis that did not finish shows no findings: some would look like all. */
    private void dropEarlyFindings(StoreSession opened) {
        if (session.get() == opened && report.get() == null) {
            findings.set(FindingsView.NONE.rows());
        }
    }

    /** Everything here is a swap or a look-up: the findings were arranged on the worker that found them. */
    private void applyReport(FindingsView view) {
        analysed = view;
        findings.set(view.rows());
        report.set(view.report());
        subjectList.setSubjects(session.get().subjects(), view.badges());
        refreshSubjectFindings();
        status.set(describeSession());
    }

    private void runForeground(Task<?> task) {
        showForeground(task);
        executor.execute(task);
    }

    private void showForeground(Task<?> task) {
        foreground = task;
        busy.set(true);
        progress.bind(task.progressProperty());
        progressMessage.bind(task.messageProperty());
    }

    private void finishForeground(Task<?> task) {
        if (foreground == task) {
            progress.unbind();
            progressMessage.unbind();
            progress.set(0);
            progressMessage.set("");
            busy.set(false);
            foreground = null;
        }
    }

    // ---- browsing -----------------------------------------------------------------------------------

    private void loadSubject(String subject) {
        if (subjectLoad != null) {
            // Without interrupting: an interrupt that lands in H2's file read closes the store's file channel,
            // and every later read of that store fails. The old read is short; its result is simply dropped.
            subjectLoad.cancel(false);
            subjectLoad = null;
        }
        StoreSession current = session.get();
        if (subject == null || current == null) {
            subjectFacts.clear();
            subjectFindings.clear();
            selectedFact.set(null);
            return;
        }
        SubjectFactsTask task = new SubjectFactsTask(current.store(), subject);
        subjectLoad = task;
        task.setOnSucceeded(e -> {
            if (subjectLoad == task && subject.equals(selectedSubject.get())) {
                subjectLoad = null;
                subjectFacts.setAll(task.getValue());
                refreshSubjectFindings();
                if (replay.activeProperty().get()) {
                    replay.load(task.getValue(), session.get().cardinalities());
                }
                selectPending();
            }
        });
        task.setOnFailed(e -> {
            if (subjectLoad == task) {
                subjectLoad = null;
                errorSink.accept(messageOf(task.getException()));
            }
        });
        executor.interactive().execute(task); // not behind an analysis that holds both workers
    }

    private void refreshSubjectFindings() {
        String subject = selectedSubject.get();
        subjectFindings.setAll(analysed.ofSubject(subject));
    }

    /** Opens the finding's subject and selects the first fact it concerns. */
    public void showFinding(Finding finding) {
        if (finding == null) {
            return;
        }
        pendingSelection = finding.factIds().get(0);
        if (finding.subject().equals(selectedSubject.get()) && subjectLoad == null) {
            selectPending();
        } else {
            selectedSubject.set(finding.subject());
        }
    }

    /**
     * Selects a fact by id, opening its subject first when it belongs to another one (a dependency or a
     * cross link can point anywhere in the store).
     */
    public void showFact(FactId id) {
        Fact here = subjectFacts.stream().filter(f -> f.id().equals(id)).findFirst().orElse(null);
        if (here != null) {
            selectedFact.set(here);
            return;
        }
        StoreSession current = session.get();
        if (current == null) {
            return;
        }
        ProgressTask<java.util.Optional<Fact>> lookup = new ProgressTask<>() {
            @Override
            protected java.util.Optional<Fact> call() throws Exception {
                return current.store().fact(id);
            }
        };
        lookup.setOnSucceeded(e -> lookup.getValue().ifPresentOrElse(fact -> {
            pendingSelection = id;
            selectedSubject.set(fact.subject());
        }, () -> status.set("Fact " + id + " is not in this store.")));
        lookup.setOnFailed(e -> errorSink.accept(messageOf(lookup.getException())));
        executor.execute(lookup);
    }

    private void selectPending() {
        if (pendingSelection == null) {
            selectedFact.set(null);
            return;
        }
        FactId wanted = pendingSelection;
        pendingSelection = null;
        selectedFact.set(subjectFacts.stream().filter(f -> f.id().equals(wanted)).findFirst().orElse(null));
    }

    /**
     * What the operator should hear before exporting a snapshot (contradictions an agent would load
     * as two truths); empty for a full history, or before analysis has finished.
     */
    public io.memscope.export.ExportWarnings exportWarnings(io.memscope.export.ExportShape shape) {
        AnalysisReport r = report.get();
        if (shape != io.memscope.export.ExportShape.CURRENT_SNAPSHOT || r == null) {
            return new io.memscope.export.ExportWarnings(List.of(), List.of());
        }
        return io.memscope.export.ExportWarnings.of(r, actions.flags().stream()
                .map(f -> f.factId().toString()).distinct().toList());
    }

    /** Exports in the background with progress and Cancel; a cancelled export leaves no file. */
    public void export(io.memscope.export.ExportShape shape, io.memscope.export.ExportFormat format,
                       java.nio.file.Path to) {
        StoreSession current = session.get();
        if (current == null) {
            return;
        }
        ProgressTask<io.memscope.store.StoreCopier.CopyResult> task = new ProgressTask<>() {
            @Override
            protected io.memscope.store.StoreCopier.CopyResult call() throws Exception {
                update("exporting the " + shape + " to " + to.getFileName(), -1, -1);
                return io.memscope.export.Exporter.export(current.store(), shape, format, to, this);
            }
        };
        task.setOnSucceeded(e -> {
            finishForeground(task);
            status.set(String.format("Exported the %s (%,d facts) as %s to %s", shape, task.getValue().facts(),
                    format.option(), to));
            if (actions.availableProperty().get()) {
                actions.run(new io.memscope.review.RecordExport(shape.toString(), format.option(),
                        to.toAbsolutePath().toString(), task.getValue().facts()), entry -> { });
            }
        });
        task.setOnFailed(e -> {
            finishForeground(task);
            if (!ProgressTask.wasCancel(task.getException())) {
                errorSink.accept(messageOf(task.getException()));
            } else {
                status.set("Export cancelled; nothing was written.");
            }
        });
        task.setOnCancelled(e -> {
            finishForeground(task);
            status.set("Export cancelled; nothing was written.");
        });
        runForeground(task);
    }

    /** Writes a picture to disk in the background; the status bar says where it went. */
    public void writeImage(javafx.scene.image.WritableImage image, java.nio.file.Path to) {
        writePicture(to, () -> io.memscope.ui.render.TimelinePicture.writePng(image, to));
    }

    /** Writes an SVG document (drawn on the FX thread, where its nodes live) on a worker. */
    public void writeSvg(String svg, java.nio.file.Path to) {
        writePicture(to, () -> io.memscope.ui.render.TimelinePicture.writeSvg(svg, to));
    }

    private interface PictureWrite {
        void write() throws java.io.IOException;
    }

    private void writePicture(java.nio.file.Path to, PictureWrite write) {
        ProgressTask<Void> task = new ProgressTask<>() {
            @Override
            protected Void call() throws Exception {
                write.write();
                return null;
            }
        };
        task.setOnSucceeded(e -> status.set("Saved the timeline image to " + to));
        task.setOnFailed(e -> errorSink.accept(to + ": cannot write the image: " + messageOf(task.getException())));
        executor.execute(task);
    }

    public void close() {
        cancel();
        StoreSession current = session.get();
        if (current != null) {
            OpenStoreTask.closeQuietly(current.store());
        }
        session.set(null);
        actions.useStore(null);
    }

    // ---- text for the window ---------------------------------------------------------------------

    private String describeSession() {
        StoreSession s = session.get();
        if (s == null) {
            return "No store open";
        }
        StoreSummary sum = s.summary();
        String findingsText = report.get() == null ? "analysing…"
                : count(analysed.count(FindingKind.CONTRADICTION), "contradiction") + ", "
                + count(analysed.count(FindingKind.DUPLICATE), "duplicate") + ", "
                + count(analysed.problems(), "problem");
        return s.store().descriptor().kind().displayName() + " · " + count(sum.facts(), "fact") + " · "
                + count(sum.subjects(), "subject") + " · " + findingsText;
    }

    static String count(long n, String noun) {
        return String.format("%,d %s%s", n, noun, n == 1 ? "" : "s");
    }

    static String messageOf(Throwable t) {
        for (Throwable cause = t; cause != null; cause = cause.getCause()) {
            if (cause instanceof OutOfMemoryError) {
                return io.memscope.store.OutOfMemory.message("for this store");
            }
        }
        String m = t.getMessage();
        return m == null || m.isBlank() ? t.toString() : m;
    }

    /** How many findings of each kind, for the overview (counted when the analysis ended). */
    public Map<FindingKind, Long> findingsByKind() {
        return analysed.byKind();
    }

    private io.memscope.store.MemoryStore currentStore() {
        StoreSession s = session.get();
        return s == null ? null : s.store();
    }

    // ---- properties ---------------------------------------------------------------------------------

    public ReadOnlyObjectProperty<StoreSession> sessionProperty() {
        return session.getReadOnlyProperty();
    }

    /**
     * Whether the window shows the inspector rather than the welcome: a store is open, being opened, or
     * its first subjects are listed.
     */
    public BooleanBinding inspecting() {
        return inspecting;
    }

    /**
     * The location of the store being opened as it may be shown (no password), null when no open runs. The window shows the inspector (and
     * this location) from the moment an open starts, so nothing on screen moves once the store's subjects
     * and counts arrive.
     */
    public ReadOnlyStringProperty openingProperty() {
        return opening.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<AnalysisReport> reportProperty() {
        return report.getReadOnlyProperty();
    }

    public StringProperty titleProperty() {
        return title;
    }

    public BooleanProperty busyProperty() {
        return busy;
    }

    public DoubleProperty progressProperty() {
        return progress;
    }

    public StringProperty progressMessageProperty() {
        return progressMessage;
    }

    public StringProperty statusProperty() {
        return status;
    }

    public SubjectListModel subjectList() {
        return subjectList;
    }

    /** Every finding of the open store, in the table's order. */
    public ObservableList<Finding> findings() {
        return findings.get();
    }

    /** {@link #findings()}, replaced (never changed in place) when an analysis ends. */
    public ReadOnlyObjectProperty<ObservableList<Finding>> findingsProperty() {
        return findings.getReadOnlyProperty();
    }

    public StringProperty selectedSubjectProperty() {
        return selectedSubject;
    }

    public ObservableList<Fact> subjectFacts() {
        return subjectFacts;
    }

    public ObservableList<Finding> subjectFindings() {
        return subjectFindings;
    }

    public ObjectProperty<Fact> selectedFactProperty() {
        return selectedFact;
    }

    /** Starts or stops the replay of the selected subject. */
    public void setReplaying(boolean on) {
        StoreSession s = session.get();
        if (on && s != null) {
            replay.load(List.copyOf(subjectFacts), s.cardinalities());
        } else {
            replay.playingProperty().set(false);
        }
        replay.activeProperty().set(on && s != null);
    }

    public io.memscope.ui.replay.ReplayViewModel replay() {
        return replay;
    }

    public TaskExecutor executor() {
        return executor;
    }

    public io.memscope.ui.review.ActionsModel actions() {
        return actions;
    }

    public FactDetailsModel details() {
        return details;
    }
}
