package io.memscope.review;

import java.util.List;
import java.util.Objects;

/**
 * An alias the suggester proposes and no one decided yet, as the review queue shows it: two predicates for one
 * attribute or two keys for one entity, and the supersessions it implies, which accepting it links as one
 * confirmed batch.
 */
public record SuggestedAlias(AcceptAlias.Kind kind, String first, String second, double score, String why,
                             List<SuggestedSupersession> implied) {
    public SuggestedAlias {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
        implied = List.copyOf(implied);
    }

    /** "predicate" or "subject", as the audit log and the window name the kind. */
    public String kindWord() {
        return kind.word;
    }
}
