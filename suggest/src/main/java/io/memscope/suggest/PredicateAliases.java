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
    /** The same words once accents are left out ({@code aylik_gelir}, {@code aylık gelir}): an accent may tell a tense. */
    static final double PLAIN_LETTERS_SCORE = 0.9;
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
    private final PredicateNamespaces namespaces;
    private final AttributeLexicon lexicon = AttributeLexicon.builtIn();

    PredicateAliases(Embedder embedder, PhraseCache words, ValueDomains domains, SideBySide sideBySide,
                     PredicateNamespaces namespaces) {
        this.embedder = embedder;
        this.namespaces = namespaces;
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
        Optional<Suggestion.PredicateAlias> byWords = byWords(a, b, a, b, "", guards, true);
        String na = namespaces.attribute(a);
        String nb = namespaces.attribute(b);
        if ((byWords.isEmpty() || byWords.get().score() < SAME_WORDS_SCORE) && (!na.equals(a) || !nb.equals(b))
                && namesMore(na) && namesMore(nb)) {
            // "club.email" and "email": one agent files its predicates under "club."
            List<String> filed = new ArrayList<>(2);
            for (String p : new String[] {a, b}) {
                if (!namespaces.namespaceOf(p).isEmpty() && !filed.contains(namespaces.namespaceOf(p))) {
                    filed.add(namespaces.namespaceOf(p));
                }
            }
            boolean own = filed.stream().allMatch(PredicateNamespaces::ownRecord);
            Optional<Suggestion.PredicateAlias> filedApart = byWords(na, nb, a, b, " once the namespace" + (filed.size() > 1 ? "s" : "") + " \""
                    + String.join(".\" and \"", filed) + ".\" (shared by several of the store's predicates)"
                    + (filed.size() > 1 ? " are" : " is") + " set aside", guards, own);
            if (filedApart.isPresent() && (byWords.isEmpty() || filedApart.get().score() > byWords.get().score())) {
                byWords = filedApart; // "jäsen.sukunimi" is "sukunimi" filed under "jäsen.", more than a word less
            }
        }
        if (byWords.isPresent()) {
            return byWords;
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

    /**
     * The pair by its words alone ({@code x}, {@code y}: the predicates less any namespace): the same words, one
     * the other with a word that names nothing narrower, the same words once such words are left out of both
     * ({@code passport_number}, {@code passport_no}), or two names the list gives one attribute.
     */
    private Optional<Suggestion.PredicateAlias> byWords(String x, String y, String a, String b, String setAside,
                                                        String guards, boolean listApplies) {
        String rx = Phrases.readable(x);
        String ry = Phrases.readable(y);
        if (Phrases.key(x).equals(Phrases.key(y)) || Phrases.sameLetters(x, y)) {
            return Optional.of(new Suggestion.PredicateAlias(a, b, SAME_WORDS_SCORE,
                    "\"" + a + "\" and \"" + b + "\" are the same words (\"" + Phrases.key(x)
                            + "\") once case, '_' and '-' and a plural s" + (setAside.isEmpty() ? " are set aside"
                            : " are set aside, and" + setAside) + guards));
        }
        String px = Letters.plain(x);
        String py = Letters.plain(y);
        if (Phrases.key(px).equals(Phrases.key(py))) {
            return Optional.of(new Suggestion.PredicateAlias(a, b, PLAIN_LETTERS_SCORE,
                    "\"" + a + "\" and \"" + b + "\" are the same words written with and without accents (\""
                            + Phrases.key(px) + "\")" + (setAside.isEmpty() ? "" : "," + setAside) + guards));
        }
        Optional<List<String>> added = Phrases.added(x, y);
        if (added.isEmpty()) {
            added = Phrases.added(px, py); // "éducatrice", "educatrice_referente"
        }
        if (added.isPresent() && Decoys.onlyGeneric(added.get())) {
            return Optional.of(new Suggestion.PredicateAlias(a, b, ADDED_WORDS_SCORE,
                    "\"" + (rx.length() < ry.length() ? rx : ry) + "\" is \"" + (rx.length() < ry.length() ? ry : rx)
                            + "\" less \"" + String.join(" ", added.get()) + "\", a word that names no narrower attribute"
                            + (setAside.isEmpty() ? "" : "," + setAside) + guards));
        }
        List<String> kx = Phrases.stems(x);
        List<String> ky = Phrases.stems(y);
        if (kx.size() == ky.size() && kx.size() > 1 && IDENTIFIERS.contains(kx.get(kx.size() - 1))
                && IDENTIFIERS.contains(ky.get(ky.size() - 1)) && kx.subList(0, kx.size() - 1).equals(ky.subList(0, ky.size() - 1))) {
            return Optional.of(new Suggestion.PredicateAlias(a, b, ADDED_WORDS_SCORE,
                    "\"" + rx + "\" and \"" + ry + "\" are both the " + String.join(" ", kx.subList(0, kx.size() - 1))
                            + " number, written two ways" + (setAside.isEmpty() ? "" : "," + setAside) + guards));
        }
        List<String> lx = Decoys.lessWhichValue(kx);
        if (lx.size() < kx.size() && !lx.isEmpty() && lx.equals(Decoys.lessWhichValue(ky)) && ky.size() > lx.size()) {
            return Optional.of(new Suggestion.PredicateAlias(a, b, ADDED_WORDS_SCORE,
                    "\"" + rx + "\" and \"" + ry + "\" are both \"" + String.join(" ", lx) + "\" with a word that says"
                            + " which value (preferred, current, favourite)" + (setAside.isEmpty() ? "" : "," + setAside)
                            + guards));
        }
        // a namespace may say whose the listed attribute is: "club.role" is no job title, "profile.role" is
        Optional<String> listed = listApplies ? lexicon.attributeOf(x) : Optional.empty();
        if (listed.isPresent() && listed.equals(lexicon.attributeOf(y))) {
            return Optional.of(new Suggestion.PredicateAlias(a, b, LISTED_SCORE, "\"" + rx + "\" and \"" + ry
                    + "\" both name the " + listed.get() + " (memscope's list of attribute names)"
                    + (setAside.isEmpty() ? "" : "," + setAside) + guards));
        }
        return Optional.empty();
    }

    /** Words that each say "the number of": {@code passport_number} is {@code passport_no}. */
    private static final java.util.Set<String> IDENTIFIERS = java.util.Set.of("number", "no", "num", "nr", "nbr");

    /** Whether the predicate has a word that names more than a kind of value ("membership" alone names little). */
    private static boolean namesMore(String predicate) {
        for (String w : Phrases.stems(predicate)) {
            if (!Decoys.GENERIC.contains(w)) {
                return true;
            }
        }
        return false;
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
