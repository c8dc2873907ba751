package io.memscope.ui.timeline;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.function.ToDoubleFunction;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class TimeScaleTest {
    /** Roughly a 12 px system font: 7 px a character. */
    private static final ToDoubleFunction<String> SEVEN_PX_PER_CHAR = s -> s.length() * 7.0;
    private static final Instant T0 = Instant.parse("2024-03-12T14:00:00Z");

    private static TimeScale scale(Instant start, Duration span, double width) {
        return new TimeScale(new TimeRange(start, start.plus(span)), 100, width, ZoneOffset.UTC);
    }

    @Test
    void instantsAndPixelsRoundTripToTheMicrosecond() {
        TimeScale scale = scale(T0, Duration.ofDays(365 * 3), 1200);
        Instant t = Instant.parse("2025-07-01T08:30:15.123456Z");
        assertThat(scale.toInstant(scale.toX(t))).isBetween(t.minusNanos(2000), t.plusNanos(2000));
        assertThat(scale.toX(T0)).isEqualTo(100.0);
        assertThat(scale.toX(T0.plus(Duration.ofDays(365 * 3)))).isCloseTo(1300.0, within(1e-9));
        assertThat(scale.toInstant(700)).isEqualTo(T0.plus(Duration.ofDays(365 * 3).dividedBy(2)));
    }

    @Test
    void durationsAndPixelsConvertBothWays() {
        TimeScale scale = scale(T0, Duration.ofHours(10), 1000);
        assertThat(scale.pixelsOf(Duration.ofHours(1))).isCloseTo(100.0, within(1e-9));
        assertThat(scale.durationOf(-250)).isEqualTo(Duration.ofMinutes(-150));
    }

    @Test
    void tickUnitAdaptsFromYearsDownToMinutes() {
        assertThat(unitFor(Duration.ofDays(365 * 60))).isIn(TickUnit.YEARS_5, TickUnit.YEARS_10);
        assertThat(unitFor(Duration.ofDays(365 * 8))).isEqualTo(TickUnit.YEAR);
        assertThat(unitFor(Duration.ofDays(365))).isEqualTo(TickUnit.MONTH);
        assertThat(unitFor(Duration.ofDays(70))).isEqualTo(TickUnit.WEEK);
        assertThat(unitFor(Duration.ofDays(14))).isEqualTo(TickUnit.DAY);
        assertThat(unitFor(Duration.ofHours(20))).isEqualTo(TickUnit.HOUR);
        assertThat(unitFor(Duration.ofMinutes(40))).isEqualTo(TickUnit.MINUTES_5);
        assertThat(unitFor(Duration.ofMinutes(8))).isEqualTo(TickUnit.MINUTE);
    }

    private static TickUnit unitFor(Duration span) {
        return scale(T0, span, 1000).axis(SEVEN_PX_PER_CHAR).unit();
    }

    @Test
    void labelsNameThePeriodAtEachScale() {
        assertThat(labels(Instant.parse("2021-06-01T00:00:00Z"), Duration.ofDays(365 * 8))).contains("2022", "2024");
        assertThat(labels(Instant.parse("2024-01-10T00:00:00Z"), Duration.ofDays(365))).contains("Mar", "Dec");
        assertThat(labels(Instant.parse("2024-03-08T00:00:00Z"), Duration.ofDays(14))).contains("12 Mar");
        assertThat(labels(T0.minus(Duration.ofHours(2)), Duration.ofHours(20))).contains("14:00");
        TimeAxis hours = scale(T0, Duration.ofHours(20), 1000).axis(SEVEN_PX_PER_CHAR);
        assertThat(hours.context()).extracting(Tick::label).startsWith("Tue 12 Mar 2024", "Wed 13 Mar 2024");
        TimeAxis months = scale(Instant.parse("2024-01-10T00:00:00Z"), Duration.ofDays(365), 1000).axis(SEVEN_PX_PER_CHAR);
        assertThat(months.context()).extracting(Tick::label).containsExactly("2024", "2025");
    }

    private static List<String> labels(Instant start, Duration span) {
        return scale(start, span, 1000).axis(SEVEN_PX_PER_CHAR).ticks().stream().map(Tick::label).toList();
    }

    @Test
    void labelsNeverCollideAtAnyZoom() {
        for (long minutes = 5; minutes < 60L * 24 * 365 * 200; minutes *= 3) {
            TimeScale scale = scale(Instant.parse("1990-05-17T03:27:00Z"), Duration.ofMinutes(minutes), 900);
            List<Tick> ticks = scale.axis(SEVEN_PX_PER_CHAR).ticks();
            assertThat(ticks).as("ticks for %d minutes", minutes).hasSizeGreaterThanOrEqualTo(1);
            for (int i = 0; i + 1 < ticks.size(); i++) {
                assertThat(ticks.get(i + 1).x() - ticks.get(i).x())
                        .as("spacing after %s for %d minutes", ticks.get(i).label(), minutes)
                        .isGreaterThanOrEqualTo(SEVEN_PX_PER_CHAR.applyAsDouble(ticks.get(i).label()));
            }
            assertThat(ticks).allSatisfy(t -> assertThat(t.x()).isBetween(100.0, 1000.0));
        }
    }

    @Test
    void zoomKeepsTheAnchorInPlaceAndPanShiftsTheRange() {
        TimeRange range = new TimeRange(T0, T0.plus(Duration.ofHours(10)));
        Instant anchor = T0.plus(Duration.ofHours(2));
        TimeRange zoomed = range.zoomedAt(2, anchor);
        assertThat(zoomed.span()).isEqualTo(Duration.ofHours(5));
        assertThat(Duration.between(zoomed.start(), anchor)).isEqualTo(Duration.ofHours(1));
        assertThat(range.shiftedBy(Duration.ofHours(-3)).start()).isEqualTo(T0.minus(Duration.ofHours(3)));
        assertThat(range.zoomedAt(1e9, anchor).span()).isEqualTo(TimeRange.MIN_SPAN);
    }
}
