package io.memscope.export;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Finding;

import java.util.List;

/**
 * What an operator should know before handing a snapshot to an agent: contradictions it would load
 * as two truths at once, and facts flagged for recheck. Empty when the snapshot is clean.
 */
public record ExportWarnings(List<Finding> contradictions, List<String> flaggedFacts) {

    /** Contradictions across an accepted alias count too: the snapshot would hold both values of one attribute. */
    public static ExportWarnings of(AnalysisReport report, List<String> flaggedFacts) {
        List<Finding> contradictions = new java.util.ArrayList<>(report.contradictions());
        contradictions.addAll(report.ofKind(io.memscope.model.FindingKind.ALIAS_CONTRADICTION));
        return new ExportWarnings(List.copyOf(contradictions), List.copyOf(flaggedFacts));
    }

    public boolean isEmpty() {
        return contradictions.isEmpty() && flaggedFacts.isEmpty();
    }

    /** One line for the command line, naming the first few. */
    public String summary() {
        StringBuilder text = new StringBuilder();
        if (!contradictions.isEmpty()) {
            text.append(contradictions.size()).append(contradictions.size() == 1 ? " contradiction" : " contradictions")
                    .append(" remain (");
            text.append(String.join(", ", contradictions.stream().limit(3)
                    .map(f -> f.subject() + " / " + f.predicate()).toList()));
            text.append(contradictions.size() > 3 ? ", …)" : ")");
        }
        if (!flaggedFacts.isEmpty()) {
            text.append(text.isEmpty() ? "" : " and ").append(flaggedFacts.size())
                    .append(flaggedFacts.size() == 1 ? " fact is" : " facts are").append(" flagged for recheck");
        }
        return text.toString();
    }
}
