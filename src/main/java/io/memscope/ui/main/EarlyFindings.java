package io.memscope.ui.main;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Finding;
import io.memscope.model.StoreSummary;
import javafx.application.Platform;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The findings an analysis has handed over before it ends (a PostgreSQL store's first queries end tens of
 * seconds before its last at ten million facts), gathered from the analysing threads and arranged there,
 * so the window only swaps the list it shows. The analysis's own report replaces them when it ends.
 */
final class EarlyFindings {
    private final String store;
    private final Consumer<FindingsView> show;
    private final List<Finding> soFar = new ArrayList<>();

    /** @param show called on the JavaFX thread with every finding handed over so far */
    EarlyFindings(String store, Consumer<FindingsView> show) {
        this.store = store;
        this.show = show;
    }

    /** From any analysing thread. */
    void add(List<Finding> found) {
        FindingsView view;
        synchronized (soFar) {
            soFar.addAll(found);
            // sorted and arranged here, not on the FX thread
            view = FindingsView.of(new AnalysisReport(store, StoreSummary.EMPTY, soFar));
        }
        Platform.runLater(() -> show.accept(view));
    }
}
