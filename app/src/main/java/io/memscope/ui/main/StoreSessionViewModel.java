package io.memscope.ui.main;

import io.memscope.ui.dialog.Message;
import io.memscope.model.AnalysisReport;
import io.memscope.model.AuditEntry;
import io.memscope.model.StoreSummary;
import io.memscope.review.AliasedAnalysis;
import io.memscope.review.ReportRefresh;
import io.memscope.store.Credentials;
import io.memscope.store.CredentialsException;
import io.memscope.store.MemoryStore;
import io.memscope.store.Redaction;
import io.memscope.store.StoreKind;
import io.memscope.store.TableMapping;
import io.memscope.ui.prefs.AppPreferences;
import io.memscope.ui.task.BackgroundTask;
import io.memscope.ui.task.ProgressTask;
import io.memscope.ui.task.TaskExecutor;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.Optional;
import java.util.function.Consumer;

/**
 * The open store: opening one (in the background, the previous one staying open until the new one is
 * read), reloading, closing, and reading its counts and findings again after a change. A store that fails
 * to open leaves the previous one open and untouched.
 */
public final class StoreSessionViewModel {
    /** What the rest of the window does when the shown store changes. */
    interface Listener {
        /** A store is about to be replaced or closed: forget what was shown of it. */
        void closing();

        /** {@code opened} is shown now, freshly opened. */
        void opened(StoreSession opened);

        /** The shown store was read again: new counts and findings, the same store. */
        void refreshed(StoreSession session, FindingsView findings);

        /** An open failed or was cancelled: show the open store's list again, if the open had replaced it. */
        void openFailed(OpenStoreTask failed, boolean cancelled);
    }

    private final TaskExecutor executor;
    private final AppPreferences preferences;
    private final ForegroundWork work;
    private final Listener listener;
    private final ReadOnlyObjectWrapper<StoreSession> session = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper opening = new ReadOnlyStringWrapper();
    private Consumer<Message> errorSink = message -> { };
    private Consumer<String> statusSink = message -> { };
    private Consumer<Runnable> openGate = Runnable::run;
    private java.util.function.BooleanSupplier showsInspector = () -> true;
    /** Refreshes (full or from the touched subjects) running: while any runs, an action's refresh is a full one. */
    private int refreshesRunning;
    /** The user and password typed for each location since memscope started, kept in memory only and never saved. */
    private final java.util.Map<String, Credentials> typedCredentials = new java.util.HashMap<>();
    /** Asks the operator for a user and password when a store refuses the ones it had; empty: cancelled. */
    private CredentialsPrompt askCredentials = (location, why, user) -> java.util.Optional.empty();
    /** The user name a recent store was opened with, to offer when it asks again. */
    private final java.util.Map<String, String> knownUsers = new java.util.HashMap<>();

    /** Asks the operator for a user and password: the location as shown, the store's refusal, a user to offer. */
    @FunctionalInterface
    public interface CredentialsPrompt {
        java.util.Optional<Credentials> ask(String location, String refusal, String user);
    }

    StoreSessionViewModel(TaskExecutor executor, AppPreferences preferences, ForegroundWork work, Listener listener) {
        this.executor = executor;
        this.preferences = preferences;
        this.work = work;
        this.listener = listener;
    }

    void setSinks(Consumer<Message> errors, Consumer<String> status) {
        this.errorSink = errors;
        this.statusSink = status;
    }

    /**
     * Where a store that asks for a user and password goes: {@code ask} gets the location (as shown) and the
     * store's refusal, and returns what the operator typed, or empty to give up.
     */
    void setCredentialsPrompt(CredentialsPrompt ask) {
        this.askCredentials = ask;
    }

    /** The user and password typed for {@code location}, used for it until memscope quits. */
    void rememberCredentials(String location, Credentials typed) {
        typedCredentials.put(location, typed);
    }

    /** A recent store opened again: its user name is offered when it asks for a password. */
    void expectUser(String location, String user) {
        if (user != null && !user.isEmpty()) {
            knownUsers.put(location, user);
        }
    }

    void setOpenGate(Consumer<Runnable> gate, java.util.function.BooleanSupplier inspectorShown) {
        this.openGate = gate;
        this.showsInspector = inspectorShown;
    }

    /** Opens a store whose table or columns may have other names (PostgreSQL or H2). */
    OpenStoreTask open(String location, boolean readOnly, TableMapping mapping) {
        work.cancel();
        closeToReopenInOtherMode(location, readOnly);
        Credentials known = typedCredentials.get(location);
        OpenStoreTask task = new OpenStoreTask(location, readOnly, mapping, known);
        task.setOnSucceeded(e -> {
            finishOpening(task);
            StoreSession opened = task.getValue();
            listener.closing();
            closeQuietly(session.get());
            session.set(opened);
            listener.opened(opened);
            rememberInBackground(new AppPreferences.RecentStore(Redaction.withoutPassword(location), readOnly,
                    mapping.isDefault() ? "" : mapping.table(), columnsText(mapping), known == null ? "" : known.user()));
        });
        task.setOnFailed(e -> {
            finishOpening(task);
            boolean cancelled = ProgressTask.wasCancel(task.getException());
            if (task.getException() instanceof CredentialsException refused) {
                Credentials tried = typedCredentials.get(location);
                java.util.Optional<Credentials> typed = askCredentials.ask(Redaction.shown(location), refused.getMessage(),
                        tried != null ? tried.user() : knownUsers.get(location));
                if (typed.isPresent()) {
                    typedCredentials.put(location, typed.get());
                    open(location, readOnly, mapping);
                    return;
                }
                listener.openFailed(task, true);
                return;
            }
            listener.openFailed(task, cancelled);
            if (!cancelled) {
                errorSink.accept(Message.of(Message.Kind.CANNOT_OPEN, MainViewModel.messageOf(task.getException())));
            }
        });
        task.setOnCancelled(e -> {
            finishOpening(task);
            listener.openFailed(task, true);
        });
        work.show(task);
        boolean appears = !showsInspector.getAsBoolean();
        opening.set(Redaction.shown(location)); // a URL from the Connect dialog holds the password
        Runnable start = () -> executor.execute(task); // a task cancelled before it starts does nothing
        if (appears) {
            openGate.accept(start);
        } else {
            start.run();
        }
        return task;
    }

    /** Re-reads the open store (another process may have written to it), with the same location and mode. */
    void reload() {
        StoreSession current = session.get();
        if (current != null) {
            open(current.openedWith(), current.store().descriptor().readOnly(), current.mapping());
        }
    }

    /** Re-reads counts, subjects and findings of the open store after a change, keeping the store. */
    void refresh() {
        StoreSession current = session.get();
        if (current == null) {
            return;
        }
        refreshesRunning++;
        ProgressTask<Refreshed> task = BackgroundTask.wrap(progress -> new Refreshed(
                        current.store().overview(progress), current.store().cardinalities(),
                        FindingsView.of(AliasedAnalysis.of(current.store(),
                                current.store().analyze(progress)))))
                .onSuccess(fresh -> {
                    if (session.get() != current) {
                        return;
                    }
                    StoreSession again = new StoreSession(current.openedWith(), current.mapping(), current.store(),
                            fresh.overview().summary(), fresh.overview().subjects(), fresh.cardinalities(),
                            current.description(), current.source());
                    session.set(again);
                    listener.refreshed(again, fresh.findings());
                })
                .onFailure(t -> errorSink.accept(Message.of(Message.Kind.STORE_FAILED, MainViewModel.messageOf(t))))
                .onEnd(() -> refreshesRunning--)
                .asTask();
        task.runningProperty().addListener((o, was, running) -> {
            if (!running) {
                work.finish(task);
            }
        });
        work.run(task, executor);
    }

    /**
     * After an operator action: the findings and counts brought up to date from the subjects the action
     * touched ({@link ReportRefresh}), in a fraction of a second on a store of millions of facts; a full
     * {@link #refresh} where that cannot know the answer, where no finished report is at hand, or while
     * another refresh is still running (a patch applies to the report it started from, and only to it).
     */
    void refreshAfter(AuditEntry entry, AnalysisReport base, java.util.function.Supplier<AnalysisReport> shown) {
        StoreSession current = session.get();
        if (entry == null || current == null || base == null || refreshesRunning > 0) {
            refresh();
            return;
        }
        refreshesRunning++;
        ProgressTask<Optional<Patched>> task = BackgroundTask.wrap(progress -> {
                    progress.update("updating the findings of the subjects the action changed", -1, -1);
                    return ReportRefresh.after(current.store(), base, entry).map(r -> new Patched(
                            r.subjects().isEmpty() ? current : current.withCounts(r.report().summary(), r.subjects()),
                            FindingsView.of(r.report(), r.aliases())));
                })
                .onSuccess(patched -> {
                    if (session.get() != current || shown.get() != base) {
                        return; // a newer report is already shown
                    }
                    if (patched.isEmpty()) {
                        refresh();
                        return;
                    }
                    session.set(patched.get().session());
                    listener.refreshed(patched.get().session(), patched.get().findings());
                })
                .onFailure(t -> refresh()) // the full read explains a failure of the store, if it persists
                .onEnd(() -> refreshesRunning--)
                .asTask();
        task.runningProperty().addListener((o, was, running) -> {
            if (!running) {
                work.finish(task);
            }
        });
        work.run(task, executor);
    }

    private record Patched(StoreSession session, FindingsView findings) {
    }

    /** What a refresh read again, as the open reads it. */
    private record Refreshed(io.memscope.store.StoreOverview overview,
                             io.memscope.model.PredicateCardinalities cardinalities, FindingsView findings) {
    }

    private static String columnsText(TableMapping mapping) {
        return mapping.columns().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(java.util.stream.Collectors.joining(","));
    }

    /** Saving preferences writes a file: not on the FX thread, where it stalled the first frames of a store. */
    private void rememberInBackground(AppPreferences.RecentStore store) {
        BackgroundTask.wrapVoid(progress -> preferences.rememberStore(store)).executeWith(executor);
    }

    private void finishOpening(OpenStoreTask task) {
        if (work.isShowing(task)) {
            opening.set(null); // a later open has set its own location
        }
        work.finish(task);
    }

    /**
     * H2 keeps one database per file in a process, in the mode it was first opened in: with the store still
     * open, the same file opened for writing would stay read-only (every action failing), so the store open
     * in the other mode is closed first. Should the new open fail, no store is open.
     */
    private void closeToReopenInOtherMode(String location, boolean readOnly) {
        StoreSession current = session.get();
        if (current == null || current.store().descriptor().kind() != StoreKind.H2
                || current.store().descriptor().readOnly() == readOnly
                || !sameFile(current.store().descriptor().location(), location)) {
            return;
        }
        close();
        statusSink.accept("Opening " + current.store().descriptor().location()
                + (readOnly ? " read-only" : " for writing"));
    }

    /** Closes the open store, if any, and tells the window to forget it. */
    void close() {
        StoreSession previous = session.get();
        listener.closing();
        closeQuietly(previous);
        session.set(null);
    }

    private static void closeQuietly(StoreSession s) {
        if (s != null) {
            OpenStoreTask.closeQuietly(s.store());
        }
    }

    private static boolean sameFile(String a, String b) {
        try {
            return java.nio.file.Path.of(a).toAbsolutePath().normalize()
                    .equals(java.nio.file.Path.of(b).toAbsolutePath().normalize());
        } catch (java.nio.file.InvalidPathException e) {
            return a.equals(b); // a JDBC URL: the same text is the same database
        }
    }

    /** The status line's account of the open store: kind, facts, subjects, and the findings' counts. */
    String describe(String findingsSummary) {
        StoreSession s = session.get();
        if (s == null) {
            return "No store open";
        }
        StoreSummary sum = s.summary();
        return s.store().descriptor().kind().displayName() + " · " + MainViewModel.count(sum.facts(), "fact")
                + " · " + MainViewModel.count(sum.subjects(), "subject") + " · " + findingsSummary;
    }

    MemoryStore store() {
        StoreSession s = session.get();
        return s == null ? null : s.store();
    }

    public ReadOnlyObjectProperty<StoreSession> sessionProperty() {
        return session.getReadOnlyProperty();
    }

    /** The location of the store being opened as it may be shown (no password), null when no open runs. */
    public ReadOnlyStringProperty openingProperty() {
        return opening.getReadOnlyProperty();
    }
}
