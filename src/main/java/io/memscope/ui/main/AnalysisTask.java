package io.memscope.ui.main;

import io.memscope.store.MemoryStore;
import io.memscope.ui.task.ProgressTask;

/** Computes every finding of the open store in the background, arranged for the window there too. */
final class AnalysisTask extends ProgressTask<FindingsView> {
    private final MemoryStore store;

    AnalysisTask(MemoryStore store) {
        this.store = store;
        updateTitle("Analysing");
    }

    @Override
    protected FindingsView call() throws Exception {
        update("finding contradictions and problems", -1, -1);
        return FindingsView.of(store.analyze(this));
    }
}
