package io.memscope.suggest;

import io.memscope.model.Fact;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.ToDoubleBiFunction;
import java.util.regex.Pattern;

/**
 * A later sentence that names a current fact's attribute in its own words, with another value, replaces it:
 * {@code tandläkare} = "Folktandvården Kungsholmen", later "Erik Johansson har bytt tandläkare till
 * Distriktstandvården"; {@code HAS_ACCOUNTANT} = "Hardy &amp; Co", later "moved his accounts to the accountant
 * Priya Mehta". Read as a predicate and a value such a sentence is rarely the same words as the predicate, in
 * any language, so no alias joins the two; the predicate's own word inside the sentence does. The sentence must
 * also say that something changed (a word of change or of now), or give the value right after the word.
 */
final class NamedAttributes {
    static final double SCORE = 0.65;
    /** Shortest predicate word looked for: shorter ones ("car", "tax") are inside too many other words. */
    private static final int SHORTEST_WORD = 5;
    /** Letters two inflected forms share at least ("wolontariat", "wolontariuszką"). */
    private static final int SHARED_STEM = 8;
    /** Most words between the attribute's word and its new value, for a sentence with no word of change. */
    private static final int VALUE_NEAR = 3;
    /** Words that say the value is new: change verbs, now, new and since, in the languages memory is kept in. */
    static final Set<String> CHANGE_WORDS = Set.of("switched", "changed", "moved", "transferred",
            "upgraded", "downgraded", "joined", "started", "became", "elected", "appointed", "promoted", "now",
            "new", "newly", "since", "currently", "recently", "consolidated",
            "jetzt", "nun", "neu", "neue", "neuer", "neuen", "neues", "seit", "gewechselt", "umgezogen",
            "nu", "nieuw", "nieuwe", "sinds", "overgestapt", "verhuisd", "gewisseld",
            "numera", "ny", "nya", "nytt", "sedan", "bytt", "bytte", "flyttat", "bytet",
            "ora", "adesso", "nuovo", "nuova", "passato", "passata", "cambiato", "trasferito", "trasferita",
            "eletto", "eletta", "ahora", "nuevo", "nueva", "desde", "cambio", "paso", "mudo",
            "agora", "novo", "nova", "mudou", "trocou", "maintenant", "nouveau", "nouvelle", "depuis", "change",
            "teraz", "nowy", "nowa", "nowe", "zmienil", "zmienila", "przeniosl", "przeniosla",
            "simdi", "artik", "yeni", "nyt", "uusi", "most", "uj", "nyni", "novy");
    /** Words of time that are capitalised but name no value. */
    private static final Set<String> CALENDAR = Set.of("january", "february", "march", "april", "may", "june",
            "july", "august", "september", "october", "november", "december", "monday", "tuesday", "wednesday",
            "thursday", "friday", "saturday", "sunday", "i");
    /** What turns a verb into the one who does it: teach-er, manage-r. */
    private static final Set<String> AGENT_ENDINGS = Set.of("er", "or", "r");
    private static final Pattern WORDS = Phrases.WORD_BREAKS;
    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Comparator<Fact> BY_TIME = Comparator.comparing(Fact::validFrom).thenComparing(Fact::id);

    private final ToDoubleBiFunction<Fact, Fact> entityScore;

    /** {@code entityScore}: 1 for one subject, an accepted subject alias's score, or -1 for two entities. */
    NamedAttributes(ToDoubleBiFunction<Fact, Fact> entityScore) {
        this.entityScore = entityScore;
    }

    /** A sentence as its words: as written, and folded (lower case, no accents) to be compared. */
    private record Said(Fact fact, String[] words, String[] folded, Set<String> ownName) {
        static Said of(Fact f, String text) {
            String[] words = WORDS.split(text.strip());
            String[] folded = new String[words.length];
            for (int i = 0; i < words.length; i++) {
                folded[i] = fold(words[i]);
            }
            Set<String> ownName = new HashSet<>();
            for (String w : WORDS.split(f.subject())) {
                ownName.add(fold(w));
            }
            return new Said(f, words, folded, ownName);
        }
    }

    /**
     * For each current fact of {@code current}, the first later sentence of {@code sentences} (of the same
     * entity) that names its attribute with another value.
     */
    List<Suggestion.ImplicitSupersession> in(List<Fact> current, List<Fact> sentences) {
        List<Said> later = new ArrayList<>(sentences.size());
        List<Fact> sorted = new ArrayList<>(sentences);
        sorted.removeIf(f -> f.validFrom() == null || f.value() == null);
        sorted.sort(BY_TIME);
        for (Fact f : sorted) {
            later.add(Said.of(f, f.value()));
        }
        List<Suggestion.ImplicitSupersession> found = new ArrayList<>();
        for (Fact old : current) {
            if (!old.isCurrent() || old.validFrom() == null || old.value() == null) {
                continue;
            }
            List<String> attribute = attributeWords(old);
            if (attribute.isEmpty()) {
                continue;
            }
            Set<String> oldValue = new HashSet<>();
            for (String w : WORDS.split(old.value().strip())) {
                if (w.length() > 1) {
                    oldValue.add(fold(w));
                }
            }
            for (Said next : later) {
                if (next.fact().id().equals(old.id()) || !next.fact().validFrom().isAfter(old.validFrom())) {
                    continue;
                }
                double entity = entityScore.applyAsDouble(old, next.fact());
                String[] named = entity < 0 ? null : named(attribute, oldValue, next);
                if (named != null) {
                    found.add(new Suggestion.ImplicitSupersession(old.id(), next.fact().id(),
                            Suggestion.round(Math.min(SCORE, entity)), why(old, next.fact(), named)));
                    break;
                }
            }
        }
        return found;
    }

    /**
     * The words of the fact's attribute to look for: its predicate's, or for a fact read out of a sentence that
     * says "<attribute> is <value>" ("Her nanny is Rosie"), those words; words of five letters or more that
     * name more than the attribute's kind ("number", "current").
     */
    static List<String> attributeWords(Fact old) {
        String sentence = old.metadata().get(Sentences.SENTENCE);
        List<String> words = Phrases.words(old.predicate());
        if (sentence != null) {
            // "Lives in Kano" reads as "lives": a verb, which later sentences use for anything; "Her nanny is
            // Rosie", "Su banco es BBVA" name the attribute before the copula
            words = beforeCopula(words, sentence.toLowerCase(Locale.ROOT));
        }
        List<String> kept = new ArrayList<>(2);
        if (words.stream().anyMatch(Decoys::namesOtherPerson)) {
            return List.of(); // "daughter's teacher" is another person's
        }
        for (int i = 0; i < words.size(); i++) {
            String f = fold(words.get(i));
            boolean verb = i + 1 < words.size() && Decoys.FUNCTION_WORDS.contains(words.get(i + 1));
            // "works" of "works at" is a verb, which a later sentence says of anyone ("her husband works at")
            if (!verb && f.length() >= SHORTEST_WORD && !Decoys.GENERIC.contains(f) && !Decoys.FUNCTION_WORDS.contains(f)
                    && !Sentences.isSentencePredicate(f)) {
                kept.add(f);
            }
        }
        return kept;
    }

    /** "Is" in the languages memory is kept in: what comes before it in "X is V" names the attribute. */
    private static final Set<String> COPULAS = Set.of("is", "es", "est", "è", "e", "ist", "är", "er", "on", "jest",
            "je", "é", "van", "are", "sind", "sont", "são", "son", "zijn");

    /** The words before the sentence's copula, or none where it has none. */
    private static List<String> beforeCopula(List<String> predicate, String sentence) {
        for (int i = 0; i < predicate.size(); i++) {
            if (COPULAS.contains(predicate.get(i))) {
                return predicate.subList(0, i);
            }
        }
        String last = predicate.isEmpty() ? "" : predicate.get(predicate.size() - 1);
        for (String copula : COPULAS) {
            if (sentence.contains(last + " " + copula + " ")) {
                return predicate;
            }
        }
        return List.of();
    }

    /**
     * {the attribute's word as the sentence spells it, the new value}, or null when the sentence does not name
     * the attribute, names the old value, names no value, tells a wish or a former value, or names another
     * person's.
     */
    private static String[] named(List<String> attribute, Set<String> oldValue, Said next) {
        int at = -1;
        for (int i = 0; i < next.folded().length && at < 0; i++) {
            for (String a : attribute) {
                if (sameWord(a, next.folded()[i])) {
                    at = i;
                    break;
                }
            }
        }
        if (at < 0) {
            return null;
        }
        Set<String> ownName = next.ownName();
        boolean change = false;
        int valueAt = -1;
        for (int i = 0; i < next.words().length; i++) {
            String w = next.words()[i];
            String f = next.folded()[i];
            if (w.isEmpty()) {
                continue;
            }
            if (Decoys.wishOrFormer(f) || i < at && Decoys.namesOtherPerson(f)) {
                return null; // "wants a new dentist", "her previous coach", "her husband Jonas works at"
            }
            change |= CHANGE_WORDS.contains(f);
            if (i == at || i == 0 || ownName.contains(f) || CALENDAR.contains(f) || attribute.contains(f)) {
                continue;
            }
            boolean isName = Character.isUpperCase(w.codePointAt(0)) || Character.isDigit(w.codePointAt(0));
            if (isName && oldValue.contains(f)) {
                return null; // the old value again: a restatement, or its end, which Departures reads
            }
            if (isName && (valueAt < 0 || valueAt < at && i > at)) {
                valueAt = i; // the first name after the attribute's word, else the first before it
            }
        }
        if (valueAt < 0 || !change && (valueAt < at || valueAt - at > VALUE_NEAR)) {
            return null;
        }
        StringBuilder value = new StringBuilder(next.words()[valueAt]);
        for (int i = valueAt + 1; i < next.words().length && Character.isUpperCase(next.words()[i].codePointAt(0)); i++) {
            value.append(' ').append(next.words()[i]);
        }
        if (allDigits(value) && oldValue.stream().noneMatch(NamedAttributes::allDigits)) {
            return null; // "Raised his pension contributions to 8%" is no provider after "Aviva"
        }
        return new String[] {next.words()[at], value.toString()};
    }

    /** Names of months and days, which are capitalised but name no value ("Tuesday soup run"). */
    static boolean isCalendarWord(String folded) {
        return CALENDAR.contains(folded) || folded.length() > 3 && CALENDAR.contains(folded.substring(0, folded.length() - 1));
    }

    private static boolean allDigits(CharSequence s) {
        return s.length() > 0 && s.chars().allMatch(Character::isDigit);
    }

    /** One word, or forms of one: the same, one the start of the other, or sharing a long stem. */
    static boolean sameWord(String attribute, String word) {
        if (word.length() < SHORTEST_WORD - 1) {
            return false;
        }
        if (attribute.startsWith(word) || word.startsWith(attribute)) {
            String longer = word.length() > attribute.length() ? word : attribute;
            String rest = longer.substring(Math.min(word.length(), attribute.length()));
            // "teacher" is who teaches, "manager" who manages: the one who does it, not the thing done
            return Math.min(word.length(), attribute.length()) >= SHORTEST_WORD && !AGENT_ENDINGS.contains(rest);
        }
        int shared = 0;
        while (shared < word.length() && shared < attribute.length() && word.charAt(shared) == attribute.charAt(shared)) {
            shared++;
        }
        return shared >= SHARED_STEM;
    }

    static String fold(String word) {
        if (ascii(word)) {
            return word.toLowerCase(Locale.ROOT); // most words: no mark to take off, no letter to write otherwise
        }
        return MARKS.matcher(Normalizer.normalize(word, Normalizer.Form.NFD)).replaceAll("").toLowerCase(Locale.ROOT)
                .replace('ł', 'l').replace('ı', 'i');
    }

    private static String why(Fact old, Fact next, String[] named) {
        return "fact " + old.id() + " (" + old.subject() + " " + described(old) + ") is still current, and the later"
                + " fact " + next.id() + " (" + next.subject() + " " + described(next) + ") names the same attribute (\""
                + named[0] + "\") with another value (\"" + named[1] + "\"): an update in words of its own, which no"
                + " alias of the predicate joins";
    }

    private static String described(Fact f) {
        String sentence = f.metadata().get(Sentences.SENTENCE);
        return sentence != null ? sentence : f.predicate() + " \"" + f.value() + "\"";
    }

    private static boolean ascii(String word) {
        for (int i = 0; i < word.length(); i++) {
            if (word.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }
}
