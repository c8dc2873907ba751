package io.memscope.ui.review;

import io.memscope.ui.dialog.Message;
import io.memscope.analysis.AuditChain;
import io.memscope.model.AuditEntry;
import io.memscope.model.FactId;
import io.memscope.model.RecheckFlag;
import io.memscope.review.ActionRunner;
import io.memscope.review.WrittenHeads;
import io.memscope.review.FlagPreview;
import io.memscope.review.ReviewAction;
import io.memscope.store.ConflictException;
import io.memscope.store.MemoryStore;
import io.memscope.ui.prefs.AppPreferences;
import io.memscope.ui.task.BackgroundTask;
import io.memscope.ui.task.ProgressTask;
import io.memscope.ui.task.TaskExecutor;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.ObservableSet;

import java.util.List;
import java.util.function.Consumer;

/**
 * Operator actions from the window: every action goes through {@link ActionRunner} (the same code as
 * the command line) in the background, and afterwards the window re-reads what changed. A conflict
 * (the fact changed since it was shown) is reported and the view refreshed, never overwritten.
 */
public final class ActionsViewModel {
    private final TaskExecutor executor;
    private final AppPreferences preferences;
    private final BooleanProperty available = new SimpleBooleanProperty();
    private final BooleanProperty busy = new SimpleBooleanProperty();
    private final StringProperty operator = new SimpleStringProperty();
    private final StringProperty lastResult = new SimpleStringProperty("");
    private final StringProperty verifyResult = new SimpleStringProperty("");
    /** "Undo #4 flag: fact 5", or empty when there is nothing to undo; the Undo item's text. */
    private final StringProperty undoLabel = new SimpleStringProperty("");
    private final ObservableList<AuditEntry> audit = FXCollections.observableArrayList();
    private final ObservableList<RecheckFlag> flags = FXCollections.observableArrayList();
    private final ObservableSet<FactId> flaggedIds = FXCollections.observableSet();
    /** The subjects that have a flagged fact, for the subject list's flag mark. */
    private final ObservableSet<String> flaggedSubjects = FXCollections.observableSet();
    private MemoryStore store;
    private Consumer<AuditEntry> afterChange = entry -> { };
    private Consumer<Message> errorSink = m -> { };

    public ActionsViewModel(TaskExecutor executor, AppPreferences preferences) {
        this.executor = executor;
        this.preferences = preferences;
        operator.set(preferences.get("operator", ActionRunner.defaultOperator()));
        audit.addListener((javafx.collections.ListChangeListener<AuditEntry>) c -> {
            undoLabel.set(io.memscope.review.Undo.target(audit).map(e -> "Undo " + AuditText.summary(e)).orElse(""));
            verifyResult.set(""); // a verdict on the log as it was is stale once the log changes
        });
        operator.addListener((o, old, name) -> {
            if (name != null && !name.isBlank()) {
                preferences.put("operator", name.strip());
                preferences.flush();
            }
        });
    }

    public void setErrorSink(Consumer<Message> sink) {
        this.errorSink = sink;
    }

    /** Who brings the window up to date after a change: hears the entry written, or null after a conflict. */
    public void setAfterChange(Consumer<AuditEntry> refresh) {
        this.afterChange = refresh;
    }

    /** Whether the operator has been asked for their name yet (asked once, then remembered). */
    public boolean operatorConfirmed() {
        return preferences.get("operator", null) != null;
    }

    /** Where the head of each entry written from this machine is remembered, to tell when it went missing. */
    private final WrittenHeads heads = WrittenHeads.forUser();

    public void useStore(MemoryStore opened) {
        store = opened;
        available.set(opened != null && !opened.descriptor().readOnly());
        audit.clear();
        flags.clear();
        flaggedIds.clear();
        flaggedSubjects.clear();
        verifyResult.set("");
        if (opened != null) {
            reloadLog();
        }
    }

    /** Runs an action in the background; {@code done} hears the audit entry written, a failure goes to the error sink. */
    public void run(ReviewAction action, Consumer<AuditEntry> done) {
        run(action, done, failure -> errorSink.accept(Message.of(failure instanceof ConflictException
                ? Message.Kind.CHANGED : Message.Kind.REFUSED, failure.getMessage() == null ? failure.toString()
                : failure.getMessage())));
    }

    /**
     * Runs an action in the background; {@code done} hears the audit entry written, {@code failed} why nothing
     * was, to tell the operator where they are (the review queue says it in its own window, where a dialog
     * over the inspector would take the keyboard away from it).
     */
    public void run(ReviewAction action, Consumer<AuditEntry> done, Consumer<Throwable> failed) {
        MemoryStore target = store;
        if (target == null || !available.get()) {
            failed.accept(new IllegalStateException("This store is open read-only: memscope offers no actions on it."));
            return;
        }
        ActionRunner runner = new ActionRunner(target, operator.get()).rememberingHeadsIn(heads);
        busy.set(true);
        BackgroundTask.wrap(progress -> runner.run(action)).withTitle("Writing: " + action.description())
                .onSuccess(entry -> {
                    busy.set(false);
                    lastResult.set("#" + entry.sequence() + " " + action.description());
                    showWritten(entry);
                    afterChange.accept(entry);
                    done.accept(entry);
                })
                .onFailure(t -> {
                    busy.set(false);
                    failed.accept(t);
                    if (t instanceof ConflictException) {
                        reloadLog();
                        afterChange.accept(null); // someone else wrote: nothing says what changed
                    }
                })
                .onCancel(() -> {
                    busy.set(false);
                    failed.accept(new java.util.concurrent.CancellationException("cancelled: nothing was written"));
                })
                .executeWith(executor);
    }

    /** How far a flag on the fact would spread, for the confirmation dialog. */
    public void preview(FactId fact, Consumer<FlagPreview> shown) {
        MemoryStore target = store;
        ProgressTask<FlagPreview> task = new ProgressTask<>() {
            @Override
            protected FlagPreview call() throws Exception {
                return new ActionRunner(target, operator.get()).preview(fact);
            }
        };
        task.setOnSucceeded(e -> shown.accept(task.getValue()));
        task.setOnFailed(e -> errorSink.accept(Message.of(Message.Kind.STORE_FAILED,
                String.valueOf(task.getException().getMessage()))));
        executor.execute(task);
    }

    /** Re-reads the audit log and the flags from the store. */
    public void reloadLog() {
        reload(true);
    }

    /**
     * After this window's own action: its entry is added to the log shown when it directly follows it, so a
     * long log is not read again for every decision; otherwise (another writer came between) all is re-read.
     * The flags are re-read either way: one flag spreads to facts the entry names only as changes.
     */
    private void showWritten(AuditEntry written) {
        long shownLast = audit.isEmpty() ? 0 : audit.get(audit.size() - 1).sequence();
        if (written.sequence() != shownLast + 1) {
            reload(true);
            return;
        }
        audit.add(written);
        reload(false);
    }

    /** What {@link #reload} read: the log (null when only the flags were asked for) and the flags. */
    private record Records(List<AuditEntry> log, List<RecheckFlag> flags, String lostHead, java.util.Set<String> subjects) {
    }

    private void reload(boolean withLog) {
        MemoryStore target = store;
        if (target == null) {
            return;
        }
        ProgressTask<Records> task = new ProgressTask<>() {
            @Override
            protected Records call() throws Exception {
                List<AuditEntry> log = withLog ? target.auditLog() : null;
                String lost = log == null ? null : heads.warning(target.descriptor(), log).orElse(null);
                List<RecheckFlag> read = target.flags();
                java.util.Set<String> subjects = new java.util.HashSet<>();
                for (RecheckFlag f : read) {
                    target.fact(f.factId()).ifPresent(fact -> subjects.add(fact.subject()));
                }
                return new Records(log, read, lost, subjects);
            }
        };
        task.setOnSucceeded(e -> {
            if (store != target) {
                return;
            }
            Records read = task.getValue();
            if (read.log() != null) {
                audit.setAll(read.log());
            }
            if (read.lostHead() != null) {
                errorSink.accept(Message.of(Message.Kind.AUDIT_WARNING, target.descriptor().location() + ": " + read.lostHead()));
            }
            flags.setAll(read.flags());
            flaggedIds.clear();
            read.flags().forEach(f -> flaggedIds.add(f.factId()));
            flaggedSubjects.retainAll(read.subjects());
            flaggedSubjects.addAll(read.subjects());
        });
        task.setOnFailed(e -> errorSink.accept(Message.of(Message.Kind.STORE_FAILED,
                String.valueOf(task.getException().getMessage()))));
        executor.execute(task);
    }

    /** Exports audit entries (as the view filtered them) to CSV or JSON in the background. */
    public void exportLog(List<AuditEntry> shown, java.nio.file.Path to, boolean json) {
        List<AuditEntry> entries = List.copyOf(shown);
        ProgressTask<Void> task = new ProgressTask<>() {
            @Override
            protected Void call() throws Exception {
                AuditFiles.write(entries, to, json);
                return null;
            }
        };
        task.setOnSucceeded(e -> lastResult.set("Exported " + entries.size() + " audit entries to " + to));
        task.setOnFailed(e -> errorSink.accept(Message.of(Message.Kind.NOT_WRITTEN,
                to + ": cannot write: " + task.getException().getMessage())));
        executor.execute(task);
    }

    /** Checks the hash chain of the audit log as it is in the store now. */
    public void verify() {
        MemoryStore target = store;
        if (target == null) {
            return;
        }
        ProgressTask<String> task = new ProgressTask<>() {
            @Override
            protected String call() throws Exception {
                List<AuditEntry> log = target.auditLog();
                return AuditChain.firstBreak(log)
                        .map(b -> "Broken at entry #" + b.sequence() + ": " + b.reason())
                        .or(() -> heads.warning(target.descriptor(), log).map(w -> "Not as this machine left it: " + w))
                        .orElse("Intact: " + log.size() + (log.size() == 1 ? " entry" : " entries")
                                + ", every hash checks out.");
            }
        };
        task.setOnSucceeded(e -> verifyResult.set(task.getValue()));
        task.setOnFailed(e -> verifyResult.set(String.valueOf(task.getException().getMessage())));
        executor.execute(task);
    }

    public BooleanProperty availableProperty() {
        return available;
    }

    public BooleanProperty busyProperty() {
        return busy;
    }

    public StringProperty operatorProperty() {
        return operator;
    }

    public StringProperty lastResultProperty() {
        return lastResult;
    }

    public StringProperty undoLabelProperty() {
        return undoLabel;
    }

    public StringProperty verifyResultProperty() {
        return verifyResult;
    }

    public ObservableList<AuditEntry> audit() {
        return audit;
    }

    public ObservableList<RecheckFlag> flags() {
        return flags;
    }

    public ObservableSet<FactId> flaggedIds() {
        return flaggedIds;
    }

    public ObservableSet<String> flaggedSubjects() {
        return flaggedSubjects;
    }
}
