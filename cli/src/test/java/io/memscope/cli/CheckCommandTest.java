package io.memscope.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class CheckCommandTest {
    private static final String EVERY_FINDING = "sample-stores/every-finding.json";
    private final ObjectMapper mapper = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void jsonReportListsEveryFindingKindWithSortedTypedIds() throws Exception {
        CliRun run = CliRun.of("check", EVERY_FINDING, "--json");
        assertThat(run.exitCode()).isEqualTo(1);
        JsonNode report = mapper.readTree(run.out());
        assertThat(report.get("store").asText()).isEqualTo(EVERY_FINDING);
        assertThat(report.get("facts").asLong()).isEqualTo(18);
        assertThat(report.get("subjects").asLong()).isEqualTo(4);
        assertThat(report.get("current").asLong() + report.get("superseded").asLong()
                + report.get("invalidated").asLong()).isEqualTo(18);
        assertThat(groups(report.get("contradictions"))).containsExactly(
                "user:ana lives_in [1,2]", "user:ben phone [11,12]");
        assertThat(groups(report.get("duplicates"))).containsExactly("user:ana email [3,4]");
        assertThat(problems(report.get("problems"))).containsExactly(
                "dangling_superseded_by [10]",
                "superseded_but_current [11]",
                "ends_before_start [13]",
                "cycle [20,21,22]",
                "cross_link [23,30]",
                "overlap [31,32]",
                "missing_valid_from [33]");
        assertThat(report.get("problems").get(0).get("fact_ids").get(0).isNumber()).isTrue();
    }

    @Test
    void stringIdsStayStringsAndSortLexicographically() throws Exception {
        Path store = write("uuids.json", """
                [{"id": "b-2", "subject": "s", "predicate": "p", "value": "x", "valid_from": "2024-01-01T00:00:00Z"},
                 {"id": "a-10", "subject": "s", "predicate": "p", "value": "y", "valid_from": "2024-02-01T00:00:00+02:00"}]
                """);
        CliRun run = CliRun.of("check", store.toString(), "--json");
        assertThat(run.exitCode()).isEqualTo(1);
        JsonNode ids = mapper.readTree(run.out()).get("contradictions").get(0).get("fact_ids");
        assertThat(ids.get(0).isTextual()).isTrue();
        assertThat(ids.toString()).isEqualTo("[\"a-10\",\"b-2\"]");
    }

    @Test
    void cleanStoreExitsZeroAndSaysSo() throws Exception {
        Path store = write("clean.jsonl", """
                {"id": 1, "subject": "user:kai", "predicate": "lives_in", "value": "Oslo", "valid_from": "2023-01-01T00:00:00Z", "valid_to": "2024-01-01T00:00:00Z", "superseded_by": 2}
                {"id": 2, "subject": "user:kai", "predicate": "lives_in", "value": "Bergen", "valid_from": "2024-01-01T00:00:00Z"}
                """);
        CliRun run = CliRun.of("check", store.toString());
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("2 facts about 1 subjects").contains("no contradictions");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void humanSummaryNamesCountsAndFindings() {
        CliRun run = CliRun.of("check", "sample-stores/memscope-demo.json");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains("contradictions: 2").contains("customer:acme / account_manager  facts 30, 31")
                .contains("duplicates: 1");
    }

    @Test
    void everyCommandHasHelp() {
        for (String command : List.of("check", "current", "export", "generate")) {
            CliRun run = CliRun.of(command, "--help");
            assertThat(run.exitCode()).as(command).isZero();
            assertThat(run.out()).as(command).contains("Usage: memscope " + command);
        }
    }

    @Test
    void missingArgumentIsAUsageErrorOnOneLine() {
        CliRun run = CliRun.of("check");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.errIsOneLine()).isTrue();
        assertThat(run.err()).contains("STORE");
    }

    private Path write(String name, String content) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, content);
        return file;
    }

    private static List<String> groups(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.get("subject").asText() + " " + n.get("predicate").asText() + " "
                + n.get("fact_ids").toString()));
        return out;
    }

    private static List<String> problems(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.get("kind").asText() + " " + n.get("fact_ids").toString()));
        return out;
    }
}
