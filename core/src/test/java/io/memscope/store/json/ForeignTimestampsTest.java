package io.memscope.store.json;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.DateTimeException;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The times foreign systems print, as Timestamps.foreignMicros reads them for every foreign shape. */
class ForeignTimestampsTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "2024-05-01T10:00:00+02:00 | 2024-05-01T08:00:00Z",
            "2024-05-01T10:00:00 | 2024-05-01T10:00:00Z",
            "2024-05-01 10:00:00.250 | 2024-05-01T10:00:00.250Z",
            // Neo4j: the offset before the zone decides the instant
            "2024-05-01T10:00:00+02:00[Europe/Berlin] | 2024-05-01T08:00:00Z",
            // Neo4j: a zone alone, in winter and in summer
            "2024-01-15T10:00[Europe/Berlin] | 2024-01-15T09:00:00Z",
            "2024-07-15T10:00[Europe/Berlin] | 2024-07-15T08:00:00Z",
            "2024-05-01T00:00Z | 2024-05-01T00:00:00Z",
            "2024-05-01T00:00+05:30 | 2024-04-30T18:30:00Z",
            // nine digits are kept to the microsecond, as every store keeps them
            "2024-05-01T10:00:00.123456789Z | 2024-05-01T10:00:00.123456Z",
            "2024-05-01T10:00:00.123456789+01:00[Europe/London] | 2024-05-01T09:00:00.123456Z"})
    void readsEveryFormTheSystemsPrint(String text, String instant) {
        assertThat(Timestamps.instant(Timestamps.foreignMicros(text))).isEqualTo(Instant.parse(instant));
    }

    @ParameterizedTest
    @ValueSource(strings = {"yesterday", "2024-13-01T00:00Z", "2024-05-01T10:00:00+02:00[Mars/Olympus]", "1714550400000",
            "2024-05-01"})
    void refusesWhatIsNoTime(String text) {
        assertThatThrownBy(() -> Timestamps.foreignMicros(text)).isInstanceOf(DateTimeException.class);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"1714550400000 | 2024-05-01T08:00:00Z", "0 | 1970-01-01T00:00:00Z",
            "-1000 | 1969-12-31T23:59:59Z"})
    void epochMillisAreNeo4jsNumbers(long millis, String instant) {
        assertThat(Timestamps.instant(Timestamps.epochMillisMicros(millis))).isEqualTo(Instant.parse(instant));
    }
}
