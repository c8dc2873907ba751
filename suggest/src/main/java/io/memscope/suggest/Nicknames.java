package io.memscope.suggest;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Short forms of first names ({@code nicknames.txt}): {@code bob} for {@code robert}, {@code kasia} for
 * {@code katarzyna}. Spelling closeness cannot tell {@code Dan} (Daniel) from {@code Dana}, a name of its own;
 * a list of what each short form stands for can.
 */
final class Nicknames {
    private static final String RESOURCE = "nicknames.txt";
    private static final Nicknames BUILT_IN = load();

    /** Each folded short form and the folded full names it stands for. */
    private final Map<String, Set<String>> fullNames;

    private Nicknames(Map<String, Set<String>> fullNames) {
        this.fullNames = fullNames;
    }

    static Nicknames builtIn() {
        return BUILT_IN;
    }

    /** The full first names {@code shortForm} (one folded word) stands for; empty when the list does not know it. */
    Set<String> fullNamesOf(String shortForm) {
        return fullNames.getOrDefault(shortForm, Set.of());
    }

    /** Whether {@code shortForm} is a listed short form of {@code fullName}, both one folded word. */
    boolean shortens(String shortForm, String fullName) {
        return fullNamesOf(shortForm).contains(fullName);
    }

    private static Nicknames load() {
        Map<String, Set<String>> names = new HashMap<>();
        try (InputStream in = Nicknames.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the suggest jar");
            }
            BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                int colon = line.indexOf(':');
                if (line.isBlank() || line.startsWith("#") || colon < 0) {
                    continue;
                }
                String shortForm = SubjectKey.of(line.substring(0, colon).strip()).name();
                Set<String> full = names.computeIfAbsent(shortForm, k -> new HashSet<>());
                for (String name : line.substring(colon + 1).split(",")) {
                    full.add(SubjectKey.of(name.strip()).name());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
        names.replaceAll((k, v) -> Set.copyOf(v));
        return new Nicknames(Map.copyOf(names));
    }
}
