package io.memscope.store.json;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Progress;
import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;
import io.memscope.store.StoreSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** What the timeline of one subject gets from each foreign format: {@code factsOf}, links, metadata. */
class ForeignJsonStoresTest {
    private static final Path DIR = Path.of("fixtures/formats");
    private static final String EDGE = "0b6c1f8e-2d4a-4c1e-9a51-6f0e3c1d000";
    private static final String MEMORY = "5d1f8a9e-6c2b-4e7a-8f3d-00000000000";

    @TempDir
    Path dir;

    /** One line per fact: id, predicate, value, validity, successor (with ~ when inferred). */
    private static List<String> timeline(List<Fact> facts) {
        return facts.stream().map(f -> f.id() + " " + f.predicate() + "=" + f.value() + " [" + f.validFrom() + ", "
                + f.validTo() + ") -> " + f.supersededBy() + (f.inferredLink() ? "~" : "")).toList();
    }

    @Test
    void graphitiEdgesOfAliceWithNodeNamesAndOneInferredSuccessor() throws Exception {
        try (JsonMemoryStore store = JsonMemoryStore.open(DIR.resolve("graphiti.json"), false)) {
            assertThat(store.source().format()).isEqualTo(StoreFormat.GRAPHITI);
            assertThat(store.descriptor().readOnly()).as("foreign files are read-only").isTrue();
            assertThat(timeline(store.factsOf("Alice"))).containsExactly(
                    EDGE + "8 KNOWS=Bob [2015-09-01T00:00:00Z, null) -> null",
                    EDGE + "1 LIVES_IN=Berlin [null, null) -> null",
                    EDGE + "2 LIVES_IN=Paris [null, null) -> null",
                    EDGE + "3 WORKS_AT=Acme [2023-01-09T00:00:00Z, 2024-03-01T00:00:00Z) -> " + EDGE + "4~",
                    EDGE + "4 WORKS_AT=Globex [2024-03-01T00:00:00Z, null) -> null");
            Fact acme = store.fact(FactId.of(EDGE + "3")).orElseThrow();
            assertThat(acme.recordedAt()).isEqualTo(Instant.parse("2024-02-03T09:14:22.481913Z"));
            assertThat(acme.metadata()).containsEntry("fact", "Alice works at Acme as a data engineer.")
                    .containsEntry("episodes", "[\"ep-2024-02-03-chat\"]")
                    .containsEntry("group_id", "support-desk")
                    .containsEntry("expired_at", "2024-03-04T10:02:51.330000Z")
                    .containsEntry("source_node_uuid", "a3f1-alice")
                    .doesNotContainKey("fact_embedding");
            // two edges start where Bob's Lisbon edge ends: no guess, the fact stays invalidated
            assertThat(store.fact(FactId.of(EDGE + "5")).orElseThrow().supersededBy()).isNull();
        }
    }

    @Test
    void graphitiEdgesWithoutNodesUseUuids() throws Exception {
        Path edges = Files.writeString(dir.resolve("edges.json"), """
                [{"uuid": "e1", "source_node_uuid": "n1", "target_node_uuid": "n2", "name": "LIKES",
                  "fact": "n1 likes n2", "valid_at": "2024-01-01T00:00:00+00:00", "invalid_at": null,
                  "created_at": "2024-01-01T00:00:00", "expired_at": null, "episodes": [], "group_id": null}]
                """);
        try (JsonMemoryStore store = JsonMemoryStore.open(edges, true)) {
            assertThat(timeline(store.factsOf("n1"))).containsExactly("e1 LIKES=n2 [2024-01-01T00:00:00Z, null) -> null");
            assertThat(store.source().inferredLinks()).isZero();
        }
    }

    @Test
    void mem0ChainsComeFromHistoryAndDeletedMemoriesStayVisible() throws Exception {
        try (JsonMemoryStore store = JsonMemoryStore.open(DIR.resolve("mem0.json"), true)) {
            assertThat(store.cardinalities().isMultiValued("memory")).isTrue();
            assertThat(timeline(store.factsOf("alex"))).containsExactly(
                    MEMORY + "2#1 memory=Lives in Berlin [2024-01-10T16:00:00Z, 2024-04-21T01:05:00Z) -> " + MEMORY + "2#2",
                    MEMORY + "3#1 memory=Allergic to nuts [2024-02-14T19:00:00Z, 2024-03-02T17:45:00Z) -> " + MEMORY + "3#2",
                    MEMORY + "3#2 memory=Allergic to peanuts [2024-03-02T17:45:00Z, 2024-07-01T03:10:00Z) -> " + MEMORY + "3",
                    MEMORY + "2#2 memory=Lives in Munich [2024-04-21T01:05:00Z, 2024-09-01T19:15:00Z) -> " + MEMORY + "2",
                    MEMORY + "1 memory=Is vegetarian [2024-05-02T16:30:11.204118Z, null) -> null",
                    MEMORY + "3 memory=Allergic to peanuts and cashews [2024-07-01T03:10:00Z, 2024-10-05T14:00:00Z) -> null",
                    MEMORY + "2 memory=Lives in Lisbon [2024-09-01T19:15:00Z, null) -> null");
            Fact lisbon = store.fact(FactId.of(MEMORY + "2")).orElseThrow();
            assertThat(lisbon.metadata()).containsEntry("hash", "2f4a6c8e0b1d3f5a7c9e1b3d5f7a9c0e")
                    .containsEntry("category", "location").containsEntry("event", "UPDATE")
                    .containsEntry("history_id", "h-03").containsEntry("memory_id", MEMORY + "2");
            assertThat(store.factsOf("support-bot")).singleElement()
                    .satisfies(f -> assertThat(f.value()).isEqualTo("Escalate refunds over 200 EUR to a human"));
            assertThat(timeline(store.factsOf(Mem0Memories.UNKNOWN_SUBJECT))).containsExactly(
                    MEMORY + "4 memory=Works night shifts [null, 2024-08-12T13:00:00Z) -> null");
        }
    }

    @Test
    void supersedeObjectsAreValuesAndMetadataIsKept() throws Exception {
        try (JsonMemoryStore store = JsonMemoryStore.open(DIR.resolve("supersede.json"), true)) {
            assertThat(store.source().mapping()).containsEntry("value", "object");
            assertThat(timeline(store.factsOf("user:dana"))).containsExactly(
                    "f-004 diet=vegan [2023-05-01T00:00:00Z, 2024-02-01T00:00:00Z) -> f-042",
                    "f-003 employer=Initech [2021-09-01T00:00:00Z, 2024-06-01T00:00:00Z) -> f-999",
                    "f-005 employer=Hooli [2024-06-01T00:00:00Z, null) -> null",
                    "f-001 lives_in=Boston [2023-02-01T00:00:00Z, 2024-01-15T00:00:00Z) -> f-002",
                    "f-002 lives_in=Denver [2024-01-15T00:00:00Z, null) -> null");
            Fact boston = store.fact(FactId.of("f-001")).orElseThrow();
            assertThat(boston.confidence()).isEqualTo(0.92);
            assertThat(boston.metadata()).isEqualTo(java.util.Map.of("source", "chat:118", "extractor", "engram-v2"));
            assertThat(store.fact(FactId.of("f-006")).orElseThrow().metadata())
                    .containsEntry("derived_from", "[\"f-101\"]");
        }
    }

    @Test
    void aNativeStoreStaysWritableAndReportsNoMapping() throws Exception {
        try (JsonMemoryStore store = JsonMemoryStore.open(Path.of("sample-stores/every-finding.json"), false)) {
            assertThat(store.descriptor().readOnly()).isFalse();
            assertThat(StoreSource.of(store)).isEqualTo(StoreSource.NATIVE);
            assertThat(store.analyze(Progress.NONE).summary().facts()).isEqualTo(18);
        }
    }

    @Test
    void aBrokenForeignRecordIsOneLineNamingItAndWhere() throws Exception {
        Path bad = Files.writeString(dir.resolve("mem0.json"), """
                {"results": [],
                 "history": [
                   {"memory_id": "m1", "event": "ADD", "new_memory": "x", "created_at": "2024-01-01T00:00:00Z"},
                   {"memory_id": "m1", "event": "MERGE", "new_memory": "y", "created_at": "2024-01-02T00:00:00Z"}]}
                """);
        assertThatThrownBy(() -> JsonMemoryStore.open(bad, true)).isInstanceOf(StoreException.class)
                .hasMessage(bad + ": line 4, column 4: history row #2: \"event\" must be ADD, UPDATE or DELETE,"
                        + " found \"MERGE\"");
        Path noEdges = Files.writeString(dir.resolve("graph.json"), "{\"nodes\": []}");
        assertThatThrownBy(() -> JsonMemoryStore.open(noEdges, true))
                .hasMessage(noEdges + ": line 1, column 1: the top-level object has no \"edges\" array");
    }
}
