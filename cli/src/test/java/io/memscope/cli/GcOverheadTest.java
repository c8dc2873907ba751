package io.memscope.cli;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class GcOverheadTest {
    private static final long MAX = 100;

    private final GcOverhead overhead = new GcOverhead(10_000, 0.9, 0.95);

    @Test
    void tenSecondsOfBackToBackCollectionsOnAFullHeapIsExhaustion() {
        boolean exhausted = false;
        for (long end = 500; end <= 11_000 && !exhausted; end += 500) {
            exhausted = overhead.collected(end, 480, 97, MAX);
        }
        assertThat(exhausted).isTrue();
    }

    @Test
    void collectionsThatFreeTheHeapAreNotExhaustionHoweverOftenTheyRun() {
        for (long end = 500; end <= 30_000; end += 500) {
            assertThat(overhead.collected(end, 490, 60, MAX)).as("at %d ms", end).isFalse();
        }
    }

    @Test
    void aFullHeapCollectedNowAndThenIsAStoreThatFitsNotExhaustion() {
        for (long end = 1_000; end <= 30_000; end += 1_000) {
            assertThat(overhead.collected(end, 300, 98, MAX)).as("at %d ms", end).isFalse();
        }
    }

    @Test
    void lessThanAWholeWindowOfEvidenceIsNotEnough() {
        boolean exhausted = false;
        for (long end = 200; end <= 9_000; end += 200) {
            exhausted |= overhead.collected(end, 199, 99, MAX);
        }
        assertThat(exhausted).isFalse();
    }

    @Test
    void aLongGrindAfterAQuietStartIsStillFound() {
        for (long end = 1_000; end <= 60_000; end += 1_000) {
            assertThat(overhead.collected(end, 50, 99, MAX)).isFalse();
        }
        boolean exhausted = false;
        for (long end = 60_500; end <= 75_000 && !exhausted; end += 500) {
            exhausted = overhead.collected(end, 495, 99, MAX);
        }
        assertThat(exhausted).isTrue();
    }
}
