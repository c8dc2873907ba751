package io.memscope.store.json;

import io.memscope.model.Fact;
import io.memscope.model.Progress;
import io.memscope.store.StoreException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The reader guesses each fact's next field name from the fact before it (a byte comparison instead of a
 * decode and a lookup). A store whose facts change the order of their fields, or mix in fields the contract
 * does not define, must read exactly as the same facts written in one order.
 */
class FieldOrderTest {
    private static final int FACTS = 400;

    @TempDir
    Path dir;

    /** The fields of fact {@code n}, each as {@code "name": value}. */
    private static List<String> fields(int n) {
        List<String> f = new ArrayList<>(List.of(
                "\"id\": " + n,
                "\"subject\": \"user:" + (n / 4) + "\"",
                "\"predicate\": \"" + (n % 3 == 0 ? "lives_in" : "likes") + "\"",
                "\"value\": " + (n % 5 == 0 ? String.valueOf(n) : "\"v" + n + "\""),
                "\"valid_from\": \"2024-01-" + String.format("%02d", 1 + n % 28) + "T00:00:00Z\"",
                "\"valid_to\": " + (n % 2 == 0 ? "null" : "\"2025-01-01T00:00:00Z\""),
                "\"recorded_at\": \"2024-02-01T10:00:00Z\"",
                "\"source\": \"chat " + n + "\"",
                "\"agent\": " + (n % 7 == 0 ? "null" : "\"planner\""),
                "\"confidence\": 0." + (n % 9 + 1)));
        if (n % 11 == 0) {
            f.add("\"metadata\": {\"note\": \"n" + n + "\"}");
        }
        return f;
    }

    private Path write(String name, List<List<String>> facts) throws Exception {
        StringBuilder json = new StringBuilder("{\"facts\": [\n");
        for (int i = 0; i < facts.size(); i++) {
            json.append("  {").append(String.join(", ", facts.get(i))).append(i + 1 < facts.size() ? "},\n" : "}\n");
        }
        Path file = dir.resolve(name);
        Files.write(file, json.append("]}\n").toString().getBytes(StandardCharsets.UTF_8));
        return file;
    }

    private static List<Fact> read(Path file) throws StoreException {
        FactTable table = JsonStoreReader.read(file, Progress.NONE).facts();
        List<Fact> facts = new ArrayList<>();
        for (int row = 0; row < table.size(); row++) {
            facts.add(table.fact(row));
        }
        return facts;
    }

    @Test
    void factsWhoseFieldsComeInChangingOrdersReadAsInOneOrder() throws Exception {
        List<List<String>> canonical = new ArrayList<>();
        List<List<String>> mixed = new ArrayList<>();
        Random random = new Random(7);
        for (int n = 1; n <= FACTS; n++) {
            List<String> fields = fields(n);
            canonical.add(fields);
            List<String> reordered = new ArrayList<>(fields);
            if (n % 10 < 4) {
                Collections.shuffle(reordered, random); // a run of facts in one new order each, then back
            } else if (n % 10 < 6) {
                Collections.rotate(reordered, 3);
            }
            if (n % 13 == 0) {
                // fields the contract does not define, named like its own, are kept as metadata
                reordered.add(random.nextInt(reordered.size()), "\"valid\": \"x\"");
                reordered.add(random.nextInt(reordered.size()), "\"subjects\": [\"a\", {\"b\": 1}]");
            }
            mixed.add(reordered);
        }

        List<Fact> expected = read(write("canonical.json", canonical));
        List<Fact> actual = read(write("mixed.json", mixed));

        assertThat(actual).hasSize(FACTS);
        for (int i = 0; i < FACTS; i++) {
            Fact e = expected.get(i);
            if ((i + 1) % 13 == 0) {
                java.util.Map<String, String> metadata = new java.util.LinkedHashMap<>(e.metadata());
                metadata.put("valid", "x");
                metadata.put("subjects", "[\"a\",{\"b\":1}]");
                assertThat(actual.get(i).metadata()).containsExactlyInAnyOrderEntriesOf(metadata);
                assertThat(actual.get(i).withMetadata(e.metadata())).isEqualTo(e);
            } else {
                assertThat(actual.get(i)).as("fact %d", i + 1).isEqualTo(e);
            }
        }
    }

    @Test
    void aFieldTwiceIsStillRefusedOnceTheOrderIsLearned() throws Exception {
        List<List<String>> facts = new ArrayList<>();
        for (int n = 1; n <= 20; n++) {
            facts.add(fields(n));
        }
        List<String> twice = new ArrayList<>(fields(21));
        twice.add(2, "\"id\": 99"); // right where the learned order expects "predicate"
        facts.add(twice);

        Path file = write("twice.json", facts);

        assertThatThrownBy(() -> read(file)).isInstanceOf(StoreException.class)
                .hasMessageContaining("line 22").hasMessageContaining("\"id\" appears twice");
    }
}
