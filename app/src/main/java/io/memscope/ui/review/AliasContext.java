package io.memscope.ui.review;

import io.memscope.model.Fact;
import io.memscope.model.Progress;
import io.memscope.review.AcceptAlias;
import io.memscope.review.SuggestedAlias;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What the small timeline shows for a suggested alias that implies no pair to link: the two subjects' facts,
 * or the two predicates' lanes of one subject that has both (one predicate's lane where no subject has both),
 * so the operator sees what the alias would make one before deciding.
 */
final class AliasContext {
    /** Facts a search for a predicate's name reads at most: its name may be in values too. */
    static final int SEARCHED = 200;
    /** Subjects of the first predicate looked at for the second. */
    static final int SUBJECTS_LOOKED_AT = 20;

    private AliasContext() {
    }

    static List<Fact> of(MemoryStore store, SuggestedAlias alias) throws StoreException {
        if (alias.kind() == AcceptAlias.Kind.SUBJECT) {
            List<Fact> facts = new ArrayList<>(store.factsOf(alias.first()));
            facts.addAll(store.factsOf(alias.second()));
            return facts;
        }
        List<String> withFirst = subjectsWith(store, alias.first());
        for (String subject : withFirst.subList(0, Math.min(SUBJECTS_LOOKED_AT, withFirst.size()))) {
            List<Fact> both = ofPredicates(store.factsOf(subject), alias);
            if (both.stream().anyMatch(f -> f.predicate().equals(alias.second()))) {
                return both;
            }
        }
        // no subject has both: one subject's lane of the one, since the small timeline is of one subject
        if (!withFirst.isEmpty()) {
            return ofPredicates(store.factsOf(withFirst.get(0)), alias);
        }
        List<String> withSecond = subjectsWith(store, alias.second());
        return withSecond.isEmpty() ? List.of() : ofPredicates(store.factsOf(withSecond.get(0)), alias);
    }

    private static List<String> subjectsWith(MemoryStore store, String predicate) throws StoreException {
        Set<String> subjects = new LinkedHashSet<>();
        for (Fact f : store.search(predicate, SEARCHED, Progress.NONE)) {
            if (f.predicate().equals(predicate)) {
                subjects.add(f.subject());
            }
        }
        return new ArrayList<>(subjects);
    }

    private static List<Fact> ofPredicates(List<Fact> facts, SuggestedAlias alias) {
        List<Fact> kept = new ArrayList<>();
        for (Fact f : facts) {
            if (f.predicate().equals(alias.first()) || f.predicate().equals(alias.second())) {
                kept.add(f);
            }
        }
        return kept;
    }
}
