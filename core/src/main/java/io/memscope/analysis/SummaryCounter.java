package io.memscope.analysis;

import io.memscope.model.Fact;
import io.memscope.model.StoreSummary;

/**
 * Counts facts by status while they stream past. Subjects are counted by change of subject, so the
 * facts must arrive grouped by subject (every adapter that streams does so).
 */
public final class SummaryCounter {
    private long facts;
    private long subjects;
    private long current;
    private long superseded;
    private long invalidated;
    private String lastSubject;

    public void accept(Fact fact) {
        facts++;
        switch (fact.status()) {
            case CURRENT -> current++;
            case SUPERSEDED -> superseded++;
            case INVALIDATED -> invalidated++;
        }
        if (!fact.subject().equals(lastSubject)) {
            subjects++;
            lastSubject = fact.subject();
        }
    }

    public StoreSummary summary() {
        return new StoreSummary(facts, subjects, current, superseded, invalidated);
    }
}
