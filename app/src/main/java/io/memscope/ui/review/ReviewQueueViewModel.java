package io.memscope.ui.review;

import io.memscope.model.AnalysisReport;
import io.memscope.model.AuditEntry;
import io.memscope.model.Fact;
import io.memscope.review.ReviewAction;
import io.memscope.review.ReviewQueue;
import io.memscope.review.SuggestedSupersession;
import io.memscope.review.Undo;
import io.memscope.store.MemoryStore;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The step-by-step review: one finding or flagged fact at a time, a decision per key. A decision is written
 * in the background ({@link SerialWrites}) while the reviewer goes on at once with the next item it cannot
 * have changed; until the store confirms it the decided item is pending, out of the queue and deaf to keys.
 * A failed write brings it back. The queue is rebuilt from each fresh analysis, so a finding another decision
 * settled is gone, and the item on screen stays while it is still to decide.
 */
public final class ReviewQueueViewModel {
    private final TaskExecutor executor;
    private final ActionsViewModel actions;
    private final Supplier<MemoryStore> store;
    private final ReviewLedger ledger = new ReviewLedger();
    private final QueueFilter filter;
    private final SerialWrites writes;
    private final ObjectProperty<ReviewQueue.Item> current = new SimpleObjectProperty<>();
    private final ObservableList<Fact> facts = FXCollections.observableArrayList();
    private final ObservableList<Fact> context = FXCollections.observableArrayList();
    private final IntegerProperty selected = new SimpleIntegerProperty();
    private final IntegerProperty position = new SimpleIntegerProperty();
    private final IntegerProperty total = new SimpleIntegerProperty();
    private final StringProperty reason = new SimpleStringProperty("");
    /** What is being written ("Writing: keep 1 · customer:acme / tier"), empty when nothing is. */
    private final StringProperty pendingText = new SimpleStringProperty("");
    /** Why the latest decision was not written, until the next decision. */
    private final StringProperty notice = new SimpleStringProperty("");
    private final BooleanProperty finished = new SimpleBooleanProperty();
    private final ObservableList<ReviewQueue.Item> skipped = FXCollections.observableArrayList();
    /** The queue as the last analysis gave it, before what was decided, skipped or filtered out is taken away. */
    private List<ReviewQueue.Item> queued = List.of();
    private AnalysisReport report;
    /** The supersessions the suggester proposes and no one decided yet, after the findings and flags. */
    private List<SuggestedSupersession> suggested = List.of();
    /** The aliases it proposes and no one decided yet, before those supersessions. */
    private List<io.memscope.review.SuggestedAlias> suggestedAliases = List.of();
    /** The item an undo or a failed write brings back: shown as soon as the queue has it again. */
    private String comeBack;

    public ReviewQueueViewModel(TaskExecutor executor, ActionsViewModel actions, Supplier<MemoryStore> store) {
        this.executor = executor;
        this.actions = actions;
        this.store = store;
        this.filter = new QueueFilter(executor, store);
        this.writes = new SerialWrites(actions);
        filter.onLearned(this::refresh);
        filter.textProperty().addListener((o, old, text) -> refresh());
    }

    /** Rebuilds the queue from the latest analysis and flags. */
    public void rebuild(AnalysisReport report) {
        if (report == null) {
            return;
        }
        this.report = report;
        queued = ReviewQueue.of(report, List.copyOf(actions.flags()), suggestedAliases, suggested, java.util.Set.of());
        ledger.keepSkippedIn(queued.stream().map(ReviewQueue.Item::key).collect(java.util.stream.Collectors.toSet()));
        refresh();
    }

    /** The undecided suggested supersessions, as the Suggestions tab has them: they follow the findings and flags. */
    public void suggest(List<SuggestedSupersession> undecided) {
        suggest(List.of(), undecided);
    }

    /** The undecided suggested aliases and supersessions, as the Suggestions tab has them. */
    public void suggest(List<io.memscope.review.SuggestedAlias> aliases, List<SuggestedSupersession> undecided) {
        suggestedAliases = List.copyOf(aliases);
        suggested = List.copyOf(undecided);
        rebuild(report);
    }

    /** What is left to decide: the queue less what was decided, is being written or skipped, and filtered. */
    private List<ReviewQueue.Item> visible() {
        return queued.stream().filter(i -> !ledger.handled(i.key()) && filter.matches(i)).toList();
    }

    private void refresh() {
        filter.learn(queued);
        List<ReviewQueue.Item> visible = visible();
        int handled = ledger.handledMatching(filter::matches);
        total.set(handled + visible.size());
        position.set(visible.isEmpty() ? total.get() : handled + 1);
        skipped.setAll(ledger.skipped());
        pendingText.set(ledger.pendingText());
        finished.set(visible.isEmpty());
        ReviewQueue.Item shown = current.get();
        Optional<ReviewQueue.Item> back = visible.stream().filter(i -> i.key().equals(comeBack)).findFirst();
        if (back.isPresent()) {
            comeBack = null;
            show(back.get());
        } else if (shown == null || visible.stream().noneMatch(i -> i.key().equals(shown.key()))) {
            // the next item no pending decision can change, else the first (its keys wait for the writes)
            show(visible.stream().filter(i -> !ledger.touchedByPending(i)).findFirst()
                    .orElse(visible.isEmpty() ? null : visible.get(0)));
        }
    }

    private void show(ReviewQueue.Item item) {
        current.set(item);
        selected.set(0);
        facts.clear();
        context.clear();
        if (item == null) {
            return;
        }
        ItemReads.shown(executor, store.get(), item, (shown, around) -> {
            if (current.get() == item) {
                facts.setAll(shown);
                context.setAll(around);
            }
        }); // the item's facts, which the operator waits to decide on
    }

    /** Whether keys for the item on screen are ignored: it, or what it shows, has a decision being written. */
    public boolean waiting() {
        ReviewQueue.Item item = current.get();
        return item != null && ledger.touchedByPending(item);
    }

    /** Takes a decision on the item on screen, without waiting for the store to write it. */
    public void decide(Decision decision) {
        if (decision == Decision.UNDO) {
            undo();
            return;
        }
        ReviewQueue.Item item = current.get();
        if (item == null || facts.isEmpty() && !(item.isAlias() && item.factIds().isEmpty()) || waiting()) {
            return; // its facts are not in yet, or the item is already decided
        }
        if (decision == Decision.SKIP) {
            ledger.skip(item);
            refresh();
            return;
        }
        ReviewAction action = DecisionActions.of(decision, item, facts, selected.get(), actions.flaggedIds(),
                reasonOrNull());
        if (action == null) {
            return;
        }
        String typed = reason.get();
        reason.set("");
        notice.set("");
        comeBack = null;
        submit(item, decision, facts, action, typed);
    }

    /** Sends {@code action} to the store; until it is written {@code item} is pending, a refusal brings it back. */
    private void submit(ReviewQueue.Item item, Decision decision, List<Fact> shown, ReviewAction action, String typed) {
        ledger.pending(item, decision, shown);
        refresh();
        writes.submit(action, entry -> {
            ledger.written(item, decision, entry.sequence());
            refresh();
        }, failure -> {
            ledger.failed(item);
            if (reason.get().isEmpty() && typed != null) {
                reason.set(typed);
            }
            notice.set("Not written (" + decision.label() + "): " + failure
                    + " The item is back in the queue.");
            comeBack = item.key();
            refresh();
        });
    }

    /** The items a batch decision would take: those left in the queue (as filtered) of the kind on screen. */
    public List<ReviewQueue.Item> batch() {
        ReviewQueue.Item shown = current.get();
        return shown == null || !shown.isFinding() ? List.of() : visible().stream()
                .filter(i -> i.isFinding() && i.finding().kind() == shown.finding().kind() && !ledger.touchedByPending(i))
                .toList();
    }

    /**
     * Takes {@code decision} on every item of {@link #batch()} (the fact at the index chosen on screen, for
     * an invalidation), each written and audited on its own as if decided by key; their facts are read first.
     */
    public void decideAll(Decision decision) {
        List<ReviewQueue.Item> items = batch();
        int chosen = selected.get();
        String why = reasonOrNull();
        reason.set("");
        notice.set("");
        ItemReads.read(executor, store.get(), items, read -> {
            for (ReviewQueue.Item item : items) {
                List<Fact> shown = read.get(item.key());
                if (shown == null || ledger.handled(item.key()) || ledger.touchedByPending(item)) {
                    continue; // decided meanwhile
                }
                ReviewAction action = DecisionActions.of(decision, item, shown, chosen, actions.flaggedIds(), why);
                if (action != null) {
                    submit(item, decision, shown, action, null);
                }
            }
        });
    }

    private void undo() {
        Optional<AuditEntry> target = Undo.target(actions.audit());
        if (target.isEmpty() && !ledger.anyPending()) {
            return;
        }
        notice.set("");
        writes.submit(new Undo(Optional.ofNullable(reasonOrNull()).orElse("undone in the review queue")), entry -> {
            reason.set("");
            ledger.undone(entry.undoes()).ifPresent(key -> comeBack = key);
            ledger.count(Decision.UNDO);
            refresh();
        }, failure -> notice.set("Not undone: " + failure));
    }

    /** Which decisions apply to the item on screen and the fact chosen (the window greys out the others). */
    public boolean applies(Decision d) {
        if (d == Decision.UNDO) {
            return !actions.audit().isEmpty();
        }
        if (waiting()) {
            return false;
        }
        return DecisionActions.applies(d, current.get(), chosen(), actions.flaggedIds());
    }

    /** The fact chosen with Tab or a click, or null while the item's facts load. */
    public Fact chosen() {
        return facts.isEmpty() ? null : facts.get(Math.min(selected.get(), facts.size() - 1));
    }

    /** Puts the skipped items back in the queue, in their places. */
    public void reviewSkipped() {
        ledger.unskipAll();
        current.set(null);
        refresh();
    }

    private String reasonOrNull() {
        String r = reason.get() == null ? "" : reason.get().strip();
        return r.isEmpty() ? null : r;
    }

    /** "1 × keep 1,  2 × skip" and so on, for the end of the review. */
    public String summary() {
        return ledger.summary();
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

    public StringProperty filterProperty() {
        return filter.textProperty();
    }

    public boolean filtered() {
        return filter.active();
    }

    public StringProperty pendingTextProperty() {
        return pendingText;
    }

    public StringProperty noticeProperty() {
        return notice;
    }

    public BooleanProperty finishedProperty() {
        return finished;
    }

    /** What was skipped and is still to decide, for the summary. */
    public ObservableList<ReviewQueue.Item> skipped() {
        return skipped;
    }
}
