package io.memscope.ui.format;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Optional;

/**
 * How the window writes and reads instants: one format everywhere ({@code 2025-06-01 14:03 UTC}, seconds
 * only where they are not zero), in the zone it names; and what an operator may type for a time: a
 * date, a date and a time in that zone, or a full ISO-8601 instant.
 */
public final class DateText {
    private static final DateTimeFormatter MINUTES = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT);
    private static final DateTimeFormatter SECONDS = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT);

    private DateText() {
    }

    /** The zone the window shows times in: UTC, as the stores keep them. */
    public static ZoneId zone() {
        return ZoneId.of("UTC");
    }

    public static String of(Instant t) {
        return of(t, zone());
    }

    /** As {@link #of(Instant)}, in another zone (a picture drawn for a zone of its own). */
    public static String of(Instant t, ZoneId in) {
        if (t == null) {
            return "—";
        }
        ZonedDateTime z = t.atZone(in);
        return (z.getSecond() == 0 ? MINUTES : SECONDS).format(z) + " " + (in.equals(ZoneOffset.UTC) ? "UTC" : in.getId());
    }

    /** The zone as shown beside times and fields: "UTC". */
    public static String zoneName() {
        return zone().getId();
    }

    /**
     * What an operator typed as a time: {@code 2025-06-01} (its start), {@code 2025-06-01 14:30} or
     * {@code 2025-06-01T14:30} (in {@link #zone()}), or an ISO-8601 instant with its offset; empty when it
     * is none of these.
     */
    public static Optional<Instant> parse(String text) {
        if (text == null || text.isBlank()) {
            return Optional.empty();
        }
        String t = text.strip().replaceFirst("(?i)\\s+utc$", "");
        try {
            return Optional.of(java.time.OffsetDateTime.parse(t).toInstant());
        } catch (DateTimeParseException notAnInstant) {
            // a date, or a local date and time
        }
        try {
            return Optional.of(Instant.parse(t));
        } catch (DateTimeParseException notZ) {
            // a date, or a local date and time
        }
        try {
            return Optional.of(LocalDate.parse(t).atStartOfDay(zone()).toInstant());
        } catch (DateTimeParseException notADate) {
            // a local date and time
        }
        try {
            return Optional.of(LocalDateTime.parse(t.replace(' ', 'T')).atZone(zone()).toInstant());
        } catch (DateTimeParseException notALocalTime) {
            return Optional.empty();
        }
    }

    /** A date and a time of day picked in the window, in {@link #zone()}. */
    public static Instant of(LocalDate date, LocalTime time) {
        return date.atTime(time == null ? LocalTime.MIDNIGHT : time).atZone(zone()).toInstant();
    }
}
