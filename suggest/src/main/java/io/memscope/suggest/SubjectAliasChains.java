package io.memscope.suggest;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Subject aliases one group's rules did not find pair by pair, but a chain of them does: keys joined through
 * other keys are one entity, at the chain's weakest link.
 */
final class SubjectAliasChains {
    private SubjectAliasChains() {
    }

    /** Groups this big are left as their pairs found them: a path through each would cost more than it tells. */
    private static final int MOST_KEYS_CHAINED = 20;

    /**
     * The aliases, and for two keys no rule joins directly but a chain of them does, the chain at its weakest
     * link: {@code Wanjiru Otieno} is {@code MBR-00812 (Wanjiru Otieno)}, which is {@code MBR-00812 (Wanjiru
     * Kamau)} renamed, so the first is the last too.
     */
    static List<Suggestion.SubjectAlias> withChains(List<Suggestion.SubjectAlias> aliases) {
        Map<String, List<Suggestion.SubjectAlias>> of = new java.util.TreeMap<>();
        for (Suggestion.SubjectAlias a : aliases) {
            of.computeIfAbsent(a.first(), k -> new ArrayList<>()).add(a);
            of.computeIfAbsent(a.second(), k -> new ArrayList<>()).add(a);
        }
        if (of.size() < 3 || of.size() > MOST_KEYS_CHAINED) {
            return aliases;
        }
        java.util.Set<String> joined = new java.util.HashSet<>();
        for (Suggestion.SubjectAlias a : aliases) {
            joined.add(a.first() + "\u0000" + a.second());
        }
        List<Suggestion.SubjectAlias> all = new ArrayList<>(aliases);
        List<String> keys = new ArrayList<>(of.keySet());
        for (int i = 0; i < keys.size(); i++) {
            for (int j = i + 1; j < keys.size(); j++) {
                String a = keys.get(i);
                String b = keys.get(j);
                if (!joined.contains(a + "\u0000" + b) && !joined.contains(b + "\u0000" + a)) {
                    chain(a, b, of).ifPresent(all::add);
                }
            }
        }
        return all;
    }

    /** The shortest chain of aliases from {@code a} to {@code b}, as one alias at its weakest link, if any. */
    private static Optional<Suggestion.SubjectAlias> chain(String a, String b,
                                                           Map<String, List<Suggestion.SubjectAlias>> of) {
        Map<String, Suggestion.SubjectAlias> reachedBy = new java.util.HashMap<>();
        java.util.ArrayDeque<String> next = new java.util.ArrayDeque<>(List.of(a));
        reachedBy.put(a, null);
        while (!next.isEmpty() && !reachedBy.containsKey(b)) {
            String at = next.poll();
            for (Suggestion.SubjectAlias link : of.get(at)) {
                String other = link.first().equals(at) ? link.second() : link.first();
                if (!reachedBy.containsKey(other)) {
                    reachedBy.put(other, link);
                    next.add(other);
                }
            }
        }
        if (!reachedBy.containsKey(b)) {
            return Optional.empty();
        }
        List<Suggestion.SubjectAlias> path = new ArrayList<>();
        for (String at = b; !at.equals(a); ) {
            Suggestion.SubjectAlias link = reachedBy.get(at);
            path.add(0, link);
            at = link.first().equals(at) ? link.second() : link.first();
        }
        double score = 1;
        List<String> whys = new ArrayList<>(path.size());
        for (Suggestion.SubjectAlias link : path) {
            score = Math.min(score, link.score());
            whys.add(link.why());
        }
        return Optional.of(new Suggestion.SubjectAlias(a, b, score, "\"" + a + "\" and \"" + b + "\" are one through "
                + (path.size() - 1) + " other key" + (path.size() > 2 ? "s" : "") + ": " + String.join("; and ", whys)));
    }
}
