package io.memscope.review;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.memscope.model.AuditEntry;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The aliases an audit log says were accepted and not undone since: what the suggester stops offering and
 * what {@code supersede} allows across two predicates. Pairs are kept in both orders, so a lookup needs none.
 */
public record AcceptedAliases(Set<List<String>> predicates, Set<List<String>> subjects) {
    static final String WHY = " — ";
    private static final JsonFactory JSON = new JsonFactory();

    public AcceptedAliases {
        predicates = Set.copyOf(predicates);
        subjects = Set.copyOf(subjects);
    }

    public static AcceptedAliases in(List<AuditEntry> log) {
        Set<Long> undone = new HashSet<>();
        for (AuditEntry e : log) {
            if (e.isUndo()) {
                undone.add(e.undoes());
            }
        }
        Set<List<String>> predicates = new HashSet<>();
        Set<List<String>> subjects = new HashSet<>();
        for (AuditEntry e : log) {
            if (!AcceptAlias.NAME.equals(e.action()) || undone.contains(e.sequence()) || e.reason() == null) {
                continue;
            }
            read(e.reason(), AcceptAlias.Kind.PREDICATE).ifPresent(p -> addBoth(predicates, p));
            read(e.reason(), AcceptAlias.Kind.SUBJECT).ifPresent(p -> addBoth(subjects, p));
        }
        return new AcceptedAliases(predicates, subjects);
    }

    /** The aliases closed over chains, as the analysis and the window use them. */
    public io.memscope.model.AliasGroups groups() {
        return io.memscope.model.AliasGroups.of(predicates, subjects);
    }

    /** Whether accepted aliases join the two predicates, directly or through a chain; a caller asking about
     * many pairs asks {@link #groups} once instead. */
    public boolean predicatesAliased(String a, String b) {
        return groups().joinsPredicates(a, b);
    }

    /** Whether accepted aliases join the two subject keys, directly or through a chain. */
    public boolean subjectsAliased(String a, String b) {
        return groups().joinsSubjects(a, b);
    }

    private static void addBoth(Set<List<String>> into, List<String> pair) {
        into.add(pair);
        into.add(List.of(pair.get(1), pair.get(0)));
    }

    /** The two names after the kind's prefix; a reason in another shape names no alias. */
    private static Optional<List<String>> read(String reason, AcceptAlias.Kind kind) {
        return namesAfter(reason, AcceptAlias.prefix(kind));
    }

    /** The two names of the JSON array after {@code prefix} in {@code reason}, or empty. */
    static Optional<List<String>> namesAfter(String reason, String prefix) {
        if (!reason.startsWith(prefix)) {
            return Optional.empty();
        }
        try (JsonParser p = JSON.createParser(reason.substring(prefix.length()))) {
            if (p.nextToken() != JsonToken.START_ARRAY) {
                return Optional.empty();
            }
            List<String> names = new ArrayList<>(2);
            while (p.nextToken() == JsonToken.VALUE_STRING) {
                names.add(p.getText());
            }
            return names.size() == 2 && p.currentToken() == JsonToken.END_ARRAY
                    ? Optional.of(List.copyOf(names)) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty(); // a hand-written reason that only looks like one
        }
    }
}
