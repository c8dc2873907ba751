package io.memscope.ui.review;

import io.memscope.model.Finding;
import io.memscope.review.ReviewQueue;
import io.memscope.ui.format.FindingText;

import java.util.Locale;

/** What the review queue says of an item: its title and explanation on screen, and its line among the skipped. */
final class ItemTexts {
    private ItemTexts() {
    }

    static String title(ReviewQueue.Item item) {
        if (item.isFlag()) {
            return "Flagged for recheck";
        }
        if (item.isAlias()) {
            return AliasItems.title(item.alias());
        }
        if (item.isSuggested()) {
            return "Suggested supersession  \u00b7  score " + String.format(Locale.ROOT, "%.2f", item.suggested().score());
        }
        Finding f = item.finding();
        return FindingText.name(f.kind()) + "  \u00b7  " + f.subject() + " / " + f.predicate();
    }

    static String explanation(ReviewQueue.Item item) {
        if (item.isFlag()) {
            return item.flag().reason() == null ? "" : item.flag().reason();
        }
        if (item.isAlias()) {
            return AliasItems.explanation(item.alias());
        }
        if (item.isSuggested()) {
            return item.suggested().why() + ". A accepts: the newer fact supersedes the older (audited, U undoes it)."
                    + " D dismisses: it is never offered again.";
        }
        return FindingText.explanation(item.finding().kind());
    }

    static String describe(ReviewQueue.Item item) {
        if (item.isAlias()) {
            return AliasItems.describe(item.alias());
        }
        if (item.isSuggested()) {
            return "suggested supersession \u00b7 fact " + item.suggested().older() + " by fact " + item.suggested().newer();
        }
        return item.isFlag() ? "flagged fact " + item.flag().factId()
                : FindingText.name(item.finding().kind()) + " \u00b7 " + item.finding().subject() + " / "
                + item.finding().predicate();
    }
}
