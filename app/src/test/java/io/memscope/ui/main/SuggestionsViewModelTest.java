package io.memscope.ui.main;

import io.memscope.model.StoreSummary;
import io.memscope.store.MemoryStore;
import io.memscope.store.open.StoreOpener;
import io.memscope.suggest.MiniLmEmbedder;
import io.memscope.ui.FxThread;
import io.memscope.ui.prefs.AppPreferences;
import io.memscope.ui.review.ActionsViewModel;
import io.memscope.ui.task.TaskExecutor;
import javafx.concurrent.Task;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicReference;
import java.util.prefs.Preferences;

import static org.assertj.core.api.Assertions.assertThat;

/** Suggestions that come for a store no longer shown are dropped, whichever way the store changed. */
class SuggestionsViewModelTest {
    private final List<Task<?>> queued = new ArrayList<>();
    private final TaskExecutor queue = queued::add;
    private final AtomicReference<MemoryStore> shown = new AtomicReference<>();
    private Preferences node;
    private MemoryStore eval;
    private MemoryStore other;
    private SuggestionsViewModel model;

    @BeforeEach
    void setUp() throws Exception {
        node = Preferences.userRoot().node("io/memscope-test/" + UUID.randomUUID());
        eval = StoreOpener.open(resolve("fixtures/suggest/eval.json"), true);
        other = StoreOpener.open(resolve("sample-stores/story-derived.json"), true);
        model = FxThread.call(() -> new SuggestionsViewModel(queue, new ActionsViewModel(queue,
                new AppPreferences(node)), new MiniLmEmbedder()));
    }

    @AfterEach
    void tearDown() throws Exception {
        eval.close();
        other.close();
        node.removeNode();
    }

    private static String resolve(String path) {
        return Files.exists(Path.of(path)) ? path : Path.of("..").resolve(path).toString();
    }

    private static StoreSession session(MemoryStore store) {
        return new StoreSession(store.descriptor().location(), null, store, new StoreSummary(60, 0, 0, 0, 0),
                List.of(), null, null, null);
    }

    private void runQueued() {
        FxThread.call(() -> {
            for (Task<?> t : List.copyOf(queued)) {
                t.run();
            }
            queued.clear();
            return null;
        });
    }

    @Test
    void aResultForAStoreNoLongerShownIsDropped() {
        shown.set(eval);
        FxThread.call(() -> {
            model.compute(session(eval), shown::get);
            return null;
        });
        shown.set(other); // another store took its place before the suggestions came
        runQueued();
        assertThat(FxThread.call(() -> List.copyOf(model.rows()))).isEmpty();
    }

    @Test
    void aNewerComputationReplacesAnOlderOneStillUnderWay() {
        shown.set(eval);
        FxThread.call(() -> {
            model.compute(session(eval), shown::get);
            return null;
        });
        shown.set(other);
        FxThread.call(() -> {
            model.compute(session(other), shown::get);
            return null;
        });
        assertThat(queued).hasSize(2);
        assertThat(queued.get(0).isCancelled()).as("the first is cancelled").isTrue();
        runQueued();
        assertThat(FxThread.call(() -> model.rows().stream().map(s -> s.why()).toList()))
                .noneMatch(why -> why.contains("user:rachel"));
        assertThat(FxThread.call(() -> model.findingProperty().get())).isFalse();
    }

    @Test
    void aStoreOfMillionsOfFactsIsWorkedOutOnAWorkerLikeAnyOther() {
        // the suggester holds one subject at a time, so the window sets no size limit
        StoreSession big = new StoreSession("big", null, eval,
                new StoreSummary(5_000_000, 0, 0, 0, 0), List.of(), null, null, null);
        shown.set(eval);
        FxThread.call(() -> {
            model.compute(big, shown::get);
            return null;
        });
        assertThat(queued).hasSize(1);
        runQueued();
        assertThat(FxThread.call(() -> model.rows().size())).isPositive();
        assertThat(FxThread.call(() -> model.stateProperty().get())).isEmpty();
    }
}
