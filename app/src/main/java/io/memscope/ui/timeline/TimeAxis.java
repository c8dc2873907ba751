package io.memscope.ui.timeline;

import java.util.List;

/**
 * The ticks for one view: {@code ticks} in the chosen {@code unit}, and {@code context} ticks in the
 * coarser unit named above them (the first context tick may lie left of the view, so the period the
 * view starts in is named too). {@code context} is empty when the unit needs none. {@code minor} are
 * unlabelled grid points of the next finer unit, for faint grid lines (empty when too dense).
 */
public record TimeAxis(TickUnit unit, List<Tick> ticks, List<Tick> context, List<Tick> minor) {
}
