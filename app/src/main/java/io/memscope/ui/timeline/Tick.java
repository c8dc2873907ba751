package io.memscope.ui.timeline;

import java.time.Instant;

/** One labelled grid point of the time axis, at pixel {@code x} of the scale it came from. */
public record Tick(Instant time, double x, String label) {
}
