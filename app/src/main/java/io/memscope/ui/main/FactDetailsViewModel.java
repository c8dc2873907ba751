package io.memscope.ui.main;

import io.memscope.analysis.SupersessionChain;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.store.MemoryStore;
import io.memscope.ui.task.ProgressTask;
import io.memscope.ui.task.TaskExecutor;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;

/**
 * The details pane of the selected fact: the fact, its supersession chain within its subject, and
 * the facts it depends on and that depend on it (read from the store in the background).
 */
public final class FactDetailsViewModel {
    private final TaskExecutor executor;
    private final ObjectProperty<Fact> fact = new SimpleObjectProperty<>();
    private final ObservableList<Fact> chain = FXCollections.observableArrayList();
    private final ObservableList<Dependency> dependsOn = FXCollections.observableArrayList();
    private final ObservableList<Dependency> dependents = FXCollections.observableArrayList();
    private ProgressTask<List<Dependency>> loading;

    FactDetailsViewModel(TaskExecutor executor) {
        this.executor = executor;
    }

    void show(Fact selected, List<Fact> subjectFacts, MemoryStore store) {
        fact.set(selected);
        dependsOn.clear();
        dependents.clear();
        if (loading != null) {
            loading.cancel(true);
            loading = null;
        }
        if (selected == null) {
            chain.clear();
            return;
        }
        chain.setAll(SupersessionChain.around(selected, subjectFacts).facts());
        if (store == null) {
            return;
        }
        ProgressTask<List<Dependency>> task = new ProgressTask<>() {
            @Override
            protected List<Dependency> call() throws Exception {
                return store.dependenciesOf(selected.id());
            }
        };
        loading = task;
        task.setOnSucceeded(e -> {
            if (loading == task) {
                loading = null;
                for (Dependency d : task.getValue()) {
                    if (d.factId().equals(selected.id())) {
                        dependsOn.add(d);
                    } else {
                        dependents.add(d);
                    }
                }
            }
        });
        executor.interactive().execute(task); // the operator waits on it, maybe during an analysis
    }

    public ObjectProperty<Fact> factProperty() {
        return fact;
    }

    public ObservableList<Fact> chain() {
        return chain;
    }

    /** Dependencies in which the shown fact is the derived one. */
    public ObservableList<Dependency> dependsOn() {
        return dependsOn;
    }

    /** Dependencies in which the shown fact is the basis. */
    public ObservableList<Dependency> dependents() {
        return dependents;
    }
}
