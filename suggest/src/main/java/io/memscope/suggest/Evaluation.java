package io.memscope.suggest;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/** Precision and recall of suggestions against labels, per kind. */
public final class Evaluation {
    public static final List<String> KINDS = List.of("implicit_supersession", "predicate_alias", "subject_alias");

    private Evaluation() {
    }

    /** A supersession keeps its order (old, new); an alias is the same pair either way round. */
    static String pairKey(String kind, String a, String b) {
        if (!kind.equals("implicit_supersession") && a.compareTo(b) > 0) {
            return b + " | " + a;
        }
        return a + " | " + b;
    }

    static String pairKey(Suggestion s) {
        if (s instanceof Suggestion.ImplicitSupersession i) {
            return pairKey(s.kind(), i.oldFact().toString(), i.newFact().toString());
        }
        if (s instanceof Suggestion.PredicateAlias p) {
            return pairKey(s.kind(), p.first(), p.second());
        }
        Suggestion.SubjectAlias p = (Suggestion.SubjectAlias) s;
        return pairKey(s.kind(), p.first(), p.second());
    }

    public static List<Score> score(List<Suggestion> suggestions, Labels labels) {
        List<Score> scores = new ArrayList<>();
        for (String kind : KINDS) {
            Set<String> proposed = new TreeSet<>();
            for (Suggestion s : suggestions) {
                if (s.kind().equals(kind)) {
                    proposed.add(pairKey(s));
                }
            }
            Set<String> expected = labels.expected().get(kind);
            Set<String> right = new TreeSet<>(proposed);
            right.retainAll(expected);
            Set<String> wrong = new TreeSet<>(proposed);
            wrong.removeAll(expected);
            Set<String> missed = new TreeSet<>(expected);
            missed.removeAll(proposed);
            scores.add(new Score(kind, right.size(), proposed.size(), expected.size(), wrong, missed));
        }
        return scores;
    }

    /** One kind's figures, with the pairs proposed wrongly and those missed, to see why. */
    public record Score(String kind, int right, int proposed, int expected, Set<String> wrong, Set<String> missed) {
        /** 1 when nothing was proposed: no proposal was wrong. */
        public double precision() {
            return proposed == 0 ? 1 : (double) right / proposed;
        }

        public double recall() {
            return expected == 0 ? 1 : (double) right / expected;
        }

        public String line() {
            return String.format(Locale.ROOT, "%-22s precision %.2f (%d of %d)  recall %.2f (%d of %d)", kind,
                    precision(), right, proposed, recall(), right, expected);
        }
    }
}
