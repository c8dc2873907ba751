package io.memscope.model;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Comparator;
import java.util.Random;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

class IndexSortTest {
    @Test
    void sortsRowNumbersByTheirKeysKeepingEqualRowsInNumberOrder() {
        Random random = new Random(11);
        for (int n : new int[] {0, 1, 2, 31, 32, 33, 64, 1_000, 100_003}) {
            int[] keys = random.ints(n, 0, Math.max(1, n / 10)).toArray(); // many equal keys
            Integer[] expected = IntStream.range(0, n).boxed().toArray(Integer[]::new);
            Arrays.sort(expected, Comparator.comparingInt(row -> keys[row])); // stable too

            int[] sorted = IndexSort.sorted(n, (a, b) -> Integer.compare(keys[a], keys[b]));

            assertThat(sorted).as("n=" + n).containsExactly(Arrays.stream(expected).mapToInt(Integer::intValue).toArray());
        }
    }
}
