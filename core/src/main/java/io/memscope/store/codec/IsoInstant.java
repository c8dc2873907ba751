package io.memscope.store.codec;

import java.time.Instant;
import java.time.LocalDate;

/**
 * Writes an {@link Instant} exactly as {@link Instant#toString()} does (ISO-8601 in UTC, the fraction in
 * groups of three digits, none when zero) without going through {@code DateTimeFormatter}, which was the
 * largest single cost of exporting facts (three timestamps a fact). Years outside 0000..9999 take the
 * JDK's path, so the output never differs.
 */
public final class IsoInstant {
    private static final long SECONDS_PER_DAY = 86_400;

    private IsoInstant() {
    }

    public static String format(Instant t) {
        long seconds = t.getEpochSecond();
        LocalDate date = LocalDate.ofEpochDay(Math.floorDiv(seconds, SECONDS_PER_DAY));
        int year = date.getYear();
        if (year < 0 || year > 9999) {
            return t.toString();
        }
        int secondOfDay = (int) Math.floorMod(seconds, SECONDS_PER_DAY);
        int nano = t.getNano();
        char[] out = new char[30];
        int n = 0;
        n = digits(out, n, year, 4);
        out[n++] = '-';
        n = digits(out, n, date.getMonthValue(), 2);
        out[n++] = '-';
        n = digits(out, n, date.getDayOfMonth(), 2);
        out[n++] = 'T';
        n = digits(out, n, secondOfDay / 3600, 2);
        out[n++] = ':';
        n = digits(out, n, secondOfDay / 60 % 60, 2);
        out[n++] = ':';
        n = digits(out, n, secondOfDay % 60, 2);
        if (nano != 0) {
            out[n++] = '.';
            if (nano % 1_000_000 == 0) {
                n = digits(out, n, nano / 1_000_000, 3);
            } else if (nano % 1_000 == 0) {
                n = digits(out, n, nano / 1_000, 6);
            } else {
                n = digits(out, n, nano, 9);
            }
        }
        out[n++] = 'Z';
        return new String(out, 0, n);
    }

    /** {@code value} in exactly {@code width} decimal digits, zero-padded. */
    private static int digits(char[] out, int at, int value, int width) {
        for (int i = at + width - 1; i >= at; i--) {
            out[i] = (char) ('0' + value % 10);
            value /= 10;
        }
        return at + width;
    }
}
