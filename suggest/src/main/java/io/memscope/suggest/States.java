package io.memscope.suggest;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * States a person is in that sentences name in lower case ({@code states.txt}): "Is vegetarian" is the diet
 * vegetarian, "Is now vegan" the diet vegan. Without them such a sentence names no value, since a sentence's
 * value is read from its capitalised words.
 */
final class States {
    private static final String RESOURCE = "states.txt";
    private static final States BUILT_IN = load();
    /** Words before a state, within {@link #REACH}, that say it has ended or is denied. */
    private static final Set<String> ENDED = Set.of("not", "no", "never", "stopped", "quit", "longer", "former",
            "ex", "formerly", "previously", "was", "used");
    private static final int REACH = 3;

    /** Each state word and the attribute it is a value of. */
    private final Map<String, String> attributes;

    private States(Map<String, String> attributes) {
        this.attributes = attributes;
    }

    static States builtIn() {
        return BUILT_IN;
    }

    /** Whether the word is a listed state ("vegetarian"). */
    boolean isState(String word) {
        return attributes.containsKey(word.toLowerCase(Locale.ROOT));
    }

    /** A listed state and its attribute. */
    record State(String attribute, String value) {
    }

    /**
     * The one state the words name, none of the {@link #ENDED} words just before it; empty when they name none,
     * or two different ones.
     */
    Optional<State> of(String[] words) {
        State found = null;
        for (int i = 0; i < words.length; i++) {
            String w = words[i].toLowerCase(Locale.ROOT);
            String attribute = attributes.get(w);
            if (attribute == null) {
                continue;
            }
            for (int j = Math.max(0, i - REACH); j < i; j++) {
                if (ENDED.contains(words[j].toLowerCase(Locale.ROOT))) {
                    return Optional.empty();
                }
            }
            if (found != null && !found.value().equals(w)) {
                return Optional.empty();
            }
            found = new State(attribute, w);
        }
        return Optional.ofNullable(found);
    }

    private static States load() {
        Map<String, String> attributes = new HashMap<>();
        ListResource.read(RESOURCE, (attribute, states) -> {
            for (String state : states) {
                attributes.put(state.toLowerCase(Locale.ROOT), attribute);
            }
        });
        return new States(Map.copyOf(attributes));
    }
}
