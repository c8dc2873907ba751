package io.memscope.review;

import io.memscope.model.Fact;
import io.memscope.store.StoreException;

import java.util.Objects;

/**
 * Links an older fact to the later fact that replaced it, which the memory system failed to connect:
 * the old fact ends where the new one begins and names it as its successor.
 */
public final class SupersedeByHand implements ReviewAction {
    private final Fact older;
    private final Fact newer;
    private final String reason;
    /** Whether the operator accepted a suggestion that names the attribute or the entity two ways. */
    private final boolean acrossAliases;

    /** Both facts as the operator saw them. */
    public SupersedeByHand(Fact older, Fact newer, String reason) {
        this(older, newer, reason, false);
    }

    private SupersedeByHand(Fact older, Fact newer, String reason, boolean acrossAliases) {
        this.older = Objects.requireNonNull(older, "older");
        this.newer = Objects.requireNonNull(newer, "newer");
        this.reason = reason;
        this.acrossAliases = acrossAliases;
    }

    /**
     * An accepted suggestion: the suggester links facts whose predicates or subjects are aliases of each other
     * ({@code lives_in} and {@code moved to}, {@code user:omar} and {@code Omar}), which a supersession typed by
     * hand refuses as a slip. The operator has read why they are one attribute of one entity, so only the
     * order in time is checked.
     */
    public static SupersedeByHand acceptingSuggestion(Fact older, Fact newer, String reason) {
        return new SupersedeByHand(older, newer, reason, true);
    }

    @Override
    public String name() {
        return "supersede";
    }

    @Override
    public String description() {
        return "fact " + older.id() + " (" + older.value() + ") is superseded by fact " + newer.id()
                + " (" + newer.value() + ")";
    }

    @Override
    public String reason() {
        return reason;
    }

    @Override
    public void execute(ActionContext context) throws StoreException {
        if (older.id().equals(newer.id())) {
            throw context.refused("a fact cannot supersede itself (fact " + older.id() + ")");
        }
        Fact a = context.requireUnchanged(older);
        Fact b = context.requireUnchanged(newer);
        if (!acrossAliases && (!a.subject().equals(b.subject()) || !a.predicate().equals(b.predicate()))
                && !accepted(context, a, b)) {
            throw context.refused("fact " + b.id() + " is " + b.predicate() + " of " + b.subject() + ", not "
                    + a.predicate() + " of " + a.subject() + "; only a fact of the same subject and predicate"
                    + " can supersede it, or of an accepted alias (memscope alias STORE --predicates \""
                    + a.predicate() + "\" \"" + b.predicate() + "\", or --subjects)");
        }
        if (b.validFrom() == null) {
            throw context.refused("fact " + b.id() + " has no valid_from, so it cannot say when fact " + a.id()
                    + " ended");
        }
        if (a.validFrom() != null && !b.validFrom().isAfter(a.validFrom())) {
            throw context.refused("fact " + b.id() + " (from " + b.validFrom() + ") must begin after fact "
                    + a.id() + " (from " + a.validFrom() + ") to supersede it");
        }
        if (b.id().equals(a.supersededBy()) && b.validFrom().equals(a.validTo())) {
            throw context.refused("fact " + a.id() + " is already superseded by fact " + b.id());
        }
        context.replace(a, a.withValidity(b.validFrom(), b.id()));
    }

    /** Whether the log holds accepted aliases that make the two facts one attribute of one entity. */
    private static boolean accepted(ActionContext context, Fact a, Fact b) throws StoreException {
        AcceptedAliases aliases = AcceptedAliases.in(context.session().auditLog());
        return (a.subject().equals(b.subject()) || aliases.subjectsAliased(a.subject(), b.subject()))
                && (a.predicate().equals(b.predicate()) || aliases.predicatesAliased(a.predicate(), b.predicate()));
    }
}
