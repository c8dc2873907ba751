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

    private Timestamps() {
    }

    /**
     * Parses ISO-8601 with an offset or {@code Z}, e.g. {@code 2024-03-01T10:00:00+01:00}.
     *
     * @throws DateTimeException when the text is not such a timestamp or lies beyond what micros in a long hold
     */
    static long parseMicros(String text) {
        Instant instant = OffsetDateTime.parse(text, DateTimeFormatter.ISO_OFFSET_DATE_TIME).toInstant();
        return micros(instant);
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
