package io.memscope.store.json;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class StringTableTest {
    @Test
    void equalStringsShareTheCodeOfTheirFirstAppearance() {
        StringTable table = new StringTable();
        assertThat(table.code("user:7")).isZero();
        assertThat(table.code("user:3")).isEqualTo(1);
        assertThat(table.code(new String("user:7"))).as("equal text, another String").isZero();
        assertThat(table.size()).isEqualTo(2);
        assertThat(table.get(1)).isEqualTo("user:3");
        assertThat(table.find("user:3")).isEqualTo(1);
        assertThat(table.find("user:9")).isEqualTo(-1);
    }

    @Test
    void stringsWithTheSameHashStayApart() {
        StringTable table = new StringTable();
        // "Aa" and "BB" have the same hashCode, as do all strings made of those two pairs
        List<String> colliding = new ArrayList<>();
        for (String a : List.of("Aa", "BB")) {
            for (String b : List.of("Aa", "BB")) {
                for (String c : List.of("Aa", "BB")) {
                    colliding.add(a + b + c);
                }
            }
        }
        assertThat(colliding.stream().map(String::hashCode).distinct()).hasSize(1);
        for (int i = 0; i < colliding.size(); i++) {
            assertThat(table.code(colliding.get(i))).isEqualTo(i);
        }
        for (int i = 0; i < colliding.size(); i++) {
            assertThat(table.code(colliding.get(i))).as("asked again").isEqualTo(i);
            assertThat(table.find(colliding.get(i))).isEqualTo(i);
        }
    }

    @Test
    void manyStringsKeepTheirCodesAsTheTableGrows() {
        StringTable table = new StringTable();
        for (int i = 0; i < 100_000; i++) {
            assertThat(table.code("subject-" + i)).isEqualTo(i);
        }
        for (int i = 0; i < 100_000; i += 997) {
            assertThat(table.code("subject-" + i)).isEqualTo(i);
            assertThat(table.find("subject-" + i)).isEqualTo(i);
        }
        assertThat(table.size()).isEqualTo(100_000);
    }

    @Test
    void sortingRenumbersByNameAndLookUpsStillWork() {
        StringTable table = new StringTable();
        for (String s : List.of("carol", "alice", "bob")) {
            table.code(s);
        }
        int[] rank = table.sortAndFreeze();
        assertThat(rank).containsExactly(2, 0, 1);
        assertThat(List.of(table.get(0), table.get(1), table.get(2))).containsExactly("alice", "bob", "carol");
        assertThat(table.find("carol")).isEqualTo(2);
        assertThat(table.find("dave")).isEqualTo(-1);
    }

    @Test
    void aFrozenTableKeepsItsNumbering() {
        StringTable table = new StringTable();
        table.code("z");
        table.code("a");
        table.freeze();
        assertThat(table.find("a")).isEqualTo(1);
        assertThat(table.get(0)).isEqualTo("z");
        assertThat(table.find("q")).isEqualTo(-1);
    }
}
