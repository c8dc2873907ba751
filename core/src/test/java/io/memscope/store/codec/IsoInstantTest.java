package io.memscope.store.codec;

import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/** Exported files must not change: the fast writer gives what Instant.toString gives, byte for byte. */
class IsoInstantTest {

    @Test
    void edgesAndFractionsLookExactlyAsTheJdkWritesThem() {
        for (String text : new String[]{"1970-01-01T00:00:00Z", "1969-12-31T23:59:59.999999999Z",
                "2024-02-29T12:00:00.5Z", "2024-02-29T12:00:00.000001Z", "2024-02-29T12:00:00.000000001Z",
                "0000-01-01T00:00:00Z", "9999-12-31T23:59:59.123Z", "-0001-06-01T00:00:00Z", "+10000-01-01T00:00:00Z"}) {
            Instant t = Instant.parse(text);
            assertThat(IsoInstant.format(t)).as(text).isEqualTo(t.toString());
        }
    }

    @Test
    void randomInstantsAcrossTenThousandYears() {
        SplittableRandom random = new SplittableRandom(7);
        long min = Instant.parse("-0100-01-01T00:00:00Z").getEpochSecond();
        long max = Instant.parse("+10100-01-01T00:00:00Z").getEpochSecond();
        for (int i = 0; i < 200_000; i++) {
            int nano = switch (i % 4) {
                case 0 -> 0;
                case 1 -> random.nextInt(1000) * 1_000_000;
                case 2 -> random.nextInt(1_000_000) * 1_000;
                default -> random.nextInt(1_000_000_000);
            };
            Instant t = Instant.ofEpochSecond(random.nextLong(min, max), nano);
            assertThat(IsoInstant.format(t)).isEqualTo(t.toString());
        }
    }
}
