package io.memscope.review;

import io.memscope.analysis.AliasContradictions;
import io.memscope.model.AliasGroups;
import io.memscope.model.AnalysisReport;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * A store's report as the operator's accepted aliases make it: cross links an alias explains dropped
 * ({@link AliasedLinks}), contradictions across an alias added ({@link AliasContradictions}). The store's
 * analysis is pushed down per subject and predicate (docs/adr/0007) and knows nothing of aliases, so this runs
 * after it, on the facts under aliased names only; {@code check} and the window both go through here.
 */
public final class AliasedAnalysis {
    /** The report, and the aliases it was made with (the window lays out lanes and subjects by them). */
    public record Result(AnalysisReport report, AliasGroups aliases) {
    }

    private AliasedAnalysis() {
    }

    /**
     * The whole store: without aliases, nothing is read but the audit log; with subject aliases only, the
     * aliased keys' facts; with a predicate alias, one streamed pass over the current facts that keeps
     * those under aliased names (the store cannot be asked which subjects use two predicates).
     */
    public static Result of(MemoryStore store, AnalysisReport report) throws StoreException {
        AcceptedAliases accepted = AcceptedAliases.in(store.auditLog());
        AliasGroups aliases = accepted.groups();
        AnalysisReport linked = AliasedLinks.without(store, accepted, report);
        if (aliases.isEmpty()) {
            return new Result(replaced(linked, f -> true, List.of()), aliases);
        }
        List<Fact> aliased = new ArrayList<>();
        if (!aliases.predicates().isEmpty()) {
            store.forEachCurrentFact(f -> {
                if (aliases.predicates().containsKey(f.predicate()) || aliases.subjects().containsKey(f.subject())) {
                    aliased.add(f);
                }
            }, Progress.NONE);
        } else {
            aliased.addAll(factsOf(store, aliases.subjects().keySet()));
        }
        return new Result(replaced(linked, f -> true,
                AliasContradictions.among(aliased, aliases, store.cardinalities())), aliases);
    }

    /**
     * A report patched after an action on {@code touched} subjects: the contradictions across an alias of
     * their entities are found again from those entities' facts, the others kept.
     */
    public static Result refreshed(MemoryStore store, AnalysisReport patched, Collection<String> touched)
            throws StoreException {
        AcceptedAliases accepted = AcceptedAliases.in(store.auditLog());
        AliasGroups aliases = accepted.groups();
        AnalysisReport linked = AliasedLinks.without(store, accepted, patched);
        Set<String> keys = new LinkedHashSet<>();
        touched.forEach(s -> keys.addAll(aliases.subjectsWith(s)));
        List<Finding> fresh = aliases.isEmpty() ? List.of()
                : AliasContradictions.among(factsOf(store, keys), aliases, store.cardinalities());
        return new Result(replaced(linked, f -> keys.contains(f.subject()), fresh), aliases);
    }

    /** Every fact of these subjects, each read once. */
    private static List<Fact> factsOf(MemoryStore store, Collection<String> subjects) throws StoreException {
        Map<FactId, Fact> byId = new LinkedHashMap<>();
        for (String subject : subjects) {
            for (Fact f : store.factsOf(subject)) {
                byId.putIfAbsent(f.id(), f);
            }
        }
        return List.copyOf(byId.values());
    }

    /** {@code report} with its alias contradictions that {@code stale} selects replaced by {@code fresh}. */
    private static AnalysisReport replaced(AnalysisReport report, Predicate<Finding> stale, List<Finding> fresh) {
        boolean any = !fresh.isEmpty() || report.findings().stream().anyMatch(f -> f.kind() == FindingKind.ALIAS_CONTRADICTION);
        if (!any) {
            return report;
        }
        List<Finding> kept = new ArrayList<>(report.findings().size() + fresh.size());
        for (Finding f : report.findings()) {
            if (f.kind() != FindingKind.ALIAS_CONTRADICTION || !stale.test(f)) {
                kept.add(f);
            }
        }
        kept.addAll(fresh);
        return new AnalysisReport(report.store(), report.summary(), kept);
    }
}
