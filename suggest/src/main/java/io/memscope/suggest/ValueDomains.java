package io.memscope.suggest;

import io.memscope.model.Fact;
import it.unimi.dsi.fastutil.longs.LongIterator;
import it.unimi.dsi.fastutil.longs.LongOpenHashSet;

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
    private static final LongOpenHashSet NONE = new LongOpenHashSet();
    private static final int SMALL_SUBJECT = 24;
    private final PhraseCache words;
    private final Set<String> predicates = new HashSet<>();
    /** Per phrase, its values' 64-bit hashes: a store of millions of distinct values keeps no strings. */
    private final Map<String, LongOpenHashSet> values = new HashMap<>();
    /** Pairs of phrases ({@link ImplicitSupersessions#key}) some subject was given differing values of at once. */
    private final Set<String> coRecorded = new HashSet<>();
    private String lastPredicate;
    private LongOpenHashSet lastValues;

    ValueDomains(PhraseCache words) {
        this.words = words;
    }

    /** One fact's value, whose {@link #hash} of the normalised value the caller worked out. */
    void add(Fact fact, PhraseCache.Words phrase, long valueHash) {
        if (!fact.predicate().equals(lastPredicate)) {
            // facts come grouped by predicate within a subject: one lookup per run, not per fact
            lastPredicate = fact.predicate();
            predicates.add(lastPredicate);
            lastValues = values.computeIfAbsent(phrase.key(), p -> new LongOpenHashSet());
        }
        lastValues.add(valueHash);
    }

    /**
     * One subject's facts, for the values given at one instant: looked at per subject, since only facts of one
     * subject can have been recorded together.
     */
    void addSubject(List<Read> subjectFacts) {
        if (!sharesAnInstant(subjectFacts)) {
            return;
        }
        Map<Instant, Map<String, String>> atOnce = new HashMap<>();
        for (Read r : subjectFacts) {
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
    private static boolean sharesAnInstant(List<Read> subjectFacts) {
        int n = subjectFacts.size();
        if (n > SMALL_SUBJECT) {
            Instant[] starts = new Instant[n];
            int k = 0;
            for (Read r : subjectFacts) {
                if (r.fact().validFrom() != null) {
                    starts[k++] = r.fact().validFrom();
                }
            }
            Arrays.sort(starts, 0, k);
            for (int i = 1; i < k; i++) {
                if (starts[i].equals(starts[i - 1])) {
                    return true;
                }
            }
            return false;
        }
        // a few facts are compared pairwise, with nothing to allocate or sort
        for (int i = 0; i < n; i++) {
            Instant a = subjectFacts.get(i).fact().validFrom();
            if (a == null) {
                continue;
            }
            for (int j = i + 1; j < n; j++) {
                if (a.equals(subjectFacts.get(j).fact().validFrom())) {
                    return true;
                }
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
        LongOpenHashSet va = values.getOrDefault(words.key(a), NONE);
        LongOpenHashSet vb = values.getOrDefault(words.key(b), NONE);
        if (va.size() > vb.size()) {
            LongOpenHashSet swap = va;
            va = vb;
            vb = swap;
        }
        int shared = 0;
        LongIterator each = va.iterator();
        while (each.hasNext()) {
            if (vb.contains(each.nextLong())) {
                shared++;
            }
        }
        return new Overlap(shared, va.size());
    }

    /** FNV-1a over the text's chars, 64 bits: two distinct values of one store collide with no real chance. */
    static long hash(String value) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < value.length(); i++) {
            h ^= value.charAt(i);
            h *= 0x100000001b3L;
        }
        return h;
    }

    record Overlap(int shared, int smaller) {
        double share() {
            return smaller == 0 ? 0 : (double) shared / smaller;
        }
    }
}
