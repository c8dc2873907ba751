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
        if (isFolded(value)) {
            return value; // most stored values already are: no copies for them
        }
        return value.strip().toUpperCase(Locale.ROOT).toLowerCase(Locale.ROOT);
    }

    /** ASCII without upper case and with no white space at either end: folding leaves it as it is. */
    private static boolean isFolded(String value) {
        int n = value.length();
        if (n == 0) {
            return true;
        }
        if (value.charAt(0) <= ' ' || value.charAt(n - 1) <= ' ') {
            return false;
        }
        for (int i = 0; i < n; i++) {
            char c = value.charAt(i);
            if (c >= 0x80 || (c >= 'A' && c <= 'Z')) {
                return false;
            }
        }
        return true;
    }
}
