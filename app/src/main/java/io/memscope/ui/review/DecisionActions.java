package io.memscope.ui.review;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.FindingKind;
import io.memscope.review.AcceptAlias;
import io.memscope.review.DismissSuggestion;
import io.memscope.review.Flag;
import io.memscope.review.Invalidate;
import io.memscope.review.MarkMultiValued;
import io.memscope.review.ResolveAcrossAlias;
import io.memscope.review.ResolveContradiction;
import io.memscope.review.ReviewAction;
import io.memscope.review.ReviewQueue;
import io.memscope.review.SuggestedAlias;
import io.memscope.review.SuggestedSupersession;
import io.memscope.review.SupersedeByHand;
import io.memscope.review.Unflag;

import java.util.List;
import java.util.Set;

/** Which store action a review decision is, and whether it applies to the item and fact chosen. */
final class DecisionActions {
    private DecisionActions() {
    }

    /** A contradiction or duplicate of one predicate: one of its values can be kept, or all declared to hold. */
    static boolean isContest(ReviewQueue.Item item) {
        return item != null && item.isFinding() && (item.finding().kind() == FindingKind.CONTRADICTION
                || item.finding().kind() == FindingKind.DUPLICATE);
    }

    /** A contradiction across an accepted alias: one of its values can be kept over the others, under any name. */
    static boolean isAcrossAlias(ReviewQueue.Item item) {
        return item != null && item.isFinding() && item.finding().kind() == FindingKind.ALIAS_CONTRADICTION;
    }

    /** Whether {@code d} applies to {@code item} with {@code chosen} (null while its facts load) selected. */
    static boolean applies(Decision d, ReviewQueue.Item item, Fact chosen, Set<FactId> flagged) {
        if (item == null) {
            return false;
        }
        if (item.isAlias()) {
            return d == Decision.ACCEPT || d == Decision.DISMISS || d == Decision.SKIP; // no fact of its own
        }
        return switch (d) {
            case KEEP_FIRST -> isContest(item) || isAcrossAlias(item);
            // several predicates cannot be declared multi-valued in one decision: one may be, from the Findings
            case BOTH_HOLD -> isContest(item);
            case KEEP_SECOND -> (isContest(item) || isAcrossAlias(item)) && item.factIds().size() > 1;
            case KEEP_CHOSEN -> isContest(item) || isAcrossAlias(item);
            // "never true" closes a fact at its own valid_from: one without it has no such time
            case INVALIDATE -> chosen == null || chosen.isCurrent() && chosen.validFrom() != null;
            case FLAG -> chosen == null || !flagged.contains(chosen.id());
            case CLEAR_FLAG -> chosen != null && flagged.contains(chosen.id());
            case ACCEPT, DISMISS -> item.isSuggested();
            case SKIP -> true;
            case UNDO -> false; // not about the item: the queue answers it
        };
    }

    /** The action for {@code d}, or null when it does not apply. {@code reason} null: the decision's default. */
    static ReviewAction of(Decision d, ReviewQueue.Item item, List<Fact> facts, int selected, Set<FactId> flagged,
                           String reason) {
        if (item.isAlias()) {
            return ofAlias(d, item.alias(), facts, reason);
        }
        if (facts.isEmpty()) {
            return null;
        }
        Fact chosen = facts.get(Math.min(selected, facts.size() - 1));
        if (!applies(d, item, chosen, flagged)) {
            return null;
        }
        return switch (d) {
            case KEEP_FIRST, KEEP_SECOND, KEEP_CHOSEN -> {
                int i = d == Decision.KEEP_FIRST ? 0 : d == Decision.KEEP_SECOND ? 1 : Math.min(selected, facts.size() - 1);
                if (facts.size() <= i) {
                    yield null;
                }
                List<Fact> current = facts.stream().filter(Fact::isCurrent).toList();
                yield isAcrossAlias(item) ? new ResolveAcrossAlias(facts.get(i), current, reason)
                        : new ResolveContradiction(facts.get(i), current, reason);
            }
            case BOTH_HOLD -> new MarkMultiValued(chosen.predicate(), reason);
            case INVALIDATE -> Invalidate.neverTrue(chosen, or(reason, "judged never true in the review queue"));
            case FLAG -> new Flag(chosen.id(), or(reason, "needs a recheck (review queue)"));
            case CLEAR_FLAG -> new Unflag(chosen.id(), or(reason, "rechecked in the review queue"));
            case ACCEPT -> facts.size() < 2 ? null : SupersedeByHand.acceptingSuggestion(facts.get(0), facts.get(1),
                    "accepted suggestion: " + item.suggested().why() + (reason == null ? "" : " (" + reason + ")"));
            case DISMISS -> new DismissSuggestion(item.suggested().older(), item.suggested().newer(),
                    item.suggested().why() + (reason == null ? "" : " (" + reason + ")"));
            default -> null;
        };
    }

    /**
     * Accepting an alias stores it and supersedes every pair it implies whose facts were read, as one action;
     * dismissing it puts it on the record.
     */
    private static ReviewAction ofAlias(Decision d, SuggestedAlias alias, List<Fact> facts, String reason) {
        if (d == Decision.DISMISS) {
            return AliasDecisions.dismiss(alias, reason);
        }
        if (d != Decision.ACCEPT) {
            return null;
        }
        java.util.Map<FactId, Fact> byId = new java.util.HashMap<>();
        facts.forEach(f -> byId.put(f.id(), f));
        List<AcceptAlias.Link> links = new java.util.ArrayList<>();
        for (SuggestedSupersession s : alias.implied()) {
            if (byId.containsKey(s.older()) && byId.containsKey(s.newer())) {
                links.add(new AcceptAlias.Link(byId.get(s.older()), byId.get(s.newer())));
            }
        }
        return AliasDecisions.accept(alias, links, reason);
    }

    /** What a sweeping decision will do, for the question asked before it. */
    static String consequence(Decision d, Fact chosen) {
        if (d == Decision.BOTH_HOLD) {
            return "\u201c" + chosen.predicate() + "\u201d becomes multi-valued for every subject, not only "
                    + chosen.subject() + ": every contradiction of it is settled, now and for facts written later."
                    + " U undoes it.";
        }
        return "Fact " + chosen.id() + " (\u201c" + chosen.value() + "\u201d) is closed at its own valid-from:"
                + " memory held it at no instant, and it is no longer current. U undoes it.";
    }

    private static String or(String reason, String fallback) {
        return reason == null ? fallback : reason;
    }
}
