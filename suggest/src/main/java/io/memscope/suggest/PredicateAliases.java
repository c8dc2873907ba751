package io.memscope.suggest;

import io.memscope.store.StoreException;

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
    /** One predicate is the other with a word that names no attribute of its own ({@code email address}). */
    static final double ADDED_WORDS_SCORE = 0.8;
    /** Both predicates are names {@link AttributeLexicon} gives one attribute. */
    static final double LISTED_SCORE = 0.8;
    /**
     * A similarity the model gives two names of one attribute ({@code year of study} / {@code study year}) and,
     * on the evaluation stores, no two phrases the vetoes let through that name two (docs/adr/0025).
     */
    static final double MODEL_ALONE_COSINE = 0.80;
    /**
     * Fewer distinct values than this in the smaller domain say nothing by sharing none: a store where each
     * name is used by a person or two. A bigger domain that shares no value tells the two apart.
     */
    static final int DOMAIN_TOO_SMALL = 10;

    private final Embedder embedder;
    private final PhraseCache words;
    private final ValueDomains domains;
    private final SideBySide sideBySide;
    private final AttributeLexicon lexicon = AttributeLexicon.builtIn();

    PredicateAliases(Embedder embedder, PhraseCache words, ValueDomains domains, SideBySide sideBySide) {
        this.embedder = embedder;
        this.words = words;
        this.domains = domains;
        this.sideBySide = sideBySide;
    }

    /** The given pairs of predicates, each {@code {a, b}} in name order, with their score; vetoed pairs are left out. */
    List<Suggestion.PredicateAlias> of(List<String[]> pairs) throws StoreException {
        return of(pairs, 0);
    }

    /**
     * As {@link #of(List)}, leaving out pairs that cannot reach {@code minScore}: a pair the model finds too
     * unalike for any overlap of values to lift is not looked up in the store.
     */
    List<Suggestion.PredicateAlias> of(List<String[]> pairs, double minScore) throws StoreException {
        List<Suggestion.PredicateAlias> found = new ArrayList<>();
        for (String[] p : pairs) {
            pair(p[0], p[1], minScore).ifPresent(found::add);
        }
        return found;
    }

    /** Whether the two predicates are ruled out as one attribute whatever their similarity. */
    boolean vetoed(String a, String b) {
        return !words.currentAttribute(a) || !words.currentAttribute(b)
                || Decoys.oppositeRoles(a, b).isPresent()
                // "pet's vet" is another's, yet the list names it the vet a pet owner has
                || !(listedTogether(a, b) && lexicon.listsExactly(a) && lexicon.listsExactly(b))
                && Decoys.otherPeople(a, b).isPresent()
                || !listedTogether(a, b) && Decoys.narrowedApart(a, b).isPresent() || listedApart(a, b)
                || domains.coRecorded(a, b) || sideBySide.contains(words.key(a), words.key(b));
    }

    /**
     * Both predicates are names of one attribute in memscope's list: then two kinds of one thing ({@code mobile
     * number}, {@code phone number}) are one after all.
     */
    private boolean listedTogether(String a, String b) {
        Optional<String> la = lexicon.attributeOf(a);
        return la.isPresent() && la.equals(lexicon.attributeOf(b));
    }

    /** Both predicates are names of two different attributes in memscope's list ({@code lives in}, {@code works in}). */
    private boolean listedApart(String a, String b) {
        Optional<String> la = lexicon.attributeOf(a);
        Optional<String> lb = lexicon.attributeOf(b);
        return la.isPresent() && lb.isPresent() && !la.equals(lb);
    }

    Optional<Suggestion.PredicateAlias> pair(String a, String b) throws StoreException {
        return pair(a, b, 0);
    }

    private Optional<Suggestion.PredicateAlias> pair(String a, String b, double minScore) throws StoreException {
        if (vetoed(a, b)) {
            return Optional.empty();
        }
        String ra = Phrases.readable(a);
        String rb = Phrases.readable(b);
        String guards = "; no veto: both single-valued, no past-event or plan word, not opposite roles, not two"
                + " kinds of one thing, not two listed attributes, one person's, never two values at one instant, never updated side by side";
        if (words.key(a).equals(words.key(b)) || Phrases.sameLetters(a, b)) {
            return Optional.of(new Suggestion.PredicateAlias(a, b, SAME_WORDS_SCORE,
                    "\"" + a + "\" and \"" + b + "\" are the same words (\"" + Phrases.key(a)
                            + "\") once case, '_' and '-' and a plural s are set aside" + guards));
        }
        Optional<List<String>> added = Phrases.added(a, b);
        if (added.isPresent() && Decoys.onlyGeneric(added.get())) {
            return Optional.of(new Suggestion.PredicateAlias(a, b, ADDED_WORDS_SCORE,
                    "\"" + (ra.length() < rb.length() ? ra : rb) + "\" is \"" + (ra.length() < rb.length() ? rb : ra)
                            + "\" less \"" + String.join(" ", added.get()) + "\", a word that names no narrower attribute"
                            + guards));
        }
        Optional<String> listed = lexicon.attributeOf(a);
        if (listed.isPresent() && listed.equals(lexicon.attributeOf(b))) {
            return Optional.of(new Suggestion.PredicateAlias(a, b, LISTED_SCORE, "\"" + ra + "\" and \"" + rb
                    + "\" both name the " + listed.get() + " (memscope's list of attribute names)" + guards));
        }
        double cosine = embedder.similarity(ra, rb);
        double similarity = similarity(cosine);
        if (Suggestion.round(SIMILARITY_WEIGHT * similarity + 1 - SIMILARITY_WEIGHT) < minScore
                && cosine < MODEL_ALONE_COSINE) {
            return Optional.empty(); // below the threshold even if every value were shared
        }
        ValueDomains.Overlap overlap = domains.overlap(a, b);
        if (overlap.shared() == 0) {
            // the model's similarity alone is not enough where the values could have told ("works in" and
            // "works at" sound alike), only where there are too few of them to tell anything
            return overlap.smaller() < DOMAIN_TOO_SMALL ? modelAlone(a, b, cosine, overlap, guards) : Optional.empty();
        }
        double score = SIMILARITY_WEIGHT * similarity + (1 - SIMILARITY_WEIGHT) * overlap.share();
        String why = "\"" + a + "\" and \"" + b + "\": model similarity " + two(cosine) + ", "
                + overlap.shared() + " of " + overlap.smaller() + " values in common" + guards;
        return Optional.of(new Suggestion.PredicateAlias(a, b, Suggestion.round(score), why));
    }

    private Optional<Suggestion.PredicateAlias> modelAlone(String a, String b, double cosine,
                                                           ValueDomains.Overlap overlap, String guards) {
        if (Phrases.added(a, b).isPresent()) {
            // "work email" is "email" and a word of its own: a narrower kind, which the model finds alike
            return Optional.empty();
        }
        if (cosine < MODEL_ALONE_COSINE) {
            return Optional.empty();
        }
        return Optional.of(new Suggestion.PredicateAlias(a, b, Suggestion.round(SIMILARITY_WEIGHT * similarity(cosine)),
                "\"" + a + "\" and \"" + b + "\": model similarity " + two(cosine) + ", too few values to compare ("
                        + overlap.smaller() + " in the smaller domain, none in common)" + guards));
    }

    /** The model's part of a score, 0 to 1: nothing at or below the floor, all from the floor and span up. */
    private static double similarity(double cosine) {
        return Math.max(0, Math.min(1, (cosine - SIMILARITY_FLOOR) / SIMILARITY_SPAN));
    }

    static String two(double d) {
        return String.format(Locale.ROOT, "%.2f", d);
    }
}
