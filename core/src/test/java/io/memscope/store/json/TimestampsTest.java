package io.memscope.store.json;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.DateTimeException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The fast timestamp path must agree exactly with the formatter, or step aside. */
class TimestampsTest {
    @ParameterizedTest
    @ValueSource(strings = {"2024-01-01T00:00:00Z", "2024-02-29T23:59:59.999999999Z", "1969-12-31T23:59:59.5Z",
            "0001-01-01T00:00:00Z", "2024-06-01T12:00:00+02:00", "2024-06-01T12:00:00-09:30",
            "2024-06-01T12:00:00.1+18:00", "2024-06-01t12:00:00z", "2024-06-01T12:00Z", "2024-06-01T12:00:00+01:00:30",
            "+12024-06-01T12:00:00Z", "1900-01-01T00:00:00.000001Z", "2024-01-01T00:00:00.Z"})
    void acceptedTimestampsGiveTheSameMicrosBothWays(String text) {
        assertThat(Timestamps.parseMicros(text)).isEqualTo(Timestamps.slowMicros(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"2023-02-29T00:00:00Z", "2024-13-01T00:00:00Z", "2024-01-01T24:00:00Z",
            "2024-01-01T00:60:00Z", "2024-01-01T00:00:60Z", "2024-01-01T00:00:00",
            "2024-01-01T00:00:00.1234567890Z", "2024-01-01T00:00:00+19:00", "2024-01-01 00:00:00Z", "yesterday",
            "2024-01-01T00:00:00ZZ", "2024-01-01", "2024-01-01T00:00:00.123", "2024-01-01T0a:00:00Z",
            "2024-01-01T00:00:0:Z", "2024-0/-01T00:00:00Z", "2024-01-01T00:00:00+0a:00"})
    void rejectedTimestampsAreRejectedBothWays(String text) {
        assertThatThrownBy(() -> Timestamps.parseMicros(text)).isInstanceOf(DateTimeException.class);
        assertThat(Timestamps.parseCanonical(text)).isEqualTo(Timestamps.NULL);
    }

    @Test
    void theFastPathAgreesWithTheFormatterAcrossTheCalendar() {
        java.util.Random random = new java.util.Random(7);
        String[] offsets = {"Z", "+00:00", "+05:30", "-09:30", "+14:00", "-12:00", "+18:00"};
        for (int i = 0; i < 20_000; i++) {
            int year = i < 10_000 ? 1 + random.nextInt(9999) : 1899 + random.nextInt(250);
            int month = 1 + random.nextInt(12);
            int day = 1 + random.nextInt(java.time.YearMonth.of(year, month).lengthOfMonth());
            String fraction = switch (random.nextInt(4)) {
                case 0 -> "";
                case 1 -> "." + random.nextInt(10);
                case 2 -> String.format(".%06d", random.nextInt(1_000_000));
                default -> String.format(".%09d", random.nextInt(1_000_000_000));
            };
            String text = String.format("%04d-%02d-%02dT%02d:%02d:%02d%s%s", year, month, day, random.nextInt(24),
                    random.nextInt(60), random.nextInt(60), fraction, offsets[random.nextInt(offsets.length)]);
            assertThat(Timestamps.parseCanonical(text)).as(text).isEqualTo(Timestamps.slowMicros(text));
        }
    }

    @Test
    void theFastPathReadsATimestampInTheMiddleOfABuffer() {
        char[] buffer = "{\"valid_from\": \"2024-02-29T23:59:59.5+01:00\", ...".toCharArray();
        int from = "{\"valid_from\": \"".length();

        assertThat(Timestamps.parseCanonical(buffer, from, "2024-02-29T23:59:59.5+01:00".length()))
                .isEqualTo(Timestamps.slowMicros("2024-02-29T23:59:59.5+01:00"));
        assertThat(Timestamps.parseCanonical(buffer, from, 19)).as("cut before its offset").isEqualTo(Timestamps.NULL);
    }
}
