package io.memscope.model;

import java.util.Locale;

/** Whether a predicate holds one value at a time ({@code lives_in}) or many ({@code likes}). */
public enum Cardinality {
    ONE, MANY;

    public String jsonName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses {@code one} / {@code many}; returns null for anything else so callers can say where it was. */
    public static Cardinality parse(String text) {
        if (text == null) {
            return null;
        }
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "one" -> ONE;
            case "many" -> MANY;
            default -> null;
        };
    }
}
