package io.memscope.review;

import io.memscope.analysis.LinkChecks;
import io.memscope.analysis.ReportPatch;
import io.memscope.model.AliasGroups;
import io.memscope.model.AnalysisReport;
import io.memscope.model.AuditEntry;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.SubjectSummary;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What an operator's action changed in the findings and counts, read from the few subjects it touched
 * instead of a new analysis of the whole store (seconds at a million facts, half a minute at ten million
 * on PostgreSQL). Declines (empty) where only a full analysis can tell: a declared cardinality changed,
 * or a cycle may run through other subjects ({@link ReportPatch}).
 */
public final class ReportRefresh {
    /**
     * The report as a full analysis would give it now, the touched subjects' rows of the subject list, and the
     * accepted aliases (no action this patches changes them).
     */
    public record Refreshed(AnalysisReport report, List<SubjectSummary> subjects, AliasGroups aliases) {
    }

    private ReportRefresh() {
    }

    /** @param before the report of the store before {@code entry}'s action */
    public static Optional<Refreshed> after(MemoryStore store, AnalysisReport before, AuditEntry entry)
            throws StoreException {
        if (!entry.cardinalities().isEmpty()) {
            return Optional.empty(); // a declared cardinality concerns every subject with that predicate
        }
        if (AcceptAlias.NAME.equals(entry.action()) || entry.isUndo() && entry.facts().isEmpty()
                && entry.flags().isEmpty()) {
            return Optional.empty(); // an alias, given or taken back, may explain cross links of any subject
        }
        if (entry.isUndo() && undoesAlias(store, entry)) {
            return Optional.empty(); // taking back an alias with its links changes findings beyond its subjects
        }
        if (entry.facts().isEmpty()) {
            // flags change no finding and no count
            return Optional.of(new Refreshed(before, List.of(), AcceptedAliases.in(store.auditLog()).groups()));
        }
        Map<String, List<Fact>> facts = new LinkedHashMap<>();
        List<SubjectSummary> rows = new ArrayList<>();
        for (String subject : ReportPatch.subjects(entry.facts())) {
            List<Fact> now = store.factsOf(subject);
            facts.put(subject, now);
            rows.add(SubjectSummary.of(subject, now));
        }
        try {
            Optional<AnalysisReport> patched = ReportPatch.apply(before, entry.facts(), facts, store.cardinalities(),
                    id -> location(store, id));
            if (patched.isEmpty()) {
                return Optional.empty();
            }
            AliasedAnalysis.Result aliased = AliasedAnalysis.refreshed(store, patched.get(), facts.keySet());
            return Optional.of(new Refreshed(aliased.report(), rows, aliased.aliases()));
        } catch (UnreadableFact e) {
            throw e.getCause();
        }
    }

    private static boolean undoesAlias(MemoryStore store, AuditEntry undo) throws StoreException {
        return store.auditLog().stream().anyMatch(e -> e.sequence() == undo.undoes() && AcceptAlias.NAME.equals(e.action()));
    }

    private static Optional<LinkChecks.Location> location(MemoryStore store, FactId id) {
        try {
            return store.fact(id).map(f -> new LinkChecks.Location(f.subject(), f.predicate()));
        } catch (StoreException e) {
            throw new UnreadableFact(e);
        }
    }

    /** Carries a read failure out of the look-up function, which cannot throw a checked exception. */
    private static final class UnreadableFact extends RuntimeException {
        UnreadableFact(StoreException cause) {
            super(cause);
        }

        @Override
        public synchronized StoreException getCause() {
            return (StoreException) super.getCause();
        }
    }
}
