package io.memscope.analysis;

import io.memscope.model.Fact;

import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** What memory held at an instant, and what a naive reader would have said instead. */
public final class AsOf {
    private AsOf() {
    }

    /** The facts valid at {@code t} by the brief's rule, in the order given. */
    public static List<Fact> validAt(List<Fact> facts, Instant t) {
        return facts.stream().filter(f -> f.isValidAt(t)).toList();
    }

    /**
     * The naive answer: the last fact mentioned (latest {@code valid_from}, then latest
     * {@code recorded_at}) at or before {@code t}, ignoring closure and supersession entirely.
     */
    public static Optional<Fact> lastMention(List<Fact> facts, Instant t) {
        Comparator<Fact> byMention = Comparator
                .comparing((Fact f) -> f.validFrom() == null ? Instant.MIN : f.validFrom())
                .thenComparing(f -> f.recordedAt() == null ? Instant.MIN : f.recordedAt())
                .thenComparing(Fact::id);
        return facts.stream()
                .filter(f -> f.validFrom() == null || !f.validFrom().isAfter(t))
                .max(byMention);
    }

    /** Last mentions per predicate, for a subject's whole fact list. */
    public static Map<String, Fact> lastMentionByPredicate(List<Fact> facts, Instant t) {
        Map<String, List<Fact>> byPredicate = facts.stream()
                .collect(Collectors.groupingBy(Fact::predicate, TreeMap::new, Collectors.toList()));
        Map<String, Fact> answers = new TreeMap<>();
        byPredicate.forEach((p, fs) -> lastMention(fs, t).ifPresent(f -> answers.put(p, f)));
        return answers;
    }
}
