package io.memscope.store.json;

import io.memscope.model.Dependency;
import io.memscope.model.FactId;

import java.util.ArrayList;
import java.util.List;

/**
 * The {@code dependencies} of a JSON store as two id columns. Dependencies naming no fact are kept:
 * they are the store's content, and a later repair may need to show them.
 */
final class DependencyList {
    private final IdColumn factIds = new IdColumn(16);
    private final IdColumn dependsOn = new IdColumn(16);

    void add(FactId factId, FactId basis) {
        factIds.add(factId);
        dependsOn.add(basis);
    }

    /** Appends {@code other}'s entries, which is emptied. */
    void appendAll(DependencyList other) {
        factIds.appendAll(other.factIds);
        dependsOn.appendAll(other.dependsOn);
    }

    int size() {
        return factIds.size();
    }

    Dependency get(int i) {
        return new Dependency(factIds.get(i), dependsOn.get(i));
    }

    /** Dependencies in which {@code id} is either side, in file order. */
    List<Dependency> involving(FactId id) {
        List<Dependency> found = new ArrayList<>(0);
        for (int i = 0; i < factIds.size(); i++) {
            if (factIds.matches(i, id) || dependsOn.matches(i, id)) {
                found.add(get(i));
            }
        }
        return found;
    }

    void trim() {
        factIds.trim();
        dependsOn.trim();
    }
}
