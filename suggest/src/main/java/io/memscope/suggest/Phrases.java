package io.memscope.suggest;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Lexical normalisation of predicates: {@code lives_in}, {@code Lives-In} and {@code live in} are one phrase.
 * Deliberately light: only a plural or third-person {@code s} is dropped, so {@code manager} and
 * {@code manages} stay different words (they name opposite directions of one relation).
 */
public final class Phrases {
    private Phrases() {
    }

    /** Lower case, {@code _} and {@code -} as spaces, other punctuation dropped, single spaces. */
    public static String readable(String predicate) {
        String s = predicate.toLowerCase(Locale.ROOT).replace('_', ' ').replace('-', ' ');
        s = s.replaceAll("[^\\p{L}\\p{N} ]+", " ");
        return s.strip().replaceAll(" +", " ");
    }

    public static List<String> words(String predicate) {
        String r = readable(predicate);
        return r.isEmpty() ? List.of() : List.of(r.split(" "));
    }

    /** The words with a trailing {@code s} dropped (not {@code ss}), joined by spaces. */
    public static String key(String predicate) {
        List<String> stems = new ArrayList<>();
        for (String w : words(predicate)) {
            stems.add(stem(w));
        }
        return String.join(" ", stems);
    }

    static String stem(String word) {
        if (word.length() > 3 && word.endsWith("s") && !word.endsWith("ss")) {
            return word.substring(0, word.length() - 1);
        }
        return word;
    }
}
