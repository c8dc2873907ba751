package io.memscope.suggest;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * E-mail addresses and phone numbers the subjects give: one that two keys give, and no third, is one person's
 * under two keys ({@code acct-8820} and {@code Layla Haddad (client)} with {@code layla@haddad.design}). One that
 * three keys or more give is a household's or an office's, and two full names that differ are two people who
 * share it; neither joins anything.
 */
final class Identifiers {
    /** The attributes of {@code attributes.txt} whose value identifies its subject. */
    static final Set<String> IDENTIFYING = Set.of("email", "phone");
    static final double SHARED = 0.75;
    /** Fewest digits a phone number has: shorter numbers are extensions and codes that many share. */
    private static final int MIN_DIGITS = 8;
    /** The digits compared: a number's last nine, which a country code or a trunk 0 before them leaves alone. */
    private static final int SUBSCRIBER_DIGITS = 9;

    /** Each identifier, normalised, with the subjects that give it and how it was first written. */
    private final Map<String, Given> given = new HashMap<>();

    /** {@code subjects}: each subject that gives it, with the country code it was written with ("" for none). */
    private record Given(String written, String predicate, Map<String, String> subjects) {
        /** Whether just two subjects give it, written with no country codes that differ. */
        boolean ofTwo() {
            if (subjects.size() != 2) {
                return false;
            }
            List<String> codes = new ArrayList<>(subjects.values());
            return codes.get(0).isEmpty() || codes.get(1).isEmpty() || codes.get(0).equals(codes.get(1));
        }
    }

    static boolean identifies(String predicate) {
        return AttributeLexicon.builtIn().attributeOf(predicate).map(IDENTIFYING::contains).orElse(false);
    }

    void add(String subject, String predicate, String value) {
        String id = normalized(value);
        if (id != null) {
            Given g = given.computeIfAbsent(id, k -> new Given(value.strip(), predicate, new TreeMap<>()));
            g.subjects().put(subject, countryCode(value));
            given.put(id, first(g, new Given(value.strip(), predicate, g.subjects())));
        }
    }

    /** Of two ways one identifier was given, the one first in name order: the same whatever order facts come in. */
    private static Given first(Given a, Given b) {
        int byPredicate = a.predicate().compareTo(b.predicate());
        return byPredicate < 0 || byPredicate == 0 && a.written().compareTo(b.written()) <= 0 ? a : b;
    }

    /**
     * An address in lower case, or a number's last digits ("+44 7700 900123", "07700 900123" and "+44 (0)7700
     * 900123" are one number); null for a value that is neither.
     */
    static String normalized(String value) {
        String v = value.strip().toLowerCase(Locale.ROOT).replace("(0)", "");
        int at = v.indexOf('@');
        if (at > 0 && v.indexOf('.', at) > at + 1 && v.indexOf(' ') < 0) {
            return v;
        }
        StringBuilder digits = new StringBuilder();
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            if (Character.isDigit(c)) {
                digits.append(c);
            } else if (Character.isLetter(c)) {
                return null;
            }
        }
        return digits.length() >= MIN_DIGITS ? "tel:" + digits.substring(Math.max(0, digits.length() - SUBSCRIBER_DIGITS)) : null;
    }

    /** The digits an international number ("+44 ...", "0044 ...") has before its last nine; "" for a national one. */
    private static String countryCode(String value) {
        String v = value.strip().replace("(0)", "");
        if (v.indexOf('@') >= 0 || !(v.startsWith("+") || v.startsWith("00"))) {
            return "";
        }
        String digits = v.replaceAll("\\D", "");
        if (v.startsWith("00")) {
            digits = digits.substring(2);
        }
        return digits.substring(0, Math.max(0, digits.length() - SUBSCRIBER_DIGITS));
    }

    void merge(Identifiers other) {
        other.given.forEach((id, g) -> {
            Given mine = given.putIfAbsent(id, g);
            if (mine != null) {
                mine.subjects().putAll(g.subjects());
                given.put(id, first(mine, new Given(g.written(), g.predicate(), mine.subjects())));
            }
        });
    }

    void clear() {
        given.clear();
    }

    boolean isEmpty() {
        return given.isEmpty();
    }

    /** Joins, in place, the two groups (by {@link SubjectKey#compactName}) of each identifier two keys give. */
    void join(Map<String, List<SubjectKey>> groups) {
        if (given.isEmpty()) {
            return;
        }
        Map<String, String> groupOf = new HashMap<>();
        groups.forEach((name, group) -> group.forEach(k -> groupOf.put(k.subject(), name)));
        for (Given g : new TreeMap<>(given).values()) {
            if (!g.ofTwo()) {
                continue;
            }
            List<String> two = new ArrayList<>(g.subjects().keySet());
            String a = groupOf.get(two.get(0));
            String b = groupOf.get(two.get(1));
            if (a == null || b == null || a.equals(b) || !groups.containsKey(a) || !groups.containsKey(b)
                    || twoFullNames(groups.get(a), groups.get(b))) {
                continue;
            }
            List<SubjectKey> moved = groups.remove(b);
            groups.get(a).addAll(moved);
            moved.forEach(k -> groupOf.put(k.subject(), a));
        }
    }

    /** Whether each group has a full name of its own and the two differ: two people, who share a number. */
    private static boolean twoFullNames(List<SubjectKey> a, List<SubjectKey> b) {
        String na = fullName(a);
        String nb = fullName(b);
        return na != null && nb != null && !na.equals(nb);
    }

    private static String fullName(List<SubjectKey> group) {
        for (SubjectKey k : group) {
            if (k.nameWords().length > 1 && !k.name().chars().anyMatch(Character::isDigit)) {
                return k.compactName();
            }
        }
        return null;
    }

    /** The alias of two keys that both give one identifier, and only they; or empty. */
    Optional<Suggestion.SubjectAlias> alias(SubjectKey a, SubjectKey b) {
        for (Given g : new TreeMap<>(given).values()) {
            Map<String, String> s = g.subjects();
            if (g.ofTwo() && s.containsKey(a.subject()) && s.containsKey(b.subject())) {
                String first = a.subject().compareTo(b.subject()) <= 0 ? a.subject() : b.subject();
                String second = first.equals(a.subject()) ? b.subject() : a.subject();
                return Optional.of(new Suggestion.SubjectAlias(first, second, SHARED, "\"" + first + "\" and \""
                        + second + "\" both give " + g.predicate() + " \"" + g.written() + "\", and no other subject does"));
            }
        }
        return Optional.empty();
    }
}
