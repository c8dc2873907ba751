package io.memscope.review;

import io.memscope.model.AnalysisReport;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.RecheckFlag;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What the review queue walks through, in order: contradictions, duplicates, integrity problems,
 * then facts flagged for recheck (the direct flags; a flag that spread is reviewed with its origin).
 * Built afresh after every decision, so a finding another decision settled is not shown again.
 */
public final class ReviewQueue {
    private ReviewQueue() {
    }

    /** One thing to decide: a finding, or a flagged fact ({@code finding} null). */
    public record Item(Finding finding, RecheckFlag flag) {
        public boolean isFlag() {
            return flag != null;
        }

        public List<FactId> factIds() {
            return isFlag() ? List.of(flag.factId()) : finding.factIds();
        }

        /** Stable identity across rebuilds, so the queue can tell what was skipped. */
        public String key() {
            return isFlag() ? "flag:" + flag.factId() : finding.kind().jsonName() + ":" + finding.factIds();
        }
    }

    public static List<Item> of(AnalysisReport report, List<RecheckFlag> flags, Set<String> skipped) {
        List<Item> items = new ArrayList<>();
        for (Finding f : report.findings()) {
            items.add(new Item(f, null));
        }
        Set<FactId> seen = new LinkedHashSet<>();
        for (RecheckFlag flag : flags) {
            if (flag.isDirect() && seen.add(flag.factId())) {
                items.add(new Item(null, flag));
            }
        }
        items.removeIf(i -> skipped.contains(i.key()));
        return items;
    }
}
