package io.memscope.analysis;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class CycleFinderTest {

    @Test
    void chainsWithoutCyclesGiveNothing() {
        // 0 -> 1 -> 2, 3 -> 2, 4 alone
        assertThat(CycleFinder.cycles(new int[]{1, 2, -1, 2, -1})).isEmpty();
    }

    @Test
    void findsAThreeCycleFedByATailAndASelfLoop() {
        // 0 -> 1 -> 2 -> 0 is a cycle; 3 -> 0 is a tail into it; 4 -> 4 supersedes itself
        var cycles = CycleFinder.cycles(new int[]{1, 2, 0, 0, 4});
        assertThat(cycles).hasSize(2);
        assertThat(cycles.get(0)).containsExactlyInAnyOrder(0, 1, 2);
        assertThat(cycles.get(1)).containsExactly(4);
    }

    @Test
    void twoSeparateCyclesAreReportedSeparately() {
        var cycles = CycleFinder.cycles(new int[]{1, 0, 3, 2});
        assertThat(cycles).hasSize(2);
        assertThat(cycles.get(0)).containsExactlyInAnyOrder(0, 1);
        assertThat(cycles.get(1)).containsExactlyInAnyOrder(2, 3);
    }
}
