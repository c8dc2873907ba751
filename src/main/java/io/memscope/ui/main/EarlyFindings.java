package io.memscope.ui.main;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Finding;
import io.memscope.model.StoreSummary;
import javafx.application.Platform;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The findings an analysis has handed over before it ends (each subject range of a big SQL store hands its
 * findings over every 100 000 facts), gathered from the analysing threads and arranged there, so the window
 * only swaps the list it shows. At most one swap waits for the FX thread at a time: hand-overs that come
 * while one waits only replace what it will show, so a busy window is not given a swap per hand-over. The
 * analysis's own report replaces them when it ends.
 */
final class EarlyFindings {
    private final String store;
    private final Consumer<FindingsView> show;
    private final List<Finding> soFar = new ArrayList<>();
    /** The latest arrangement, for the swap that is waiting for the FX thread. */
    private FindingsView latest;
    private boolean swapWaiting;

    /** @param show called on the JavaFX thread with every finding handed over so far */
    EarlyFindings(String store, Consumer<FindingsView> show) {
        this.store = store;
        this.show = show;
    }

    /** From any analysing thread. */
    void add(List<Finding> found) {
        synchronized (soFar) {
            soFar.addAll(found);
            // sorted and arranged here, not on the FX thread
            latest = FindingsView.of(new AnalysisReport(store, StoreSummary.EMPTY, soFar));
            if (swapWaiting) {
                return;
            }
            swapWaiting = true;
        }
        Platform.runLater(() -> {
            FindingsView view;
            synchronized (soFar) {
                view = latest;
                swapWaiting = false;
            }
            show.accept(view);
        });
    }
}
