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
 * the aliases the suggester proposes (accepting one links the supersessions it implies), then its
 * supersessions.
 * Built afresh after every decision, so a finding another decision settled is not shown again.
 */
public final class ReviewQueue {
    private ReviewQueue() {
    }

    /** One thing to decide: a finding, a flagged fact, a suggested supersession or alias; the others are null. */
    public record Item(Finding finding, RecheckFlag flag, SuggestedSupersession suggested, SuggestedAlias alias) {
        public Item(Finding finding, RecheckFlag flag) {
            this(finding, flag, null, null);
        }

        public Item(Finding finding, RecheckFlag flag, SuggestedSupersession suggested) {
            this(finding, flag, suggested, null);
        }

        public boolean isAlias() {
            return alias != null;
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

        /** The facts to show, the older one first for a suggestion; an alias's, those of the pairs it implies. */
        public List<FactId> factIds() {
            if (isAlias()) {
                Set<FactId> ids = new LinkedHashSet<>();
                for (SuggestedSupersession s : alias.implied()) {
                    ids.add(s.older());
                    ids.add(s.newer());
                }
                return List.copyOf(ids);
            }
            if (isSuggested()) {
                return List.of(suggested.older(), suggested.newer());
            }
            return isFlag() ? List.of(flag.factId()) : finding.factIds();
        }

        /** Stable identity across rebuilds, so the queue can tell what was skipped. */
        public String key() {
            if (isAlias()) {
                return "alias:" + alias.kindWord() + ":" + alias.first() + "\u0000" + alias.second();
            }
            if (isSuggested()) {
                return "suggested:" + suggested.older() + ">" + suggested.newer();
            }
            return isFlag() ? "flag:" + flag.factId() : finding.kind().jsonName() + ":" + finding.factIds();
        }
    }

    public static List<Item> of(AnalysisReport report, List<RecheckFlag> flags, Set<String> skipped) {
        return of(report, flags, List.of(), skipped);
    }

    public static List<Item> of(AnalysisReport report, List<RecheckFlag> flags, List<SuggestedSupersession> suggested,
                                Set<String> skipped) {
        return of(report, flags, List.of(), suggested, skipped);
    }

    /**
     * The findings, then the flags, then the suggested aliases and supersessions not decided yet, in their given
     * order: an alias first, since accepting it settles the supersessions it implies.
     */
    public static List<Item> of(AnalysisReport report, List<RecheckFlag> flags, List<SuggestedAlias> aliases,
                                List<SuggestedSupersession> suggested, Set<String> skipped) {
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
        for (SuggestedAlias a : aliases) {
            items.add(new Item(null, null, null, a));
        }
        for (SuggestedSupersession s : suggested) {
            items.add(new Item(null, null, s));
        }
        items.removeIf(i -> skipped.contains(i.key()));
        return items;
    }
}
