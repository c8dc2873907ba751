package io.memscope.ui.review;

import io.memscope.model.AuditEntry;
import io.memscope.model.Cardinality;
import io.memscope.model.CardinalityChange;
import io.memscope.model.FactChange;
import io.memscope.model.FlagChange;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** An audit entry in words: what it touched, and what it did, for the Audit tab and the Undo item. */
public final class AuditText {
    private AuditText() {
    }

    /** What the entry changed: "facts 1, 2 · flags 7 · likes: single-valued → multi-valued". */
    public static String touched(AuditEntry e) {
        List<String> parts = new ArrayList<>();
        String facts = e.facts().stream().map(FactChange::factId).map(Object::toString).distinct()
                .collect(Collectors.joining(", "));
        if (!facts.isEmpty()) {
            parts.add((e.facts().size() == 1 ? "fact " : "facts ") + facts);
        }
        // a flag spreads to the facts derived from it: name the fact flagged, count the rest
        List<FlagChange> direct = e.flags().stream().filter(c -> spreadFrom(c) == null).toList();
        long derived = e.flags().size() - direct.size();
        if (!direct.isEmpty()) {
            parts.add((direct.size() == 1 ? "flag of fact " : "flags of facts ") + direct.stream()
                    .map(FlagChange::factId).map(Object::toString).distinct().collect(Collectors.joining(", "))
                    + (derived == 0 ? "" : " and " + derived + " derived"));
        } else if (derived > 0) {
            parts.add(derived + " derived flag" + (derived == 1 ? "" : "s"));
        }
        for (CardinalityChange c : e.cardinalities()) {
            parts.add(c.predicate() + ": " + cardinality(c.before()) + " → " + cardinality(c.after()));
        }
        return String.join(" · ", parts);
    }

    /** The entry as one phrase: "#4 flag: fact 5, flags 5, 6". */
    public static String summary(AuditEntry e) {
        String touched = touched(e);
        return "#" + e.sequence() + " " + e.action() + (e.isUndo() ? " of #" + e.undoes() : "")
                + (touched.isEmpty() ? "" : ": " + touched);
    }

    private static io.memscope.model.FactId spreadFrom(FlagChange c) {
        io.memscope.model.RecheckFlag flag = c.after() != null ? c.after() : c.before();
        return flag == null ? null : flag.spreadFrom();
    }

    private static String cardinality(Cardinality c) {
        return c == null ? "undeclared (single-valued)" : c == Cardinality.MANY ? "multi-valued" : "single-valued";
    }
}
