package io.memscope.model;

import java.util.Objects;

/**
 * The key of a fact. Stores use integers (SQL {@code bigint}) or opaque strings (UUIDs in JSON exports);
 * both are kept with their type so every output writes an id back the way the store wrote it.
 * Ordering puts numbers first (numerically), then strings (lexicographically), which is the order
 * the {@code check --json} contract asks for.
 */
public final class FactId implements Comparable<FactId> {
    private final long number;
    private final String text;

    private FactId(long number, String text) {
        this.number = number;
        this.text = text;
    }

    public static FactId of(long number) {
        return new FactId(number, null);
    }

    public static FactId of(String text) {
        return new FactId(0, Objects.requireNonNull(text, "text"));
    }

    public boolean isNumeric() {
        return text == null;
    }

    /** The numeric value; only meaningful when {@link #isNumeric()}. */
    public long number() {
        if (text != null) {
            throw new IllegalStateException("fact id " + text + " is not numeric");
        }
        return number;
    }

    /** The id as JSON or a person would write it: digits for numbers, the string itself otherwise. */
    @Override
    public String toString() {
        return text == null ? Long.toString(number) : text;
    }

    @Override
    public int compareTo(FactId other) {
        if (isNumeric() != other.isNumeric()) {
            return isNumeric() ? -1 : 1;
        }
        return isNumeric() ? Long.compare(number, other.number) : text.compareTo(other.text);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FactId other && number == other.number && Objects.equals(text, other.text);
    }

    @Override
    public int hashCode() {
        return text == null ? Long.hashCode(number) : text.hashCode();
    }
}
