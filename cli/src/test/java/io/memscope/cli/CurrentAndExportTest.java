package io.memscope.cli;

import io.memscope.store.open.StoreOpener;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class CurrentAndExportTest {
    private static final String DEMO = "sample-stores/memscope-demo.json";
    private final ObjectMapper mapper = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void currentAnswersWithTheSupersedingValueNotTheLastMention() throws Exception {
        CliRun now = CliRun.of("current", DEMO, "--subject", "user:rachel", "--predicate", "lives_in", "--json");
        assertThat(now.exitCode()).isZero();
        JsonNode facts = mapper.readTree(now.out()).get("facts");
        assertThat(facts).hasSize(1);
        assertThat(facts.get(0).get("value").asText()).isEqualTo("Ferndale");
        assertThat(facts.get(0).get("id").isNumber()).isTrue();

        CliRun before = CliRun.of("current", DEMO, "--subject", "user:rachel", "--predicate", "lives_in",
                "--as-of", "2023-12-31");
        assertThat(before.out()).contains("Detroit").doesNotContain("Ferndale");
    }

    @Test
    void currentKeepsValueTypes() throws Exception {
        CliRun run = CliRun.of("current", DEMO, "--subject", "product:x2-espresso", "--json");
        JsonNode facts = mapper.readTree(run.out()).get("facts");
        assertThat(facts).hasSize(2);
        assertThat(facts.get(0).get("predicate").asText()).isEqualTo("in_stock");
        assertThat(facts.get(0).get("value").isBoolean()).isTrue();
        assertThat(facts.get(1).get("value").isNumber()).isTrue();
        assertThat(facts.get(1).get("value").decimalValue()).isEqualByComparingTo("529");
    }

    @Test
    void exportToH2GivesTheSameReport() throws Exception {
        Path h2 = dir.resolve("demo.mv.db");
        CliRun export = CliRun.of("export", DEMO, "--to", h2.toString());
        assertThat(export.exitCode()).as(export.err()).isZero();
        JsonNode fromJson = mapper.readTree(CliRun.of("check", DEMO, "--json").out());
        JsonNode fromH2 = mapper.readTree(CliRun.of("check", h2.toString(), "--json").out());
        ((com.fasterxml.jackson.databind.node.ObjectNode) fromJson).remove("store");
        ((com.fasterxml.jackson.databind.node.ObjectNode) fromH2).remove("store");
        assertThat(fromH2).isEqualTo(fromJson);
    }

    @Test
    void currentOnlyExportKeepsExactlyTheCurrentFacts() throws Exception {
        Path out = dir.resolve("snapshot.json");
        CliRun refused = CliRun.of("export", DEMO, "--to", out.toString(), "--current-only");
        assertThat(refused.exitCode()).as("contradictions remain").isEqualTo(1);
        assertThat(refused.errIsOneLine()).isTrue();
        assertThat(refused.err()).contains("2 contradictions remain").contains("customer:acme / account_manager")
                .contains("--anyway");
        assertThat(out).doesNotExist();
        assertThat(CliRun.of("export", DEMO, "--to", out.toString(), "--current-only", "--anyway").exitCode()).isZero();
        JsonNode check = mapper.readTree(CliRun.of("check", out.toString(), "--json").out());
        JsonNode original = mapper.readTree(CliRun.of("check", DEMO, "--json").out());
        assertThat(check.get("facts").asLong()).isEqualTo(original.get("current").asLong());
        assertThat(check.get("superseded").asLong()).isZero();
        assertThat(check.get("invalidated").asLong()).isZero();
    }

    @Test
    void formatComesFromTheNameOrTheOption() throws Exception {
        Path csv = dir.resolve("facts.csv");
        assertThat(CliRun.of("export", DEMO, "--to", csv.toString()).exitCode()).isZero();
        assertThat(Files.readString(csv)).startsWith("id,subject,predicate,value");
        Path script = dir.resolve("load-me.txt");
        CliRun sql = CliRun.of("export", DEMO, "--to", script.toString(), "--format", "sql");
        assertThat(sql.exitCode()).as(sql.err()).isZero();
        assertThat(Files.readString(script)).startsWith("-- memscope export").contains("CREATE TABLE").endsWith("COMMIT;\n");
        CliRun unknown = CliRun.of("export", DEMO, "--to", dir.resolve("x.bin").toString());
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).contains("--format");
    }

    @Test
    void fullHistoryCarriesFlagsAndTheAuditLogAndAnExportIsOnTheRecord() throws Exception {
        Path store = dir.resolve("derived.json");
        Files.copy(Path.of("sample-stores/story-derived.json"), store);
        assertThat(CliRun.of("flag", store.toString(), "40", "--reason", "moved to Berlin", "--operator", "ana")
                .exitCode()).isZero();
        Path snapshot = dir.resolve("snapshot.json");
        CliRun refused = CliRun.of("export", store.toString(), "--to", snapshot.toString(), "--current-only");
        assertThat(refused.exitCode()).isEqualTo(1);
        assertThat(refused.err()).contains("flagged for recheck");

        Path history = dir.resolve("history.json");
        CliRun export = CliRun.of("export", store.toString(), "--to", history.toString(), "--record",
                "--operator", "ana");
        assertThat(export.exitCode()).as(export.err()).isZero();
        assertThat(export.out()).contains("recorded as audit entry #2");
        JsonNode copy = mapper.readTree(history.toFile());
        assertThat(copy.get("flags")).hasSize(3);            // fact 40 and the two facts derived from it
        assertThat(copy.get("audit")).hasSize(1);            // the export was recorded after the copy was made
        assertThat(CliRun.of("audit", history.toString(), "--verify").exitCode()).isZero();
        JsonNode log = mapper.readTree(CliRun.of("audit", store.toString(), "--json").out());
        assertThat(log.toString()).contains("\"export\"").contains("history.json");
        // undo passes over the export and reverts the flag
        assertThat(CliRun.of("undo", store.toString(), "--operator", "ana").exitCode()).isZero();
        try (var reread = io.memscope.store.open.StoreOpener.open(store.toString(), true)) {
            assertThat(reread.flags()).isEmpty();
        }
    }

    @Test
    void exportNeverOverwritesAnExistingFile() throws Exception {
        Path out = dir.resolve("existing.json");
        Files.writeString(out, "keep me");
        CliRun run = CliRun.of("export", DEMO, "--to", out.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.errIsOneLine()).isTrue();
        assertThat(Files.readString(out)).isEqualTo("keep me");
    }

    @Test
    void generatedStoresAreDeterministic() throws Exception {
        Path a = dir.resolve("a.json");
        Path b = dir.resolve("b.json");
        assertThat(CliRun.of("generate", "--facts", "3000", "--seed", "5", "--to", a.toString()).exitCode()).isZero();
        assertThat(CliRun.of("generate", "--facts", "3000", "--seed", "5", "--to", b.toString()).exitCode()).isZero();
        assertThat(Files.readAllBytes(a)).isEqualTo(Files.readAllBytes(b));
        JsonNode report = mapper.readTree(CliRun.of("check", a.toString(), "--json").out());
        assertThat(report.get("facts").asLong()).isEqualTo(3000);
        assertThat(report.get("subjects").asLong()).isBetween(200L, 500L);
    }

    @Test
    void anExportThatCannotBeRecordedIsNotWritten(@org.junit.jupiter.api.io.TempDir Path dir) {
        Path to = dir.resolve("out.json");
        CliRun run = CliRun.of("export", "fixtures/formats/graphiti.json", "--to", to.toString(), "--record");
        assertThat(run.exitCode()).isEqualTo(MemscopeCli.UNUSABLE);
        assertThat(run.err()).contains("read-only");
        assertThat(to).as("nothing written, so a retry without --record works").doesNotExist();
        assertThat(CliRun.of("export", "fixtures/formats/graphiti.json", "--to", to.toString()).exitCode()).isZero();
    }
}
