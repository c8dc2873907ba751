package io.memscope.suggest;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Joins the group of subjects under a shortened name to the one group of the full name it shortens: a surname
 * cut to its initial ({@code sven.l}, {@code Sven Lindqvist}), a first name alone ({@code user:ingrid},
 * {@code Ingrid Berg}), and a listed short form ({@code Bob}, {@code Robert Haines}; {@link Nicknames}). Where
 * two groups could be meant ({@code kim} beside {@code Kim Lee} and {@code Kim Park}) the short one stays apart.
 */
final class ShortNames {
    private ShortNames() {
    }

    /** Joins, in place, the groups of {@code groups} (by {@link SubjectKey#compactName}) as above. */
    static void join(Map<String, List<SubjectKey>> groups) {
        joinSurnameInitials(groups);
        joinFirstInitials(groups);
        joinNamePrefixes(groups);
        joinFirstNames(groups, false);
        joinFirstNames(groups, true); // short forms against the groups first names have joined
    }

    private static void joinSurnameInitials(Map<String, List<SubjectKey>> groups) {
        Map<String, Set<String>> byFirst = new HashMap<>();
        for (Map.Entry<String, List<SubjectKey>> g : groups.entrySet()) {
            String[] words = g.getValue().get(0).nameWords();
            if (words.length > 1 && words[words.length - 1].length() > 1) {
                byFirst.computeIfAbsent(words[0], w -> new HashSet<>(2)).add(g.getKey());
            }
        }
        for (String key : new TreeSet<>(groups.keySet())) {
            String[] words = groups.get(key).get(0).nameWords();
            if (words.length != 2 || words[1].length() != 1) {
                continue;
            }
            Set<String> candidates = new HashSet<>();
            for (String full : byFirst.getOrDefault(words[0], Set.of())) {
                String[] fw = groups.get(full).get(0).nameWords();
                if (fw[fw.length - 1].startsWith(words[1])) {
                    candidates.add(full);
                }
            }
            if (candidates.size() == 1) {
                groups.get(candidates.iterator().next()).addAll(groups.remove(key));
            }
        }
    }

    /**
     * A first name cut to its initial before the surname, with or without a space ({@code user:rfischer},
     * {@code r.fischer}), joins the one full name with that initial and surname ({@code Robert Fischer}).
     */
    private static void joinFirstInitials(Map<String, List<SubjectKey>> groups) {
        Map<String, Set<String>> byInitials = new HashMap<>();
        for (Map.Entry<String, List<SubjectKey>> g : groups.entrySet()) {
            String[] words = g.getValue().get(0).nameWords();
            String surname = words.length > 1 ? words[words.length - 1] : "";
            if (words.length > 1 && words[0].length() > 1 && surname.length() >= SubjectAliases.MIN_SURNAME) {
                byInitials.computeIfAbsent(words[0].charAt(0) + surname, w -> new HashSet<>(2)).add(g.getKey());
            }
        }
        for (String key : new TreeSet<>(groups.keySet())) {
            List<SubjectKey> group = groups.get(key);
            if (group == null) {
                continue;
            }
            String cut = SubjectAliases.initialAndSurname(group.get(0));
            Set<String> candidates = cut == null ? Set.of() : byInitials.getOrDefault(cut, Set.of());
            if (candidates.size() == 1 && !candidates.contains(key) && groups.containsKey(candidates.iterator().next())) {
                groups.get(candidates.iterator().next()).addAll(groups.remove(key));
            }
        }
    }

    /**
     * A name that is all but the last word of the one longer name ({@code mei-lin}, {@code Mei Lin Chen}) joins it,
     * unless that word says another generation ({@code John Smith}, {@code John Smith Jr.}).
     */
    private static void joinNamePrefixes(Map<String, List<SubjectKey>> groups) {
        Map<String, Set<String>> byPrefix = new HashMap<>();
        for (Map.Entry<String, List<SubjectKey>> g : groups.entrySet()) {
            String[] words = g.getValue().get(0).nameWords();
            if (words.length > 2 && !SubjectAliases.GENERATIONS.contains(words[words.length - 1])) {
                byPrefix.computeIfAbsent(String.join(" ", java.util.Arrays.copyOf(words, words.length - 1)),
                        w -> new HashSet<>(2)).add(g.getKey());
            }
        }
        for (String key : new TreeSet<>(groups.keySet())) {
            List<SubjectKey> group = groups.get(key);
            if (group == null || group.get(0).nameWords().length < 2) {
                continue;
            }
            Set<String> candidates = byPrefix.getOrDefault(group.get(0).name(), Set.of());
            if (candidates.size() == 1 && !candidates.contains(key) && groups.containsKey(candidates.iterator().next())) {
                groups.get(candidates.iterator().next()).addAll(groups.remove(key));
            }
        }
    }

    private static void joinFirstNames(Map<String, List<SubjectKey>> groups, boolean shortForms) {
        Map<String, Set<String>> byFirst = new HashMap<>();
        Map<String, String> singles = new HashMap<>();
        for (Map.Entry<String, List<SubjectKey>> g : groups.entrySet()) {
            String[] words = g.getValue().get(0).nameWords();
            if (words.length > 1) {
                byFirst.computeIfAbsent(words[0], w -> new HashSet<>(2)).add(g.getKey());
            }
            if (words.length > 2) {
                // a first name of two words, hyphenated or not ("Ji-woo Park" for "jiwoo")
                byFirst.computeIfAbsent(words[0] + words[1], w -> new HashSet<>(2)).add(g.getKey());
            }
            if (words.length == 1) {
                singles.put(words[0], g.getKey());
            }
        }
        for (String key : new TreeSet<>(singles.values())) {
            List<SubjectKey> group = groups.get(key);
            if (group == null) {
                continue;
            }
            String name = group.get(0).name();
            Set<String> candidates = new HashSet<>();
            if (!shortForms) {
                candidates.addAll(byFirst.getOrDefault(name, Set.of()));
            } else {
                for (String full : Nicknames.builtIn().fullNamesOf(name)) {
                    candidates.addAll(byFirst.getOrDefault(full, Set.of()));
                    String single = singles.get(full);
                    if (single != null && !single.equals(key)) {
                        candidates.add(single);
                    }
                }
            }
            candidates.retainAll(groups.keySet());
            if (candidates.size() == 1) {
                groups.get(candidates.iterator().next()).addAll(groups.remove(key));
            }
        }
    }
}
