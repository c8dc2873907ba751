package io.memscope.cli;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;

/** Reads the instants operators type: full ISO-8601 with offset, or a date / date-time taken as UTC. */
public final class Timestamps {
    private Timestamps() {
    }

    public static Instant parse(String text) throws StoreCommand.UsageException {
        String t = text.strip();
        try {
            return OffsetDateTime.parse(t).toInstant();
        } catch (DateTimeParseException ignored) {
            // fall through to the forms without an offset
        }
        try {
            return LocalDateTime.parse(t).toInstant(ZoneOffset.UTC);
        } catch (DateTimeParseException ignored) {
            // fall through
        }
        try {
            return LocalDate.parse(t).atStartOfDay().toInstant(ZoneOffset.UTC);
        } catch (DateTimeParseException e) {
            throw new StoreCommand.UsageException("\"" + text
                    + "\" is not a time: use ISO-8601, e.g. 2024-05-01T12:00:00Z or 2024-05-01 (UTC)");
        }
    }
}
