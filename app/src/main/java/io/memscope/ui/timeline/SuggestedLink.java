package io.memscope.ui.timeline;

import io.memscope.model.FactId;

import java.util.Objects;

/**
 * A supersession that memscope suggests and nobody has accepted: {@code newer} may replace {@code older}.
 * The timeline draws it dashed, in its own colour, so it is never read as a link the store holds.
 */
public record SuggestedLink(FactId older, FactId newer) {
    public SuggestedLink {
        Objects.requireNonNull(older, "older");
        Objects.requireNonNull(newer, "newer");
    }
}
