package io.memscope.ui.main;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.review.DismissSuggestion;
import io.memscope.review.SupersedeByHand;
import io.memscope.store.MemoryStore;
import io.memscope.suggest.Embedder;
import io.memscope.suggest.Suggester;
import io.memscope.suggest.Suggestion;
import io.memscope.ui.review.ActionsViewModel;
import io.memscope.ui.task.BackgroundTask;
import io.memscope.ui.task.ProgressTask;
import io.memscope.ui.task.TaskExecutor;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The Suggestions tab's state: what {@link Suggester} proposes for the open store, less the pairs the audit
 * log says were dismissed, and the two decisions on a proposed supersession. The suggestions are worked
 * out on a worker after each analysis and each refresh; a result for a store no longer shown is dropped.
 * One {@link Embedder} serves the whole run, so the sentence model loads once however many stores are opened.
 */
public final class SuggestionsViewModel {
    static final String FINDING = "Finding suggestions…";
    /**
     * Above this many facts nothing is worked out by itself: the suggester holds the whole store in memory,
     * and the window opens stores far larger than that would fit.
     */
    static final long MOST_FACTS = 200_000;

    private final TaskExecutor executor;
    private final ActionsViewModel actions;
    private final Embedder embedder;
    private final ObservableList<Suggestion> rows = FXCollections.observableArrayList();
    private static final String AFTER_ANALYSIS = "Suggestions are worked out once the store's analysis is in.";
    private final StringProperty state = new SimpleStringProperty(AFTER_ANALYSIS);
    private final BooleanProperty finding = new SimpleBooleanProperty(false);
    /** The tab's title: a count only once there is one, never a "0" that only means "not yet". */
    private final StringProperty title = new SimpleStringProperty("Suggestions (…)");
    /** The facts the shown supersessions name, as read: an accept must say which versions it saw. */
    private Map<FactId, Fact> facts = Map.of();
    private ProgressTask<Found> running;
    /** The computation whose result may be shown; a newer one, or a clear, replaces it. */
    private Object generation;

    SuggestionsViewModel(TaskExecutor executor, ActionsViewModel actions, Embedder embedder) {
        this.executor = executor;
        this.actions = actions;
        this.embedder = embedder;
    }

    /** What the worker hands back: the suggestions to show and the facts they name. */
    private record Found(List<Suggestion> suggestions, Map<FactId, Fact> facts) {
    }

    /**
     * Works the suggestions out again for {@code store}; {@code shown} tells, when they come, which store is
     * on screen.
     */
    void compute(StoreSession session, Supplier<MemoryStore> shown) {
        MemoryStore store = session.store();
        cancelRunning();
        long count = session.summary().facts();
        if (count > MOST_FACTS) {
            rows.clear();
            facts = Map.of();
            title.unbind();
            title.set("Suggestions");
            state.set(String.format("This store has %,d facts: the window works suggestions out for stores of up to"
                    + " %,d. memscope suggest on the command line has no such limit.", count, MOST_FACTS));
            return;
        }
        finding.set(true);
        state.set(FINDING);
        if (!title.isBound()) {
            title.set("Suggestions (…)");
        }
        Object token = new Object();
        generation = token;
        running = BackgroundTask.wrap(progress -> find(store, progress))
                .withTitle("Finding suggestions")
                .onSuccess(found -> {
                    if (generation != token || shown.get() != store) {
                        return; // another store, or a newer computation, took its place
                    }
                    facts = found.facts();
                    rows.setAll(found.suggestions());
                    title.bind(javafx.beans.binding.Bindings.size(rows).asString("Suggestions (%d)"));
                    state.set(found.suggestions().isEmpty() ? "No suggestions: nothing seems to replace anything."
                            : "");
                })
                .onFailure(t -> {
                    if (generation == token) {
                        rows.clear();
                        title.unbind();
                        title.set("Suggestions (failed)");
                        state.set("Suggestions could not be worked out: " + MainViewModel.messageOf(t));
                    }
                })
                .onEnd(() -> {
                    if (generation == token) {
                        finding.set(false);
                        running = null;
                    }
                })
                .asTask();
        executor.execute(running);
    }

    private Found find(MemoryStore store, io.memscope.model.Progress progress) throws Exception {
        List<Fact> all = new ArrayList<>();
        store.forEachFact(all::add, progress);
        Set<List<String>> dismissed = DismissSuggestion.dismissedIn(store.auditLog());
        Map<FactId, Fact> byId = new HashMap<>();
        for (Fact f : all) {
            byId.put(f.id(), f);
        }
        List<Suggestion> kept = new ArrayList<>();
        Map<FactId, Fact> named = new HashMap<>();
        for (Suggestion s : new Suggester(embedder).suggest(all, store.cardinalities(), Suggester.DEFAULT_MIN_SCORE)) {
            if (s instanceof Suggestion.ImplicitSupersession i) {
                if (dismissed.contains(List.of(i.oldFact().toString(), i.newFact().toString()))) {
                    continue;
                }
                named.put(i.oldFact(), byId.get(i.oldFact()));
                named.put(i.newFact(), byId.get(i.newFact()));
            }
            kept.add(s);
        }
        return new Found(List.copyOf(kept), Map.copyOf(named));
    }

    /** No store: nothing to suggest, and a computation under way is dropped. */
    void clear() {
        cancelRunning();
        finding.set(false);
        rows.clear();
        facts = Map.of();
        title.unbind();
        title.set("Suggestions (…)");
        state.set(AFTER_ANALYSIS);
    }

    private void cancelRunning() {
        ProgressTask<Found> task = running;
        running = null;
        generation = null;
        if (task != null) {
            task.cancel();
        }
    }

    /** A fact a shown supersession names, as it was read. */
    public Optional<Fact> fact(FactId id) {
        return Optional.ofNullable(facts.get(id));
    }

    /** Supersedes the old fact by the new one: the same audited, undoable action as {@code supersede}. */
    public void accept(Suggestion.ImplicitSupersession s) {
        Fact older = facts.get(s.oldFact());
        Fact newer = facts.get(s.newFact());
        if (older == null || newer == null) {
            return;
        }
        actions.run(SupersedeByHand.acceptingSuggestion(older, newer, "accepted suggestion: " + s.why()),
                entry -> rows.remove(s));
    }

    /** Puts on the record that the pair is no supersession, so it is not offered again. */
    public void dismiss(Suggestion.ImplicitSupersession s) {
        actions.run(new DismissSuggestion(s.oldFact(), s.newFact(), s.why()), entry -> rows.remove(s));
    }

    public ObservableList<Suggestion> rows() {
        return rows;
    }

    /** What the table says while it has no rows: working, none, or why there are none. */
    public ReadOnlyStringProperty stateProperty() {
        return state;
    }

    public ReadOnlyStringProperty titleProperty() {
        return title;
    }

    public ReadOnlyBooleanProperty findingProperty() {
        return finding;
    }

    /** Whether accept and dismiss can write: the store is open for writing. */
    public ReadOnlyBooleanProperty writableProperty() {
        return actions.availableProperty();
    }
}
