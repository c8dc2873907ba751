package io.memscope.store.json;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Columns are cut to their rows once reading ends, and left alone when they have no room to spare. */
class GrowthTest {
    @Test
    void aColumnWithSpareRoomIsCutToItsRows() {
        long[] column = {5, 6, 7, 0, 0};

        assertThat(Growth.trimmed(column, 3)).containsExactly(5, 6, 7);
        assertThat(Growth.trimmed(new int[]{1, 2, 0}, 2)).containsExactly(1, 2);
        assertThat(Growth.trimmed(new String[]{"a", null}, 1)).containsExactly("a");
    }

    @Test
    void aColumnOfExactlyItsRowsIsKeptNotCopied() {
        int[] ints = {1, 2, 3};
        long[] longs = {1, 2};
        double[] doubles = {0.5};
        byte[] bytes = {};
        String[] texts = {"a", "b"};

        assertThat(Growth.trimmed(ints, 3)).isSameAs(ints);
        assertThat(Growth.trimmed(longs, 2)).isSameAs(longs);
        assertThat(Growth.trimmed(doubles, 1)).isSameAs(doubles);
        assertThat(Growth.trimmed(bytes, 0)).isSameAs(bytes);
        assertThat(Growth.trimmed(texts, 2)).isSameAs(texts);
    }
}
