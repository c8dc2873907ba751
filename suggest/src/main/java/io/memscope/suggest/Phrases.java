package io.memscope.suggest;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Lexical normalisation of predicates: {@code lives_in}, {@code Lives-In} and {@code live in} are one phrase.
 * Deliberately light: only a plural or third-person {@code s} is dropped, so {@code manager} and
 * {@code manages} stay different words (they name opposite directions of one relation).
 */
public final class Phrases {
    /** Where a lower-case letter meets an upper-case one: {@code homeCity} is {@code home city}. */
    private static final Pattern CAMEL_HUMP = Pattern.compile("(?<=\\p{Ll})(?=\\p{Lu})");
    private Phrases() {
    }

    /** camelCase split into words, lower case, {@code _} and {@code -} as spaces, other punctuation dropped. */
    public static String readable(String predicate) {
        String known = READABLE.get(predicate);
        if (known == null) {
            known = normalised(predicate);
            if (predicate.length() <= MAX_KNOWN_LENGTH && READABLE.size() < MAX_KNOWN) {
                // the vetoes ask about one store's few predicates many times over; sentences are not kept
                READABLE.put(predicate, known);
            }
        }
        return known;
    }

    private static final int MAX_KNOWN = 100_000;
    private static final int MAX_KNOWN_LENGTH = 80;
    private static final Pattern PUNCTUATION = Pattern.compile("[^\\p{L}\\p{M}\\p{N} ]+");
    /**
     * What separates words in a text: anything but letters, digits and the marks that are part of letters (a
     * Devanagari vowel sign, an accent written apart), which every rule splitting text into words shares.
     */
    static final Pattern WORD_BREAKS = Pattern.compile("[^\\p{L}\\p{M}\\p{N}]+");
    private static final Pattern SPACES = Pattern.compile(" +");
    private static final java.util.Map<String, String> READABLE = new java.util.concurrent.ConcurrentHashMap<>();

    private static String normalised(String predicate) {
        String s = CAMEL_HUMP.matcher(predicate).replaceAll(" ").toLowerCase(Locale.ROOT).replace('_', ' ')
                .replace('-', ' ');
        s = PUNCTUATION.matcher(s).replaceAll(" ");
        return SPACES.matcher(s.strip()).replaceAll(" ");
    }

    public static List<String> words(String predicate) {
        String r = readable(predicate);
        return r.isEmpty() ? List.of() : List.of(r.split(" "));
    }

    /**
     * The words with a trailing {@code s} dropped (not {@code ss}), British {@code -our} spelt {@code -or},
     * and a possessive's lone {@code s} left out, joined by spaces.
     */
    public static String key(String predicate) {
        return String.join(" ", stems(predicate));
    }

    /** {@link #key}'s words, in order. */
    static List<String> stems(String predicate) {
        List<String> stems = new ArrayList<>();
        for (String w : words(predicate)) {
            if (!w.equals("s")) {
                stems.add(stem(w));
            }
        }
        return stems;
    }

    /** Whether two predicates are one phrase written apart or together: {@code time zone} and {@code timezone}. */
    static boolean sameLetters(String a, String b) {
        return key(a).replace(" ", "").equals(key(b).replace(" ", ""));
    }

    /**
     * The words one predicate adds to the other's, when all of the shorter's words come in the longer in
     * order ({@code email} in {@code email address}); empty when neither holds the other.
     */
    static Optional<List<String>> added(String a, String b) {
        List<String> sa = stems(a);
        List<String> sb = stems(b);
        List<String> shorter = sa.size() <= sb.size() ? sa : sb;
        List<String> longer = shorter == sa ? sb : sa;
        if (shorter.isEmpty() || shorter.size() == longer.size()) {
            return Optional.empty();
        }
        List<String> extra = new ArrayList<>();
        int at = 0;
        for (String w : longer) {
            if (at < shorter.size() && w.equals(shorter.get(at))) {
                at++;
            } else {
                extra.add(w);
            }
        }
        return at == shorter.size() ? Optional.of(extra) : Optional.empty();
    }

    static String stem(String word) {
        String w = word;
        if (w.length() > 3 && w.endsWith("s") && !w.endsWith("ss")) {
            w = w.substring(0, w.length() - 1);
        }
        if (w.length() > 5 && w.endsWith("our")) {
            return w.substring(0, w.length() - 3) + "or"; // colour, neighbour, behaviour
        }
        return w.replace("ourite", "orite"); // favourite
    }
}
