package io.memscope.suggest;

import io.memscope.model.Fact;
import io.memscope.model.FactId;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Pairs of phrases that one subject kept up to date side by side: each was replaced by a newer value of its
 * own while the other held a value. A memory system that updates {@code job title} and {@code manager} each
 * in its own chain treats them as two attributes, however alike their words and values, whereas an update it
 * failed to link leaves the older fact current under the other name.
 */
final class SideBySide {
    /** Pairs of phrases ({@link ImplicitSupersessions#key}) some subject updated side by side. */
    private final Set<String> pairs = new HashSet<>();

    /**
     * The pairs ({@link ImplicitSupersessions#key}) one subject's facts updated side by side that {@code found}
     * (one reading thread's) does not hold yet, added to it: worked out on the reading thread, since it needs
     * nothing but the subject's facts, and usually empty. A store repeats a few pairs over many subjects, and a
     * subject whose linked phrases pair up only as earlier subjects did is not looked at again.
     */
    static List<String> of(List<Read> subjectFacts, Found found) {
        List<String> linked = linkedPhrases(subjectFacts);
        if (linked.size() < 2 || found.holdsEveryPair(linked)) {
            return List.of();
        }
        Map<FactId, Read> byId = new HashMap<>();
        for (Read r : subjectFacts) {
            byId.put(r.fact().id(), r);
        }
        // per phrase, the instants at which one of its values gave way to a newer value of the same phrase
        Map<String, List<Instant>> updates = new HashMap<>();
        for (Read r : subjectFacts) {
            Fact f = r.fact();
            Read next = f.supersededBy() == null || f.validTo() == null ? null : byId.get(f.supersededBy());
            if (next != null && next.phrase().key().equals(r.phrase().key())) {
                updates.computeIfAbsent(r.phrase().key(), k -> new ArrayList<>(2)).add(f.validTo());
            }
        }
        if (updates.size() < 2) {
            return List.of();
        }
        List<String> pairs = new ArrayList<>(1);
        List<String> keys = new ArrayList<>(updates.keySet());
        for (int i = 0; i < keys.size(); i++) {
            for (int j = i + 1; j < keys.size(); j++) {
                String x = keys.get(i);
                String y = keys.get(j);
                if (!found.holds(x, y) && updatedWhileHeld(updates.get(x), y, subjectFacts)
                        && updatedWhileHeld(updates.get(y), x, subjectFacts)) {
                    found.add(x, y);
                    pairs.add(ImplicitSupersessions.key(x, y));
                }
            }
        }
        return pairs;
    }

    /** The pairs one reading thread has found so far, by phrase key. */
    static final class Found {
        private final Map<String, Set<String>> with = new HashMap<>();

        boolean holds(String x, String y) {
            Set<String> of = with.get(x);
            return of != null && of.contains(y);
        }

        void add(String x, String y) {
            with.computeIfAbsent(x, k -> new HashSet<>()).add(y);
            with.computeIfAbsent(y, k -> new HashSet<>()).add(x);
        }

        boolean holdsEveryPair(List<String> phrases) {
            for (int i = 0; i < phrases.size(); i++) {
                Set<String> of = with.get(phrases.get(i));
                if (of == null) {
                    return false;
                }
                for (int j = i + 1; j < phrases.size(); j++) {
                    if (!of.contains(phrases.get(j))) {
                        return false;
                    }
                }
            }
            return true;
        }
    }

    /** What {@link #of} found for one subject. */
    void add(List<String> subjectPairs) {
        pairs.addAll(subjectPairs);
    }

    /** Adds what another part of the store found. */
    void merge(SideBySide other) {
        pairs.addAll(other.pairs);
    }

    /** Whether the phrases with the given {@link Phrases#key keys} were updated side by side by some subject. */
    boolean contains(String keyA, String keyB) {
        return pairs.contains(ImplicitSupersessions.key(keyA, keyB));
    }

    /**
     * The distinct phrases of the subject's facts that name a successor: most subjects have at most one, and
     * need nothing more. Only these can have been updated.
     */
    private static List<String> linkedPhrases(List<Read> subjectFacts) {
        List<String> linked = List.of();
        for (Read r : subjectFacts) {
            if (r.fact().supersededBy() != null && r.fact().validTo() != null) {
                String key = r.phrase().key();
                if (linked.isEmpty()) {
                    linked = new ArrayList<>(4);
                    linked.add(key);
                } else if (!linked.get(linked.size() - 1).equals(key) && !linked.contains(key)) {
                    linked.add(key);
                }
            }
        }
        return linked;
    }

    /** Whether one of the updates came while a value of phrase {@code held}, begun before it, was still valid. */
    private static boolean updatedWhileHeld(List<Instant> updates, String held, List<Read> subjectFacts) {
        for (Read r : subjectFacts) {
            Fact f = r.fact();
            if (!r.phrase().key().equals(held) || f.validFrom() == null) {
                continue;
            }
            for (Instant t : updates) {
                if (f.validFrom().isBefore(t) && (f.validTo() == null || f.validTo().isAfter(t))) {
                    return true;
                }
            }
        }
        return false;
    }
}
