package io.memscope.ui.main;

import io.memscope.model.AliasGroups;
import io.memscope.model.AnalysisReport;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import io.memscope.ui.task.ProgressTask;
import io.memscope.ui.task.TaskExecutor;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.Map;

/**
 * The findings the window shows: the analysis of the open store (with the findings it hands over early),
 * the report, the table's rows, and each subject's findings and badge.
 */
public final class FindingsViewModel {
    private final ReadOnlyObjectWrapper<AnalysisReport> report = new ReadOnlyObjectWrapper<>();
    /** The findings of the last analysis as the window shows them; replaced whole when an analysis ends. */
    private FindingsView analysed = FindingsView.NONE;
    private final ReadOnlyObjectWrapper<AliasGroups> aliases = new ReadOnlyObjectWrapper<>(AliasGroups.NONE);
    private final ReadOnlyObjectWrapper<ObservableList<Finding>> rows = new ReadOnlyObjectWrapper<>(analysed.rows());

    /** What the outcome of an analysis means for the rest of the window. */
    interface Outcome {
        void analysed(FindingsView view);

        void failed(Throwable failure);

        void cancelled();
    }

    /**
     * Analyses {@code opened} in the background, showing early findings until the report replaces them,
     * as long as {@code stillShown} says the window still shows that store.
     */
    void analyse(StoreSession opened, java.util.function.BooleanSupplier stillShown, ForegroundWork work,
                 TaskExecutor executor, Outcome outcome) {
        boolean[] over = {false}; // set on the FX thread when the analysis ends; early findings queued after it are old
        EarlyFindings early = new EarlyFindings(opened.store().descriptor().location(), shown -> {
            if (!over[0] && stillShown.getAsBoolean() && report.get() == null) {
                rows.set(shown); // shown while the analysis goes on; its report replaces them
            }
        });
        AnalysisTask task = new AnalysisTask(opened.store(), early);
        task.setOnSucceeded(e -> {
            over[0] = true;
            work.finish(task);
            if (stillShown.getAsBoolean()) {
                outcome.analysed(task.getValue());
            }
        });
        task.setOnFailed(e -> {
            over[0] = true;
            work.finish(task);
            dropEarly(stillShown);
            if (!ProgressTask.wasCancel(task.getException())) {
                outcome.failed(task.getException());
            }
        });
        task.setOnCancelled(e -> {
            over[0] = true;
            work.finish(task);
            dropEarly(stillShown);
            outcome.cancelled();
        });
        work.run(task, executor);
    }

    /** An analysis that did not finish shows no findings: some would look like all. */
    private void dropEarly(java.util.function.BooleanSupplier stillShown) {
        if (stillShown.getAsBoolean() && report.get() == null) {
            rows.set(FindingsView.NONE.rows());
        }
    }

    /** Everything here is a swap: the findings were arranged on the worker that found them. */
    void show(FindingsView view) {
        analysed = view;
        rows.set(view.rows());
        report.set(view.report());
        if (!aliases.get().equals(view.aliases())) {
            aliases.set(view.aliases());
        }
    }

    void clear() {
        show(FindingsView.NONE);
    }

    /** The findings of the subject and of every key accepted as the same entity. */
    List<Finding> ofEntity(String subject) {
        return analysed.ofEntity(subject);
    }

    /** The accepted aliases the shown findings were made with. */
    public ReadOnlyObjectProperty<AliasGroups> aliasesProperty() {
        return aliases.getReadOnlyProperty();
    }

    Map<String, Integer> badges() {
        return analysed.badges();
    }

    /** The counts of the status line: "2 contradictions, 1 duplicate, 0 problems", or "analysing…". */
    String summary() {
        if (report.get() == null) {
            return "analysing…";
        }
        return MainViewModel.count(analysed.count(FindingKind.CONTRADICTION)
                + analysed.count(FindingKind.ALIAS_CONTRADICTION), "contradiction") + ", "
                + MainViewModel.count(analysed.count(FindingKind.DUPLICATE), "duplicate") + ", "
                + MainViewModel.count(analysed.problems(), "problem");
    }

    /** How many findings of each kind, for the overview (counted when the analysis ended). */
    public Map<FindingKind, Long> byKind() {
        return analysed.byKind();
    }

    public ReadOnlyObjectProperty<AnalysisReport> reportProperty() {
        return report.getReadOnlyProperty();
    }

    /** Every finding of the open store, in the table's order. */
    public ObservableList<Finding> rows() {
        return rows.get();
    }

    /** {@link #rows()}, replaced (never changed in place) when an analysis ends. */
    public ReadOnlyObjectProperty<ObservableList<Finding>> rowsProperty() {
        return rows.getReadOnlyProperty();
    }
}
