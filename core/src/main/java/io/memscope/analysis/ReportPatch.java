package io.memscope.analysis;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Fact;
import io.memscope.model.FactChange;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import io.memscope.model.PredicateCardinalities;
import io.memscope.model.StoreSummary;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Brings a report up to date after changes to the facts of a few subjects, by analysing those subjects
 * alone, so an operator's action on a store of millions of facts does not wait for the whole store to be
 * analysed again. The result equals a full analysis whenever this answers at all: every finding but a cycle
 * lies within one subject (a link to another subject is judged from the linking fact, by the target's
 * subject and predicate, which no change may alter), and the counts move by the changed facts' statuses.
 * Where a cycle could run through another subject, it declines, and the caller analyses the whole store.
 */
public final class ReportPatch {
    private ReportPatch() {
    }

    /** The subjects whose facts {@code changes} touched, in name order. */
    public static Set<String> subjects(List<FactChange> changes) {
        Set<String> touched = new TreeSet<>();
        for (FactChange c : changes) {
            touched.add(c.before().subject());
            touched.add(c.after().subject());
        }
        return touched;
    }

    /**
     * @param factsNow  the facts of every subject in {@link #subjects(List) subjects(changes)}, as they are
     *                  after the changes
     * @param elsewhere where a fact of another subject is, for links that leave a subject
     * @return the report a full analysis would give now, or empty when this cannot know it without one
     */
    public static Optional<AnalysisReport> apply(AnalysisReport before, List<FactChange> changes,
                                                 Map<String, List<Fact>> factsNow,
                                                 PredicateCardinalities cardinalities,
                                                 Function<FactId, Optional<LinkChecks.Location>> elsewhere) {
        if (changes.isEmpty() || !keepsPlaces(changes)) {
            return Optional.empty();
        }
        Set<String> touched = subjects(changes);
        Set<FactId> changed = new HashSet<>();
        changes.forEach(c -> changed.add(c.factId()));
        List<Finding> findings = new ArrayList<>();
        for (Finding f : before.findings()) {
            boolean here = touched.contains(f.subject());
            if (f.kind() == FindingKind.CYCLE && (here || f.factIds().stream().anyMatch(changed::contains))) {
                return Optional.empty(); // it may run through subjects not read here
            }
            if (!here) {
                findings.add(f);
            }
        }
        for (String subject : touched) {
            List<Fact> facts = factsNow.get(subject);
            if (facts == null) {
                throw new IllegalArgumentException("the facts of " + subject + " are missing");
            }
            List<Finding> fresh = SubjectFindings.of(facts, cardinalities, elsewhere);
            if (fresh.stream().anyMatch(f -> f.kind() == FindingKind.CROSS_LINK)) {
                return Optional.empty(); // a link out of the subject could close a cycle through others
            }
            findings.addAll(fresh);
        }
        return Optional.of(new AnalysisReport(before.store(), counted(before.summary(), changes), findings));
    }

    /** A change that moved a fact to another subject or predicate would move findings this cannot see. */
    private static boolean keepsPlaces(List<FactChange> changes) {
        return changes.stream().allMatch(c -> c.before().subject().equals(c.after().subject())
                && c.before().predicate().equals(c.after().predicate()));
    }

    private static StoreSummary counted(StoreSummary s, List<FactChange> changes) {
        long current = s.current();
        long superseded = s.superseded();
        long invalidated = s.invalidated();
        for (FactChange c : changes) {
            switch (c.before().status()) {
                case CURRENT -> current--;
                case SUPERSEDED -> superseded--;
                case INVALIDATED -> invalidated--;
            }
            switch (c.after().status()) {
                case CURRENT -> current++;
                case SUPERSEDED -> superseded++;
                case INVALIDATED -> invalidated++;
            }
        }
        return new StoreSummary(s.facts(), s.subjects(), current, superseded, invalidated);
    }
}
