package io.memscope.store.json;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import io.memscope.model.Progress;
import io.memscope.model.StoreSummary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class JsonStoreAnalysisTest {
    @TempDir
    Path dir;

    /** One small store with exactly one instance of each finding kind (two cycles), built by hand. */
    private static final String STORE = """
            {"predicates": [{"predicate": "likes", "cardinality": "many"}],
             "facts": [
            {"id": 1, "subject": "alice", "predicate": "lives_in", "value": "Berlin", "valid_from": "2020-01-01T00:00:00Z"},
            {"id": 2, "subject": "alice", "predicate": "lives_in", "value": "Paris", "valid_from": "2021-01-01T00:00:00Z"},
            {"id": 3, "subject": "alice", "predicate": "likes", "value": "tea", "valid_from": "2020-01-01T00:00:00Z"},
            {"id": 4, "subject": "alice", "predicate": "likes", "value": "coffee", "valid_from": "2021-01-01T00:00:00Z"},
            {"id": 5, "subject": "bob", "predicate": "email", "value": "b@x.org", "valid_from": "2020-01-01T00:00:00Z"},
            {"id": 6, "subject": "bob", "predicate": "email", "value": " B@X.org", "valid_from": "2021-01-01T00:00:00Z"},
            {"id": 7, "subject": "carol", "predicate": "city", "value": "Rome", "valid_from": "2020-01-01T00:00:00Z",
             "valid_to": "2021-01-01T00:00:00Z", "superseded_by": 99},
            {"id": 8, "subject": "carol", "predicate": "job", "value": "dev", "valid_from": "2020-01-01T00:00:00Z",
             "superseded_by": 9},
            {"id": 9, "subject": "carol", "predicate": "job", "value": "lead", "valid_from": "2019-01-01T00:00:00Z",
             "valid_to": "2019-06-01T00:00:00Z"},
            {"id": 10, "subject": "carol", "predicate": "pet", "value": "cat", "valid_from": "2022-01-01T00:00:00Z",
             "valid_to": "2021-01-01T00:00:00Z"},
            {"id": 11, "subject": "dave", "predicate": "a", "value": "x", "valid_from": "2020-01-01T00:00:00Z",
             "valid_to": "2021-01-01T00:00:00Z", "superseded_by": 12},
            {"id": 12, "subject": "dave", "predicate": "a", "value": "y", "valid_from": "2021-01-01T00:00:00Z",
             "valid_to": "2022-01-01T00:00:00Z", "superseded_by": 13},
            {"id": 13, "subject": "dave", "predicate": "a", "value": "z", "valid_from": "2022-01-01T00:00:00Z",
             "valid_to": "2023-01-01T00:00:00Z", "superseded_by": 11},
            {"id": 14, "subject": "dave", "predicate": "b", "value": "w", "valid_from": "2020-01-01T00:00:00Z",
             "valid_to": "2021-01-01T00:00:00Z", "superseded_by": 14},
            {"id": 15, "subject": "erin", "predicate": "city", "value": "Oslo", "valid_from": "2020-01-01T00:00:00Z",
             "valid_to": "2021-01-01T00:00:00Z", "superseded_by": 16},
            {"id": 16, "subject": "erin", "predicate": "country", "value": "Norway", "valid_from": "2021-01-01T00:00:00Z"},
            {"id": 17, "subject": "erin", "predicate": "job", "value": "a", "valid_from": "2020-01-01T00:00:00Z",
             "valid_to": "2021-06-01T00:00:00Z"},
            {"id": 18, "subject": "erin", "predicate": "job", "value": "b", "valid_from": "2021-01-01T00:00:00Z"},
            {"id": 19, "subject": "frank", "predicate": "mood", "value": "ok"},
            {"id": 20, "subject": "gina", "predicate": "memory", "value": "Likes jazz", "valid_from": "2020-01-01T00:00:00Z",
             "valid_to": "2020-02-01T00:00:00Z", "unknown_end": true}
            ]}
            """;

    @Test
    void findsExactlyTheExpectedFindingOfEveryKindAndCounts() throws Exception {
        Path file = dir.resolve("store.json");
        Files.writeString(file, STORE);
        try (JsonMemoryStore store = JsonMemoryStore.open(file, true)) {
            AnalysisReport report = store.analyze(Progress.NONE);
            assertThat(report.store()).isEqualTo(file.toString());
            assertThat(report.findings()).extracting(JsonStoreAnalysisTest::describe).containsExactly(
                    "contradiction alice lives_in [1, 2]",
                    "duplicate bob email [5, 6]",
                    "dangling_superseded_by carol city [7]",
                    "superseded_but_current carol job [8]",
                    "ends_before_start carol pet [10]",
                    "cycle dave a [11, 12, 13]",
                    "cycle dave b [14]",
                    "cross_link erin city [15, 16]",
                    "overlap erin job [17, 18]",
                    "missing_valid_from frank mood [19]",
                    "unknown_end gina memory [20]");
            EnumSet<FindingKind> seen = EnumSet.noneOf(FindingKind.class);
            report.findings().forEach(f -> seen.add(f.kind()));
            // a contradiction across an alias comes from the audit log's aliases, after the store's analysis
            assertThat(seen).as("the store exercises every kind its analysis reports")
                    .isEqualTo(EnumSet.complementOf(EnumSet.of(FindingKind.ALIAS_CONTRADICTION)));
            StoreSummary expected = new StoreSummary(20, 7, 10, 6, 4);
            assertThat(report.summary()).isEqualTo(expected);
            assertThat(store.summary()).isEqualTo(expected);
        }
    }

    /**
     * A big store is analysed in two halves at once, split between two subjects. The halves must report what one
     * walk reports, in the same order: here the hand-built store (split between carol and dave, in the middle of
     * its finding kinds) and a generated one with thousands of findings.
     */
    @Test
    void analysingInTwoHalvesReportsWhatOneWalkReports() throws Exception {
        Path small = dir.resolve("halves.json");
        Files.writeString(small, STORE);
        Path generated = dir.resolve("generated.json");
        try (JsonStoreWriter writer = JsonStoreWriter.create(generated)) {
            new io.memscope.store.synthetic.SyntheticStoreGenerator(30_000, 7).writeTo(writer, Progress.NONE);
            writer.commit();
        }
        for (Path file : List.of(small, generated)) {
            LoadedStore loaded = JsonStoreReader.read(file, Progress.NONE);
            int n = loaded.groups().size();
            assertThat(JsonStoreAnalysis.secondHalfFrom(loaded.facts(), loaded.groups(), 1)).as("split")
                    .isBetween(1, n - 1);
            AnalysisReport halves = JsonStoreAnalysis.analyze(loaded, "x", Progress.NONE, 1);
            AnalysisReport oneWalk = JsonStoreAnalysis.analyze(loaded, "x", Progress.NONE, Integer.MAX_VALUE);
            assertThat(halves).isEqualTo(oneWalk);
            assertThat(oneWalk.findings().stream().map(Finding::kind).distinct().count()).isGreaterThan(3);
        }
    }

    @Test
    void multiValuedPredicatesNeverContradict() throws Exception {
        Path file = dir.resolve("likes.json");
        Files.writeString(file, STORE);
        try (JsonMemoryStore store = JsonMemoryStore.open(file, true)) {
            assertThat(store.analyze(Progress.NONE).findings()).noneMatch(f -> f.predicate().equals("likes"));
        }
        Path undeclared = dir.resolve("undeclared.json");
        Files.writeString(undeclared, STORE.replace("\"cardinality\": \"many\"", "\"cardinality\": \"one\""));
        try (JsonMemoryStore store = JsonMemoryStore.open(undeclared, true)) {
            assertThat(store.analyze(Progress.NONE).contradictions()).extracting(Finding::predicate)
                    .containsExactly("likes", "lives_in");
        }
    }

    @Test
    void factsOfOrdersByPredicateThenValidFromMissingFirstThenId() throws Exception {
        Path file = dir.resolve("order.json");
        Files.writeString(file, """
                [{"id": 30, "subject": "zed", "predicate": "b", "value": "1", "valid_from": "2021-01-01T00:00:00Z"},
                 {"id": "x", "subject": "zed", "predicate": "b", "value": "2", "valid_from": "2020-01-01T00:00:00Z"},
                 {"id": 31, "subject": "zed", "predicate": "b", "value": "3"},
                 {"id": 33, "subject": "zed", "predicate": "b", "value": "4", "valid_from": "2020-01-01T00:00:00Z"},
                 {"id": 32, "subject": "zed", "predicate": "b", "value": "5", "valid_from": "2020-01-01T00:00:00Z"},
                 {"id": 34, "subject": "zed", "predicate": "a", "value": "6", "valid_from": "2030-01-01T00:00:00Z"},
                 {"id": 1, "subject": "amy", "predicate": "a", "value": "7", "valid_from": "2020-01-01T00:00:00Z"},
                 {"id": 2, "subject": "zed ", "predicate": "a", "value": "8", "valid_from": "2020-01-01T00:00:00Z"}]
                """);
        try (JsonMemoryStore store = JsonMemoryStore.open(file, true)) {
            assertThat(store.factsOf("zed")).extracting(f -> f.id().toString())
                    .containsExactly("34", "31", "32", "33", "x", "30");
            assertThat(store.factsOf("zed ")).extracting(f -> f.id().toString()).containsExactly("2");
        }
    }

    @Test
    void asOfIncludesTheStartInstantAndExcludesTheEndInstant() throws Exception {
        Path file = dir.resolve("asof.json");
        Files.writeString(file, """
                [{"id": 40, "subject": "s", "predicate": "city", "value": "A",
                  "valid_from": "2020-01-01T00:00:00Z", "valid_to": "2021-01-01T00:00:00Z", "superseded_by": 41},
                 {"id": 41, "subject": "s", "predicate": "city", "value": "B", "valid_from": "2021-01-01T00:00:00Z"},
                 {"id": 42, "subject": "s", "predicate": "age", "value": 30},
                 {"id": 43, "subject": "t", "predicate": "city", "value": "C", "valid_from": "2000-01-01T00:00:00Z"}]
                """);
        Instant start = Instant.parse("2020-01-01T00:00:00Z");
        Instant end = Instant.parse("2021-01-01T00:00:00Z");
        try (JsonMemoryStore store = JsonMemoryStore.open(file, true)) {
            assertThat(ids(store.factsAsOf("s", "city", start.minusNanos(1000)))).isEmpty();
            assertThat(ids(store.factsAsOf("s", "city", start))).containsExactly(40L);
            assertThat(ids(store.factsAsOf("s", "city", end.minusNanos(1000)))).containsExactly(40L);
            assertThat(ids(store.factsAsOf("s", "city", end))).containsExactly(41L);
            assertThat(ids(store.factsAsOf("s", null, end))).containsExactly(42L, 41L);
            assertThat(ids(store.factsAsOf("s", null, start.minusSeconds(86_400)))).containsExactly(42L);
        }
    }

    private static List<Long> ids(List<Fact> facts) {
        return facts.stream().map(Fact::id).map(FactId::number).toList();
    }

    static String describe(Finding f) {
        return f.kind().jsonName() + " " + f.subject() + " " + f.predicate() + " "
                + Arrays.toString(f.factIds().toArray());
    }
}
