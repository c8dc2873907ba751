package io.memscope.store.json;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Progress;
import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Every JSON shape Graphiti/Zep's edges come in, from fixtures in exactly those shapes (EntityEdge.save's
 * properties, the REST server's FactResult, the MCP server's search_memory_facts, APOC's exports of the Neo4j
 * database): counts, links and what held when.
 */
class GraphitiShapesTest {
    private static final Path DIR = Path.of("fixtures/formats");

    @TempDir
    Path dir;

    private static JsonMemoryStore open(String fixture) throws StoreException {
        return JsonMemoryStore.open(DIR.resolve(fixture), true);
    }

    /** One line per fact: id, predicate, value, validity, successor (with ~ when inferred). */
    private static List<String> timeline(List<Fact> facts) {
        return facts.stream().map(f -> f.id() + " " + f.predicate() + "=" + f.value() + " [" + f.validFrom() + ", "
                + f.validTo() + ") -> " + f.supersededBy() + (f.inferredLink() ? "~" : "")).toList();
    }

    private static List<String> valuesAsOf(JsonMemoryStore store, String subject, String when) throws StoreException {
        return store.factsAsOf(subject, null, Instant.parse(when)).stream().map(Fact::value).toList();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "graphiti.json | Graphiti nodes and edges",
            "graphiti-groups.json | Graphiti nodes and edges",
            "graphiti-facts-rest.json | Graphiti facts (REST or MCP search)",
            "graphiti-facts-mcp.json | Graphiti facts (REST or MCP search)",
            "graphiti-apoc.json | Graphiti in Neo4j, exported by APOC",
            "graphiti-apoc.jsonl | Graphiti in Neo4j, exported by APOC",
            "graphiti-apoc-all.json | Graphiti in Neo4j, exported by APOC"})
    void eachShapeIsRecognisedFromItsFields(String fixture, String shape) throws Exception {
        Path file = DIR.resolve(fixture);
        assertThat(FormatSniffer.detect(file, null, new JsonErrors(file.toString())).name()).isEqualTo(shape);
    }

    @Test
    void twoGroupsAlicesAreTwoSubjectsSoNoFalseContradiction() throws Exception {
        String e = "7c1d0e2f-3a4b-4c5d-8e6f-90a1b2c3d40";
        try (JsonMemoryStore store = open("graphiti-groups.json")) {
            AnalysisReport report = store.analyze(Progress.NONE);
            assertThat(report.summary().facts()).isEqualTo(3);
            assertThat(report.summary().subjects()).isEqualTo(2);
            assertThat(report.contradictions()).isEmpty();
            // Neo4j's datetimes: a zone after the offset, minutes without seconds, nine digits, epoch millis
            assertThat(timeline(store.factsOf("Alice [group tenant-eu]"))).containsExactly(
                    e + "1 LIVES_IN=Berlin [2023-04-01T08:00:00Z, 2024-05-01T00:00:00Z) -> " + e + "2~",
                    e + "2 LIVES_IN=Hamburg [2024-05-01T00:00:00Z, null) -> null");
            assertThat(timeline(store.factsOf("Alice [group tenant-fr]"))).containsExactly(
                    e + "3 LIVES_IN=Paris [2024-02-01T00:00:00Z, null) -> null");
            assertThat(store.fact(FactId.of(e + "1")).orElseThrow().recordedAt())
                    .isEqualTo(Instant.parse("2023-04-02T08:15:30.123456Z"));
            assertThat(store.fact(FactId.of(e + "2")).orElseThrow().recordedAt())
                    .isEqualTo(Instant.parse("2024-05-01T08:00:00Z"));
            assertThat(store.fact(FactId.of(e + "2")).orElseThrow().metadata())
                    .containsEntry("source_node_uuid", "a1-alice").containsEntry("group_id", "tenant-eu");
            assertThat(valuesAsOf(store, "Alice [group tenant-eu]", "2024-01-01T00:00:00Z")).containsExactly("Berlin");
            assertThat(valuesAsOf(store, "Alice [group tenant-eu]", "2024-06-01T00:00:00Z")).containsExactly("Hamburg");
            assertThat(valuesAsOf(store, "Alice [group tenant-fr]", "2024-06-01T00:00:00Z")).containsExactly("Paris");
            assertThat(store.source().inferredLinks()).isEqualTo(1);
        }
    }

    @Test
    void restFactsNameNoNodesSoTheirSubjectIsUnknownAndNothingIsInferred() throws Exception {
        String f = "51e0a9b8-c7d6-4e5f-a4b3-c2d1e0f9a80";
        try (JsonMemoryStore store = open("graphiti-facts-rest.json")) {
            AnalysisReport report = store.analyze(Progress.NONE);
            assertThat(report.summary().facts()).isEqualTo(3);
            // two people's employers under one unknown subject must not contradict each other
            assertThat(report.contradictions()).isEmpty();
            assertThat(store.cardinalities().isMultiValued("WORKS_AT")).isTrue();
            assertThat(timeline(store.factsOf(GraphitiEdges.UNKNOWN_SUBJECT))).containsExactlyInAnyOrder(
                    f + "1 WORKS_AT=Priya works at Contoso as an analyst. [2022-09-01T00:00:00Z, 2024-01-15T00:00:00Z) -> null",
                    f + "2 WORKS_AT=Priya joined Fabrikam in January 2024. [2024-01-15T00:00:00Z, null) -> null",
                    f + "3 WORKS_AT=Omar works at Contoso. [2021-02-01T00:00:00Z, null) -> null");
            assertThat(valuesAsOf(store, GraphitiEdges.UNKNOWN_SUBJECT, "2023-06-01T00:00:00Z")).containsExactlyInAnyOrder(
                    "Priya works at Contoso as an analyst.", "Omar works at Contoso.");
        }
    }

    @Test
    void mcpFactsAreWholeEdgesBesideAMessage() throws Exception {
        String f = "d3c2b1a0-9f8e-4d7c-b6a5-948372615a0";
        try (JsonMemoryStore store = open("graphiti-facts-mcp.json")) {
            assertThat(store.source().format()).isEqualTo(StoreFormat.GRAPHITI);
            assertThat(timeline(store.factsOf("n-jordan"))).containsExactly(
                    f + "1 OWNS=n-civic [2019-05-01T00:00:00Z, 2024-08-15T00:00:00Z) -> " + f + "2~",
                    f + "2 OWNS=n-model3 [2024-08-15T00:00:00Z, null) -> null");
            assertThat(store.fact(FactId.of(f + "2")).orElseThrow().metadata())
                    .containsEntry("fact", "Jordan bought a Tesla Model 3.")
                    .containsEntry("attributes", "{\"price\":\"38990 USD\"}")
                    .doesNotContainKey("message");
        }
    }

    @Test
    void apocJsonLinesReadEntityEdgesAndSkipEpisodeMentions() throws Exception {
        try (JsonMemoryStore store = open("graphiti-apoc.jsonl")) {
            assertThat(store.analyze(Progress.NONE).summary().facts()).isEqualTo(2);
            assertThat(timeline(store.factsOf("Noah"))).containsExactly(
                    "f0e1d2c3-0001 HAS_TIER=Gold [2024-01-04T23:00:00Z, 2024-07-01T00:00:00Z) -> f0e1d2c3-0002~",
                    "f0e1d2c3-0002 HAS_TIER=Platinum [2024-07-01T00:00:00Z, null) -> null");
            assertThat(store.fact(FactId.of("f0e1d2c3-0002")).orElseThrow().recordedAt())
                    .isEqualTo(Instant.parse("2024-07-01T08:00:00Z"));
            assertThat(store.fact(FactId.of("f0e1d2c3-0001")).orElseThrow().metadata())
                    .doesNotContainKey("fact_embedding").containsEntry("source_node_uuid", "neo4j:0");
            assertThat(valuesAsOf(store, "Noah", "2024-03-01T00:00:00Z")).containsExactly("Gold");
        }
    }

    @Test
    void apocsDefaultJsonLinesInAFileNamedJsonAreReadAsLines() throws Exception {
        try (JsonMemoryStore store = open("graphiti-apoc-all.json")) {
            assertThat(store.analyze(Progress.NONE).summary().facts()).isEqualTo(2);
            assertThat(valuesAsOf(store, "Noah", "2024-08-01T00:00:00Z")).containsExactly("Platinum");
        }
    }

    @Test
    void apocNodesAndRelsWithNestedProperties() throws Exception {
        try (JsonMemoryStore store = open("graphiti-apoc.json")) {
            assertThat(timeline(store.factsOf("Ines"))).containsExactly(
                    "9d8c7b6a-0001 WORKS_FROM=Madrid office [2023-11-01T00:00:00Z, 2024-03-04T00:00:00Z) -> 9d8c7b6a-0002~",
                    "9d8c7b6a-0002 WORKS_FROM=Remote [2024-03-04T00:00:00Z, null) -> null");
            assertThat(valuesAsOf(store, "Ines", "2024-06-01T00:00:00Z")).containsExactly("Remote");
        }
    }

    @Test
    void nullNodesAreNoNodesAndABadTimeIsOneLine() throws Exception {
        Path nullNodes = Files.writeString(dir.resolve("edges.json"), """
                {"nodes": null, "edges": [{"uuid": "e1", "source_uuid": "n1", "target_uuid": "n2", "name": "LIKES",
                  "valid_at": "2024-01-01T00:00Z"}]}
                """);
        try (JsonMemoryStore store = JsonMemoryStore.open(nullNodes, true)) {
            assertThat(timeline(store.factsOf("n1"))).containsExactly("e1 LIKES=n2 [2024-01-01T00:00:00Z, null) -> null");
        }
        Path badTime = Files.writeString(dir.resolve("bad.json"), """
                {"edges": [{"uuid": "e1", "source_uuid": "n1", "target_uuid": "n2", "name": "LIKES",
                  "valid_at": "2024-01-01T00:00+01:00[Mars/Olympus]"}]}
                """);
        assertThatThrownBy(() -> JsonMemoryStore.open(badTime, true)).isInstanceOf(StoreException.class)
                .hasMessage(badTime + ": line 1, column 12: edge e1: \"valid_at\" is not an ISO-8601 timestamp:"
                        + " \"2024-01-01T00:00+01:00[Mars/Olympus]\"");
    }
}
