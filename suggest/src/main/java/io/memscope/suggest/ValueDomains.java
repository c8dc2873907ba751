package io.memscope.suggest;

import io.memscope.model.Fact;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The values each predicate takes across all subjects. Two predicates for one attribute draw from one
 * domain (cities, employers), so the share of values they have in common is evidence the model cannot give.
 * Predicates with the same words ({@code lives_in}, {@code lives in}) share one domain: they are one phrase.
 */
final class ValueDomains {
    private final Set<String> predicates = new TreeSet<>();
    private final Map<String, Set<String>> values = new TreeMap<>();
    /** Per subject and valid_from instant, the values each phrase was given at that instant. */
    private final Map<String, Map<String, String>> atOnce = new TreeMap<>();
    private Map<String, String> coRecorded;

    void add(Fact fact) {
        predicates.add(fact.predicate());
        values.computeIfAbsent(Phrases.key(fact.predicate()), p -> new TreeSet<>()).add(fact.normalizedValue());
        if (fact.validFrom() != null) {
            atOnce.computeIfAbsent(fact.subject() + "\u0000" + fact.validFrom(), k -> new TreeMap<>())
                    .putIfAbsent(Phrases.key(fact.predicate()), fact.normalizedValue());
        }
    }

    /**
     * A subject given values under both predicates at the same instant, the values differing: the agent
     * recorded two attributes at once (lives in Porto, works in Braga), since a replacement comes after
     * what it replaces. Empty when no subject shows that.
     */
    Optional<String> coRecorded(String a, String b) {
        if (coRecorded == null) {
            coRecorded = new TreeMap<>();
            for (Map.Entry<String, Map<String, String>> moment : atOnce.entrySet()) {
                String subject = moment.getKey().substring(0, moment.getKey().indexOf('\u0000'));
                for (Map.Entry<String, String> x : moment.getValue().entrySet()) {
                    for (Map.Entry<String, String> y : moment.getValue().entrySet()) {
                        if (x.getKey().compareTo(y.getKey()) < 0 && !x.getValue().equals(y.getValue())) {
                            coRecorded.putIfAbsent(ImplicitSupersessions.key(x.getKey(), y.getKey()), subject);
                        }
                    }
                }
            }
        }
        return Optional.ofNullable(coRecorded.get(ImplicitSupersessions.key(Phrases.key(a), Phrases.key(b))));
    }

    Set<String> predicates() {
        return predicates;
    }

    /** How many distinct values the two predicates share, and the smaller number of values either has. */
    Overlap overlap(String a, String b) {
        Set<String> va = values.getOrDefault(Phrases.key(a), Set.of());
        Set<String> vb = values.getOrDefault(Phrases.key(b), Set.of());
        int shared = 0;
        for (String v : va) {
            if (vb.contains(v)) {
                shared++;
            }
        }
        return new Overlap(shared, Math.min(va.size(), vb.size()));
    }

    record Overlap(int shared, int smaller) {
        double share() {
            return smaller == 0 ? 0 : (double) shared / smaller;
        }
    }
}
