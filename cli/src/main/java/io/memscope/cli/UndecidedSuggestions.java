package io.memscope.cli;

import io.memscope.model.AliasGroups;
import io.memscope.model.AuditEntry;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Progress;
import io.memscope.review.AcceptAlias;
import io.memscope.review.AcceptedAliases;
import io.memscope.review.DismissAlias;
import io.memscope.review.DismissSuggestion;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;
import io.memscope.suggest.Embedder;
import io.memscope.suggest.StoreSuggestions;
import io.memscope.suggest.Suggester;
import io.memscope.suggest.Suggestion;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The suggestions a store's audit log leaves open: less every supersession and alias dismissed and every alias
 * accepted (and not undone since). {@code suggest} and the window's Suggestions tab both ask here, so a decision taken
 * in one is honoured by the other; it lives with the commands because the suggester and the review actions
 * meet no lower.
 */
public final class UndecidedSuggestions {
    private UndecidedSuggestions() {
    }

    /** What is still for the operator to decide, and the facts its supersessions name, as read. */
    public record Undecided(List<Suggestion> suggestions, Map<FactId, Fact> facts) {
        public Undecided {
            suggestions = List.copyOf(suggestions);
            facts = Map.copyOf(facts);
        }
    }

    public static Undecided of(MemoryStore store, Embedder embedder, double minScore, Progress progress)
            throws StoreException {
        Suggester.Found found = StoreSuggestions.found(store, embedder, minScore, progress);
        List<AuditEntry> log = store.auditLog();
        Set<List<String>> dismissed = DismissSuggestion.dismissedIn(log);
        AliasGroups aliases = AcceptedAliases.in(log).groups();
        Set<List<String>> dismissedPredicates = DismissAlias.dismissedIn(log, AcceptAlias.Kind.PREDICATE);
        Set<List<String>> dismissedSubjects = DismissAlias.dismissedIn(log, AcceptAlias.Kind.SUBJECT);
        List<Suggestion> kept = new ArrayList<>();
        Map<FactId, Fact> named = new HashMap<>();
        for (Suggestion s : found.suggestions()) {
            if (s instanceof Suggestion.ImplicitSupersession i) {
                if (dismissed.contains(List.of(i.oldFact().toString(), i.newFact().toString()))) {
                    continue;
                }
                named.put(i.oldFact(), found.facts().get(i.oldFact()));
                named.put(i.newFact(), found.facts().get(i.newFact()));
            } else if (s instanceof Suggestion.PredicateAlias p && (aliases.joinsPredicates(p.first(), p.second())
                    || dismissedPredicates.contains(List.of(p.first(), p.second())))
                    || s instanceof Suggestion.SubjectAlias a && (aliases.joinsSubjects(a.first(), a.second())
                    || dismissedSubjects.contains(List.of(a.first(), a.second())))) {
                continue;
            }
            kept.add(s);
        }
        return new Undecided(kept, named);
    }
}
