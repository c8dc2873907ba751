package io.memscope.model;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The names an operator accepted as one, closed over chains ({@code a = b} and {@code b = c} make one group):
 * predicates that name one attribute, subject keys that name one entity. Each aliased name maps to its whole
 * group in name order; a name nobody aliased is not kept, so a store without aliases costs nothing here.
 */
public record AliasGroups(Map<String, List<String>> predicates, Map<String, List<String>> subjects) {
    public static final AliasGroups NONE = new AliasGroups(Map.of(), Map.of());

    public AliasGroups {
        predicates = Map.copyOf(predicates);
        subjects = Map.copyOf(subjects);
    }

    /** @param predicatePairs and {@code subjectPairs}: two names each, in any order */
    public static AliasGroups of(Collection<List<String>> predicatePairs, Collection<List<String>> subjectPairs) {
        return new AliasGroups(groups(predicatePairs), groups(subjectPairs));
    }

    /** The predicates that name the attribute {@code predicate} names, itself included, in name order. */
    public List<String> predicatesWith(String predicate) {
        return predicate == null || !predicates.containsKey(predicate) ? single(predicate) : predicates.get(predicate);
    }

    /** The subject keys of the entity {@code subject} names, itself included, in name order. */
    public List<String> subjectsWith(String subject) {
        return subject == null || !subjects.containsKey(subject) ? single(subject) : subjects.get(subject);
    }

    /** Whether the two predicates are two names of one attribute, directly or through a chain. */
    public boolean joinsPredicates(String a, String b) {
        return !a.equals(b) && predicatesWith(a).contains(b);
    }

    /** Whether the two subject keys are two names of one entity, directly or through a chain. */
    public boolean joinsSubjects(String a, String b) {
        return !a.equals(b) && subjectsWith(a).contains(b);
    }

    /** One name for the attribute: the first of its group. */
    public String attribute(String predicate) {
        return predicatesWith(predicate).get(0);
    }

    /** One name for the entity: the first of its group. */
    public String entity(String subject) {
        return subjectsWith(subject).get(0);
    }

    public boolean isEmpty() {
        return predicates.isEmpty() && subjects.isEmpty();
    }

    private static List<String> single(String name) {
        return java.util.Collections.singletonList(name);
    }

    private static Map<String, List<String>> groups(Collection<List<String>> pairs) {
        Map<String, String> parent = new HashMap<>();
        for (List<String> pair : pairs) {
            String a = root(parent, pair.get(0));
            String b = root(parent, pair.get(1));
            if (!a.equals(b)) {
                parent.put(a, b);
            }
        }
        Map<String, TreeSet<String>> byRoot = new HashMap<>();
        for (String name : parent.keySet()) {
            byRoot.computeIfAbsent(root(parent, name), r -> new TreeSet<>()).add(name);
        }
        Map<String, List<String>> groups = new HashMap<>();
        for (TreeSet<String> names : byRoot.values()) {
            List<String> group = List.copyOf(names);
            names.forEach(n -> groups.put(n, group));
        }
        return groups;
    }

    private static String root(Map<String, String> parent, String name) {
        String at = name;
        parent.putIfAbsent(at, at);
        while (!parent.get(at).equals(at)) {
            at = parent.get(at);
        }
        return at;
    }
}
