package io.memscope.ui.main;

import io.memscope.model.PackedSubjectList;
import io.memscope.model.PredicateCardinalities;
import io.memscope.model.StoreSummary;
import io.memscope.model.SubjectSummary;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreSource;
import io.memscope.store.TableMapping;

import java.util.List;

/**
 * An open store and what was read first on opening it: the counts and the subject list.
 * {@code openedWith} is the location as given (a PostgreSQL URL may carry a password): it stays in
 * memory for Reload and is never shown or saved; the descriptor's location is the one to show.
 * {@code description} is the store's own one-line story (sample stores carry one), or null.
 * {@code source} (how the store was read) is read here in the background too: for a SQL store it is a
 * query, which must never run on the JavaFX thread.
 */
public record StoreSession(String openedWith, TableMapping mapping, MemoryStore store, StoreSummary summary,
                           List<SubjectSummary> subjects, PredicateCardinalities cardinalities, String description,
                           StoreSource source) {

    /**
     * The same store with new counts and the given subjects' rows replaced (their facts were just re-read),
     * in the list's order. A copy of the list's counts: to be made off the JavaFX thread on a big store.
     */
    StoreSession withCounts(StoreSummary counts, List<SubjectSummary> changedRows) {
        PackedSubjectList rows = PackedSubjectList.of(subjects).withRows(changedRows);
        return new StoreSession(openedWith, mapping, store, counts, rows, cardinalities, description, source);
    }

    /**
     * A session is itself only: the window's session property compares the old and new session before telling
     * its listeners, and comparing every component would walk the whole subject list (a million rows at ten
     * million facts) on the JavaFX thread each time a store is opened or refreshed.
     */
    @Override
    public boolean equals(Object o) {
        return this == o;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }
}
