package io.memscope.ui.review;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.review.ReviewQueue;
import io.memscope.store.MemoryStore;
import io.memscope.ui.task.BackgroundTask;
import io.memscope.ui.task.TaskExecutor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * The review queue's reads, in the background on the lane an operator waits on: the facts of the item on
 * screen with its lane, and those of the items a batch decision takes, so each is decided on what it holds.
 */
final class ItemReads {
    private ItemReads() {
    }

    /** {@code then} hears the item's facts and every fact of their subject and predicate, on the FX thread. */
    static void shown(TaskExecutor executor, MemoryStore store, ReviewQueue.Item item,
                      BiConsumer<List<Fact>, List<Fact>> then) {
        BackgroundTask.wrap(progress -> {
            List<Fact> shown = new ArrayList<>();
            for (FactId id : item.factIds()) {
                store.fact(id).ifPresent(shown::add);
            }
            List<Fact> around = new ArrayList<>();
            if (item.isAlias() && shown.isEmpty()) {
                around.addAll(AliasContext.of(store, item.alias())); // no pair to show: what the alias joins
            }
            if (!shown.isEmpty()) {
                store.factsOf(shown.get(0).subject()).stream()
                        .filter(f -> f.predicate().equals(shown.get(0).predicate())).forEach(around::add);
            }
            // a contradiction across an alias holds facts of other predicates or keys: they are shown too
            // and so does a suggested supersession or alias, whose newer fact is under another predicate or subject
            if (item.isSuggested() || item.isAlias() || item.isFinding()
                    && item.finding().kind() == io.memscope.model.FindingKind.ALIAS_CONTRADICTION) {
                shown.stream().filter(f -> around.stream().noneMatch(a -> a.id().equals(f.id())))
                        .forEach(around::add);
            }
            return List.of(shown, List.copyOf(around));
        }).onSuccess(read -> then.accept(read.get(0), read.get(1))).executeWith(executor.interactive());
    }

    /** {@code then} hears each item's facts by its key, on the FX thread. */
    static void read(TaskExecutor executor, MemoryStore store, List<ReviewQueue.Item> items,
                     Consumer<Map<String, List<Fact>>> then) {
        if (items.isEmpty() || store == null) {
            return;
        }
        BackgroundTask.wrap(progress -> {
            Map<String, List<Fact>> read = new HashMap<>();
            for (ReviewQueue.Item item : items) {
                List<Fact> facts = new ArrayList<>();
                for (FactId id : item.factIds()) {
                    store.fact(id).ifPresent(facts::add);
                }
                read.put(item.key(), facts);
            }
            return read;
        }).onSuccess(then).executeWith(executor.interactive());
    }
}
