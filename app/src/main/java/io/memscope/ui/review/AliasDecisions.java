package io.memscope.ui.review;

import io.memscope.review.AcceptAlias;
import io.memscope.review.DismissAlias;
import io.memscope.review.ReviewAction;
import io.memscope.review.SuggestedAlias;
import io.memscope.review.SuggestedSupersession;
import io.memscope.suggest.Suggestion;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A suggested alias as the review actions take it, and the two decisions on it, one way for the Suggestions tab
 * and the review queue: both write the same audit entries.
 */
public final class AliasDecisions {
    private AliasDecisions() {
    }

    /** The alias with the supersessions it implies; empty for a suggestion that is no alias. */
    public static Optional<SuggestedAlias> of(Suggestion s, List<Suggestion.ImplicitSupersession> implied) {
        AcceptAlias.Kind kind = s instanceof Suggestion.PredicateAlias ? AcceptAlias.Kind.PREDICATE
                : s instanceof Suggestion.SubjectAlias ? AcceptAlias.Kind.SUBJECT : null;
        if (kind == null) {
            return Optional.empty();
        }
        List<String> names = s instanceof Suggestion.PredicateAlias p ? p.predicates()
                : ((Suggestion.SubjectAlias) s).subjects();
        List<SuggestedSupersession> pairs = new ArrayList<>(implied.size());
        for (Suggestion.ImplicitSupersession i : implied) {
            pairs.add(new SuggestedSupersession(i.oldFact(), i.newFact(), i.score(), i.why()));
        }
        return Optional.of(new SuggestedAlias(kind, names.get(0), names.get(1), s.score(), s.why(), pairs));
    }

    /** Stores the alias and supersedes the given pairs, as one audited action. {@code reason} may be null. */
    public static ReviewAction accept(SuggestedAlias alias, List<AcceptAlias.Link> links, String reason) {
        return new AcceptAlias(alias.kind(), alias.first(), alias.second(), links,
                "accepted suggestion: " + alias.why() + suffix(reason));
    }

    /** Puts on the record that the alias is none. {@code reason} may be null. */
    public static ReviewAction dismiss(SuggestedAlias alias, String reason) {
        return new DismissAlias(alias.kind(), alias.first(), alias.second(), alias.why() + suffix(reason));
    }

    private static String suffix(String reason) {
        return reason == null ? "" : " (" + reason + ")";
    }
}
