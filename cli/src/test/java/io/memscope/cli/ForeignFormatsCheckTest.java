package io.memscope.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code check --json} on a realistic export of each foreign format gives exactly the report in
 * {@code formats/NAME.report.json}: the format, the mapping, the inferred links, counts and findings.
 */
class ForeignFormatsCheckTest {
    private static final String DIR = "fixtures/formats/";
    private final ObjectMapper mapper = new ObjectMapper();

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"graphiti", "mem0", "supersede"})
    void reportIsExactlyTheExpectedOne(String format) throws Exception {
        CliRun run = CliRun.of("check", DIR + format + ".json", "--json");
        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isEqualTo(1);
        JsonNode expected = mapper.readTree(Path.of(DIR + format + ".report.json").toFile());
        assertThat(mapper.readTree(run.out())).isEqualTo(expected);
    }

    /** Each further shape's report, exit 0 where the export holds no finding. */
    @ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({"graphiti-groups.json, 0", "graphiti-facts-rest.json, 0",
            "graphiti-facts-mcp.json, 0", "graphiti-apoc.json, 0", "mem0-platform.json, 0", "mem0-graph.json, 1",
            "mem0-v1.0.json, 0", "mem0-ts-history-camel.json, 0"})
    void reportOfEachShapeIsExactlyTheExpectedOne(String fixture, int exit) throws Exception {
        CliRun run = CliRun.of("check", DIR + fixture, "--json");
        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isEqualTo(exit);
        String report = fixture.substring(0, fixture.lastIndexOf('.')) + ".report.json";
        assertThat(mapper.readTree(run.out())).isEqualTo(mapper.readTree(Path.of(DIR + report).toFile()));
    }

    @Test
    void graphitiReportsTheContradictionLeftCurrentBecauseValidAtWasMissing() throws Exception {
        JsonNode report = mapper.readTree(CliRun.of("check", DIR + "graphiti.json", "--json").out());
        assertThat(report.get("format").asText()).isEqualTo("graphiti");
        assertThat(report.get("inferred_links").asInt()).isEqualTo(1);
        assertThat(report.get("contradictions").get(0).get("subject").asText()).isEqualTo("Alice");
        assertThat(report.get("mapping").get("valid_from").asText()).isEqualTo("valid_at");
    }

    @Test
    void nativeStoresReportTheirFormatAndAnEmptyMapping() throws Exception {
        JsonNode report = mapper.readTree(CliRun.of("check", "sample-stores/every-finding.json", "--json").out());
        assertThat(report.get("format").asText()).isEqualTo("memscope");
        assertThat(report.get("mapping").size()).isZero();
        assertThat(report.get("inferred_links").asInt()).isZero();
    }

    @Test
    void formatOptionOverridesDetection() throws Exception {
        // Detected as Supersede (an "object" and no "value"); read as memscope's format the object is metadata.
        Path store = dir.resolve("objects.json");
        Files.writeString(store, """
                [{"id": 1, "subject": "s", "predicate": "p", "object": "x", "valid_from": "2024-01-01T00:00:00Z"}]
                """);
        JsonNode detected = mapper.readTree(CliRun.of("current", store.toString(), "--subject", "s", "--json").out());
        assertThat(detected.get("facts").get(0).get("value").asText()).isEqualTo("x");
        CliRun forced = CliRun.of("current", store.toString(), "--subject", "s", "--json", "--format", "memscope");
        JsonNode fact = mapper.readTree(forced.out()).get("facts").get(0);
        assertThat(fact.get("value").isNull()).isTrue();
        assertThat(fact.get("metadata").get("object").asText()).isEqualTo("x");

        // memscope's format is strict about offsets; Supersede exports may leave them out (read as UTC)
        CliRun strict = CliRun.of("check", DIR + "supersede.json", "--format", "memscope");
        assertThat(strict.exitCode()).isEqualTo(2);
        assertThat(strict.err().strip()).isEqualTo("memscope check: " + DIR + "supersede.json: line 18, column 18:"
                + " fact f-006: \"valid_from\" is not an ISO-8601 timestamp with an offset: \"2024-03-10T08:00:00\"");
    }

    @Test
    void badFormatOrMappingOptionsAreOneLineUsageErrors() {
        CliRun badFormat = CliRun.of("check", DIR + "mem0.json", "--format", "zep");
        assertThat(badFormat.exitCode()).isEqualTo(2);
        assertThat(badFormat.err().strip()).isEqualTo("memscope check: --format zep: expected memscope, graphiti,"
                + " mem0 or supersede (see memscope check --help)");
        CliRun mapOnJson = CliRun.of("check", DIR + "mem0.json", "--map", "value=object");
        assertThat(mapOnJson.exitCode()).isEqualTo(2);
        assertThat(mapOnJson.err().strip()).isEqualTo("memscope check: " + DIR + "mem0.json: a table mapping"
                + " (--table, --map) applies to SQL stores, not to JSON files");
        CliRun badMap = CliRun.of("check", "sample-stores/every-finding.mv.db", "--map", "colour=hue");
        assertThat(badMap.exitCode()).isEqualTo(2);
        assertThat(badMap.err()).startsWith("memscope check: --map: \"colour\" is not a fact field").hasLineCount(1);
    }

    @Test
    void exportOfAForeignFormatWritesMemscopeFormatKeepingMetadataAndInferredMarks() throws Exception {
        Path out = dir.resolve("graphiti-as-memscope.json");
        CliRun export = CliRun.of("export", DIR + "graphiti.json", "--to", out.toString());
        assertThat(export.exitCode()).isZero();
        JsonNode fact = findFact(mapper.readTree(out.toFile()), "0b6c1f8e-2d4a-4c1e-9a51-6f0e3c1d0003");
        assertThat(fact.get("superseded_by").asText()).isEqualTo("0b6c1f8e-2d4a-4c1e-9a51-6f0e3c1d0004");
        assertThat(fact.get("inferred_link").asBoolean()).isTrue();
        assertThat(fact.get("metadata").get("fact").asText()).isEqualTo("Alice works at Acme as a data engineer.");
        assertThat(fact.get("metadata").get("expired_at").asText()).isEqualTo("2024-03-04T10:02:51.330000Z");
        assertThat(fact.get("metadata").get("attributes").asText()).isEqualTo("{\"role\":\"data engineer\"}");
        assertThat(Files.readString(out)).doesNotContain("fact_embedding");

        JsonNode again = mapper.readTree(CliRun.of("check", out.toString(), "--json").out());
        JsonNode original = mapper.readTree(CliRun.of("check", DIR + "graphiti.json", "--json").out());
        assertThat(again.get("format").asText()).isEqualTo("memscope");
        assertThat(again.get("inferred_links").asInt()).isEqualTo(1);
        for (String key : new String[]{"facts", "subjects", "current", "superseded", "invalidated",
                "contradictions", "duplicates", "problems"}) {
            assertThat(again.get(key)).as(key).isEqualTo(original.get(key));
        }
    }

    @Test
    void anH2ExportKeepsMetadataAndInferredMarksToo() throws Exception {
        Path out = dir.resolve("graphiti.mv.db");
        assertThat(CliRun.of("export", DIR + "graphiti.json", "--to", out.toString()).exitCode()).isZero();
        ObjectNode h2 = (ObjectNode) mapper.readTree(CliRun.of("check", out.toString(), "--json").out());
        ObjectNode original = (ObjectNode) mapper.readTree(CliRun.of("check", DIR + "graphiti.json", "--json").out());
        for (ObjectNode report : new ObjectNode[]{h2, original}) {
            report.remove(java.util.List.of("store", "format", "mapping"));
        }
        assertThat(h2).isEqualTo(original);
        CliRun current = CliRun.of("current", out.toString(), "--subject", "Alice", "--as-of", "2024-01-01", "--json");
        JsonNode acme = mapper.readTree(current.out()).get("facts").get(3);
        assertThat(acme.get("value").asText()).isEqualTo("Acme");
        assertThat(acme.get("inferred_link").asBoolean()).isTrue();
        assertThat(acme.get("metadata").get("fact").asText()).isEqualTo("Alice works at Acme as a data engineer.");
    }

    @Test
    void exportOfMem0KeepsWhatMem0Deleted() throws Exception {
        Path out = dir.resolve("mem0-as-memscope.json");
        assertThat(CliRun.of("export", DIR + "mem0.json", "--to", out.toString()).exitCode()).isZero();
        JsonNode store = mapper.readTree(out.toFile());
        JsonNode deleted = findFact(store, "5d1f8a9e-6c2b-4e7a-8f3d-000000000003");
        assertThat(deleted.get("value").asText()).isEqualTo("Allergic to peanuts and cashews");
        assertThat(deleted.get("valid_to").asText()).isEqualTo("2024-10-05T14:00:00Z");
        assertThat(store.get("predicates").toString()).isEqualTo("[{\"predicate\":\"memory\",\"cardinality\":\"many\"}]");
    }

    @ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
            "graphiti-groups.json | Alice [group tenant-eu] | 2024-01-01 | Berlin",
            "graphiti-groups.json | Alice [group tenant-eu] | 2024-06-01 | Hamburg",
            "graphiti-groups.json | Alice [group tenant-fr] | 2024-06-01 | Paris",
            "graphiti-apoc.jsonl | Noah | 2024-08-01 | Platinum",
            "graphiti-facts-mcp.json | n-jordan | 2020-01-01 | n-civic",
            "mem0-platform.json | lena | 2024-05-01 | Budget for the trip is 2000 EUR",
            "mem0-ts-history-camel.json | (unknown) | 2024-10-01 | Head of Payments",
            "mem0-graph.json | northwind | 2024-10-01 | seattle"})
    void currentAsOfAnswersFromEachShape(String fixture, String subject, String asOf, String value) throws Exception {
        CliRun run = CliRun.of("current", DIR + fixture, "--subject", subject, "--as-of", asOf, "--json");
        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        JsonNode facts = mapper.readTree(run.out()).get("facts");
        assertThat(facts).hasSize(1);
        assertThat(facts.get(0).get("value").asText()).isEqualTo(value);
    }

    @Test
    void aFileOfNoKnownShapeIsRefusedWithOneLineAndExit2() {
        CliRun run = CliRun.of("check", DIR + "memos.json");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).hasLineCount(1).startsWith("memscope check: " + DIR + "memos.json: not a store memscope"
                + " knows: its fields match none of memscope's facts, Graphiti nodes and edges,");
    }

    private static JsonNode findFact(JsonNode store, String id) {
        for (JsonNode f : store.get("facts")) {
            if (f.get("id").asText().equals(id)) {
                return f;
            }
        }
        throw new AssertionError("no fact " + id);
    }
}
