package io.memscope.suggest;

import io.memscope.model.FactId;

import java.util.List;

/** One proposal for an operator to check: never applied by memscope itself. */
public sealed interface Suggestion {
    /** 0..1: how strongly the evidence supports it, rounded to two decimals so the same store prints the same. */
    double score();

    /** The evidence in words an operator checks in seconds. */
    String why();

    /** The JSON name of the kind, a contract like the finding kinds. */
    String kind();

    /** Two predicates that name the same single-valued attribute. */
    record PredicateAlias(String first, String second, double score, String why) implements Suggestion {
        public List<String> predicates() {
            return List.of(first, second);
        }

        @Override
        public String kind() {
            return "predicate_alias";
        }
    }

    /** Two subject keys that name the same entity. */
    record SubjectAlias(String first, String second, double score, String why) implements Suggestion {
        public List<String> subjects() {
            return List.of(first, second);
        }

        @Override
        public String kind() {
            return "subject_alias";
        }
    }

    /** A current fact that a newer fact of the same entity and attribute replaces. */
    record ImplicitSupersession(FactId oldFact, FactId newFact, double score, String why) implements Suggestion {
        @Override
        public String kind() {
            return "implicit_supersession";
        }
    }

    static double round(double score) {
        return Math.round(Math.max(0, Math.min(1, score)) * 100) / 100.0;
    }
}
