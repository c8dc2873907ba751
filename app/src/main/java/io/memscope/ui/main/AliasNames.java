package io.memscope.ui.main;

import io.memscope.model.AliasGroups;

import java.util.List;

/** How a subject list row names a subject that the operator accepted as another key's entity. */
final class AliasNames {
    static final String SAME = " \u2261 ";

    private AliasNames() {
    }

    /** "Rachel ≡ user:rachel": the row's own key first, then the others of its entity in name order. */
    static String of(AliasGroups aliases, String subject) {
        List<String> keys = aliases.subjectsWith(subject);
        if (keys.size() < 2) {
            return subject;
        }
        StringBuilder name = new StringBuilder(subject);
        keys.stream().filter(k -> !k.equals(subject)).forEach(k -> name.append(SAME).append(k));
        return name.toString();
    }
}
