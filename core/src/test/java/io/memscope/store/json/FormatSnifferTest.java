package io.memscope.store.json;

import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Which shape reads a file, decided from its fields; a file of no known shape is refused, never guessed. */
class FormatSnifferTest {
    private static final Path DIR = Path.of("fixtures/formats");

    @TempDir
    Path dir;

    private static String shapeOf(Path file) throws StoreException {
        ForeignFormat shape = FormatSniffer.detect(file, null, new JsonErrors(file.toString()));
        return shape == null ? "memscope" : shape.name();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "graphiti.json | Graphiti nodes and edges",
            "mem0.json | Mem0 get_all or platform list",
            "supersede.json | Supersede/Engram facts"})
    void eachFixtureIsReadAsItsShape(String fixture, String shape) throws Exception {
        assertThat(shapeOf(DIR.resolve(fixture))).isEqualTo(shape);
    }

    @Test
    void memscopesOwnStoresStayMemscopes() throws Exception {
        assertThat(shapeOf(Path.of("sample-stores/every-finding.json"))).isEqualTo("memscope");
        // memscope's sections without facts, an empty store and a fact missing fields: the strict reader judges
        for (String content : new String[]{"{\"predicates\": []}", "[]", "{\"facts\": []}",
                "[{\"id\": 7, \"predicate\": \"p\"}]", "42", "not json"}) {
            Path file = Files.writeString(dir.resolve("own.json"), content);
            assertThat(shapeOf(file)).as(content).isEqualTo("memscope");
        }
    }

    @Test
    void aMemOsDumpIsRefusedNamingTheShapesItWasComparedWith() {
        Path memos = DIR.resolve("memos.json");
        assertThatThrownBy(() -> shapeOf(memos)).isInstanceOf(StoreException.class)
                .hasMessage(memos + ": not a store memscope knows: its fields match none of memscope's facts,"
                        + " Graphiti nodes and edges, Graphiti facts (REST or MCP search), Graphiti in Neo4j, exported"
                        + " by APOC, Mem0 get_all or platform list, Mem0 history, Supersede/Engram facts"
                        + " (--format reads it as one of them)");
        assertThat(FormatSniffer.sniff(memos)).as("the preview does not guess either").isNull();
        // MemOS's plain textual memory: id and memory as Mem0's items, but none of their hash and times
        Path textual = DIR.resolve("memos-textual.json");
        assertThatThrownBy(() -> shapeOf(textual)).hasMessageContaining("not a store memscope knows");
    }

    @Test
    void recordsOfNoKnownShapeAreRefusedInEveryForm() throws Exception {
        for (String[] file : new String[][]{{"list.json", "[{\"name\": \"x\", \"colour\": \"red\"}]"},
                {"lines.jsonl", "{\"name\": \"x\", \"colour\": \"red\"}\n"},
                {"facts.json", "{\"facts\": [{\"name\": \"x\", \"colour\": \"red\"}]}"},
                {"memories.json", "{\"memories\": [{\"text\": \"likes tea\"}]}"}}) {
            Path path = Files.writeString(dir.resolve(file[0]), file[1]);
            assertThatThrownBy(() -> shapeOf(path)).as(file[0]).hasMessageContaining("not a store memscope knows");
        }
    }

    @Test
    void formatOverridesDetectionAndFallsBackToTheSystemsUsualShape() throws Exception {
        Path memos = DIR.resolve("memos.json");
        JsonErrors errors = new JsonErrors(memos.toString());
        assertThat(FormatSniffer.detect(memos, StoreFormat.GRAPHITI, errors).name()).isEqualTo("Graphiti nodes and edges");
        assertThat(FormatSniffer.detect(memos, StoreFormat.MEMSCOPE, errors)).isNull();
        // read as Graphiti it is refused at the first record Graphiti cannot read, never misread
        assertThatThrownBy(() -> JsonMemoryStore.open(memos, true, StoreFormat.GRAPHITI, io.memscope.model.Progress.NONE))
                .hasMessage(memos + ": line 3, column 5: node #1: \"uuid\" is missing");
    }
}
