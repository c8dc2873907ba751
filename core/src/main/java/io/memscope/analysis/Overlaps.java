package io.memscope.analysis;

import io.memscope.model.Fact;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Pairs of facts of one single-valued subject+predicate whose validity intervals intersect.
 * Intervals are half-open {@code [valid_from, valid_to)}; a missing {@code valid_from} starts at the
 * beginning of time and a null {@code valid_to} runs forever. Two open (current) facts are a
 * contradiction or duplicate, not an overlap, so at least one of the pair must be closed. Facts whose
 * interval is empty or ends before it starts are left out (they are reported as such).
 */
public final class Overlaps {
    private Overlaps() {
    }

    public static List<Finding> find(String subject, String predicate, List<Fact> facts) {
        List<Fact> usable = new ArrayList<>(facts.size());
        for (Fact f : facts) {
            if (hasExtent(f)) {
                usable.add(f);
            }
        }
        usable.sort(Comparator.comparing(Overlaps::start));
        List<Finding> found = new ArrayList<>(0);
        // Sweep by start: a later fact can only intersect the earlier ones still running at its start.
        for (int i = 0; i < usable.size(); i++) {
            Fact a = usable.get(i);
            for (int j = i + 1; j < usable.size(); j++) {
                Fact b = usable.get(j);
                if (!startsBeforeEndOf(b, a)) {
                    break; // b starts at or after a ends, and so do all later ones
                }
                if (a.validTo() != null || b.validTo() != null) {
                    found.add(new Finding(FindingKind.OVERLAP, subject, predicate, List.of(a.id(), b.id())));
                }
            }
        }
        return found;
    }

    /** Whether the fact covers any instant at all. */
    static boolean hasExtent(Fact f) {
        if (f.validTo() == null || f.validFrom() == null) {
            return true;
        }
        return f.validTo().isAfter(f.validFrom());
    }

    private static Instant start(Fact f) {
        return f.validFrom() == null ? Instant.MIN : f.validFrom();
    }

    private static boolean startsBeforeEndOf(Fact later, Fact earlier) {
        return earlier.validTo() == null || start(later).isBefore(earlier.validTo());
    }
}
