package io.memscope.review;

import io.memscope.model.AuditEntry;
import io.memscope.model.FactId;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Puts on the record that the operator looked at a suggested supersession and turned it down. It changes no
 * fact, so undo passes over it; the entry's reason names both facts, which is how the window knows not to
 * offer the pair again. The reason is the whole record, so the audit format needs no new field and older
 * readers still read the log.
 */
public final class DismissSuggestion implements ReviewAction {
    static final String NAME = "dismiss";
    private static final String PREFIX = "dismissed suggestion: fact ";
    private static final String BY = " superseded by fact ";
    private static final String WHY = " — ";

    private final FactId older;
    private final FactId newer;
    private final String what;

    /** @param why the suggestion's evidence as it was shown, or null */
    public DismissSuggestion(FactId older, FactId newer, String why) {
        this.older = Objects.requireNonNull(older, "older");
        this.newer = Objects.requireNonNull(newer, "newer");
        this.what = PREFIX + older + BY + newer + (why == null || why.isBlank() ? "" : WHY + why.strip());
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "dismiss the suggestion that fact " + newer + " supersedes fact " + older;
    }

    @Override
    public String reason() {
        return what;
    }

    @Override
    public void execute(ActionContext context) throws io.memscope.store.StoreException {
        // both facts must exist, so a typo never hides a suggestion; nothing else changes
        context.require(older);
        context.require(newer);
    }

    @Override
    public boolean recordsOnly() {
        return true;
    }

    /**
     * The pairs that the log says were dismissed, old then new, as the ids print: a reason keeps no type, and
     * fact 7 and the text id "7" print alike, so callers compare printed ids.
     */
    public static Set<List<String>> dismissedIn(List<AuditEntry> log) {
        Set<List<String>> pairs = new HashSet<>();
        for (AuditEntry e : log) {
            String r = e.reason();
            if (!NAME.equals(e.action()) || r == null || !r.startsWith(PREFIX)) {
                continue;
            }
            int by = r.indexOf(BY, PREFIX.length());
            if (by < 0) {
                continue;
            }
            int end = r.indexOf(WHY, by + BY.length());
            String newer = end < 0 ? r.substring(by + BY.length()) : r.substring(by + BY.length(), end);
            pairs.add(List.of(r.substring(PREFIX.length(), by), newer));
        }
        return pairs;
    }
}
