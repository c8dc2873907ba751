package io.memscope.analysis;

import io.memscope.model.Fact;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Per predicate of a subject: what memory held at an instant (the as-of rule) beside what a naive
 * reader that takes the last mention would say. The rows where they differ are the point of a demo.
 */
public final class AsOfComparison {
    private AsOfComparison() {
    }

    /** One predicate's answers; {@code diverges} when the naive answer is not among the held values. */
    public record Row(String predicate, List<Fact> held, Optional<Fact> lastMention, boolean diverges) {
    }

    public static List<Row> of(List<Fact> subjectFacts, Instant t) {
        Map<String, List<Fact>> byPredicate = new TreeMap<>();
        for (Fact f : subjectFacts) {
            byPredicate.computeIfAbsent(f.predicate(), p -> new ArrayList<>()).add(f);
        }
        List<Row> rows = new ArrayList<>(byPredicate.size());
        byPredicate.forEach((predicate, facts) -> {
            List<Fact> held = AsOf.validAt(facts, t);
            Optional<Fact> naive = AsOf.lastMention(facts, t);
            if (held.isEmpty() && naive.isEmpty()) {
                return; // nothing had been said about it yet
            }
            boolean diverges = naive.isPresent() && held.stream()
                    .noneMatch(f -> f.normalizedValue().equals(naive.get().normalizedValue()));
            rows.add(new Row(predicate, held, naive, diverges));
        });
        return rows;
    }
}
