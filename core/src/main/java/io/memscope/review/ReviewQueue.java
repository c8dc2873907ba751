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
 * then facts flagged for recheck (the direct flags; a flag that spread is reviewed with its origin), then
 * the supersessions the suggester proposes.
 * Built afresh after every decision, so a finding another decision settled is not shown again.
 */
public final class ReviewQueue {
    private ReviewQueue() {
    }

    /** One thing to decide: a finding, a flagged fact, or a suggested supersession; the other two are null. */
    public record Item(Finding finding, RecheckFlag flag, SuggestedSupersession suggested) {
        public Item(Finding finding, RecheckFlag flag) {
            this(finding, flag, null);
        }

        public boolean isFlag() {
            return flag != null;
        }

        public boolean isFinding() {
            return finding != null;
        }

        public boolean isSuggested() {
            return suggested != null;
        }

        /** The facts to show, the older one first for a suggestion. */
        public List<FactId> factIds() {
            if (isSuggested()) {
                return List.of(suggested.older(), suggested.newer());
            }
            return isFlag() ? List.of(flag.factId()) : finding.factIds();
        }

        /** Stable identity across rebuilds, so the queue can tell what was skipped. */
        public String key() {
            if (isSuggested()) {
                return "suggested:" + suggested.older() + ">" + suggested.newer();
            }
            return isFlag() ? "flag:" + flag.factId() : finding.kind().jsonName() + ":" + finding.factIds();
        }
    }

    public static List<Item> of(AnalysisReport report, List<RecheckFlag> flags, Set<String> skipped) {
        return of(report, flags, List.of(), skipped);
    }

    /** The findings, then the flags, then the suggested supersessions not decided yet, in their given order. */
    public static List<Item> of(AnalysisReport report, List<RecheckFlag> flags, List<SuggestedSupersession> suggested,
                                Set<String> skipped) {
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
        for (SuggestedSupersession s : suggested) {
            items.add(new Item(null, null, s));
        }
        items.removeIf(i -> skipped.contains(i.key()));
        return items;
    }
}
