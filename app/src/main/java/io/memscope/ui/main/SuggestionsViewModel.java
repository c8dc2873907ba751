package io.memscope.ui.main;

import io.memscope.cli.UndecidedSuggestions;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.review.AcceptAlias;
import io.memscope.review.DismissSuggestion;
import io.memscope.review.SuggestedAlias;
import io.memscope.review.SupersedeByHand;
import io.memscope.store.MemoryStore;
import io.memscope.suggest.Embedder;
import io.memscope.suggest.Suggester;
import io.memscope.suggest.Suggestion;
import io.memscope.ui.review.AliasDecisions;
import io.memscope.ui.review.ActionsViewModel;
import io.memscope.ui.task.BackgroundTask;
import io.memscope.ui.task.ProgressTask;
import io.memscope.ui.task.TaskExecutor;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The Suggestions tab's state: what {@link Suggester} proposes for the open store, less what the audit log
 * settles ({@link UndecidedSuggestions}, as {@code suggest} does), and the decisions on a suggestion. The
 * suggestions are worked out on a worker after each analysis and each refresh; a result for a store no longer shown is dropped.
 * One {@link Embedder} serves the whole run, so the sentence model loads once however many stores are opened.
 */
public final class SuggestionsViewModel {
    static final String FINDING = "Finding suggestions…";
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
        finding.set(true);
        showState(FINDING);
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
                    showState(found.suggestions().isEmpty() ? "No suggestions: nothing seems to replace anything."
                            : "");
                })
                .onFailure(t -> {
                    if (generation == token) {
                        rows.clear();
                        title.unbind();
                        title.set("Suggestions (failed)");
                        showState("Suggestions could not be worked out: " + MainViewModel.messageOf(t));
                    }
                })
                .onEnd(() -> {
                    if (generation == token) {
                        finding.set(false);
                        running = null;
                    }
                })
                .asTask();
        ProgressTask<Found> task = running;
        // how far the two passes over the store have got, until the result or a failure replaces it
        state.bind(Bindings.createStringBinding(() -> reading(task.getMessage(), task.getProgress()),
                task.messageProperty(), task.progressProperty()));
        executor.execute(running);
    }

    static String reading(String step, double done) {
        if (step == null || step.isBlank()) {
            return FINDING;
        }
        return done < 0 ? FINDING + " " + step : String.format("%s %s: %.0f %%", FINDING, step, done * 100);
    }

    private void showState(String text) {
        state.unbind();
        state.set(text);
    }

    private Found find(MemoryStore store, io.memscope.model.Progress progress) throws Exception {
        UndecidedSuggestions.Undecided open = UndecidedSuggestions.of(store, embedder, Suggester.DEFAULT_MIN_SCORE,
                progress);
        return new Found(open.suggestions(), open.facts());
    }

    /** No store: nothing to suggest, and a computation under way is dropped. */
    void clear() {
        cancelRunning();
        finding.set(false);
        rows.clear();
        facts = Map.of();
        title.unbind();
        title.set("Suggestions (…)");
        showState(AFTER_ANALYSIS);
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

    /**
     * The shown supersessions an alias implies: those whose two facts are named the alias's two ways, in
     * either order, and whose facts were read.
     */
    public List<Suggestion.ImplicitSupersession> implied(Suggestion alias) {
        List<Suggestion.ImplicitSupersession> pairs = new ArrayList<>();
        for (Suggestion s : rows) {
            if (s instanceof Suggestion.ImplicitSupersession i && facts.get(i.oldFact()) != null
                    && facts.get(i.newFact()) != null && names(alias, facts.get(i.oldFact()), facts.get(i.newFact()))) {
                pairs.add(i);
            }
        }
        return List.copyOf(pairs);
    }

    private static boolean names(Suggestion alias, Fact a, Fact b) {
        if (alias instanceof Suggestion.PredicateAlias p) {
            return both(a.predicate(), b.predicate(), p.first(), p.second());
        }
        return alias instanceof Suggestion.SubjectAlias n && both(a.subject(), b.subject(), n.first(), n.second());
    }

    /** Whether {@code x} and {@code y} are the two names, in either order. */
    private static boolean both(String x, String y, String first, String second) {
        return x.equals(first) && y.equals(second) || x.equals(second) && y.equals(first);
    }

    /**
     * Stores the alias and supersedes every pair given with it, as one audited action: one entry, one undo.
     * {@code pairs} are those {@link #implied} listed and the operator confirmed.
     */
    public void acceptAlias(Suggestion alias, List<Suggestion.ImplicitSupersession> pairs) {
        Optional<SuggestedAlias> suggested = AliasDecisions.of(alias, pairs);
        if (suggested.isEmpty()) {
            return;
        }
        List<AcceptAlias.Link> links = new ArrayList<>();
        for (Suggestion.ImplicitSupersession i : pairs) {
            links.add(new AcceptAlias.Link(facts.get(i.oldFact()), facts.get(i.newFact())));
        }
        actions.run(AliasDecisions.accept(suggested.get(), links, null), entry -> {
            rows.remove(alias);
            rows.removeAll(pairs);
        });
    }

    /** Puts on the record that the pair is no supersession, so it is not offered again. */
    public void dismiss(Suggestion.ImplicitSupersession s) {
        actions.run(new DismissSuggestion(s.oldFact(), s.newFact(), s.why()), entry -> rows.remove(s));
    }

    /** Puts on the record that the alias is none, so it is not proposed again; no fact changes. */
    public void dismissAlias(Suggestion alias) {
        AliasDecisions.of(alias, List.of()).ifPresent(a -> actions.run(AliasDecisions.dismiss(a, null),
                entry -> rows.remove(alias)));
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
