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
     * The pairs ({@link ImplicitSupersessions#key}) one subject's facts updated side by side: worked out on the
     * reading thread, since it needs nothing but the subject's facts, and usually empty.
     */
    static List<String> of(List<Read> subjectFacts) {
        if (!twoPhrasesLinked(subjectFacts)) {
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
        List<String> found = new ArrayList<>(1);
        List<String> keys = new ArrayList<>(updates.keySet());
        for (int i = 0; i < keys.size(); i++) {
            for (int j = i + 1; j < keys.size(); j++) {
                String x = keys.get(i);
                String y = keys.get(j);
                if (updatedWhileHeld(updates.get(x), y, subjectFacts) && updatedWhileHeld(updates.get(y), x, subjectFacts)) {
                    found.add(ImplicitSupersessions.key(x, y));
                }
            }
        }
        return found;
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

    /** Most subjects have at most one phrase with a link of its own, and need nothing more. */
    private static boolean twoPhrasesLinked(List<Read> subjectFacts) {
        String first = null;
        for (Read r : subjectFacts) {
            if (r.fact().supersededBy() != null && r.fact().validTo() != null) {
                if (first == null) {
                    first = r.phrase().key();
                } else if (!first.equals(r.phrase().key())) {
                    return true;
                }
            }
        }
        return false;
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
