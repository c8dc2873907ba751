package io.memscope.ui.main;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Finding;
import io.memscope.model.StoreSummary;
import javafx.application.Platform;
import javafx.collections.ObservableList;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The findings an analysis has handed over before it ends (each subject range of a big SQL store hands its
 * findings over every 100 000 facts), gathered from the analysing threads and arranged there, so the window
 * only swaps the list it shows. At most one swap waits for the FX thread at a time: hand-overs that come
 * while one waits only replace what it will show, so a busy window is not given a swap per hand-over. The
 * analysis's own report replaces them when it ends.
 *
 * <p>Arranging (sorting every finding so far) runs outside any lock the FX thread takes: on a big store it
 * is slow enough that the swap on the FX thread would wait for it (docs/adr/0012-fx-thread-work-at-open.md).
 */
final class EarlyFindings {
    private final String store;
    private final Consumer<ObservableList<Finding>> show;
    private final Function<AnalysisReport, ObservableList<Finding>> arrange;
    /** Guarded by itself; the analysing threads hold it only to add and copy. */
    private final List<Finding> soFar = new ArrayList<>();
    private long handedOver;
    /** Guards the three fields below; held only briefly, by the analysing threads and the FX thread. */
    private final Object swap = new Object();
    /** The latest arrangement, for the swap that is waiting for the FX thread, and which hand-over it holds. */
    private ObservableList<Finding> latest;
    private long latestHandOver;
    private boolean swapWaiting;

    /** @param show called on the JavaFX thread with the findings table's rows: every finding handed over so far */
    EarlyFindings(String store, Consumer<ObservableList<Finding>> show) {
        this(store, show, FindingsView::rowsOf);
    }

    EarlyFindings(String store, Consumer<ObservableList<Finding>> show,
                  Function<AnalysisReport, ObservableList<Finding>> arrange) {
        this.store = store;
        this.show = show;
        this.arrange = arrange;
    }

    /** From any analysing thread. */
    void add(List<Finding> found) {
        List<Finding> all;
        long handOver;
        synchronized (soFar) {
            soFar.addAll(found);
            all = List.copyOf(soFar);
            handOver = ++handedOver;
        }
        ObservableList<Finding> view = arrange.apply(new AnalysisReport(store, StoreSummary.EMPTY, all));
        synchronized (swap) {
            if (handOver < latestHandOver) {
                return; // a later hand-over, which holds these findings too, is arranged already
            }
            latest = view;
            latestHandOver = handOver;
            if (swapWaiting) {
                return;
            }
            swapWaiting = true;
        }
        Platform.runLater(() -> {
            ObservableList<Finding> next;
            synchronized (swap) {
                next = latest;
                swapWaiting = false;
            }
            show.accept(next);
        });
    }
}
