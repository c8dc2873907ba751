package io.memscope.suggest;

import io.memscope.model.Fact;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A store that keeps sentences under one predicate (Mem0's {@code memory}: "Lives in Detroit", "Moved to
 * Ferndale last month") is read as facts with a predicate and a value: the capitalised words after the
 * first are the value, the other words (less words of time such as "last month") the predicate. So the
 * sentences of one subject are compared with the same evidence as predicates are, and a sentence with no
 * such value ("Is vegetarian") is left out.
 */
final class Sentences {
    /** The metadata key under which the read fact keeps its sentence, to show it as the store wrote it. */
    static final String SENTENCE = "memscope.sentence";
    /** Mem0's {@code memory}, and {@code fact} as a Graphiti edge's sentence is kept where its name is not. */
    private static final Set<String> SENTENCE_PREDICATES = Set.of("memory", "fact");
    private static final Set<String> TIME_WORDS = Set.of("yesterday", "today", "recently", "lately", "now", "just",
            "currently", "ago", "jetzt", "nun", "kürzlich", "ahora", "recientemente", "maintenant", "récemment",
            "ora", "adesso", "recentemente", "agora", "nu", "numera", "nyligen", "onlangs", "teraz", "niedawno",
            "şimdi", "artık");
    private static final Set<String> TIME_UNITS = Set.of("day", "week", "month", "year", "weekend", "summer",
            "winter", "spring", "autumn");
    private static final Set<String> TIME_DEICTICS = Set.of("last", "this", "next");
    /** Names of time, capitalised but no value: "Moved to Denver in March" moved to Denver. */
    private static final Set<String> CALENDAR = Set.of("january", "february", "march", "april", "may", "june",
            "july", "august", "september", "october", "november", "december", "monday", "tuesday", "wednesday",
            "thursday", "friday", "saturday", "sunday");
    /** A preposition left before a name of time that was dropped: "in" of "in March". */
    private static final Set<String> TIME_PREPOSITIONS = Set.of("in", "on", "since", "until", "by", "during");
    /** Words that begin a clause of circumstance: what follows is why or when, not the value. */
    private static final Set<String> CLAUSE_WORDS = Set.of("after", "because", "since", "following", "while",
            "when", "due");
    /** Verbs that give an attribute a new value: "Switched the pets' vet to Dr. Holm". */
    private static final Set<String> CHANGE_VERBS = Set.of("switched", "changed", "moved", "transferred",
            "updated", "raised", "lowered", "increased", "reduced", "cut");
    /** Words between a change verb and its attribute that name neither: "the", "her". */
    private static final Set<String> DETERMINERS = Set.of("the", "a", "an", "her", "his", "their", "my", "our",
            "its", "your");
    static final Pattern SPACES = Pattern.compile("\\s+");
    static final Pattern EDGE_PUNCTUATION = Pattern.compile("^[^\\p{L}\\p{M}\\p{N}]+|[^\\p{L}\\p{M}\\p{N}]+$");
    private static final Pattern NOT_LETTERS = Pattern.compile("[^\\p{L}]");

    private Sentences() {
    }

    static boolean isSentencePredicate(String predicate) {
        return SENTENCE_PREDICATES.contains(Phrases.key(predicate));
    }

    /**
     * Where the words that name the subject end at the start of a sentence ("José Martínez joined Cabify", as a
     * graph's edge sentence begins): its name's words, its handle; 0 for a sentence that begins otherwise.
     */
    private static int namedSubjectEnd(String[] words, String subject) {
        SubjectKey key = SubjectKey.of(subject);
        Set<String> own = new java.util.HashSet<>(Arrays.asList(key.nameWords()));
        own.add(key.compactName());
        if (!key.qualifier().isEmpty()) {
            own.addAll(Arrays.asList(SubjectKey.of(key.qualifier()).nameWords()));
        }
        int i = 0;
        while (i < words.length - 1) {
            String w = EDGE_PUNCTUATION.matcher(words[i]).replaceAll("");
            if (w.endsWith("'s") || w.endsWith("’s")) {
                break; // "Helga's manager": the words after name someone else
            }
            String folded = w.isEmpty() ? "" : SubjectKey.of(w).name();
            if (folded.isEmpty() || !own.contains(folded)) {
                break;
            }
            i++;
        }
        return i;
    }

    /**
     * A change verb, the attribute it changes and its new value ("Switched the pets' vet to Dr. Holm", "switched
     * her GP to Dr. Lund"): the words between the verb and "to", less determiners, where the list names them,
     * and the name after "to"; empty for any other sentence.
     */
    private static Optional<Fact> changedAttribute(String[] words, int start, Fact sentence) {
        if (start >= words.length || !CHANGE_VERBS.contains(plain(words[start]))) {
            return Optional.empty();
        }
        int to = -1;
        for (int i = start + 2; i < words.length && to < 0; i++) {
            to = plain(words[i]).equals("to") ? i : -1;
        }
        if (to < 0) {
            return Optional.empty();
        }
        List<String> named = new ArrayList<>();
        for (int i = start + 1; i < to; i++) {
            String w = plain(words[i]);
            if (!w.isEmpty() && !DETERMINERS.contains(w)) {
                named.add(w);
            }
        }
        String attribute = String.join(" ", named);
        if (named.isEmpty() || AttributeLexicon.builtIn().attributeOf(attribute).isEmpty()) {
            return Optional.empty();
        }
        List<String> value = new ArrayList<>();
        for (int i = to + 1; i < words.length; i++) {
            String w = EDGE_PUNCTUATION.matcher(words[i]).replaceAll("");
            if (w.isEmpty() || value.isEmpty() && DETERMINERS.contains(w.toLowerCase(Locale.ROOT))) {
                continue;
            }
            if (!Character.isUpperCase(w.codePointAt(0)) && !Character.isDigit(w.codePointAt(0))) {
                break;
            }
            value.add(w);
        }
        return value.isEmpty() ? Optional.empty() : Optional.of(read(sentence, attribute, String.join(" ", value)));
    }

    /** Words before a listed phrase that say when or how, not what: "Was promoted to", "Has just moved to". */
    private static final Set<String> AUXILIARIES = Set.of("was", "is", "has", "had", "been", "got", "just", "now",
            "recently", "finally");
    /** Words no value in lower case begins with: a verb or a negation begins a clause. */
    private static final Set<String> NO_VALUE_START = Set.of("is", "are", "was", "were", "be", "not", "no", "never",
            "isn't", "wasn't");
    /** Words a value never begins with: who, not what. */
    private static final Set<String> PRONOUNS = Set.of("me", "you", "him", "her", "us", "them", "it", "myself",
            "himself", "herself", "themselves");
    /** Most words a value in lower case runs to: "senior associate", "head pharmacist". */
    private static final int MAX_LOWER_CASE_VALUE = 4;

    /**
     * A listed phrase that ends in a preposition, then its value in lower case ("Was promoted to senior
     * associate": {@code promoted to}, {@code senior associate}), as {predicate, value}; empty otherwise. The
     * value ends at the next preposition or after a few words.
     */
    private static Optional<String[]> lowerCaseValue(List<String> frame) {
        int from = 0;
        while (from < frame.size() && AUXILIARIES.contains(frame.get(from))) {
            from++;
        }
        AttributeLexicon list = AttributeLexicon.builtIn();
        for (int end = from + 1; end < frame.size(); end++) {
            if (!Decoys.FUNCTION_WORDS.contains(frame.get(end - 1)) || end - from < 2) {
                continue;
            }
            String phrase = String.join(" ", frame.subList(from, end));
            if (list.attributeOf(phrase).isEmpty() || Decoys.pastOrEvent(phrase).isPresent()) {
                continue;
            }
            if (end < frame.size() && NO_VALUE_START.contains(frame.get(end))) {
                return Optional.empty(); // "works in is not ...": a clause follows, not a value
            }
            List<String> value = new ArrayList<>();
            for (String w : frame.subList(end, frame.size())) {
                if (Decoys.FUNCTION_WORDS.contains(w) || value.size() == MAX_LOWER_CASE_VALUE) {
                    break;
                }
                if (value.isEmpty() && PRONOUNS.contains(w)) {
                    return Optional.empty(); // "isn't working for me": a person, not a value
                }
                if (!(value.isEmpty() && DETERMINERS.contains(w))) {
                    value.add(w);
                }
            }
            return value.isEmpty() ? Optional.empty() : Optional.of(new String[] {phrase, String.join(" ", value)});
        }
        return Optional.empty();
    }

    /** Words before a listed phrase that tell of the change, not what changed: "was" of "was promoted to". */
    private static final Set<String> LEADING_AUXILIARIES = Set.of("was", "is", "has", "had", "got", "been", "have");

    /** The frame less its leading auxiliaries where what is left is a listed phrase; else the frame. */
    private static List<String> withoutAuxiliary(List<String> frame) {
        int from = 0;
        while (from < frame.size() - 1 && LEADING_AUXILIARIES.contains(frame.get(from))) {
            from++;
        }
        return from > 0 && AttributeLexicon.builtIn().attributeOf(String.join(" ", frame.subList(from, frame.size())))
                .isPresent() ? frame.subList(from, frame.size()) : frame;
    }

    /** Words that say the attribute has the value that follows: "is" of "my dentist is Dr. Okafor". */
    private static final Set<String> COPULAS = Set.of("is", "are", "was", "has", "now");
    /** Words between a possessive and its attribute that restate it: "new" of "my new address is". */
    private static final Set<String> RESTATING = Set.of("new", "current");

    /** "my new address is" names {@code address}: the possessive, restating words and copula say nothing more. */
    private static List<String> withoutPossessiveAndCopula(List<String> frame) {
        int n = frame.size();
        if (n < 3 || !DETERMINERS.contains(frame.get(0)) || !COPULAS.contains(frame.get(n - 1))) {
            return frame;
        }
        int from = 1;
        int to = n - 1;
        while (to > from + 1 && COPULAS.contains(frame.get(to - 1))) {
            to--;
        }
        while (from < to - 1 && RESTATING.contains(frame.get(from))) {
            from++;
        }
        return frame.subList(from, to);
    }

    static String plain(String word) {
        return EDGE_PUNCTUATION.matcher(word).replaceAll("").toLowerCase(Locale.ROOT);
    }

    /** The sentence read as {@code predicate} = {@code value}, keeping the sentence beside it. */
    private static Fact read(Fact sentence, String predicate, String value) {
        return new Fact(sentence.id(), sentence.subject(), predicate, value, sentence.valueKind(),
                sentence.validFrom(), sentence.validTo(), sentence.supersededBy(), sentence.recordedAt(),
                sentence.source(), sentence.agent(), sentence.confidence(),
                Map.of(SENTENCE, sentence.predicate() + " \"" + sentence.value() + "\""), sentence.inferredLink());
    }

    /** The sentence as a fact of its own predicate and value, or empty when it names no value. */
    static Optional<Fact> asFact(Fact sentence) {
        if (sentence.value() == null) {
            return Optional.empty();
        }
        String[] words = SPACES.split(sentence.value().strip());
        List<String> frame = new ArrayList<>();
        List<String> value = new ArrayList<>();
        int frameEndsAt = -1;
        // where the value's first run of names ends, and how much of the frame came before it
        int frameBeforeValue = -1;
        int firstRun = -1;
        int start = namedSubjectEnd(words, sentence.subject());
        Optional<Fact> changed = changedAttribute(words, start, sentence);
        if (changed.isPresent()) {
            return changed;
        }
        for (int i = start; i < words.length; i++) {
            String w = EDGE_PUNCTUATION.matcher(words[i]).replaceAll("");
            if (w.isEmpty()) {
                continue;
            }
            if (i > start && CLAUSE_WORDS.contains(w.toLowerCase(Locale.ROOT)) && !value.isEmpty()) {
                break; // "Moved to Lyon after the divorce": Lyon, not Lyon and what came after
            }
            boolean named = i > start && (Character.isUpperCase(w.codePointAt(0)) || Character.isDigit(w.codePointAt(0)))
                    && !w.equals("I");
            String lower = w.toLowerCase(Locale.ROOT);
            if (named && CALENDAR.contains(lower) && !value.isEmpty()) {
                // a month after the value is when, not what; the preposition before it goes with it
                if (!frame.isEmpty() && frameEndsAt == i - 1 && TIME_PREPOSITIONS.contains(frame.get(frame.size() - 1))) {
                    frame.remove(frame.size() - 1);
                }
                continue;
            }
            if (named) {
                if (value.isEmpty()) {
                    frameBeforeValue = frame.size();
                }
                value.add(w);
                if (firstRun < 0 && (words[i].endsWith(",") || words[i].endsWith(";"))) {
                    firstRun = value.size(); // "Moved to Mumbai, so he now flies from BOM"
                }
            } else if (TIME_WORDS.contains(lower) || TIME_UNITS.contains(lower)
                    || (TIME_DEICTICS.contains(lower) && i + 1 < words.length
                    && TIME_UNITS.contains(NOT_LETTERS.matcher(words[i + 1].toLowerCase(Locale.ROOT)).replaceAll("")))) {
                continue;
            } else {
                if (!value.isEmpty() && firstRun < 0) {
                    firstRun = value.size();
                }
                frame.add(lower);
                frameEndsAt = i;
            }
        }
        if (value.isEmpty()) {
            // no name: a state the words name in lower case ("Is vegetarian"), as the attribute it is a value of
            Optional<States.State> state = States.builtIn().of(frame.toArray(new String[0]));
            if (state.isPresent()) {
                return Optional.of(read(sentence, state.get().attribute(), state.get().value()));
            }
            return lowerCaseValue(frame).map(pv -> read(sentence, pv[0], pv[1]));
        }
        if (frame.isEmpty()) {
            return Optional.empty();
        }
        AttributeLexicon list = AttributeLexicon.builtIn();
        List<String> leading = withoutAuxiliary(frame.subList(0, frameBeforeValue));
        if (!leading.isEmpty() && list.attributeOf(String.join(" ", leading)).isPresent()
                && (frameBeforeValue < frame.size() || firstRun > 0 && firstRun < value.size())) {
            // "Was promoted to Vice President at Goldman in January": the listed phrase, then its value; what
            // follows says where or why
            int run = firstRun > 0 ? firstRun : value.size();
            return Optional.of(read(sentence, String.join(" ", leading), String.join(" ", value.subList(0, run))));
        }
        String predicate = String.join(" ", withoutAuxiliary(withoutPossessiveAndCopula(frame)));
        if (list.attributeOf(predicate).isEmpty()) {
            // "Got engaged to Karim": a listed state beside a name is the state, the name its circumstance
            Optional<States.State> state = States.builtIn().of(frame.toArray(new String[0]));
            if (state.isPresent()) {
                return Optional.of(read(sentence, state.get().attribute(), state.get().value()));
            }
        }
        return Optional.of(read(sentence, predicate, String.join(" ", value)));
    }
}
