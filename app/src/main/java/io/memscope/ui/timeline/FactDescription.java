package io.memscope.ui.timeline;

import io.memscope.model.Fact;
import io.memscope.model.FindingKind;
import io.memscope.ui.format.DateText;

import java.time.Instant;
import java.time.ZoneId;
import java.util.Locale;
import java.util.StringJoiner;

/** The text of a bar's tooltip: everything an operator needs to judge the fact without opening it. */
final class FactDescription {
    private FactDescription() {
    }

    static String of(TimelineBar bar, ZoneId zone) {
        return of(bar, zone, false);
    }

    /** @param named whether to name the fact's subject: the timeline shows several keys of one entity */
    static String of(TimelineBar bar, ZoneId zone, boolean named) {
        Fact f = bar.fact();
        StringJoiner lines = new StringJoiner("\n");
        lines.add((named ? f.subject() + ": " : "") + f.predicate() + " = " + (f.value() == null ? "(no value)" : f.value()));
        lines.add("valid " + time(f.validFrom(), zone, "(no valid_from)") + "  \u2192  "
                + time(f.validTo(), zone, "now"));
        String status = switch (f.status()) {
            case CURRENT -> "current";
            case SUPERSEDED -> "superseded by #" + f.supersededBy();
            case INVALIDATED -> "invalidated";
        };
        if (f.isCurrent() && f.supersededBy() != null) {
            status += ", yet names #" + f.supersededBy() + " as its successor";
        }
        lines.add("#" + f.id() + " \u00B7 " + status);
        if (bar.has(BarState.CONTRADICTION)) {
            lines.add("contradicts another current value");
        }
        if (bar.has(BarState.DUPLICATE)) {
            lines.add("duplicates another current value");
        }
        if (bar.has(BarState.FLAGGED)) {
            lines.add("flagged for recheck");
        }
        for (FindingKind kind : bar.problems()) {
            lines.add("problem: " + kind.jsonName());
        }
        if (f.source() != null) {
            lines.add("source: " + f.source());
        }
        if (f.agent() != null) {
            lines.add("agent: " + f.agent());
        }
        if (f.recordedAt() != null) {
            lines.add("recorded " + time(f.recordedAt(), zone, ""));
        }
        if (f.confidence() != null) {
            lines.add(String.format(Locale.ROOT, "confidence %.2f", f.confidence()));
        }
        return lines.toString();
    }

    private static String time(Instant t, ZoneId zone, String ifNull) {
        return t == null ? ifNull : DateText.of(t, zone);
    }
}
