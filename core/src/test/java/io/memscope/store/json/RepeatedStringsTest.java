package io.memscope.store.json;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Subjects, predicates, sources and agents of a JSON store are read through this cache. */
class RepeatedStringsTest {
    private final RepeatedStrings cache = new RepeatedStrings();

    private String read(String text) {
        char[] buffer = ("xx" + text + "yy").toCharArray(); // as Jackson's buffer: the text at an offset
        return cache.of(buffer, 2, text.length());
    }

    @Test
    void aTextThatComesAgainIsTheSameString() {
        String first = read("user:0000001");
        assertThat(read("user:0000001")).isSameAs(first);
        assertThat(read("user:0000002")).isEqualTo("user:0000002").isNotSameAs(first);
    }

    @Test
    void everyTextComesBackExactlyWhateverShareOfSlotsItShares() {
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) { // five times the slots: many texts meet in one
            texts.add("s" + i);
        }
        texts.add("");
        texts.add("café ☕ 😀");
        texts.add("x".repeat(200)); // longer than the cache keeps
        for (int round = 0; round < 2; round++) {
            for (String t : texts) {
                assertThat(read(t)).isEqualTo(t);
            }
        }
    }
}
