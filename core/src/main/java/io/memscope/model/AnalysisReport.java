package io.memscope.model;

import java.util.List;

/** Everything {@code check} reports about one store: counts and findings in canonical order. */
public record AnalysisReport(String store, StoreSummary summary, List<Finding> findings) {

    public AnalysisReport {
        findings = findings.stream().sorted(Finding.ORDER).toList();
    }

    public List<Finding> contradictions() {
        return ofKind(FindingKind.CONTRADICTION);
    }

    public List<Finding> duplicates() {
        return ofKind(FindingKind.DUPLICATE);
    }

    public List<Finding> problems() {
        return findings.stream().filter(f -> f.kind().isProblem()).toList();
    }

    public List<Finding> ofKind(FindingKind kind) {
        return findings.stream().filter(f -> f.kind() == kind).toList();
    }

    public boolean isClean() {
        return findings.isEmpty();
    }
}
