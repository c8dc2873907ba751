package io.memscope.model;

import java.util.Locale;

/** How fact values are compared: the one place that decides what "the same value" means. */
public final class FactValues {
    private FactValues() {
    }

    /**
     * Trims Unicode white space and folds case, so "Berlin " and "berlin" are a duplicate, not a
     * contradiction. Upper-then-lower folding makes "STRASSE" and "straße" compare equal too.
     */
    public static String normalize(String value) {
        if (value == null) {
            return "";
        }
        return value.strip().toUpperCase(Locale.ROOT).toLowerCase(Locale.ROOT);
    }
}
