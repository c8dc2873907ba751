package io.memscope.suggest;

import io.memscope.model.Fact;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.ToDoubleBiFunction;
import java.util.regex.Pattern;

/**
 * A later sentence that tells an update as an event names the value it ends: "Sold the Corolla and bought a Kia
 * EV6" ends "Drives a Toyota Corolla", "Left Careem; now head of product at Talabat" ends "Works at Careem". Read
 * as a predicate and a value such a sentence is no attribute of its own, so the aliases never join it; the word
 * of leaving before the old value's name (or of going after it: "Dr. Rahman retired") does.
 */
final class Departures {
    static final double SCORE = 0.7;
    /** Words that end what follows them, within {@link #AFTER} words: "sold the Corolla", "closed his FNB account". */
    private static final Set<String> ENDING = Set.of("sold", "left", "quit", "closed", "cancelled", "canceled",
            "traded", "replaced", "dropped", "ditched", "ended", "stopped", "leaving", "selling", "closing", "exited",
            "resigned",
            // the same before the thing in the languages of sentence memories: "ha lasciato lo studio Boeri",
            // "a quitté Decathlon", "vendió el Corsa", "sprzedał Astrę"
            "dejó", "dejé", "dejado", "vendió", "vendí", "vendido", "vendida", "cerró", "cerré", "cerrado",
            "canceló", "cancelé", "cancelado", "renunció", "lasciato", "lasciata", "lasciò", "venduto", "venduta",
            "chiuso", "chiusa", "disdetto", "quitté", "quittée", "vendu", "vendue", "résilié", "résiliée", "fermé",
            "fermée", "deixou", "deixei", "vendeu", "vendi", "fechou", "cancelou", "largou", "verkaufte",
            "kündigte", "verließ", "verkocht", "opgezegd", "sprzedał", "sprzedała", "rzucił", "rzuciła",
            "odszedł", "odeszła", "zamknął", "zamknęła", "prodal", "prodala", "opustil", "opustila", "sålde",
            "lämnade", "slutade", "solgte", "sluttet", "forlot", "forlod");
    /** Words that end what precedes them in word orders that put them last: "den Golf verkauft", "la Panda venduta". */
    private static final Set<String> ENDED_LAST = Set.of("verkauft", "gekündigt", "verlassen", "verkocht",
            "opgezegd", "verlaten", "vendu", "vendue", "venduto", "venduta", "vendido", "vendida", "chiuso",
            "chiusa", "fermé", "fermée", "cerrado", "cerrada", "såld", "solgt");
    /** Words that end what precedes them, within {@link #BEFORE} words: "Dr. Rahman retired". */
    private static final Set<String> GONE = Set.of("retired", "closed", "left", "ended", "cancelled", "canceled");
    /** Words that end what follows only with "from" or "out" after them: "switched from", "moved out of". */
    private static final Set<String> ENDING_WITH_FROM = Set.of("switched", "moved", "changed", "transferred",
            "relocated");
    private static final int AFTER = 4;
    private static final int BEFORE = 2;
    /** "la Panda l'ho venduta": a participle that ends what precedes it comes a word or two later. */
    private static final int LAST_WITHIN = 3;
    private static final Pattern WORDS = Phrases.WORD_BREAKS;
    private static final Comparator<Fact> BY_TIME = Comparator.comparing(Fact::validFrom).thenComparing(Fact::id);

    private final ToDoubleBiFunction<Fact, Fact> entityScore;

    /** {@code entityScore}: 1 for one subject, an accepted subject alias's score, or -1 for two entities. */
    Departures(ToDoubleBiFunction<Fact, Fact> entityScore) {
        this.entityScore = entityScore;
    }

    /**
     * For each current sentence of {@code current}, the first later sentence of {@code sentences} (of the same
     * entity) that ends its value.
     */
    List<Suggestion.ImplicitSupersession> in(List<Fact> current, List<Fact> sentences) {
        // only sentences with a word of leaving can end anything: most have none, and are looked at once
        List<Fact> later = new ArrayList<>();
        for (Fact f : sentences) {
            if (f.validFrom() != null && hasLeavingWord(textOf(f))) {
                later.add(f);
            }
        }
        if (later.isEmpty()) {
            return List.of();
        }
        later.sort(BY_TIME);
        List<String[]> words = new ArrayList<>(later.size());
        for (Fact f : later) {
            words.add(WORDS.split(textOf(f).strip()));
        }
        List<Suggestion.ImplicitSupersession> found = new ArrayList<>();
        for (Fact old : current) {
            // a structured fact too ("current_company" = "Farfetch", later "Pedro Alves left Farfetch")
            if (!old.isCurrent() || old.validFrom() == null || old.value() == null) {
                continue;
            }
            String[] names = WORDS.split(old.value().strip());
            for (int k = 0; k < later.size(); k++) {
                Fact next = later.get(k);
                if (!next.validFrom().isAfter(old.validFrom())) {
                    continue;
                }
                double entity = entityScore.applyAsDouble(old, next);
                String ended = entity < 0 ? null : endedName(names, words.get(k));
                if (ended != null) {
                    found.add(new Suggestion.ImplicitSupersession(old.id(), next.id(),
                            Suggestion.round(Math.min(SCORE, entity)), why(old, next, ended)));
                    break;
                }
            }
        }
        return found;
    }

    /** The word of {@code value} that {@code text} says is ended, or null. */
    static String endedName(String value, String text) {
        return endedName(WORDS.split(value.strip()), WORDS.split(text.strip()));
    }

    private static String endedName(String[] names, String[] said) {
        for (String name : names) {
            if (name.length() < 3 || !Character.isUpperCase(name.codePointAt(0)) && !Character.isDigit(name.codePointAt(0))
                    && !States.builtIn().isState(name)) {
                continue; // a word that names nothing ("a", "the") or no thing of its own
            }
            for (int j = 0; j < said.length; j++) {
                if (said[j].equals(name) && (endingBefore(said, j) || goneAfter(said, j))) {
                    return name;
                }
            }
        }
        return null;
    }

    /** Whether the text has a word of leaving: a scan of its words without splitting it, since most have none. */
    private static boolean hasLeavingWord(String text) {
        int n = text.length();
        int start = -1;
        for (int i = 0; i <= n; i++) {
            boolean letter = i < n && Character.isLetter(text.charAt(i));
            if (letter && start < 0) {
                start = i;
            } else if (!letter && start >= 0) {
                if (i - start >= 4 && i - start <= 12) {
                    String lower = text.substring(start, i).toLowerCase(Locale.ROOT);
                    if (ENDING.contains(lower) || GONE.contains(lower) || ENDED_LAST.contains(lower)
                            || ENDING_WITH_FROM.contains(lower)
                            && (text.contains(" from ") || text.contains(" out ")) || lower.equals("longer")) {
                        return true;
                    }
                }
                start = -1;
            }
        }
        return false;
    }

    private static boolean endingBefore(String[] said, int at) {
        for (int i = Math.max(0, at - AFTER); i < at; i++) {
            String w = said[i].toLowerCase(Locale.ROOT);
            if (w.equals("longer") && i > 0 && said[i - 1].equalsIgnoreCase("no")) {
                return true; // "no longer with Swedbank"
            }
            if (ENDING.contains(w) || ENDING_WITH_FROM.contains(w) && i + 1 < at
                    && (said[i + 1].equalsIgnoreCase("from") || said[i + 1].equalsIgnoreCase("out"))) {
                return true;
            }
        }
        return false;
    }

    private static boolean goneAfter(String[] said, int at) {
        for (int i = at + 1; i <= Math.min(said.length - 1, at + LAST_WITHIN); i++) {
            String w = said[i].toLowerCase(Locale.ROOT);
            if (i <= at + BEFORE && GONE.contains(w) || ENDED_LAST.contains(w)) {
                return true;
            }
        }
        return false;
    }

    /** The sentence as the store wrote it ({@link Sentences#SENTENCE}: predicate, then the text in quotes). */
    private static String textOf(Fact f) {
        String sentence = f.metadata().get(Sentences.SENTENCE);
        if (sentence == null) {
            return f.value() == null ? "" : f.value();
        }
        int quote = sentence.indexOf('"');
        return quote < 0 ? sentence : sentence.substring(quote + 1, Math.max(quote + 1, sentence.length() - 1));
    }

    private static String why(Fact old, Fact next, String ended) {
        return "fact " + old.id() + " (" + old.subject() + " " + described(old) + ") is still current, and the later"
                + " fact " + next.id() + " (" + next.subject() + " " + described(next) + ") tells that \"" + ended
                + "\" was left: an update told as an event, which no alias of its words can join";
    }

    private static String described(Fact f) {
        String sentence = f.metadata().get(Sentences.SENTENCE);
        return sentence != null ? sentence : f.predicate() + " \"" + f.value() + "\"";
    }
}
