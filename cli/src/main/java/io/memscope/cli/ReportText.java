package io.memscope.cli;

import io.memscope.model.AnalysisReport;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import io.memscope.model.StoreSummary;
import io.memscope.store.StoreDescriptor;
import io.memscope.store.StoreSource;

import java.io.PrintWriter;
import java.util.List;
import java.util.stream.Collectors;

/** The human-readable {@code check} summary: counts first, then findings grouped by kind. */
final class ReportText {
    private ReportText() {
    }

    static void write(AnalysisReport report, StoreDescriptor store, StoreSource source, PrintWriter out) {
        StoreSummary s = report.summary();
        out.printf("%s (%s)%n", store.location(), store.kind().displayName()
                + (source.format().isForeign() ? ", " + source.format().jsonName() + " format, read-only" : ""));
        source.mapping().forEach((field, from) -> out.printf("  %s <- %s%n", field, from));
        if (source.inferredLinks() > 0) {
            out.printf("  %,d superseded_by links inferred by memscope (marked inferred)%n", source.inferredLinks());
        }
        out.printf("  %,d facts about %,d subjects: %,d current, %,d superseded, %,d invalidated%n",
                s.facts(), s.subjects(), s.current(), s.superseded(), s.invalidated());
        if (report.isClean()) {
            out.println("  no contradictions, duplicates or problems found");
            return;
        }
        section(out, "contradictions", report.contradictions());
        section(out, "duplicates", report.duplicates());
        List<Finding> aliased = report.ofKind(FindingKind.ALIAS_CONTRADICTION);
        if (!aliased.isEmpty()) {
            section(out, "contradictions across an accepted alias", aliased);
        }
        section(out, "problems", report.problems());
    }

    private static void section(PrintWriter out, String title, List<Finding> findings) {
        out.printf("%n%s: %d%n", title, findings.size());
        for (Finding f : findings) {
            String kind = f.kind().isProblem() || f.kind() == FindingKind.ALIAS_CONTRADICTION
                    ? f.kind().jsonName() + "  " : "";
            out.printf("  %s%s / %s  fact%s %s%n", kind, f.subject(), f.predicate(),
                    f.factIds().size() == 1 ? "" : "s", ids(f.factIds()));
        }
    }

    private static String ids(List<FactId> ids) {
        return ids.stream().map(FactId::toString).collect(Collectors.joining(", "));
    }
}
