package io.memscope.suggest;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The readings that make two alike-sounding predicates different attributes, found from their words alone.
 * A predicate that names a past event or a former value ({@code was born in}, {@code visited},
 * {@code previous employer}) is no current single-valued attribute, so nothing later supersedes it; and an
 * agent noun beside its verb ({@code manager} / {@code manages}) names the two opposite directions of one
 * relation.
 */
public final class Decoys {
    private static final Set<String> PAST_WORDS = Set.of("previous", "previously", "former", "formerly", "ex",
            "past", "old", "was", "were", "born", "visited", "visit", "worked", "used", "once", "had");

    private Decoys() {
    }

    /** Why the predicate names no current single-valued attribute, or empty when nothing says so. */
    public static Optional<String> pastOrEvent(String predicate) {
        for (String w : Phrases.words(predicate)) {
            if (PAST_WORDS.contains(w)) {
                return Optional.of("\"" + Phrases.readable(predicate) + "\" names a past event or a former value"
                        + " (\"" + w + "\"), not a current attribute");
            }
        }
        return Optional.empty();
    }

    /** Why the two predicates are opposite directions of one relation, or empty. */
    public static Optional<String> oppositeRoles(String a, String b) {
        List<String> wa = Phrases.words(a);
        List<String> wb = Phrases.words(b);
        for (String x : wa) {
            for (String y : wb) {
                if (agentOf(x, y) || agentOf(y, x)) {
                    String noun = agentOf(x, y) ? x : y;
                    String verb = noun.equals(x) ? y : x;
                    return Optional.of("\"" + noun + "\" names who " + verb + " the subject, \"" + verb
                            + "\" whom the subject " + verb + ": opposite directions of one relation");
                }
            }
        }
        return Optional.empty();
    }

    /** {@code manager}/{@code manages}, {@code owner}/{@code owns}, {@code teacher}/{@code teaches}. */
    static boolean agentOf(String noun, String verb) {
        if (!(noun.endsWith("er") || noun.endsWith("or")) || !verb.endsWith("s") || verb.length() < 4) {
            return false;
        }
        String verbBase = verb.substring(0, verb.length() - 1);
        String verbBaseEs = verb.endsWith("es") ? verb.substring(0, verb.length() - 2) : verbBase;
        String nounMinusR = noun.substring(0, noun.length() - 1);
        String nounMinusEr = noun.substring(0, noun.length() - 2);
        return nounMinusR.equals(verbBase) || nounMinusEr.equals(verbBase) || nounMinusEr.equals(verbBaseEs);
    }
}
