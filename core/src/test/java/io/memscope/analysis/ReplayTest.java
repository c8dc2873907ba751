package io.memscope.analysis;

import io.memscope.model.Fact;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.memscope.testing.Facts.day;
import static io.memscope.testing.Facts.fact;
import static org.assertj.core.api.Assertions.assertThat;

class ReplayTest {
    private final List<Fact> moves = List.of(
            fact(1, "u", "lives_in", "Detroit", 0, 60, 2),
            fact(2, "u", "lives_in", "Ferndale", 60, -1, -1),
            fact(3, "u", "works_at", "Rivian", 10, 100, -1));

    @Test
    void stepsAreTheMomentsMemoryChanged() {
        assertThat(Replay.of(moves).moments()).containsExactly(day(0), day(10), day(60), day(100));
    }

    @Test
    void aFactStaysOpenUntilItsSuccessorIsLearned() {
        Replay replay = Replay.of(moves);
        List<Fact> before = replay.knownAt(day(59));
        assertThat(before).extracting(Fact::value).containsExactly("Detroit", "Rivian");
        assertThat(before.get(0).isCurrent()).as("Detroit looked current before the move was learned").isTrue();
        assertThat(before.get(0).supersededBy()).isNull();
        List<Fact> after = replay.knownAt(day(60));
        assertThat(after).extracting(Fact::value).containsExactly("Detroit", "Ferndale", "Rivian");
        assertThat(after.get(0).validTo()).isEqualTo(day(60));
        assertThat(after.get(0).supersededBy()).isNotNull();
    }

    @Test
    void anInvalidationIsLearnedWhenTheFactEnds() {
        Replay replay = Replay.of(moves);
        assertThat(replay.knownAt(day(99)).get(2).isCurrent()).isTrue();
        assertThat(replay.knownAt(day(100)).get(2).isCurrent()).isFalse();
    }
}
