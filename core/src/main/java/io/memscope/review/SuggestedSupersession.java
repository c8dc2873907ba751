package io.memscope.review;

import io.memscope.model.FactId;

/**
 * A supersession the suggester proposes and no one has decided yet: the older fact, the newer that replaces
 * it, the score and why, as the review queue shows it. The queue holds these beside findings and flags;
 * accepting one links the two facts, dismissing it puts on the record that they are no supersession.
 */
public record SuggestedSupersession(FactId older, FactId newer, double score, String why) {
}
