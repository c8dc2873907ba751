package io.memscope.store.json;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;

/**
 * Timestamps as the index keeps them: epoch microseconds in a {@code long}, with {@link #NULL} for a
 * missing one. Microseconds are the precision every store agrees on, so finer input is truncated here.
 */
final class Timestamps {
    /** No timestamp. Never produced by {@link #parseMicros}: the smallest parsable value is larger. */
    static final long NULL = Long.MIN_VALUE;

    private static final long MICROS_PER_SECOND = 1_000_000L;

    /** A local time with an optional offset, then the zone in brackets: how Neo4j prints a zoned datetime. */
    private static final DateTimeFormatter NEO4J_ZONED = new java.time.format.DateTimeFormatterBuilder()
            .append(DateTimeFormatter.ISO_LOCAL_DATE_TIME)
            .optionalStart().appendOffsetId().optionalEnd()
            .appendLiteral('[').parseCaseSensitive().appendZoneRegionId().appendLiteral(']')
            .toFormatter();

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

    /**
     * A foreign system's timestamp, in every shape those systems print: what {@link #parseMicros} takes, a time
     * without offset (UTC, as SQL stores read theirs), and Neo4j's own forms as Graphiti's database and APOC
     * exports print them: a zone after the offset ({@code +01:00[Europe/Berlin]}), nine fraction digits, minutes
     * without seconds ({@code T00:00Z}). Epoch milliseconds, Neo4j's other export of a datetime, are a JSON number
     * and read by {@link #epochMillisMicros}. The one place foreign readers parse times, so every shape agrees.
     *
     * @throws DateTimeException when the text is none of these
     */
    static long foreignMicros(String text) {
        long fast = parseCanonical(text);
        if (fast != NULL) {
            return fast;
        }
        long naive = naiveUtcMicros(text);
        if (naive != NULL) {
            return naive;
        }
        if (text.endsWith("]")) {
            // with an offset the offset is the instant; a zone alone (Neo4j may print that) decides it instead
            return micros(java.time.ZonedDateTime.parse(text, NEO4J_ZONED).toInstant());
        }
        return micros(OffsetDateTime.parse(text, DateTimeFormatter.ISO_OFFSET_DATE_TIME).toInstant());
    }

    /** Epoch milliseconds as micros. */
    static long epochMillisMicros(long millis) {
        try {
            return Math.multiplyExact(millis, 1000L);
        } catch (ArithmeticException e) {
            throw new DateTimeException("out of range");
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
        return parseCanonical(s.toCharArray(), 0, s.length());
    }

    /**
     * As {@link #parseCanonical(String)}, from {@code length} chars of {@code c} at {@code from}: the JSON reader
     * hands over Jackson's own buffer, so the three timestamps of a fact need no {@code String} each.
     */
    static long parseCanonical(char[] c, int from, int length) {
        int n = length;
        if (n < 20 || c[from + 4] != '-' || c[from + 7] != '-' || c[from + 10] != 'T' || c[from + 13] != ':'
                || c[from + 16] != ':') {
            return NULL;
        }
        int year = digits(c, from, 4);
        int month = digits(c, from + 5, 2);
        int day = digits(c, from + 8, 2);
        int hour = digits(c, from + 11, 2);
        int minute = digits(c, from + 14, 2);
        int second = digits(c, from + 17, 2);
        if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour < 0 || hour > 23
                || minute < 0 || minute > 59 || second < 0 || second > 59) {
            return NULL;
        }
        int at = 19;
        long micros = 0;
        if (c[from + at] == '.') {
            int start = ++at;
            while (at < n && c[from + at] >= '0' && c[from + at] <= '9') {
                if (at - start < 6) {
                    micros = micros * 10 + (c[from + at] - '0');
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
        if (at == n - 1 && c[from + at] == 'Z') {
            offsetSeconds = 0;
        } else if (at == n - 6 && (c[from + at] == '+' || c[from + at] == '-') && c[from + at + 3] == ':') {
            int oh = digits(c, from + at + 1, 2);
            int om = digits(c, from + at + 4, 2);
            if (oh < 0 || oh > 18 || om < 0 || om > 59 || (oh == 18 && om > 0)) {
                return NULL;
            }
            offsetSeconds = (oh * 3600 + om * 60) * (c[from + at] == '-' ? -1 : 1);
        } else {
            return NULL;
        }
        long epochSecond = epochDay(year, month, day) * 86_400L
                + hour * 3600L + minute * 60L + second - offsetSeconds;
        return epochSecond * MICROS_PER_SECOND + micros;
    }

    private static int digits(char[] c, int from, int count) {
        int v = 0;
        for (int i = from; i < from + count; i++) {
            char ch = c[i];
            if (ch < '0' || ch > '9') {
                return -1;
            }
            v = v * 10 + (ch - '0');
        }
        return v;
    }

    private static final int[] DAYS_IN_MONTH = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

    private static int daysIn(int year, int month) {
        return month == 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1];
    }

    private static boolean isLeap(int year) {
        return (year & 3) == 0 && (year % 100 != 0 || year % 400 == 0);
    }

    /**
     * Days since 1970-01-01 of a valid proleptic Gregorian date (year 0 to 9999), by the civil-calendar
     * arithmetic {@code LocalDate.toEpochDay} uses, without building a {@code LocalDate} per timestamp.
     */
    static long epochDay(int year, int month, int day) {
        int y = month <= 2 ? year - 1 : year;
        int era = Math.floorDiv(y, 400);
        int yearOfEra = y - era * 400;
        int dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1;
        int dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
        return era * 146_097L + dayOfEra - 719_468L;
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
