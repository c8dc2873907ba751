package io.memscope.review;

import io.memscope.model.AuditEntry;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Puts on the record that the operator looked at a suggested alias (two predicates for one attribute, two
 * keys for one entity) and turned it down, so it is not offered again. It changes no fact, and, as a
 * dismissed supersession does, keeps the whole record in its reason: the two names as a JSON array.
 */
public final class DismissAlias implements ReviewAction {
    private final AcceptAlias.Kind kind;
    private final String first;
    private final String second;
    private final String why;

    /** @param why the suggestion's evidence as it was shown, or null */
    public DismissAlias(AcceptAlias.Kind kind, String first, String second, String why) {
        this.kind = Objects.requireNonNull(kind, "kind");
        this.first = Objects.requireNonNull(first, "first");
        this.second = Objects.requireNonNull(second, "second");
        this.why = why;
    }

    @Override
    public String name() {
        return DismissSuggestion.NAME;
    }

    @Override
    public String description() {
        return "dismiss the suggestion that " + kind.word + "s \"" + first + "\" and \"" + second + "\" are one "
                + (kind == AcceptAlias.Kind.PREDICATE ? "attribute" : "entity");
    }

    @Override
    public String reason() {
        return prefix(kind) + AcceptAlias.pair(first, second)
                + (why == null || why.isBlank() ? "" : AcceptedAliases.WHY + why.strip());
    }

    @Override
    public void execute(ActionContext context) throws io.memscope.store.StoreException {
        if (first.isBlank() || second.isBlank() || first.equals(second)) {
            throw context.refused("an alias names two different " + kind.word + " names, not \"" + first
                    + "\" and \"" + second + "\"");
        }
    }

    @Override
    public boolean recordsOnly() {
        return true;
    }

    private static String prefix(AcceptAlias.Kind kind) {
        return "dismissed " + kind.word + " alias ";
    }

    /** The pairs of {@code kind} the log says were dismissed, each in both orders. */
    public static Set<List<String>> dismissedIn(List<AuditEntry> log, AcceptAlias.Kind kind) {
        Set<List<String>> pairs = new HashSet<>();
        for (AuditEntry e : log) {
            if (!DismissSuggestion.NAME.equals(e.action()) || e.reason() == null) {
                continue;
            }
            AcceptedAliases.namesAfter(e.reason(), prefix(kind)).ifPresent(p -> {
                pairs.add(p);
                pairs.add(List.of(p.get(1), p.get(0)));
            });
        }
        return pairs;
    }
}
