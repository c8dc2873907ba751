package io.memscope.suggest;

import io.memscope.model.Fact;

import java.time.Instant;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The values each predicate takes across all subjects. Two predicates for one attribute draw from one
 * domain (cities, employers), so the share of values they have in common is evidence the model cannot give.
 * Predicates with the same words ({@code lives_in}, {@code lives in}) share one domain: they are one phrase.
 */
final class ValueDomains {
    private final PhraseCache words;
    private final Set<String> predicates = new HashSet<>();
    private final Map<String, Set<String>> values = new HashMap<>();
    /** Pairs of phrases ({@link ImplicitSupersessions#key}) some subject was given differing values of at once. */
    private final Set<String> coRecorded = new HashSet<>();

    ValueDomains(PhraseCache words) {
        this.words = words;
    }

    void add(Fact fact, PhraseCache.Words phrase) {
        predicates.add(fact.predicate());
        values.computeIfAbsent(phrase.key(), p -> new HashSet<>()).add(fact.normalizedValue());
    }

    /**
     * One subject's facts, for the values given at one instant: looked at per subject, since only facts of one
     * subject can have been recorded together.
     */
    void addSubject(List<Suggester.Read> subjectFacts) {
        if (!sharesAnInstant(subjectFacts)) {
            return;
        }
        Map<Instant, Map<String, String>> atOnce = new HashMap<>();
        for (Suggester.Read r : subjectFacts) {
            if (r.fact().validFrom() != null) {
                atOnce.computeIfAbsent(r.fact().validFrom(), t -> new LinkedHashMap<>())
                        .putIfAbsent(r.phrase().key(), r.fact().normalizedValue());
            }
        }
        for (Map<String, String> moment : atOnce.values()) {
            if (moment.size() < 2) {
                continue;
            }
            for (Map.Entry<String, String> x : moment.entrySet()) {
                for (Map.Entry<String, String> y : moment.entrySet()) {
                    if (x.getKey().compareTo(y.getKey()) < 0 && !x.getValue().equals(y.getValue())) {
                        coRecorded.add(ImplicitSupersessions.key(x.getKey(), y.getKey()));
                    }
                }
            }
        }
    }

    /** Whether two of the facts start at the same instant; most subjects have none, and need no map. */
    private static boolean sharesAnInstant(List<Suggester.Read> subjectFacts) {
        Instant[] starts = new Instant[subjectFacts.size()];
        int n = 0;
        for (Suggester.Read r : subjectFacts) {
            if (r.fact().validFrom() != null) {
                starts[n++] = r.fact().validFrom();
            }
        }
        Arrays.sort(starts, 0, n);
        for (int i = 1; i < n; i++) {
            if (starts[i].equals(starts[i - 1])) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a subject was given values under both predicates at the same instant, the values differing: the
     * agent recorded two attributes at once (lives in Porto, works in Braga), since a replacement comes after
     * what it replaces.
     */
    boolean coRecorded(String a, String b) {
        return coRecorded.contains(ImplicitSupersessions.key(words.key(a), words.key(b)));
    }

    /** The predicates in name order. */
    Set<String> predicates() {
        return new TreeSet<>(predicates);
    }

    /** How many distinct values the two predicates share, and the smaller number of values either has. */
    Overlap overlap(String a, String b) {
        Set<String> va = values.getOrDefault(words.key(a), Set.of());
        Set<String> vb = values.getOrDefault(words.key(b), Set.of());
        if (va.size() > vb.size()) {
            Set<String> swap = va;
            va = vb;
            vb = swap;
        }
        int shared = 0;
        for (String v : va) {
            if (vb.contains(v)) {
                shared++;
            }
        }
        return new Overlap(shared, va.size());
    }

    record Overlap(int shared, int smaller) {
        double share() {
            return smaller == 0 ? 0 : (double) shared / smaller;
        }
    }
}
