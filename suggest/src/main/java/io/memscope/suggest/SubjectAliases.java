package io.memscope.suggest;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds subject keys that name one entity: equal names once a namespace ({@code user:}) and a parenthesised
 * qualifier are set aside, or a first name alone beside the one full name that begins with it. Two different namespaces or two different qualifiers say two entities, so such a
 * pair is never proposed, however alike the names.
 */
final class SubjectAliases {
    static final double CASE_ONLY = 0.95;
    static final double NAMESPACE_DROPPED = 0.9;
    static final double QUALIFIER_DROPPED = 0.85;
    /** {@code user:ingrid} and {@code Ingrid Berg}, grouped only where no other Ingrid has another surname. */
    static final double FIRST_NAME_ONLY = 0.7;

    private SubjectAliases() {
    }

    /** Whether {@code first}'s name is one word, the first of {@code full}'s longer name. */
    static boolean firstNameOf(SubjectKey first, SubjectKey full) {
        String[] fw = first.nameWords();
        String[] lw = full.nameWords();
        return fw.length == 1 && lw.length > 1 && lw[0].equals(fw[0]);
    }

    static List<Suggestion.SubjectAlias> all(Map<String, List<SubjectKey>> groups) {
        List<Suggestion.SubjectAlias> found = new ArrayList<>();
        for (List<SubjectKey> group : groups.values()) {
            for (int i = 0; i < group.size(); i++) {
                for (int j = i + 1; j < group.size(); j++) {
                    pair(group.get(i), group.get(j)).ifPresent(found::add);
                }
            }
        }
        return found;
    }

    static Optional<Suggestion.SubjectAlias> pair(SubjectKey a, SubjectKey b) {
        if (a.name().isEmpty() || b.name().isEmpty()) {
            return Optional.empty();
        }
        boolean sameName = a.compactName().equals(b.compactName());
        if (!sameName && !firstNameOf(a, b) && !firstNameOf(b, a)) {
            return Optional.empty();
        }
        if (!a.namespace().isEmpty() && !b.namespace().isEmpty() && !a.namespace().equals(b.namespace())) {
            return Optional.empty();
        }
        if (!a.qualifier().isEmpty() && !b.qualifier().isEmpty() && !a.qualifier().equals(b.qualifier())) {
            return Optional.empty();
        }
        double score = CASE_ONLY;
        List<String> setAside = new ArrayList<>();
        if (!a.namespace().equals(b.namespace())) {
            score = NAMESPACE_DROPPED;
            setAside.add("the namespace \"" + (a.namespace().isEmpty() ? b.namespace() : a.namespace()) + ":\"");
        }
        if (!a.qualifier().equals(b.qualifier())) {
            score = Math.min(score, QUALIFIER_DROPPED);
            setAside.add("the qualifier \"(" + (a.qualifier().isEmpty() ? b.qualifier() : a.qualifier()) + ")\"");
        }
        String setAsideToo = setAside.isEmpty() ? "" : " once " + String.join(" and ", setAside) + " are set aside";
        if (!sameName) {
            SubjectKey first = firstNameOf(a, b) ? a : b;
            SubjectKey full = first == a ? b : a;
            return Optional.of(new Suggestion.SubjectAlias(a.subject(), b.subject(), Math.min(score, FIRST_NAME_ONLY),
                    "\"" + first.subject() + "\" is the first name of \"" + full.subject() + "\"" + setAsideToo
                            + ", and no other subject has that first name with another surname; exact word equality,"
                            + " not spelling closeness"));
        }
        String why = "\"" + a.subject() + "\" and \"" + b.subject() + "\" are both \"" + a.name() + "\" once case"
                + (setAside.isEmpty() ? "" : " and " + String.join(" and ", setAside)) + " are set aside"
                + "; exact name equality, not spelling closeness";
        return Optional.of(new Suggestion.SubjectAlias(a.subject(), b.subject(), score, why));
    }
}
