package io.memscope.ui.main;

import io.memscope.model.AnalysisReport;
import io.memscope.store.MemoryStore;
import io.memscope.ui.task.ProgressTask;

/** Computes every finding of the open store in the background. */
final class AnalysisTask extends ProgressTask<AnalysisReport> {
    private final MemoryStore store;

    AnalysisTask(MemoryStore store) {
        this.store = store;
        updateTitle("Analysing");
    }

    @Override
    protected AnalysisReport call() throws Exception {
        update("finding contradictions and problems", -1, -1);
        return store.analyze(this);
    }
}
