package io.memscope.suggest;

import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The namespaces of a store's dotted predicates: a first part that several predicates share ({@code club.email},
 * {@code club.phone}, {@code club.team}) is where one agent files them, not a word of the attribute, so
 * {@code club.email} is {@code email}. A first part that says which of two kinds is meant ({@code home.phone},
 * {@code work.phone}) is a word of the attribute, and no namespace.
 */
final class PredicateNamespaces {
    /** Fewest predicates that share a first part for it to be a namespace. */
    static final int SHARED_BY = 3;
    /** First parts that narrow an attribute to a kind of it: {@code work.email} is no {@code email}. */
    private static final Set<String> KINDS = Set.of("home", "work", "office", "personal", "private", "business",
            "mobile", "billing", "shipping", "delivery", "emergency", "secondary", "spouse", "partner", "child",
            "kids", "pet", "previous", "former", "old", "new", "next");

    /**
     * Namespaces that name the person's own record ({@code profile.city}, {@code profil.pracodawca}): what they
     * file is the person's attribute, so memscope's list of attribute names applies to it, as it does not to a
     * namespace that says whose else it is ({@code club.role} is no job title).
     */
    private static final Set<String> OWN_RECORD = Set.of("profile", "profil", "perfil", "profilo", "profiel",
            "user", "users", "person", "me", "member", "customer", "client", "cliente", "kunde", "klant", "klient");

    private final Set<String> namespaces;

    private PredicateNamespaces(Set<String> namespaces) {
        this.namespaces = namespaces;
    }

    static PredicateNamespaces of(Collection<String> predicates) {
        Map<String, Integer> shared = new HashMap<>();
        for (String p : predicates) {
            String first = firstPart(p);
            if (first != null) {
                shared.merge(first, 1, Integer::sum);
            }
        }
        Set<String> namespaces = new HashSet<>();
        shared.forEach((first, n) -> {
            if (n >= SHARED_BY && !KINDS.contains(first.toLowerCase(java.util.Locale.ROOT)) && !predicates.contains(first)) {
                namespaces.add(first);
            }
        });
        return new PredicateNamespaces(namespaces);
    }

    private static String firstPart(String predicate) {
        int dot = predicate.indexOf('.');
        return dot > 0 && dot < predicate.length() - 1 ? predicate.substring(0, dot) : null;
    }

    /** The predicate less its namespace ({@code email} of {@code club.email}); the predicate where it has none. */
    String attribute(String predicate) {
        String first = firstPart(predicate);
        return first != null && namespaces.contains(first) ? predicate.substring(first.length() + 1) : predicate;
    }

    /** Whether {@code namespace} names the person's own record ({@link #OWN_RECORD}). */
    static boolean ownRecord(String namespace) {
        return OWN_RECORD.contains(namespace.toLowerCase(java.util.Locale.ROOT));
    }

    /** The namespace the predicate is filed under, or empty. */
    String namespaceOf(String predicate) {
        String first = firstPart(predicate);
        return first != null && namespaces.contains(first) ? first : "";
    }
}
