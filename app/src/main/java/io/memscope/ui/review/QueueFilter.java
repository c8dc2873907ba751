package io.memscope.ui.review;

import io.memscope.model.FactId;
import io.memscope.review.ReviewQueue;
import io.memscope.store.MemoryStore;
import io.memscope.ui.format.FindingText;
import io.memscope.ui.task.BackgroundTask;
import io.memscope.ui.task.TaskExecutor;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The review queue's filter: words that an item must all match, each in its kind, subject, predicate or the
 * agents of its facts. A finding names its subject and predicate but not its facts' agents, so those are read
 * in the background the first time a filter is typed; until they are in, an item matches on the rest.
 */
final class QueueFilter {
    private final StringProperty text = new SimpleStringProperty("");
    private final TaskExecutor executor;
    private final Supplier<MemoryStore> store;
    /** What the facts of each item add to its words (agents, and for a flag its subject and predicate), by key. */
    private final Map<String, String> read = new HashMap<>();
    private Runnable learned = () -> { };
    private boolean reading;

    QueueFilter(TaskExecutor executor, Supplier<MemoryStore> store) {
        this.executor = executor;
        this.store = store;
    }

    StringProperty textProperty() {
        return text;
    }

    void onLearned(Runnable refilter) {
        this.learned = refilter;
    }

    private List<String> terms() {
        String t = text.get() == null ? "" : text.get().strip().toLowerCase(Locale.ROOT);
        return t.isEmpty() ? List.of() : Arrays.asList(t.split("\\s+"));
    }

    boolean active() {
        return !terms().isEmpty();
    }

    boolean matches(ReviewQueue.Item item) {
        List<String> terms = terms();
        if (terms.isEmpty()) {
            return true;
        }
        String words = words(item);
        return terms.stream().allMatch(words::contains);
    }

    private String words(ReviewQueue.Item item) {
        String own = item.isFlag() ? "flag flagged recheck"
                : item.isAlias() ? "suggestion suggested " + item.alias().kindWord() + " alias " + item.alias().first()
                + " " + item.alias().second() + " " + item.alias().why()
                : item.isSuggested() ? "suggestion suggested supersession " + item.suggested().why()
                : item.finding().kind().jsonName() + " " + FindingText.name(item.finding().kind()) + " "
                + item.finding().subject() + " " + item.finding().predicate();
        return (own + " " + read.getOrDefault(item.key(), "")).toLowerCase(Locale.ROOT);
    }

    /** While a filter is typed, reads the facts of the items not read yet and filters again once they are in. */
    void learn(List<ReviewQueue.Item> items) {
        MemoryStore target = store.get();
        if (!active() || reading || target == null) {
            return;
        }
        List<ReviewQueue.Item> unread = items.stream().filter(i -> !read.containsKey(i.key())).toList();
        if (unread.isEmpty()) {
            return;
        }
        reading = true;
        BackgroundTask.wrap(progress -> {
            Map<String, String> words = new HashMap<>();
            for (ReviewQueue.Item item : unread) {
                StringBuilder b = new StringBuilder();
                for (FactId id : item.factIds()) {
                    target.fact(id).ifPresent(f -> b.append(' ').append(f.agent()).append(' ').append(f.subject())
                            .append(' ').append(f.predicate()));
                }
                words.put(item.key(), b.toString());
            }
            return words;
        }).onSuccess(words -> {
            reading = false;
            read.putAll(words);
            learned.run();
        }).onFailure(failure -> reading = false).onCancel(() -> reading = false)
                .executeWith(executor.interactive());
    }
}
