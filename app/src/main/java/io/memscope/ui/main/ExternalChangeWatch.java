package io.memscope.ui.main;

import io.memscope.store.MemoryStore;
import io.memscope.ui.task.BackgroundTask;
import io.memscope.ui.task.TaskExecutor;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.util.Duration;

import java.util.Optional;
import java.util.function.Supplier;

/**
 * Asks the open store every few seconds whether another program changed it ({@link MemoryStore#externalChange()}),
 * in the background, so the window can offer a reload at once instead of the operator learning of the change
 * only when an action is refused. "Not now" keeps it quiet until another store (or the same one again) is open.
 */
public final class ExternalChangeWatch {
    /** How much longer than an answer took the store is left alone after it: the store's load stays a few percent. */
    private static final int QUIET_FACTOR = 50;
    private final TaskExecutor executor;
    private final Supplier<MemoryStore> open;
    private final ReadOnlyStringWrapper change = new ReadOnlyStringWrapper();
    private final Timeline ticks;
    /** The store the last question was asked of while it runs: one question at a time, dropped if the store went. */
    private MemoryStore asking;
    private MemoryStore dismissed;
    /** No question before this instant (nanoTime): a slow answer (a count over a big table) is asked for rarely. */
    private long quietUntil = System.nanoTime();

    ExternalChangeWatch(TaskExecutor executor, Supplier<MemoryStore> open, Duration every) {
        this.executor = executor;
        this.open = open;
        this.ticks = new Timeline(new KeyFrame(every, e -> lookNow()));
        ticks.setCycleCount(Animation.INDEFINITE);
    }

    /** Starts asking; called once the window shows. */
    void start() {
        ticks.play();
    }

    void stop() {
        ticks.stop();
    }

    /** A store was opened or closed: what was said of the previous one no longer holds. */
    void storeChanged() {
        change.set(null);
        dismissed = null;
        quietUntil = System.nanoTime();
    }

    /** The operator chose not to reload now. */
    public void dismiss() {
        dismissed = open.get();
        change.set(null);
    }

    /** Asks the open store now, unless a question is still out or the notice already shows. */
    void lookNow() {
        MemoryStore store = open.get();
        if (store == null || asking != null || store == dismissed || change.get() != null
                || System.nanoTime() - quietUntil < 0) {
            return;
        }
        asking = store;
        long start = System.nanoTime();
        BackgroundTask.wrap(progress -> store.externalChange())
                .onSuccess(found -> show(store, found))
                .onFailure(e -> show(store, Optional.empty())) // a store that cannot answer now is asked again
                .onEnd(() -> {
                    asking = null;
                    long took = System.nanoTime() - start;
                    quietUntil = System.nanoTime() + took * QUIET_FACTOR;
                })
                .executeWith(executor.interactive());
    }

    private void show(MemoryStore askedOf, Optional<String> found) {
        if (askedOf == open.get() && askedOf != dismissed) {
            change.set(found.orElse(null));
        }
    }

    /** One sentence naming what changed, or null while nothing is to be said. */
    public ReadOnlyStringProperty changeProperty() {
        return change.getReadOnlyProperty();
    }
}
