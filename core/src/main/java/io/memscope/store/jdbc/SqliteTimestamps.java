package io.memscope.store.jdbc;

import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;

/**
 * Times in a SQLite file, which has no timestamp type. Read: ISO-8601 text with an offset or {@code Z}, or
 * without one (then UTC, the rule for naive timestamps in every SQL store), with {@code T} or a space
 * between date and time as SQLite's own {@code datetime()} writes it. A number is refused rather than
 * guessed at: seconds, milliseconds and Julian days all occur, and a wrong guess would misplace every fact.
 * Written: fixed-width UTC text, so that text order is time order.
 */
final class SqliteTimestamps {
    private static final DateTimeFormatter READ = new DateTimeFormatterBuilder()
            .append(DateTimeFormatter.ISO_LOCAL_DATE)
            .optionalStart().appendLiteral('T').optionalEnd()
            .optionalStart().appendLiteral(' ').optionalEnd()
            .append(DateTimeFormatter.ISO_LOCAL_TIME)
            .optionalStart().appendOffset("+HH:MM:ss", "Z").optionalEnd()
            .optionalStart().appendOffset("+HHmm", "Z").optionalEnd()
            .toFormatter();
    private static final DateTimeFormatter WRITE = new DateTimeFormatterBuilder()
            .appendPattern("uuuu-MM-dd'T'HH:mm:ss")
            .appendFraction(ChronoField.MICRO_OF_SECOND, 6, 6, true)
            .appendLiteral('Z')
            .toFormatter();

    private SqliteTimestamps() {
    }

    static Instant read(Object raw) throws SQLException {
        if (raw == null) {
            return null;
        }
        if (!(raw instanceof String text)) {
            throw new SQLException("a timestamp must be ISO-8601 text in a SQLite store, found the number " + raw);
        }
        return parse(text);
    }

    static Instant parse(String text) throws SQLException {
        String t = text.strip();
        try {
            var parsed = READ.parseBest(t, OffsetDateTime::from, LocalDateTime::from);
            Instant instant = parsed instanceof OffsetDateTime odt ? odt.toInstant()
                    : ((LocalDateTime) parsed).toInstant(ZoneOffset.UTC);
            return instant.truncatedTo(ChronoUnit.MICROS);
        } catch (DateTimeParseException e) {
            throw new SQLException("not an ISO-8601 timestamp: \"" + text + "\"", e);
        }
    }

    static String text(Instant t) {
        return WRITE.format(t.atOffset(ZoneOffset.UTC));
    }
}
