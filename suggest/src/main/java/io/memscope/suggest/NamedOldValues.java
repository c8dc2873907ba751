package io.memscope.suggest;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.SourceTexts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * People name what they left when they tell what they have now: a later fact whose source is what the user
 * said ("I'm on Vodafone now, EE's signal at the new office was awful"), whose value is another, and whose
 * words name the value of a current fact of the same entity ({@code mobile_carrier} = "EE"), replaces that
 * fact, in any language and under any predicate, unless the two predicates are ruled out as one attribute, the
 * later one kept values of its own before, or the two values are of different kinds.
 */
final class NamedOldValues {
    static final double SCORE = 0.6;
    /** Letters an inflected name ends in beyond what it shares with the name ("Corollan" of "Corollaa"). */
    private static final int MOST_ADDED = 3;
    /** Words of a value that name nobody in particular: titles and forms of company. */
    private static final Set<String> NAMING_NOTHING = Set.of("dr", "mr", "mrs", "ms", "prof", "dra", "mudr", "dott",
            "the", "ltd", "inc", "llc", "plc", "gmbh", "co", "and", "sa", "ag", "bv", "ab");
    private static final Pattern WORDS = Phrases.WORD_BREAKS;
    private static final Comparator<Fact> BY_TIME = Comparator.comparing(Fact::validFrom).thenComparing(Fact::id);

    private final ImplicitSupersessions supersessions;

    NamedOldValues(ImplicitSupersessions supersessions) {
        this.supersessions = supersessions;
    }

    /** For each current fact of {@code current}, the first later fact (or sentence) whose source names its value. */
    List<Suggestion.ImplicitSupersession> in(List<Fact> current, List<Fact> sentences) {
        Map<FactId, Fact> said = new LinkedHashMap<>();
        for (Fact f : current) {
            if (f.validFrom() != null && f.value() != null && SourceTexts.isSentence(f.source())) {
                said.putIfAbsent(f.id(), f);
            }
        }
        for (Fact f : sentences) {
            if (f.validFrom() != null && f.value() != null && SourceTexts.isSentence(f.source())) {
                said.putIfAbsent(f.id(), f);
            }
        }
        if (said.isEmpty()) {
            return List.of(); // most stores: sources are labels, or there are none
        }
        List<Fact> later = new ArrayList<>(said.values());
        later.sort(BY_TIME);
        // each source's words once, and each predicate's facts, for every old fact to look through
        List<String[]> sourceWords = new ArrayList<>(later.size());
        List<String[]> sourceFolded = new ArrayList<>(later.size());
        List<String[]> valueWords = new ArrayList<>(later.size());
        List<String[]> valueFolded = new ArrayList<>(later.size());
        Map<String, java.util.BitSet> saying = new java.util.HashMap<>(); // which sources have a word so begun
        Map<String, Set<String>> ownWords = new java.util.HashMap<>();
        for (int k = 0; k < later.size(); k++) {
            Fact f = later.get(k);
            String[] words = WORDS.split(f.source());
            String[] folded = folded(words); // once per source, not once per current fact it is compared with
            sourceWords.add(words);
            sourceFolded.add(folded);
            String[] value = WORDS.split(f.value());
            valueWords.add(value);
            valueFolded.add(folded(value));
            for (String w : folded) {
                saying.computeIfAbsent(begun(w), b -> new java.util.BitSet()).set(k);
            }
        }
        Map<String, List<Fact>> byPredicate = new java.util.HashMap<>();
        for (Fact f : current) {
            byPredicate.computeIfAbsent(f.predicate(), k -> new ArrayList<>(1)).add(f);
        }
        List<Suggestion.ImplicitSupersession> found = new ArrayList<>();
        for (Fact old : current) {
            if (!old.isCurrent() || old.validFrom() == null || old.value() == null || SourceSentences.isReading(old)) {
                continue;
            }
            List<String> names = names(old);
            if (names.isEmpty()) {
                continue;
            }
            String[] namesFolded = folded(names.toArray(new String[0]));
            // only the sources with a word that begins as a name does can say it, in time order
            java.util.BitSet candidates = new java.util.BitSet();
            for (String n : namesFolded) {
                java.util.BitSet with = saying.get(begun(n));
                if (with != null) {
                    candidates.or(with);
                }
            }
            for (int k = candidates.nextSetBit(0); k >= 0; k = candidates.nextSetBit(k + 1)) {
                Fact next = later.get(k);
                if (next.id().equals(old.id()) || !next.validFrom().isAfter(old.validFrom())) {
                    continue;
                }
                String named = namedIn(names, namesFolded, sourceWords.get(k), sourceFolded.get(k));
                if (named != null && ownWords.computeIfAbsent(next.subject(), NamedOldValues::ownWords)
                        .contains(NamedAttributes.fold(named))) {
                    named = null; // "M. Jurić (ST-4410)" says "brod ST-4410" of itself, not of what it left
                }
                if (named != null && namedIn(named, valueWords.get(k), valueFolded.get(k)) == null
                        && replaces(old, next, sourceWords.get(k), byPredicate.getOrDefault(next.predicate(), List.of()))) {
                    double entity = supersessions.entityScore(old, next);
                    found.add(new Suggestion.ImplicitSupersession(old.id(), next.id(),
                            Suggestion.round(Math.min(SCORE, entity)), why(old, next, named)));
                    break;
                }
            }
        }
        return found;
    }

    /** Whether {@code next} can replace {@code old} at all, whatever its source says. */
    private boolean replaces(Fact old, Fact next, String[] source, List<Fact> samePredicate) {
        if (supersessions.entityScore(old, next) < 0 || Phrases.key(old.value()).equals(Phrases.key(next.value()))) {
            return false;
        }
        boolean sentence = Sentences.isSentencePredicate(next.predicate()) || next.metadata().containsKey(Sentences.SENTENCE);
        if (!sentence && old.subject().equals(next.subject()) && old.predicate().equals(next.predicate())) {
            return false; // one key and one predicate: a contradiction, which check reports
        }
        if (!sentence && (supersessions.attributesApart(old, next) || keptBefore(next, old, samePredicate))) {
            return false;
        }
        if (digitsOnly(next.value()) && !digitsOnly(old.value())) {
            return false;
        }
        // "thinking about switching to Verizon": not yet; "Admiral wanted £200 more" after the value says why
        String firstOfValue = WORDS.split(next.value().strip())[0];
        for (String w : source) {
            if (w.equals(firstOfValue)) {
                break;
            }
            if (Decoys.wishOrFormer(NamedAttributes.fold(w))) {
                return false;
            }
        }
        for (String w : WORDS.split(next.value())) {
            if (Decoys.wishOrFormer(NamedAttributes.fold(w))) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code next}'s predicate held a value of its own before {@code old}: then it is an attribute apart. */
    private static boolean keptBefore(Fact next, Fact old, List<Fact> samePredicate) {
        for (Fact f : samePredicate) {
            if (f != next && f.validFrom() != null
                    && !f.validFrom().isAfter(old.validFrom())) {
                return true;
            }
        }
        return false;
    }

    private static Set<String> ownWords(String subject) {
        Set<String> own = new HashSet<>();
        for (String w : WORDS.split(subject)) {
            own.add(NamedAttributes.fold(w));
        }
        return own;
    }

    /**
     * The words of the old value that name it: capitalised, and not the subject's own name, nor a code's letters
     * ("ST" of "Bura (ST-4410)").
     */
    private static List<String> names(Fact old) {
        Set<String> own = ownWords(old.subject());
        String[] words = WORDS.split(old.value().strip());
        List<String> names = new ArrayList<>(2);
        for (String w : words) {
            String folded = NamedAttributes.fold(w);
            boolean capital = !w.isEmpty() && Character.isUpperCase(w.codePointAt(0));
            boolean acronym = w.length() >= 2 && w.chars().allMatch(Character::isUpperCase) && !inCode(w, old.value());
            // a short word of a longer name ("Koh" of "Koh Tao Montra Resort") is a place or a word, not the name
            boolean named = capital && (w.length() >= 4 || w.length() == 3 && words.length == 1);
            if ((named || acronym) && !own.contains(folded) && !NAMING_NOTHING.contains(folded)
                    && !NamedAttributes.isCalendarWord(folded)) {
                names.add(w);
            }
        }
        return names;
    }

    /** Whether the capitals are the letters of a code with digits ("ST-4410", "A4"), which name no one. */
    private static boolean inCode(String letters, String value) {
        int at = value.indexOf(letters);
        while (at >= 0) {
            int after = at + letters.length();
            int next = after < value.length() && value.charAt(after) == '-' ? after + 1 : after;
            if (next < value.length() && Character.isDigit(value.charAt(next))) {
                return true;
            }
            at = value.indexOf(letters, at + 1);
        }
        return false;
    }

    /** The first of {@code names} the text's words say, or null; both also given folded ({@link #folded}). */
    private static String namedIn(List<String> names, String[] namesFolded, String[] words, String[] wordsFolded) {
        for (int i = 0; i < words.length; i++) {
            for (int n = 0; n < names.size(); n++) {
                String name = names.get(n);
                if (words[i].equals(name) || name.length() >= 4 && inflected(wordsFolded[i], namesFolded[n])) {
                    return name;
                }
            }
        }
        return null;
    }

    /** {@code name} if the text's words say it, or null. */
    private static String namedIn(String name, String[] words, String[] wordsFolded) {
        return namedIn(List.of(name), folded(new String[] {name}), words, wordsFolded);
    }

    /** What a folded word and a name it may say share at least: its first letters ({@link #inflected}). */
    private static String begun(String folded) {
        return folded.length() > INFLECTED_SHARED ? folded.substring(0, INFLECTED_SHARED) : folded;
    }

    private static final int INFLECTED_SHARED = 4;

    private static String[] folded(String[] words) {
        String[] folded = new String[words.length];
        for (int i = 0; i < words.length; i++) {
            folded[i] = NamedAttributes.fold(words[i]);
        }
        return folded;
    }

    /** Whether {@code w} is {@code name} with an ending of its own: "Corollan" of "Corollaa", "GTBank's". */
    private static boolean inflected(String w, String name) {
        int shared = 0;
        while (shared < w.length() && shared < name.length() && w.charAt(shared) == name.charAt(shared)) {
            shared++;
        }
        return shared >= INFLECTED_SHARED && shared >= name.length() - 2 && w.length() - shared <= MOST_ADDED;
    }

    private static boolean digitsOnly(String value) {
        String v = value.strip();
        return !v.isEmpty() && v.chars().allMatch(c -> Character.isDigit(c) || c == '.' || c == ',' || c == ' ');
    }

    private static String why(Fact old, Fact next, String named) {
        return "fact " + old.id() + " (" + old.subject() + " " + described(old) + ") is still current, and the later"
                + " fact " + next.id() + " (" + next.subject() + " " + described(next) + ") was said in words that name"
                + " \"" + named + "\" beside the new value: \"" + next.source() + "\"";
    }

    private static String described(Fact f) {
        String sentence = f.metadata().get(Sentences.SENTENCE);
        return sentence != null ? sentence : f.predicate() + " \"" + f.value() + "\"";
    }
}
