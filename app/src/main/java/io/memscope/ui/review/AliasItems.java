package io.memscope.ui.review;

import io.memscope.review.AcceptAlias;
import io.memscope.review.SuggestedAlias;
import io.memscope.review.SuggestedSupersession;
import io.memscope.ui.dialog.DialogService;

import java.util.Locale;

/** What the review queue says of a suggested alias on screen, and the one question before accepting it. */
final class AliasItems {
    /** The most pairs the question lists one by one; the rest it counts. */
    private static final int LISTED = 10;
    private AliasItems() {
    }

    static String title(SuggestedAlias alias) {
        return "Suggested " + alias.kindWord() + " alias  \u00b7  \u201c" + alias.first() + "\u201d = \u201c"
                + alias.second() + "\u201d  \u00b7  score " + String.format(Locale.ROOT, "%.2f", alias.score());
    }

    static String explanation(SuggestedAlias alias) {
        int pairs = alias.implied().size();
        return alias.why() + ". A accepts: the alias is stored" + (pairs == 0 ? ""
                : " and the " + pairs + " supersession" + (pairs == 1 ? "" : "s") + " it implies (below) are linked,"
                + " after one confirmation") + "; one audit entry, U undoes it. D dismisses it: never offered again.";
    }

    /** Where the cards of the pairs would be, for an alias that implies none among the suggestions. */
    static String impliesNone(SuggestedAlias alias) {
        return "No suggested supersession rests on this alias alone: accepting it stores it, and "
                + (alias.kind() == AcceptAlias.Kind.PREDICATE ? "supersede can then link facts across the two predicates."
                : "supersede can then link facts across the two keys.");
    }

    static String describe(SuggestedAlias alias) {
        return "suggested " + alias.kindWord() + " alias \u00b7 " + alias.first() + " = " + alias.second();
    }

    /** Accepting an alias links every pair it implies: one confirmed batch, as the Suggestions tab asks. */
    static boolean confirm(DialogService dialogs, SuggestedAlias alias) {
        int pairs = alias.implied().size();
        StringBuilder listed = new StringBuilder();
        for (SuggestedSupersession s : alias.implied().subList(0, Math.min(pairs, LISTED))) {
            listed.append("\nfact ").append(s.newer()).append(" supersedes fact ").append(s.older());
        }
        if (pairs > LISTED) {
            listed.append("\nand ").append(pairs - LISTED).append(" more");
        }
        return dialogs.confirm(null, "Accept the alias and link " + pairs + " pair" + (pairs == 1 ? "" : "s") + "?",
                "\u201c" + alias.first() + "\u201d and \u201c" + alias.second() + "\u201d are stored as one "
                        + (alias.kind() == AcceptAlias.Kind.PREDICATE ? "attribute" : "entity")
                        + ", and as one audited action:" + listed + "\nU undoes them together.",
                "Accept and Link " + pairs);
    }
}
