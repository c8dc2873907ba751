package io.memscope.suggest;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds subject keys that name one entity: equal names once a namespace ({@code user:}) and a parenthesised
 * qualifier are set aside. Two different namespaces or two different qualifiers say two entities, so such a
 * pair is never proposed, however alike the names.
 */
final class SubjectAliases {
    static final double CASE_ONLY = 0.95;
    static final double NAMESPACE_DROPPED = 0.9;
    static final double QUALIFIER_DROPPED = 0.85;

    private SubjectAliases() {
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
        if (!a.name().equals(b.name()) || a.name().isEmpty()) {
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
        String why = "\"" + a.subject() + "\" and \"" + b.subject() + "\" are both \"" + a.name() + "\" once case"
                + (setAside.isEmpty() ? "" : " and " + String.join(" and ", setAside)) + " are set aside"
                + "; exact name equality, not spelling closeness";
        return Optional.of(new Suggestion.SubjectAlias(a.subject(), b.subject(), score, why));
    }
}
