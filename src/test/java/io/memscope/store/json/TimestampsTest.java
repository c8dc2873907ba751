package io.memscope.store.json;

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
            "2024-01-01T00:00:00ZZ", "2024-01-01"})
    void rejectedTimestampsAreRejectedBothWays(String text) {
        assertThatThrownBy(() -> Timestamps.parseMicros(text)).isInstanceOf(DateTimeException.class);
        assertThat(Timestamps.parseCanonical(text)).isEqualTo(Timestamps.NULL);
    }
}
