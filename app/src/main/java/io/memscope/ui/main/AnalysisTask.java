package io.memscope.ui.main;

import io.memscope.review.AliasedAnalysis;
import io.memscope.store.MemoryStore;
import io.memscope.ui.task.ProgressTask;

/**
 * Computes every finding of the open store in the background, arranged for the window there too; findings
 * found before the end go to {@link EarlyFindings}.
 */
final class AnalysisTask extends ProgressTask<FindingsView> {
    private final MemoryStore store;
    private final EarlyFindings early;

    AnalysisTask(MemoryStore store, EarlyFindings early) {
        this.store = store;
        this.early = early;
        updateTitle("Analysing");
    }

    @Override
    protected FindingsView call() throws Exception {
        update("finding contradictions and problems", -1, -1);
        return FindingsView.of(AliasedAnalysis.of(store, store.analyze(this, early::add)));
    }
}
