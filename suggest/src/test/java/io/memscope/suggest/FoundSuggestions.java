package io.memscope.suggest;

import io.memscope.model.FactId;

import java.util.ArrayList;
import java.util.List;

/** What tests read off a list of suggestions: its supersessions and subject aliases, by ids and names. */
final class FoundSuggestions {
    private FoundSuggestions() {
    }

    /** Each supersession as "old>new". */
    static List<String> supersessions(List<Suggestion> found) {
        List<String> pairs = new ArrayList<>();
        for (Suggestion s : found) {
            if (s instanceof Suggestion.ImplicitSupersession i) {
                pairs.add(i.oldFact() + ">" + i.newFact());
            }
        }
        return pairs;
    }

    /** Each subject alias as "first|second". */
    static List<String> subjectAliases(List<Suggestion> found) {
        List<String> pairs = new ArrayList<>();
        for (Suggestion s : found) {
            if (s instanceof Suggestion.SubjectAlias a) {
                pairs.add(a.first() + "|" + a.second());
            }
        }
        return pairs;
    }

    /** The supersession of {@code oldId} by {@code newId}; fails the test where there is none. */
    static Suggestion.ImplicitSupersession supersession(List<Suggestion> found, long oldId, long newId) {
        for (Suggestion s : found) {
            if (s instanceof Suggestion.ImplicitSupersession i && i.oldFact().equals(FactId.of(oldId))
                    && i.newFact().equals(FactId.of(newId))) {
                return i;
            }
        }
        throw new AssertionError("no supersession of fact " + oldId + " by fact " + newId + " in " + found);
    }
}
