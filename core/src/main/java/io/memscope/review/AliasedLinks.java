package io.memscope.review;

import io.memscope.model.AliasGroups;
import io.memscope.model.AnalysisReport;
import io.memscope.model.Fact;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Drops from a report the {@code cross_link} findings that an accepted alias explains: a link from
 * {@code lives_in} to {@code moved to} of one person, once the operator accepted that the two name one
 * attribute, is the supersession they asked for and no slip. The store's analysis knows nothing of aliases,
 * so the few cross links it reports are looked at here, each by its two facts; {@link AliasedAnalysis}
 * calls it.
 */
final class AliasedLinks {
    private AliasedLinks() {
    }

    static AnalysisReport without(MemoryStore store, AcceptedAliases aliases, AnalysisReport report)
            throws StoreException {
        List<Finding> cross = report.ofKind(FindingKind.CROSS_LINK);
        if (cross.isEmpty()) {
            return report;
        }
        if (aliases.predicates().isEmpty() && aliases.subjects().isEmpty()) {
            return report;
        }
        AliasGroups groups = aliases.groups();
        List<Finding> kept = new ArrayList<>(report.findings().size());
        for (Finding f : report.findings()) {
            if (f.kind() != FindingKind.CROSS_LINK || !explained(store, groups, f)) {
                kept.add(f);
            }
        }
        return new AnalysisReport(report.store(), report.summary(), kept);
    }

    private static boolean explained(MemoryStore store, AliasGroups aliases, Finding link) throws StoreException {
        if (link.factIds().size() != 2) {
            return false;
        }
        Optional<Fact> a = store.fact(link.factIds().get(0));
        Optional<Fact> b = store.fact(link.factIds().get(1));
        if (a.isEmpty() || b.isEmpty()) {
            return false;
        }
        Fact x = a.get();
        Fact y = b.get();
        return (x.subject().equals(y.subject()) || aliases.joinsSubjects(x.subject(), y.subject()))
                && (x.predicate().equals(y.predicate()) || aliases.joinsPredicates(x.predicate(), y.predicate()));
    }
}
