package io.memscope.ui.review;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.FindingKind;
import io.memscope.review.Flag;
import io.memscope.review.Invalidate;
import io.memscope.review.MarkMultiValued;
import io.memscope.review.ResolveContradiction;
import io.memscope.review.ReviewAction;
import io.memscope.review.ReviewQueue;
import io.memscope.review.Undo;
import io.memscope.review.Unflag;
import io.memscope.store.MemoryStore;
import io.memscope.ui.task.ProgressTask;
import io.memscope.ui.task.TaskExecutor;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The step-by-step review: one finding or flagged fact at a time, a decision per key, the queue
 * rebuilt from a fresh analysis after each decision so a finding another decision settled is gone.
 * The fresh analysis takes seconds on a big store, so the reviewer goes on meanwhile with the next item
 * the decision cannot have touched; when the analysis arrives, that item stays if it is still in the queue.
 */
public final class ReviewQueueViewModel {
    /** The decisions, with the key that takes each. */
    public enum Decision {
        KEEP_FIRST("1", "keep 1"), KEEP_SECOND("2", "keep 2"), BOTH_HOLD("B", "both hold"),
        INVALIDATE("I", "invalidate"), FLAG("F", "flag"), CLEAR_FLAG("C", "clear flag"), SKIP("S", "skip"),
        UNDO("U", "undo");

        private final String key;
        private final String label;

        Decision(String key, String label) {
            this.key = key;
            this.label = label;
        }

        public String key() {
            return key;
        }

        public String label() {
            return label;
        }
    }

    private final TaskExecutor executor;
    private final ActionsViewModel actions;
    private final Supplier<MemoryStore> store;
    private final ObjectProperty<ReviewQueue.Item> current = new SimpleObjectProperty<>();
    private final ObservableList<Fact> facts = FXCollections.observableArrayList();
    private final ObservableList<Fact> context = FXCollections.observableArrayList();
    private final IntegerProperty selected = new SimpleIntegerProperty();
    private final IntegerProperty position = new SimpleIntegerProperty();
    private final IntegerProperty total = new SimpleIntegerProperty();
    private final StringProperty reason = new SimpleStringProperty("");
    private final BooleanProperty finished = new SimpleBooleanProperty();
    private final Map<String, Integer> tally = new LinkedHashMap<>();
    private final Set<String> skipped = new HashSet<>();
    /** The queue as the last analysis gave it, for going on before the next one arrives. */
    private List<ReviewQueue.Item> queued = List.of();
    /** An undo may bring back any item: the next analysis starts the queue from its first item. */
    private boolean restart;
    private int decided;

    public ReviewQueueViewModel(TaskExecutor executor, ActionsViewModel actions, Supplier<MemoryStore> store) {
        this.executor = executor;
        this.actions = actions;
        this.store = store;
    }

    /** Rebuilds the queue from the latest analysis and flags and shows its first item. */
    public void rebuild(AnalysisReport report) {
        if (report == null) {
            return;
        }
        List<ReviewQueue.Item> items = ReviewQueue.of(report, List.copyOf(actions.flags()), skipped);
        queued = items;
        total.set(decided + skipped.size() + items.size());
        position.set(Math.min(total.get(), decided + skipped.size() + 1));
        finished.set(items.isEmpty());
        ReviewQueue.Item shown = current.get();
        boolean fromTheTop = restart;
        restart = false;
        if (!fromTheTop && shown != null && items.contains(shown)) {
            return; // the item the reviewer went on with is still to decide: it stays, and so does their place in it
        }
        show(items.isEmpty() ? null : items.get(0));
    }

    /**
     * Right after a decision is written, before the fresh analysis: the next queued item the decision
     * cannot have changed. A decision changes its own (subject, predicate) group, and "both hold" every
     * group of its predicate; flags stand until cleared. If none is left, the item stays until the analysis.
     */
    private void goOnAfter(ReviewQueue.Item decidedItem, Decision decision) {
        for (ReviewQueue.Item next : queued) {
            if (!next.key().equals(decidedItem.key()) && !skipped.contains(next.key())
                    && untouched(next, decidedItem, decision)) {
                position.set(Math.min(Math.max(total.get(), 1), decided + skipped.size() + 1));
                show(next);
                return;
            }
        }
    }

    private static boolean untouched(ReviewQueue.Item next, ReviewQueue.Item decidedItem, Decision decision) {
        if (next.isFlag() || decidedItem.isFlag()) {
            return next.factIds().stream().noneMatch(decidedItem.factIds()::contains);
        }
        boolean samePredicate = next.finding().predicate().equals(decidedItem.finding().predicate());
        if (decision == Decision.BOTH_HOLD) {
            return !samePredicate;
        }
        return !(samePredicate && next.finding().subject().equals(decidedItem.finding().subject()))
                && next.factIds().stream().noneMatch(decidedItem.factIds()::contains);
    }

    private void show(ReviewQueue.Item item) {
        current.set(item);
        selected.set(0);
        facts.clear();
        context.clear();
        if (item == null) {
            return;
        }
        MemoryStore target = store.get();
        ProgressTask<List<List<Fact>>> load = new ProgressTask<>() {
            @Override
            protected List<List<Fact>> call() throws Exception {
                List<Fact> shown = new ArrayList<>();
                for (FactId id : item.factIds()) {
                    target.fact(id).ifPresent(shown::add);
                }
                List<Fact> around = shown.isEmpty() ? List.of() : target.factsOf(shown.get(0).subject()).stream()
                        .filter(f -> f.predicate().equals(shown.get(0).predicate())).toList();
                return List.of(shown, around);
            }
        };
        load.setOnSucceeded(e -> {
            if (current.get() == item) {
                facts.setAll(load.getValue().get(0));
                context.setAll(load.getValue().get(1));
            }
        });
        executor.interactive().execute(load); // the item's facts, which the operator waits to decide on
    }

    /** Takes a decision on the current item; {@code refresh} re-analyses the store afterwards. */
    public void decide(Decision decision) {
        ReviewQueue.Item item = current.get();
        if (decision == Decision.UNDO) {
            run(new Undo(reasonOr("undone in the review queue")), decision, null);
            return;
        }
        if (item == null || facts.isEmpty()) {
            return;
        }
        if (decision == Decision.SKIP) {
            skipped.add(item.key());
            count(decision);
            rebuildLater();
            return;
        }
        Fact chosen = facts.get(Math.min(selected.get(), facts.size() - 1));
        ReviewAction action = switch (decision) {
            case KEEP_FIRST, KEEP_SECOND -> {
                int i = decision == Decision.KEEP_FIRST ? 0 : 1;
                yield isContest(item) && facts.size() > i
                        ? new ResolveContradiction(facts.get(i), currentOnes(), reasonOr(null)) : null;
            }
            case BOTH_HOLD -> isContest(item) ? new MarkMultiValued(chosen.predicate(), reasonOr(null)) : null;
            case INVALIDATE -> chosen.isCurrent()
                    ? Invalidate.neverTrue(chosen, reasonOr("judged never true in the review queue")) : null;
            case FLAG -> new Flag(chosen.id(), reasonOr("needs a recheck (review queue)"));
            case CLEAR_FLAG -> item.isFlag() ? new Unflag(chosen.id(), reasonOr("rechecked in the review queue")) : null;
            default -> null;
        };
        if (action != null) {
            run(action, decision, item);
        }
    }

    /** Which decisions apply to the current item (the window greys out the others). */
    public boolean applies(Decision d) {
        ReviewQueue.Item item = current.get();
        if (d == Decision.UNDO) {
            return !actions.audit().isEmpty();
        }
        if (item == null) {
            return false;
        }
        return switch (d) {
            case KEEP_FIRST, BOTH_HOLD -> isContest(item);
            case KEEP_SECOND -> isContest(item) && item.factIds().size() > 1;
            case CLEAR_FLAG -> item.isFlag();
            default -> true;
        };
    }

    private List<Fact> currentOnes() {
        return facts.stream().filter(Fact::isCurrent).toList();
    }

    private static boolean isContest(ReviewQueue.Item item) {
        return !item.isFlag() && (item.finding().kind() == FindingKind.CONTRADICTION
                || item.finding().kind() == FindingKind.DUPLICATE);
    }

    /** {@code item}: what the decision was about (null for an undo, which may touch anything). */
    private void run(ReviewAction action, Decision decision, ReviewQueue.Item item) {
        actions.run(action, entry -> {
            decided++;
            count(decision);
            reason.set("");
            if (item == null) {
                restart = true;
            } else if (current.get() == item) {
                goOnAfter(item, decision);
            }
        });
    }

    private void count(Decision d) {
        tally.merge(d.label(), 1, Integer::sum);
    }

    private Runnable rebuildHook = () -> { };

    /** How the queue gets a fresh analysis after a skip (the window's last report). */
    public void setRebuildHook(Runnable hook) {
        this.rebuildHook = hook;
    }

    private void rebuildLater() {
        rebuildHook.run();
    }

    private String reasonOr(String fallback) {
        String r = reason.get() == null ? "" : reason.get().strip();
        return r.isEmpty() ? fallback : r;
    }

    /** "3 resolved (keep 1), 1 skipped" and so on, for the end of the review. */
    public String summary() {
        if (tally.isEmpty()) {
            return "Nothing was decided.";
        }
        List<String> parts = new ArrayList<>();
        tally.forEach((label, n) -> parts.add(n + " × " + label));
        return String.join(",  ", parts);
    }

    public ObjectProperty<ReviewQueue.Item> currentProperty() {
        return current;
    }

    public ObservableList<Fact> facts() {
        return facts;
    }

    public ObservableList<Fact> context() {
        return context;
    }

    public IntegerProperty selectedProperty() {
        return selected;
    }

    public IntegerProperty positionProperty() {
        return position;
    }

    public IntegerProperty totalProperty() {
        return total;
    }

    public StringProperty reasonProperty() {
        return reason;
    }

    public BooleanProperty finishedProperty() {
        return finished;
    }
}
