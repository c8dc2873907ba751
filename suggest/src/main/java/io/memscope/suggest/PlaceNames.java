package io.memscope.suggest;

import java.util.HashMap;
import java.util.Map;

/**
 * Places known by two names ({@code placenames.txt}): Munich and München are one city, so a later fact that
 * writes it the other way restates it. Compared whole, after memscope's value normalisation (case folded).
 */
final class PlaceNames {
    private static final String RESOURCE = "placenames.txt";
    private static final PlaceNames BUILT_IN = load();

    /** Each name, and each other name, to the one name its line begins with. */
    private final Map<String, String> canonical;

    private PlaceNames(Map<String, String> canonical) {
        this.canonical = canonical;
    }

    static PlaceNames builtIn() {
        return BUILT_IN;
    }

    private static PlaceNames load() {
        Map<String, String> canonical = new HashMap<>();
        ListResource.read(RESOURCE, (head, others) -> {
            canonical.put(head, head);
            for (String other : others) {
                if (!other.isEmpty()) {
                    canonical.put(other, head);
                }
            }
        });
        return new PlaceNames(canonical);
    }

    /** Whether two normalised values name one listed place by its two names. */
    boolean samePlace(String a, String b) {
        String ca = canonical.get(a);
        return ca != null && ca.equals(canonical.get(b));
    }
}
