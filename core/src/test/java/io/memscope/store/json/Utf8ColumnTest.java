package io.memscope.store.json;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A JSON store's values and sources live in this column: whatever text goes in must come out the same. */
class Utf8ColumnTest {
    private static final List<String> VALUES = Arrays.asList("v781", "", null, "café", "😀 and ☕", "plain ascii",
            "x\u0000y", "\u007f\u0080", null, "日本語のテキスト", "tab\there");

    @Test
    void everyValueComesBackAsItWentIn() {
        Utf8Column column = new Utf8Column(2); // small, so both kinds of value make it grow
        List<String> added = new ArrayList<>();
        for (int round = 0; round < 50; round++) {
            for (String v : VALUES) {
                String value = v == null ? null : v + round;
                column.add(value);
                added.add(value);
            }
        }
        assertThat(column.size()).isEqualTo(added.size());
        for (int i = 0; i < added.size(); i++) {
            assertThat(column.get(i)).as("value %d", i).isEqualTo(added.get(i));
            assertThat(column.isNull(i)).isEqualTo(added.get(i) == null);
        }
    }

    @Test
    void valuesSurviveBeingAppendedToAnotherColumnAndTrimmed() {
        Utf8Column head = new Utf8Column(4);
        Utf8Column tail = new Utf8Column(4);
        VALUES.forEach(head::add);
        VALUES.forEach(tail::add);
        head.appendAll(tail);
        head.trim();
        for (int i = 0; i < VALUES.size() * 2; i++) {
            assertThat(head.get(i)).isEqualTo(VALUES.get(i % VALUES.size()));
        }
    }
}
