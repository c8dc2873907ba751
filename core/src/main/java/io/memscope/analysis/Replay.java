package io.memscope.analysis;

import io.memscope.model.Fact;
import io.memscope.model.FactId;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Memory as it was learned, step by step: a fact appears when it was recorded ({@code recorded_at},
 * else {@code valid_from}); its bar closes and its link to the successor appears only once the
 * closing was learned (when the successor was recorded, or at {@code valid_to} for an invalidation).
 * Until then it is shown current, which is what an agent reading the memory at that moment saw.
 */
public final class Replay {
    private final List<Fact> facts;
    private final Map<FactId, Fact> byId = new HashMap<>();
    private final List<Instant> moments;

    private Replay(List<Fact> facts) {
        this.facts = List.copyOf(facts);
        TreeSet<Instant> steps = new TreeSet<>();
        for (Fact f : facts) {
            byId.put(f.id(), f);
        }
        for (Fact f : facts) {
            steps.add(learnedAt(f));
            closureLearnedAt(f).ifPresent(steps::add);
        }
        steps.remove(Instant.MIN);
        this.moments = List.copyOf(steps);
    }

    public static Replay of(List<Fact> facts) {
        return new Replay(facts);
    }

    /** The instants at which memory changed, oldest first: the steps of the player. */
    public List<Instant> moments() {
        return moments;
    }

    /** The facts known at {@code t}, each as it was known then (still open if its end was not yet learned). */
    public List<Fact> knownAt(Instant t) {
        List<Fact> known = new ArrayList<>();
        for (Fact f : facts) {
            if (learnedAt(f).isAfter(t)) {
                continue;
            }
            boolean closedYet = closureLearnedAt(f).map(c -> !c.isAfter(t)).orElse(true);
            known.add(closedYet ? f : f.withValidity(null, null));
        }
        return known;
    }

    static Instant learnedAt(Fact f) {
        if (f.recordedAt() != null) {
            return f.recordedAt();
        }
        return f.validFrom() == null ? Instant.MIN : f.validFrom();
    }

    /** When memory learned that the fact ended; empty for a current fact. */
    private java.util.Optional<Instant> closureLearnedAt(Fact f) {
        if (f.validTo() == null) {
            return java.util.Optional.empty();
        }
        Fact successor = f.supersededBy() == null ? null : byId.get(f.supersededBy());
        Instant learned = successor != null ? learnedAt(successor) : f.validTo();
        Instant own = learnedAt(f);
        return java.util.Optional.of(learned.isBefore(own) ? own : learned);
    }
}
