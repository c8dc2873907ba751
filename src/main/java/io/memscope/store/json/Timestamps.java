package io.memscope.store.json;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.YearMonth;
import java.time.format.DateTimeFormatter;

/**
 * Timestamps as the index keeps them: epoch microseconds in a {@code long}, with {@link #NULL} for a
 * missing one. Microseconds are the precision every store agrees on, so finer input is truncated here.
 */
final class Timestamps {
    /** No timestamp. Never produced by {@link #parseMicros}: the smallest parsable value is larger. */
    static final long NULL = Long.MIN_VALUE;

    private static final long MICROS_PER_SECOND = 1_000_000L;

    private Timestamps() {
    }

    /**
     * Parses ISO-8601 with an offset or {@code Z}, e.g. {@code 2024-03-01T10:00:00+01:00}.
     *
     * @throws DateTimeException when the text is not such a timestamp or lies beyond what micros in a long hold
     */
    static long parseMicros(String text) {
        long fast = parseCanonical(text);
        if (fast != NULL) {
            return fast;
        }
        return slowMicros(text);
    }

    /** A timestamp without offset read as UTC (as SQL stores read theirs), or {@link #NULL} if it is not one. */
    static long naiveUtcMicros(String text) {
        try {
            return micros(java.time.LocalDateTime.parse(text.replace(' ', 'T')).toInstant(java.time.ZoneOffset.UTC));
        } catch (DateTimeException e) {
            return NULL;
        }
    }

    /** The reference parse, which decides everything the fast path does not take. */
    static long slowMicros(String text) {
        return micros(OffsetDateTime.parse(text, DateTimeFormatter.ISO_OFFSET_DATE_TIME).toInstant());
    }

    /**
     * {@code yyyy-MM-ddTHH:mm:ss[.f{1,9}](Z|±HH:MM)}, the shape exports use, parsed without the
     * formatter machinery (which costs microseconds per call, the bulk of loading a million facts).
     * Returns {@link #NULL} for anything else, including invalid dates, leaving the verdict to the formatter.
     */
    static long parseCanonical(String s) {
        int n = s.length();
        if (n < 20 || s.charAt(4) != '-' || s.charAt(7) != '-' || s.charAt(10) != 'T' || s.charAt(13) != ':'
                || s.charAt(16) != ':') {
            return NULL;
        }
        int year = digits(s, 0, 4);
        int month = digits(s, 5, 2);
        int day = digits(s, 8, 2);
        int hour = digits(s, 11, 2);
        int minute = digits(s, 14, 2);
        int second = digits(s, 17, 2);
        if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour < 0 || hour > 23
                || minute < 0 || minute > 59 || second < 0 || second > 59) {
            return NULL;
        }
        int at = 19;
        long micros = 0;
        if (s.charAt(at) == '.') {
            int start = ++at;
            while (at < n && s.charAt(at) >= '0' && s.charAt(at) <= '9') {
                if (at - start < 6) {
                    micros = micros * 10 + (s.charAt(at) - '0');
                }
                at++;
            }
            int count = at - start;
            if (count < 1 || count > 9) {
                return NULL;
            }
            for (int i = count; i < 6; i++) {
                micros *= 10;
            }
        }
        int offsetSeconds;
        if (at == n - 1 && s.charAt(at) == 'Z') {
            offsetSeconds = 0;
        } else if (at == n - 6 && (s.charAt(at) == '+' || s.charAt(at) == '-') && s.charAt(at + 3) == ':') {
            int oh = digits(s, at + 1, 2);
            int om = digits(s, at + 4, 2);
            if (oh < 0 || oh > 18 || om < 0 || om > 59 || (oh == 18 && om > 0)) {
                return NULL;
            }
            offsetSeconds = (oh * 3600 + om * 60) * (s.charAt(at) == '-' ? -1 : 1);
        } else {
            return NULL;
        }
        long epochSecond = LocalDate.of(year, month, day).toEpochDay() * 86_400L
                + hour * 3600L + minute * 60L + second - offsetSeconds;
        return epochSecond * MICROS_PER_SECOND + micros;
    }

    private static int digits(String s, int from, int count) {
        int v = 0;
        for (int i = from; i < from + count; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            v = v * 10 + (c - '0');
        }
        return v;
    }

    private static int daysIn(int year, int month) {
        return YearMonth.of(year, month).lengthOfMonth();
    }

    static long micros(Instant instant) {
        try {
            return Math.addExact(Math.multiplyExact(instant.getEpochSecond(), MICROS_PER_SECOND),
                    instant.getNano() / 1000);
        } catch (ArithmeticException e) {
            throw new DateTimeException("out of range");
        }
    }

    /** The instant, or null for {@link #NULL}. */
    static Instant instant(long micros) {
        if (micros == NULL) {
            return null;
        }
        return Instant.ofEpochSecond(Math.floorDiv(micros, MICROS_PER_SECOND),
                Math.floorMod(micros, MICROS_PER_SECOND) * 1000);
    }
}
