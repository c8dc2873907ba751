package io.memscope.ui.timeline;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * A half-open stretch of time {@code [start, end)} with {@code start < end}. Zooming and panning are
 * pure time arithmetic and live here; turning time into pixels is {@link TimeScale}'s job.
 */
public record TimeRange(Instant start, Instant end) {

    /** Below a minute per view width the axis has nothing finer to show. */
    public static final Duration MIN_SPAN = Duration.ofMinutes(1);
    /** Years 1 to 9999 keep every calendar conversion of the axis inside java.time's range. */
    static final Instant EARLIEST = Instant.parse("0001-01-01T00:00:00Z");
    static final Instant LATEST = Instant.parse("9999-12-31T00:00:00Z");
    public static final Duration MAX_SPAN = Duration.between(EARLIEST, LATEST);

    public TimeRange {
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(end, "end");
        if (!end.isAfter(start)) {
            throw new IllegalArgumentException("time range ends at " + end + ", not after its start " + start);
        }
    }

    public Duration span() {
        return Duration.between(start, end);
    }

    public double spanSeconds() {
        return seconds(start, end);
    }

    public boolean contains(Instant t) {
        return !t.isBefore(start) && t.isBefore(end);
    }

    public boolean intersects(Instant from, Instant to) {
        return from.isBefore(end) && to.isAfter(start) || from.equals(to) && contains(from);
    }

    public Instant middle() {
        return at(0.5);
    }

    /** The instant at a fraction of the range (0 = start, 1 = end). */
    public Instant at(double fraction) {
        return plusSeconds(start, spanSeconds() * fraction);
    }

    /**
     * The range magnified {@code factor} times (>1 zooms in) around {@code anchor}, which keeps its
     * relative position, so the point under the mouse stays under the mouse.
     */
    public TimeRange zoomedAt(double factor, Instant anchor) {
        if (!(factor > 0) || Double.isInfinite(factor)) {
            throw new IllegalArgumentException("zoom factor must be positive: " + factor);
        }
        double span = spanSeconds();
        double newSpan = clampSpan(span / factor);
        double before = seconds(start, anchor) / span;
        Instant newStart = plusSeconds(anchor, -before * newSpan);
        return clamped(newStart, newSpan);
    }

    public TimeRange shiftedBy(Duration by) {
        return clamped(plusSeconds(start, seconds(by)), spanSeconds());
    }

    /** The range grown by {@code fraction} of its span on each side (for fit-all margins). */
    public TimeRange padded(double fraction) {
        double span = spanSeconds();
        double newSpan = clampSpan(span * (1 + 2 * fraction));
        return clamped(plusSeconds(start, -(newSpan - span) / 2), newSpan);
    }

    /** Keeps the span but slides the range back inside years 1..9999. */
    private static TimeRange clamped(Instant start, double spanSeconds) {
        Instant s = start.isBefore(EARLIEST) ? EARLIEST : start;
        Instant e = plusSeconds(s, spanSeconds);
        if (e.isAfter(LATEST)) {
            e = LATEST;
            s = plusSeconds(e, -spanSeconds);
        }
        return new TimeRange(s, e);
    }

    private static double clampSpan(double seconds) {
        return Math.max(MIN_SPAN.getSeconds(), Math.min(MAX_SPAN.getSeconds(), seconds));
    }

    static double seconds(Instant from, Instant to) {
        return (to.getEpochSecond() - from.getEpochSecond()) + (to.getNano() - from.getNano()) / 1e9;
    }

    static double seconds(Duration d) {
        return d.getSeconds() + d.getNano() / 1e9;
    }

    /** Adds fractional seconds, rounded to the microsecond (the stores' precision). */
    static Instant plusSeconds(Instant t, double seconds) {
        double whole = Math.floor(seconds);
        long micros = Math.round((seconds - whole) * 1e6);
        return t.plusSeconds((long) whole).plusNanos(micros * 1000);
    }
}
