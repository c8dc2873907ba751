package io.memscope.model;

/** The counts of the overview. {@code current + superseded + invalidated == facts}. */
public record StoreSummary(long facts, long subjects, long current, long superseded, long invalidated) {
    public static final StoreSummary EMPTY = new StoreSummary(0, 0, 0, 0, 0);

    /** The counts of two parts of a store that share no subject. */
    public StoreSummary plus(StoreSummary other) {
        return new StoreSummary(facts + other.facts, subjects + other.subjects, current + other.current,
                superseded + other.superseded, invalidated + other.invalidated);
    }
}
