package io.memscope.ui.timeline;

import java.time.DayOfWeek;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.Locale;

/**
 * The steps the time axis can be divided into, finest first. Each step knows how to snap a
 * date-time down to its grid, how far apart its ticks are at least (so spacing checks are safe for
 * short months), how its labels read, and which coarser step names the context row above it.
 */
public enum TickUnit {
    MINUTE(ChronoUnit.MINUTES, 1, "HH:mm"),
    MINUTES_5(ChronoUnit.MINUTES, 5, "HH:mm"),
    MINUTES_15(ChronoUnit.MINUTES, 15, "HH:mm"),
    MINUTES_30(ChronoUnit.MINUTES, 30, "HH:mm"),
    HOUR(ChronoUnit.HOURS, 1, "HH:mm"),
    HOURS_3(ChronoUnit.HOURS, 3, "HH:mm"),
    HOURS_6(ChronoUnit.HOURS, 6, "HH:mm"),
    HOURS_12(ChronoUnit.HOURS, 12, "HH:mm"),
    DAY(ChronoUnit.DAYS, 1, "d MMM"),
    WEEK(ChronoUnit.WEEKS, 1, "d MMM"),
    MONTH(ChronoUnit.MONTHS, 1, "MMM"),
    QUARTER(ChronoUnit.MONTHS, 3, "MMM"),
    YEAR(ChronoUnit.YEARS, 1, "yyyy"),
    YEARS_5(ChronoUnit.YEARS, 5, "yyyy"),
    YEARS_10(ChronoUnit.YEARS, 10, "yyyy"),
    YEARS_50(ChronoUnit.YEARS, 50, "yyyy"),
    YEARS_100(ChronoUnit.YEARS, 100, "yyyy"),
    YEARS_500(ChronoUnit.YEARS, 500, "yyyy"),
    YEARS_1000(ChronoUnit.YEARS, 1000, "yyyy");

    private final ChronoUnit unit;
    private final int step;
    private final DateTimeFormatter format;

    TickUnit(ChronoUnit unit, int step, String pattern) {
        this.unit = unit;
        this.step = step;
        this.format = DateTimeFormatter.ofPattern(pattern, Locale.ENGLISH);
    }

    /** The shortest distance between two ticks, in seconds (28-day months, 365-day years). */
    double minSpacingSeconds() {
        return switch (unit) {
            case MONTHS -> step * 28 * 86_400.0;
            case YEARS -> step * 365 * 86_400.0;
            default -> unit.getDuration().getSeconds() * (double) step;
        };
    }

    /** The last grid point at or before {@code t}. */
    LocalDateTime floor(LocalDateTime t) {
        return switch (unit) {
            case MINUTES -> t.truncatedTo(ChronoUnit.HOURS).plusMinutes(t.getMinute() / step * step);
            case HOURS -> t.truncatedTo(ChronoUnit.DAYS).plusHours(t.getHour() / step * step);
            case DAYS -> t.truncatedTo(ChronoUnit.DAYS);
            case WEEKS -> t.truncatedTo(ChronoUnit.DAYS).with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY));
            case MONTHS -> t.truncatedTo(ChronoUnit.DAYS).withDayOfMonth(1)
                    .withMonth((t.getMonthValue() - 1) / step * step + 1);
            case YEARS -> t.truncatedTo(ChronoUnit.DAYS).withDayOfYear(1)
                    .withYear(Math.floorDiv(t.getYear(), step) * step);
            default -> throw new IllegalStateException("no grid for " + unit);
        };
    }

    LocalDateTime next(LocalDateTime t) {
        return t.plus(step, unit);
    }

    String label(LocalDateTime t) {
        return format.format(t);
    }

    /** The coarser step shown in the row above this one, or null when none helps (years). */
    ContextUnit context() {
        return switch (unit) {
            case MINUTES, HOURS -> ContextUnit.DAY;
            case DAYS, WEEKS -> ContextUnit.MONTH;
            case MONTHS -> ContextUnit.YEAR;
            default -> null;
        };
    }

    /** Context rows: coarse periods named in full, e.g. "Tue 12 Mar 2024" above hour ticks. */
    enum ContextUnit {
        DAY(TickUnit.DAY, "EEE d MMM yyyy"),
        MONTH(TickUnit.MONTH, "MMMM yyyy"),
        YEAR(TickUnit.YEAR, "yyyy");

        final TickUnit grid;
        private final DateTimeFormatter format;

        ContextUnit(TickUnit grid, String pattern) {
            this.grid = grid;
            this.format = DateTimeFormatter.ofPattern(pattern, Locale.ENGLISH);
        }

        String label(LocalDateTime t) {
            return format.format(t);
        }
    }
}
