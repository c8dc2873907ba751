package io.memscope.model;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * One thing wrong with a store. {@code subject} and {@code predicate} are those of the first fact
 * concerned (for a {@code cross_link}, the fact that holds the link). Fact ids are kept sorted.
 */
public record Finding(FindingKind kind, String subject, String predicate, List<FactId> factIds) {

    /** The order findings are listed in everywhere: kind, subject, predicate, then ids. */
    public static final Comparator<Finding> ORDER = Comparator
            .comparing(Finding::kind)
            .thenComparing(Finding::subject, Comparator.nullsFirst(Comparator.naturalOrder()))
            .thenComparing(Finding::predicate, Comparator.nullsFirst(Comparator.naturalOrder()))
            .thenComparing(Finding::factIds, Finding::compareIdLists);

    public Finding {
        Objects.requireNonNull(kind, "kind");
        factIds = factIds.stream().sorted().toList();
    }

    public boolean concerns(FactId id) {
        return factIds.contains(id);
    }

    private static int compareIdLists(List<FactId> a, List<FactId> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int c = a.get(i).compareTo(b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    }
}
