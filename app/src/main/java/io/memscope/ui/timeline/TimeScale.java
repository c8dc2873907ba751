package io.memscope.ui.timeline;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.ToDoubleFunction;

/**
 * Maps a visible time range onto a horizontal strip of pixels {@code [x0, x0 + width)} and picks the
 * axis ticks for it. It is the only place where time and pixels meet, so every drawing, hit test
 * and drag agrees on where an instant is.
 */
public final class TimeScale {
    /** Space kept free between one label and the next. */
    static final double LABEL_GAP = 10;

    private final TimeRange range;
    private final double x0;
    private final double width;
    private final ZoneId zone;
    private final double spanSeconds;

    public TimeScale(TimeRange range, double x0, double width, ZoneId zone) {
        this.range = Objects.requireNonNull(range, "range");
        this.zone = Objects.requireNonNull(zone, "zone");
        if (!(width > 0)) {
            throw new IllegalArgumentException("scale width must be positive: " + width);
        }
        this.x0 = x0;
        this.width = width;
        this.spanSeconds = range.spanSeconds();
    }

    public TimeRange range() {
        return range;
    }

    public double x0() {
        return x0;
    }

    public double width() {
        return width;
    }

    public ZoneId zone() {
        return zone;
    }

    public double toX(Instant t) {
        return x0 + TimeRange.seconds(range.start(), t) / spanSeconds * width;
    }

    public Instant toInstant(double x) {
        return TimeRange.plusSeconds(range.start(), (x - x0) / width * spanSeconds);
    }

    /** How long a horizontal distance of {@code pixels} lasts (negative for leftward distances). */
    public Duration durationOf(double pixels) {
        double seconds = pixels / width * spanSeconds;
        return Duration.ofNanos(Math.round(seconds * 1e6) * 1000);
    }

    /** How many pixels {@code d} covers. */
    public double pixelsOf(Duration d) {
        return TimeRange.seconds(d) / spanSeconds * width;
    }

    /**
     * The finest tick unit whose labels, each drawn to the right of its tick, do not run into the
     * next one. {@code labelWidth} measures a label in the font it will be drawn in.
     */
    public TimeAxis axis(ToDoubleFunction<String> labelWidth) {
        TickUnit[] units = TickUnit.values();
        for (TickUnit unit : units) {
            if (pixelsPerSecond() * unit.minSpacingSeconds() < labelWidth.applyAsDouble("00:00") + LABEL_GAP) {
                continue; // cannot fit even the shortest label; skip generating
            }
            List<Tick> ticks = ticks(unit);
            if (fits(ticks, labelWidth)) {
                return new TimeAxis(unit, ticks, contextTicks(unit), minorTicks(unit));
            }
        }
        TickUnit coarsest = units[units.length - 1];
        return new TimeAxis(coarsest, ticks(coarsest), List.of(), List.of());
    }

    /** Minimum distance between unlabelled minor grid lines. */
    private static final double MINOR_SPACING = 6;

    private List<Tick> minorTicks(TickUnit unit) {
        if (unit.ordinal() == 0) {
            return List.of();
        }
        TickUnit finer = TickUnit.values()[unit.ordinal() - 1];
        if (finer == TickUnit.WEEK) {
            finer = TickUnit.DAY; // weeks do not divide months: their lines would wander across them
        }
        if (pixelsPerSecond() * finer.minSpacingSeconds() < MINOR_SPACING) {
            return List.of();
        }
        return ticks(finer).stream().map(t -> new Tick(t.time(), t.x(), "")).toList();
    }

    private List<Tick> contextTicks(TickUnit unit) {
        TickUnit.ContextUnit context = unit.context();
        if (context == null) {
            return List.of();
        }
        List<Tick> ticks = new ArrayList<>();
        for (LocalDateTime t = context.grid.floor(local(range.start())); ; t = context.grid.next(t)) {
            Instant at = t.atZone(zone).toInstant();
            if (!at.isBefore(range.end())) {
                return ticks;
            }
            ticks.add(new Tick(at, toX(at), context.label(t)));
        }
    }

    /** Ticks of {@code unit} inside the range. */
    private List<Tick> ticks(TickUnit unit) {
        List<Tick> ticks = new ArrayList<>();
        for (LocalDateTime t = unit.floor(local(range.start())); ; t = unit.next(t)) {
            Instant at = t.atZone(zone).toInstant();
            if (!at.isBefore(range.end())) {
                return ticks;
            }
            if (!at.isBefore(range.start())) {
                ticks.add(new Tick(at, toX(at), unit.label(t)));
            }
        }
    }

    private static boolean fits(List<Tick> ticks, ToDoubleFunction<String> labelWidth) {
        for (int i = 0; i + 1 < ticks.size(); i++) {
            Tick a = ticks.get(i);
            if (ticks.get(i + 1).x() - a.x() < labelWidth.applyAsDouble(a.label()) + LABEL_GAP) {
                return false;
            }
        }
        return true;
    }

    private double pixelsPerSecond() {
        return width / spanSeconds;
    }

    private LocalDateTime local(Instant t) {
        return LocalDateTime.ofInstant(t, zone);
    }
}
