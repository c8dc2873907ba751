package io.memscope.store.json;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
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
import java.time.temporal.ChronoUnit;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Every JSON shape Mem0 writes, from fixtures in exactly those shapes: counts, chains and what held when. */
class Mem0ShapesTest {
    private static final Path DIR = Path.of("fixtures/formats");

    @TempDir
    Path dir;

    private static JsonMemoryStore open(String fixture) throws StoreException {
        return JsonMemoryStore.open(DIR.resolve(fixture), true);
    }

    /** One line per fact: id, predicate, value, validity, successor. */
    private static List<String> timeline(List<Fact> facts) {
        return facts.stream().map(f -> f.id() + " " + f.predicate() + "=" + f.value() + " [" + f.validFrom() + ", "
                + f.validTo() + ") -> " + f.supersededBy()).toList();
    }

    private static List<String> valuesAsOf(JsonMemoryStore store, String subject, String when) throws StoreException {
        return store.factsAsOf(subject, null, Instant.parse(when)).stream().map(Fact::value).toList();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "mem0.json | Mem0 get_all or platform list",
            "mem0-graph.json | Mem0 get_all or platform list",
            "mem0-v1.0.json | Mem0 get_all or platform list",
            "mem0-platform.json | Mem0 get_all or platform list",
            "mem0-history.json | Mem0 history",
            "mem0-ts-history.json | Mem0 history",
            "mem0-ts-history-camel.json | Mem0 history"})
    void eachShapeIsRecognisedFromItsFields(String fixture, String shape) throws Exception {
        Path file = DIR.resolve(fixture);
        assertThat(FormatSniffer.detect(file, null, new JsonErrors(file.toString())).name()).isEqualTo(shape);
    }

    @Test
    void getAllWithGraphMemoryReadsRelationsAsFactsOfTheirOwn() throws Exception {
        try (JsonMemoryStore store = open("mem0-graph.json")) {
            assertThat(store.source().format()).isEqualTo(StoreFormat.MEM0);
            assertThat(store.analyze(Progress.NONE).summary().facts()).isEqualTo(5);
            assertThat(timeline(store.factsOf("maya"))).containsExactlyInAnyOrder(
                    "9a1c7e52-3b8d-4f60-a2e4-1d5c9b7f0a01 memory=Prefers window seats [2024-03-05T16:12:40.118342Z, null) -> null",
                    "9a1c7e52-3b8d-4f60-a2e4-1d5c9b7f0a02 memory=Works at Northwind as a nurse [2024-03-05T16:12:40.201877Z, null) -> null",
                    "relation#1 works_at=northwind [null, null) -> null",
                    "relation#2 prefers=window_seat [null, null) -> null");
            assertThat(timeline(store.factsOf("northwind"))).containsExactly("relation#3 located_in=seattle [null, null) -> null");
            // the first subject field wins; the others, actor and role, are kept
            assertThat(store.fact(FactId.of("9a1c7e52-3b8d-4f60-a2e4-1d5c9b7f0a02")).orElseThrow().metadata())
                    .containsEntry("agent_id", "travel-agent").containsEntry("role", "user")
                    .containsEntry("updated_at", "2024-06-18T14:03:09.554120-07:00");
            assertThat(store.fact(FactId.of("9a1c7e52-3b8d-4f60-a2e4-1d5c9b7f0a01")).orElseThrow().metadata())
                    .containsEntry("source", "booking chat").containsEntry("actor_id", "maya");
        }
    }

    @Test
    void theBareListOfApiV1IsMemoriesOfEachSubject() throws Exception {
        try (JsonMemoryStore store = open("mem0-v1.0.json")) {
            assertThat(store.analyze(Progress.NONE).summary().facts()).isEqualTo(3);
            assertThat(store.factsOf("sam")).extracting(Fact::value)
                    .containsExactlyInAnyOrder("Name is Sam", "Has a dog named Biscuit");
            assertThat(timeline(store.factsOf("ops-run-7"))).containsExactly("c4e8a2f0-5b71-4d3e-9f86-2a0b4c6d8e03"
                    + " memory=Runs nightly backups at 02:00 [2024-01-20T22:00:00Z, null) -> null");
        }
    }

    @Test
    void thePlatformListLinksReplacedMemoriesAndFallsBackToAppAndSession() throws Exception {
        try (JsonMemoryStore store = open("mem0-platform.json")) {
            assertThat(store.analyze(Progress.NONE).summary().facts()).isEqualTo(4);
            assertThat(timeline(store.factsOf("lena"))).containsExactly(
                    "e2f4a6c8-1b3d-4e5f-8a9b-0c1d2e3f4a01 memory=Budget for the trip is 2000 EUR"
                            + " [2024-04-02T16:00:00Z, 2024-05-10T18:30:00Z) -> e2f4a6c8-1b3d-4e5f-8a9b-0c1d2e3f4a02",
                    "e2f4a6c8-1b3d-4e5f-8a9b-0c1d2e3f4a02 memory=Budget for the trip is 2500 EUR"
                            + " [2024-05-10T18:30:00Z, null) -> null");
            assertThat(valuesAsOf(store, "lena", "2024-05-01T00:00:00Z")).containsExactly("Budget for the trip is 2000 EUR");
            assertThat(valuesAsOf(store, "lena", "2024-05-11T00:00:00Z")).containsExactly("Budget for the trip is 2500 EUR");
            assertThat(store.factsOf("trip-planner")).extracting(Fact::value).containsExactly("Answer in German");
            assertThat(store.factsOf("sess-5521")).extracting(Fact::value).containsExactly("Flight lands at 18:40");
            assertThat(store.fact(FactId.of("e2f4a6c8-1b3d-4e5f-8a9b-0c1d2e3f4a04")).orElseThrow().metadata())
                    .containsEntry("expiration_date", "2024-06-02").containsEntry("categories", "[\"travel\"]");
        }
    }

    @Test
    void replacedByLinksTheLastVersionOfAChainTheHistoryBuilt() throws Exception {
        Path file = Files.writeString(dir.resolve("replaced.json"), """
                {"results": [
                  {"id": "m1", "memory": "B", "user_id": "u", "created_at": "2024-01-01T00:00:00Z", "replaced_by": "m2"},
                  {"id": "m2", "memory": "C", "user_id": "u", "created_at": "2024-03-01T00:00:00Z", "replaced_by": null}],
                 "history": [
                  {"id": "h1", "memory_id": "m1", "event": "ADD", "new_memory": "A", "created_at": "2024-01-01T00:00:00Z"},
                  {"id": "h2", "memory_id": "m1", "event": "UPDATE", "old_memory": "A", "new_memory": "B",
                   "created_at": "2024-01-01T00:00:00Z", "updated_at": "2024-02-01T00:00:00Z"}]}
                """);
        try (JsonMemoryStore store = JsonMemoryStore.open(file, true)) {
            assertThat(timeline(store.factsOf("u"))).containsExactly(
                    "m1#1 memory=A [2024-01-01T00:00:00Z, 2024-02-01T00:00:00Z) -> m1",
                    "m1 memory=B [2024-02-01T00:00:00Z, 2024-03-01T00:00:00Z) -> m2",
                    "m2 memory=C [2024-03-01T00:00:00Z, null) -> null");
        }
    }

    @Test
    void aHistoryListIsAVersionChainAndAnUntimedDeleteEndsItByTheFilesTime() throws Exception {
        String memory = "b7d3e1f9-2a4c-4e6b-8d0f-1a3c5e7b9d01";
        Instant written = Files.getLastModifiedTime(DIR.resolve("mem0-history.json")).toInstant()
                .truncatedTo(ChronoUnit.MICROS); // what memscope keeps
        try (JsonMemoryStore store = open("mem0-history.json")) {
            AnalysisReport report = store.analyze(Progress.NONE);
            assertThat(report.summary().facts()).isEqualTo(2);
            assertThat(report.findings()).as("the deletion without a time is reported").containsExactly(
                    new Finding(FindingKind.UNKNOWN_END, Mem0Memories.UNKNOWN_SUBJECT, "memory", List.of(FactId.of(memory))));
            // history() sorts by time, so the DELETE without one comes first in the file; it still ends the chain
            assertThat(timeline(store.factsOf(Mem0Memories.UNKNOWN_SUBJECT))).containsExactly(
                    memory + "#1 memory=Lives in Berlin [2024-01-10T16:00:00Z, 2024-04-21T01:05:00Z) -> " + memory,
                    memory + " memory=Lives in Munich [2024-04-21T01:05:00Z, " + written + ") -> null");
            Fact munich = store.fact(FactId.of(memory)).orElseThrow();
            assertThat(munich.unknownEnd()).isTrue();
            assertThat(store.fact(FactId.of(memory + "#1")).orElseThrow().unknownEnd()).isFalse();
            assertThat(munich.metadata()).containsEntry("deleted_at", "unknown (by " + written + ")")
                    .containsEntry("event", "UPDATE").containsEntry("history_actor_id", "alex");
            assertThat(valuesAsOf(store, Mem0Memories.UNKNOWN_SUBJECT, "2024-03-01T00:00:00Z")).containsExactly("Lives in Berlin");
            assertThat(valuesAsOf(store, Mem0Memories.UNKNOWN_SUBJECT, "2024-05-01T00:00:00Z")).containsExactly("Lives in Munich");
            assertThat(store.factsAsOf(Mem0Memories.UNKNOWN_SUBJECT, null, written.plusSeconds(1))).isEmpty();
        }
    }

    @Test
    void theTypeScriptSdksHistoryIsReadInTheOrderItWasWritten() throws Exception {
        String memory = "6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a07";
        Instant written = Files.getLastModifiedTime(DIR.resolve("mem0-ts-history.json")).toInstant()
                .truncatedTo(ChronoUnit.MICROS);
        try (JsonMemoryStore store = open("mem0-ts-history.json")) {
            assertThat(store.analyze(Progress.NONE).findings()).extracting(Finding::kind, f -> f.factIds().get(0))
                    .containsExactly(org.assertj.core.groups.Tuple.tuple(FindingKind.UNKNOWN_END, FactId.of(memory)));
            assertThat(timeline(store.factsOf(Mem0Memories.UNKNOWN_SUBJECT))).containsExactly(
                    memory + "#1 memory=Drinks lattes [2024-02-01T09:00:00Z, 2024-03-15T17:20:00Z) -> " + memory,
                    memory + " memory=Drinks oat milk lattes [2024-03-15T17:20:00Z, " + written + ") -> null");
        }
        String camel = "2a3b4c5d-6e7f-4801-92a3-b4c5d6e7f809";
        try (JsonMemoryStore store = open("mem0-ts-history-camel.json")) {
            assertThat(timeline(store.factsOf(Mem0Memories.UNKNOWN_SUBJECT))).containsExactly(
                    camel + "#1 memory=Team lead of Payments [2024-05-06T08:00:00Z, 2024-09-30T16:45:00Z) -> " + camel,
                    camel + " memory=Head of Payments [2024-09-30T16:45:00Z, null) -> null");
            assertThat(valuesAsOf(store, Mem0Memories.UNKNOWN_SUBJECT, "2024-07-01T00:00:00Z"))
                    .containsExactly("Team lead of Payments");
        }
    }

    @Test
    void aHistoryRowWithoutEventOrMemoryIsOneLineNamingIt() throws Exception {
        Path noEvent = Files.writeString(dir.resolve("history.json"), """
                [{"id": 1, "memory_id": "m1", "action": "ADD", "new_value": "x", "created_at": "2024-01-01T00:00:00Z"},
                 {"id": 2, "memory_id": "m1", "action": "MERGE", "new_value": "y"}]
                """);
        assertThatThrownBy(() -> JsonMemoryStore.open(noEvent, true)).isInstanceOf(StoreException.class)
                .hasMessage(noEvent + ": line 2, column 2: history row #2: \"event\" must be ADD, UPDATE or DELETE,"
                        + " found \"MERGE\"");
        Path noSource = Files.writeString(dir.resolve("graph.json"), """
                {"results": [], "relations": [{"relationship": "likes", "target": "tea"}]}
                """);
        assertThatThrownBy(() -> JsonMemoryStore.open(noSource, true))
                .hasMessage(noSource + ": line 1, column 31: relation #1: \"source\" is missing");
    }
}
