package io.memscope.ui.main;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.store.MemoryStore;
import io.memscope.ui.task.ProgressTask;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Loads one subject's facts for the timeline, with those of the keys accepted as the same entity. */
final class SubjectFactsTask extends ProgressTask<List<Fact>> {
    private final MemoryStore store;
    private final String subject;
    private final List<String> keys;

    /** @param keys the subject and its aliases; each key's facts are read on their own */
    SubjectFactsTask(MemoryStore store, String subject, List<String> keys) {
        this.store = store;
        this.subject = subject;
        this.keys = List.copyOf(keys);
    }

    String subject() {
        return subject;
    }

    @Override
    protected List<Fact> call() throws Exception {
        if (keys.size() <= 1) {
            return store.factsOf(subject);
        }
        List<Fact> all = new ArrayList<>();
        Set<FactId> seen = new HashSet<>();
        for (String key : keys) {
            for (Fact f : store.factsOf(key)) {
                if (seen.add(f.id())) {
                    all.add(f);
                }
            }
        }
        return all;
    }
}
