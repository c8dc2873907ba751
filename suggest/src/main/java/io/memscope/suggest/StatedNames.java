package io.memscope.suggest;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The names subjects give themselves in their facts: a {@code full_name} of "Maria Santos" under
 * {@code user:maria}, a {@code gamertag} of "N1ghtOwl" under {@code user:kofi}. Such a fact names the subject
 * another key is named by, which no rule on the keys' own words can tell: two Marias, or a handle that shares
 * nothing with the name. A subject that gives two different names gives none. So do an e-mail address or a
 * phone number two keys both give ({@link Identifiers}): a CRM's {@code acct-8820} and a support bot's
 * {@code Layla Haddad (client)} with one address are one client.
 */
final class StatedNames {
    /** The attributes of {@code attributes.txt} whose value is the subject's own name. */
    static final Set<String> NAMING_ATTRIBUTES = Set.of("full name", "handle", "stage name");
    /** A name the subject gives, beside the predicate that gives it. */
    static final double STATED = 0.85;

    /** Each subject's stated name ({@link SubjectKey#compactName}), and the fact's words, for the reason. */
    private final Map<String, Stated> bySubject = new HashMap<>();
    private static final Stated TWO_NAMES = new Stated("", "", "");

    record Stated(String name, String predicate, String value) {
    }

    private final Identifiers identifiers = new Identifiers();

    /**
     * Whether the predicate, as the list names it exactly, gives the subject's own name, or (as the list names
     * it at all) an address or a number only that subject has.
     */
    static boolean names(String predicate) {
        AttributeLexicon list = AttributeLexicon.builtIn();
        return list.listsExactly(predicate) && list.attributeOf(predicate).map(NAMING_ATTRIBUTES::contains).orElse(false)
                || Identifiers.identifies(predicate);
    }

    void add(String subject, String predicate, String value) {
        if (value == null || value.isBlank()) {
            return;
        }
        if (Identifiers.identifies(predicate)) {
            identifiers.add(subject, predicate, value);
            return;
        }
        Stated s = new Stated(SubjectKey.of(value).compactName(), predicate, value.strip());
        if (s.name().isEmpty()) {
            return;
        }
        Stated earlier = bySubject.putIfAbsent(subject, s);
        if (earlier != null && !earlier.name().equals(s.name())) {
            bySubject.put(subject, TWO_NAMES);
        }
    }

    /** The name {@code subject} gives itself, by {@link SubjectKey#compactName}; empty when none or two. */
    Optional<Stated> of(String subject) {
        Stated s = bySubject.get(subject);
        return s == null || s == TWO_NAMES ? Optional.empty() : Optional.of(s);
    }

    /** Adds what another part of the store stated. */
    void merge(StatedNames other) {
        identifiers.merge(other.identifiers);
        other.bySubject.forEach((subject, s) -> {
            Stated earlier = bySubject.putIfAbsent(subject, s);
            if (earlier != null && !earlier.name().equals(s.name())) {
                bySubject.put(subject, TWO_NAMES);
            }
        });
    }

    /** Forgets every address and number: a store with too many of them is not compared by them. */
    void dropIdentifiers() {
        identifiers.clear();
    }

    boolean isEmpty() {
        return bySubject.isEmpty() && identifiers.isEmpty();
    }

    /**
     * Joins, in place, the group of each subject that states a name to the group of that name (by
     * {@link SubjectKey#compactName}, as {@link SubjectPhrases} keys them); and returns the groups whose subject
     * states a name no group has, which no rule on short names may join elsewhere ("user:fleur", whose
     * full name is Fleur Jansen, is not Fleur de Vries).
     */
    Set<String> join(Map<String, List<SubjectKey>> groups) {
        Set<String> apart = new java.util.HashSet<>();
        for (Map.Entry<String, Stated> e : new java.util.TreeMap<>(bySubject).entrySet()) {
            if (e.getValue() == TWO_NAMES) {
                continue;
            }
            String own = SubjectKey.of(e.getKey()).compactName();
            String named = e.getValue().name();
            if (own.equals(named) || !groups.containsKey(own)) {
                continue;
            }
            if (groups.containsKey(named)) {
                groups.get(named).addAll(groups.remove(own));
            } else {
                apart.add(own);
            }
        }
        identifiers.join(groups);
        return apart;
    }

    /** The alias of two keys where one states the other's name, or both give one address or number; or empty. */
    Optional<Suggestion.SubjectAlias> alias(SubjectKey a, SubjectKey b) {
        Optional<Suggestion.SubjectAlias> ab = stating(a, b);
        return ab.isPresent() ? ab : stating(b, a).or(() -> identifiers.alias(a, b));
    }

    private Optional<Suggestion.SubjectAlias> stating(SubjectKey stating, SubjectKey named) {
        Optional<Stated> s = of(stating.subject());
        if (s.isEmpty() || !s.get().name().equals(named.compactName())) {
            return Optional.empty();
        }
        String first = stating.subject().compareTo(named.subject()) <= 0 ? stating.subject() : named.subject();
        String second = first.equals(stating.subject()) ? named.subject() : stating.subject();
        return Optional.of(new Suggestion.SubjectAlias(first, second, STATED, "\"" + stating.subject() + "\" gives its "
                + s.get().predicate() + " as \"" + s.get().value() + "\", the name of \"" + named.subject() + "\""));
    }
}
