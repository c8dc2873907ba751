package io.memscope.suggest;

import io.memscope.model.PredicateCardinalities;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Finds predicates that name one single-valued attribute. The model's similarity alone cannot tell
 * {@code lives in} / {@code moved to} from {@code lives in} / {@code was born in}, so it is combined with the
 * words (the same phrase after normalisation), the value domains and the decoy vetoes of {@link Decoys}.
 */
final class PredicateAliases {
    /** Similarities at or below this say nothing: unrelated short phrases still score about this much. */
    static final double SIMILARITY_FLOOR = 0.35;
    static final double SIMILARITY_SPAN = 0.40;
    static final double SIMILARITY_WEIGHT = 0.55;
    static final double SAME_WORDS_SCORE = 0.97;

    private final Embedder embedder;
    private final PredicateCardinalities cardinalities;
    private final ValueDomains domains;

    PredicateAliases(Embedder embedder, PredicateCardinalities cardinalities, ValueDomains domains) {
        this.embedder = embedder;
        this.cardinalities = cardinalities;
        this.domains = domains;
    }

    /** Every pair of predicates, each pair once in name order, with its score; vetoed pairs are left out. */
    List<Suggestion.PredicateAlias> all() {
        List<String> predicates = new ArrayList<>(domains.predicates());
        List<Suggestion.PredicateAlias> found = new ArrayList<>();
        for (int i = 0; i < predicates.size(); i++) {
            for (int j = i + 1; j < predicates.size(); j++) {
                pair(predicates.get(i), predicates.get(j)).ifPresent(found::add);
            }
        }
        return found;
    }

    /** Whether the two predicates are ruled out as one attribute whatever their similarity. */
    boolean vetoed(String a, String b) {
        return cardinalities.isMultiValued(a) || cardinalities.isMultiValued(b)
                || Decoys.pastOrEvent(a).isPresent() || Decoys.pastOrEvent(b).isPresent()
                || Decoys.oppositeRoles(a, b).isPresent() || domains.coRecorded(a, b).isPresent();
    }

    Optional<Suggestion.PredicateAlias> pair(String a, String b) {
        if (vetoed(a, b)) {
            return Optional.empty();
        }
        String ra = Phrases.readable(a);
        String rb = Phrases.readable(b);
        String guards = "; no veto: both single-valued, no past-event word, not opposite roles, never two values"
                + " at one instant";
        if (Phrases.key(a).equals(Phrases.key(b))) {
            return Optional.of(new Suggestion.PredicateAlias(a, b, SAME_WORDS_SCORE,
                    "\"" + a + "\" and \"" + b + "\" are the same words (\"" + Phrases.key(a)
                            + "\") once case, '_' and '-' and a plural s are set aside" + guards));
        }
        ValueDomains.Overlap overlap = domains.overlap(a, b);
        if (overlap.shared() == 0) {
            // the model's similarity alone is not enough: "works in" and "works at" sound alike
            return Optional.empty();
        }
        double cosine = embedder.similarity(ra, rb);
        double similarity = Math.max(0, Math.min(1, (cosine - SIMILARITY_FLOOR) / SIMILARITY_SPAN));
        double score = SIMILARITY_WEIGHT * similarity + (1 - SIMILARITY_WEIGHT) * overlap.share();
        String why = "\"" + a + "\" and \"" + b + "\": model similarity " + two(cosine) + ", "
                + overlap.shared() + " of " + overlap.smaller() + " values in common" + guards;
        return Optional.of(new Suggestion.PredicateAlias(a, b, Suggestion.round(score), why));
    }

    static String two(double d) {
        return String.format(Locale.ROOT, "%.2f", d);
    }
}
