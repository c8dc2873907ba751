package io.memscope.store.json;

import io.memscope.model.Cardinality;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.ValueKind;
import io.memscope.store.StoreException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class JsonStoreWriterTest {
    @TempDir
    Path dir;

    private static final Instant T1 = Instant.parse("2024-01-01T00:00:00Z");
    private static final Instant T2 = Instant.parse("2024-06-01T12:30:00.123456Z");

    private static final List<Fact> FACTS = List.of(
            new Fact(FactId.of(1), "alice", "lives_in", "Berlin", ValueKind.TEXT, T1, T2, FactId.of("u-2"),
                    T1, "conversation 1", "planner", 0.5),
            new Fact(FactId.of("u-2"), "alice", "lives_in", "Paris", ValueKind.TEXT, T2, null, null,
                    null, null, null, null),
            new Fact(FactId.of(-3), "alice", "price", "12.50", ValueKind.NUMBER, null, null, null,
                    null, "doc \"q\"", null, null),
            new Fact(FactId.of(4), "bob", "big", "-1.5e+300", ValueKind.NUMBER, T1, null, null, null, null, null, 1.0),
            new Fact(FactId.of(5), "bob", "vip", "false", ValueKind.BOOLEAN, T1, null, FactId.of(404),
                    null, null, "äöü 🙂", null),
            new Fact(FactId.of(6), "bob", "note", null, ValueKind.TEXT, T1, null, null, null, null, null, null));

    private void writeAll(Path destination) throws StoreException {
        try (JsonStoreWriter w = JsonStoreWriter.create(destination)) {
            w.fact(FACTS.get(0));
            w.predicate("likes", Cardinality.MANY);
            w.dependency(new Dependency(FactId.of("u-2"), FactId.of(1)));
            for (Fact f : FACTS.subList(1, FACTS.size())) {
                w.fact(f);
            }
            w.dependency(new Dependency(FactId.of(6), FactId.of("nowhere")));
            w.commit();
        }
    }

    @Test
    void objectFormRoundTripKeepsIdTypesValueKindsAndEveryField() throws Exception {
        Path file = dir.resolve("out.json");
        writeAll(file);
        try (JsonMemoryStore store = JsonMemoryStore.open(file, true)) {
            for (Fact f : FACTS) {
                assertThat(store.fact(f.id())).contains(f);
            }
            assertThat(store.cardinalities().multiValued()).containsExactly("likes");
            assertThat(store.dependenciesOf(FactId.of(1))).containsExactly(new Dependency(FactId.of("u-2"), FactId.of(1)));
            assertThat(store.dependenciesOf(FactId.of("nowhere"))).hasSize(1);
        }
        List<String> lines = Files.readAllLines(file);
        assertThat(lines).as("one fact per line, then the small sections").hasSize(FACTS.size() + 11);
        assertThat(lines.get(2)).startsWith("    {\"id\": 1, \"subject\": \"alice\"");
        assertThat(lines).contains("    {\"id\": -3, \"subject\": \"alice\", \"predicate\": \"price\", \"value\": 12.50,"
                + " \"valid_from\": null, \"valid_to\": null, \"superseded_by\": null, \"source\": \"doc \\\"q\\\"\"},");
        assertThat(lines).contains("    {\"predicate\": \"likes\", \"cardinality\": \"many\"}");
    }

    @Test
    void jsonLinesRoundTripWritesFactsOnly() throws Exception {
        Path file = dir.resolve("out.jsonl");
        writeAll(file);
        assertThat(Files.readAllLines(file)).hasSize(FACTS.size()).allMatch(l -> l.startsWith("{\"id\":"));
        try (JsonMemoryStore store = JsonMemoryStore.open(file, true)) {
            for (Fact f : FACTS) {
                assertThat(store.fact(f.id())).contains(f);
            }
        }
    }

    @Test
    void closeWithoutCommitLeavesTheOldFileAndNoTempFile() throws Exception {
        Path file = dir.resolve("store.json");
        Files.writeString(file, "{\"facts\": []}");
        try (JsonStoreWriter w = JsonStoreWriter.create(file)) {
            w.fact(FACTS.get(0));
            try (Stream<Path> files = Files.list(dir)) {
                assertThat(files.count()).as("the new version is written beside, not over, the store").isEqualTo(2);
            }
        }
        assertThat(Files.readString(file)).isEqualTo("{\"facts\": []}");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).containsExactly(file);
        }
    }

    @Test
    void commitReplacesTheDestinationAndRefusesFurtherWrites() throws Exception {
        Path file = dir.resolve("store.json");
        Files.writeString(file, "{\"facts\": []}");
        JsonStoreWriter w = JsonStoreWriter.create(file);
        w.fact(FACTS.get(1));
        w.commit();
        assertThatThrownBy(() -> w.fact(FACTS.get(0))).isInstanceOf(StoreException.class)
                .hasMessage(file + ": the writer is already committed");
        w.close();
        try (JsonMemoryStore store = JsonMemoryStore.open(file, true)) {
            assertThat(store.summary().facts()).isEqualTo(1);
        }
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).containsExactly(file);
        }
    }

    @Test
    void aNumberValueThatIsNotANumberIsRefusedWithoutBreakingTheFile() throws Exception {
        Path file = dir.resolve("bad.json");
        try (JsonStoreWriter w = JsonStoreWriter.create(file)) {
            w.fact(FACTS.get(1));
            Fact bad = new Fact(FactId.of(9), "s", "p", "twelve", ValueKind.NUMBER, T1, null, null, null, null, null, null);
            assertThatThrownBy(() -> w.fact(bad)).isInstanceOf(StoreException.class)
                    .hasMessage(file + ": cannot write fact 9: value \"twelve\" is not a JSON number");
            w.fact(FACTS.get(2));
            w.commit();
        }
        try (JsonMemoryStore store = JsonMemoryStore.open(file, true)) {
            assertThat(store.summary().facts()).isEqualTo(2);
        }
    }
}
