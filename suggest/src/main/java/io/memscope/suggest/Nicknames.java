package io.memscope.suggest;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Short forms of first names ({@code nicknames.txt}): {@code bob} for {@code robert}, {@code kasia} for
 * {@code katarzyna}. Spelling closeness cannot tell {@code Dan} (Daniel) from {@code Dana}, a name of its own;
 * a list of what each short form stands for can.
 */
final class Nicknames {
    private static final String RESOURCE = "nicknames.txt";
    private static final Nicknames BUILT_IN = load();

    /** Each folded short form and the folded full names it stands for. */
    private final Map<String, Set<String>> fullNames;

    private Nicknames(Map<String, Set<String>> fullNames) {
        this.fullNames = fullNames;
    }

    static Nicknames builtIn() {
        return BUILT_IN;
    }

    /** The full first names {@code shortForm} (one folded word) stands for; empty when the list does not know it. */
    Set<String> fullNamesOf(String shortForm) {
        return fullNames.getOrDefault(shortForm, Set.of());
    }

    /** Whether {@code shortForm} is a listed short form of {@code fullName}, both one folded word. */
    boolean shortens(String shortForm, String fullName) {
        return fullNamesOf(shortForm).contains(fullName);
    }

    private static Nicknames load() {
        Map<String, Set<String>> names = new HashMap<>();
        ListResource.read(RESOURCE, (shortForm, fullNames) -> {
            Set<String> full = names.computeIfAbsent(SubjectKey.of(shortForm).name(), k -> new HashSet<>());
            for (String name : fullNames) {
                full.add(SubjectKey.of(name).name());
            }
        });
        names.replaceAll((k, v) -> Set.copyOf(v));
        return new Nicknames(Map.copyOf(names));
    }
}
