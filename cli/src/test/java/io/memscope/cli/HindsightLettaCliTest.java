package io.memscope.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.memscope.testing.Postgres;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code check} and {@code current} on Hindsight's and Letta's PostgreSQL databases, made by the fixtures of
 * the core tests (known-tables/*.sql, which cite each system's source).
 */
class HindsightLettaCliTest {
    private final ObjectMapper mapper = new ObjectMapper();

    private static String database(String fixture, String... after) throws Exception {
        String url = Postgres.freshDatabaseUrl();
        try (InputStream in = HindsightLettaCliTest.class.getResourceAsStream("/known-tables/" + fixture);
             Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            st.execute(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            for (String sql : after) {
                st.execute(sql);
            }
        }
        return url;
    }

    @Test
    void checkReportsHindsightsMappingAndItsInvalidatedUnit() throws Exception {
        CliRun run = CliRun.of("check", database("hindsight.sql"), "--json");
        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        JsonNode report = mapper.readTree(run.out());
        assertThat(report.get("format").asText()).isEqualTo("memscope");
        assertThat(report.get("mapping").get("subject").asText()).isEqualTo("bank_id");
        assertThat(report.get("mapping").get("history").asText()).contains("invalidated_at");
        assertThat(report.get("facts").asInt()).isEqualTo(5);
        assertThat(report.get("current").asInt()).isEqualTo(4);
        assertThat(report.get("contradictions")).as("two current world facts of one bank").isEmpty();
        assertThat(report.get("invalidated").asInt()).isEqualTo(1);
    }

    @Test
    void currentAsOfAnswersFromLettasCheckpoints() throws Exception {
        String url = database("letta.sql");
        CliRun check = CliRun.of("check", url, "--json");
        assertThat(check.exitCode()).isZero();
        JsonNode report = mapper.readTree(check.out());
        assertThat(report.get("mapping").get("predicate").asText()).isEqualTo("label");
        assertThat(report.get("superseded").asInt()).isEqualTo(3);

        CliRun before = CliRun.of("current", url, "--subject", "block-7d1c5e2a-0001", "--as-of",
                "2025-04-05T13:00:00Z", "--json");
        assertThat(before.err()).isEmpty();
        JsonNode facts = mapper.readTree(before.out()).get("facts");
        assertThat(facts).hasSize(1);
        assertThat(facts.get(0).get("value").asText()).isEqualTo("Name: Ana. Lives in Porto.");
        assertThat(facts.get(0).get("id").asText()).isEqualTo("block_hist-0f3a-0003");

        CliRun now = CliRun.of("current", url, "--subject", "block-7d1c5e2a-0001", "--json");
        JsonNode current = mapper.readTree(now.out()).get("facts");
        assertThat(current).hasSize(1);
        assertThat(current.get(0).get("value").asText()).isEqualTo("Name: Ana. Lives in Lisbon.");
    }

    @Test
    void anActionOnLettasBlocksIsRefusedAndAMissingHistoryTableNamed() throws Exception {
        String url = database("letta.sql");
        CliRun invalidate = CliRun.of("invalidate", url, "block-7d1c5e2a-0002", "--reason", "wrong");
        assertThat(invalidate.exitCode()).isEqualTo(2);
        assertThat(invalidate.errIsOneLine()).isTrue();

        String broken = database("letta.sql", "ALTER TABLE block DROP COLUMN current_history_entry_id",
                "DROP TABLE block_history");
        CliRun run = CliRun.of("check", broken);
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.errIsOneLine()).isTrue();
        assertThat(run.err()).contains("there is no table block_history").doesNotContain(Postgres.PASSWORD);
    }
}
