package io.memscope.ui.main;

import io.memscope.model.Fact;
import io.memscope.store.MemoryStore;
import io.memscope.ui.task.ProgressTask;

import java.util.List;

/** Loads one subject's facts for the timeline. */
final class SubjectFactsTask extends ProgressTask<List<Fact>> {
    private final MemoryStore store;
    private final String subject;

    SubjectFactsTask(MemoryStore store, String subject) {
        this.store = store;
        this.subject = subject;
    }

    String subject() {
        return subject;
    }

    @Override
    protected List<Fact> call() throws Exception {
        return store.factsOf(subject);
    }
}
