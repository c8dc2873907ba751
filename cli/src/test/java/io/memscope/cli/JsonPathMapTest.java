package io.memscope.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.memscope.testing.Postgres;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;

import static org.assertj.core.api.Assertions.assertThat;

/** Dotted {@code --map} sources and the built-in mappings, end to end through {@code check --json} and {@code current}. */
class JsonPathMapTest {
    private final ObjectMapper mapper = new ObjectMapper();

    @TempDir
    Path dir;

    private static String eventsTable() throws Exception {
        String url = Postgres.freshDatabaseUrl();
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE events (id bigint PRIMARY KEY, payload jsonb)");
            st.execute("INSERT INTO events VALUES"
                    + " (1, '{\"user_id\": \"ana\", \"attr\": \"lives_in\", \"data\": \"Berlin\","
                    + "      \"created_at\": \"2024-07-25T21:32:40.123456-07:00\"}'),"
                    + " (2, '{\"user_id\": \"ana\", \"attr\": \"lives_in\", \"data\": \"Paris\","
                    + "      \"created_at\": \"2024-08-01T00:00:00Z\"}'),"
                    + " (3, '{\"user_id\": \"bo\", \"attr\": \"likes\"}')");
        }
        return url;
    }

    @Test
    void checkReadsDottedFieldsAndShowsThem() throws Exception {
        String url = eventsTable();
        CliRun run = CliRun.of("check", url, "--table", "events", "--map",
                "subject=payload.user_id,predicate=payload.attr,value=payload.data,valid_from=payload.created_at",
                "--json");
        assertThat(run.err()).isEmpty();
        ObjectNode report = (ObjectNode) mapper.readTree(run.out());
        assertThat(report.get("mapping")).isEqualTo(mapper.readTree("""
                {"table": "events", "subject": "payload.user_id", "predicate": "payload.attr", "value": "payload.data",
                 "valid_from": "payload.created_at", "metadata": "payload"}
                """));
        assertThat(report.get("facts").asLong()).isEqualTo(3);
        assertThat(report.get("current").asLong()).isEqualTo(3);
        assertThat(report.get("contradictions").get(0).get("fact_ids")).isEqualTo(mapper.readTree("[1, 2]"));
        assertThat(report.get("problems").findValuesAsText("kind")).contains("missing_valid_from");

        CliRun current = CliRun.of("current", url, "--table", "events", "--map",
                "subject=payload.user_id,predicate=payload.attr,value=payload.data,valid_from=payload.created_at",
                "--subject", "ana", "--as-of", "2024-07-30T00:00:00Z", "--json");
        assertThat(current.err()).isEmpty();
        JsonNode facts = mapper.readTree(current.out()).get("facts");
        assertThat(facts.findValuesAsText("value")).containsExactly("Berlin");
    }

    @Test
    void aJsonTimeThatIsNotATimeIsOneLineAndExitTwo() throws Exception {
        String url = eventsTable();
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            st.execute("INSERT INTO events VALUES (4, '{\"user_id\": \"cy\", \"attr\": \"a\","
                    + " \"created_at\": \"last tuesday\"}')");
        }
        CliRun run = CliRun.of("check", url, "--table", "events", "--map",
                "subject=payload.user_id,predicate=payload.attr,value=payload.data,valid_from=payload.created_at",
                "--json");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.errIsOneLine()).isTrue();
        assertThat(run.err()).contains("last tuesday").doesNotContain(Postgres.PASSWORD);
        assertThat(run.out()).isEmpty();
    }

    @Test
    void aDottedSourceOnH2IsOneLineAndExitTwo() throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + dir.resolve("events").toAbsolutePath(),
                "sa", ""); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE events (id BIGINT PRIMARY KEY, payload JSON)");
        }
        CliRun run = CliRun.of("check", dir.resolve("events.mv.db").toString(), "--table", "events", "--map",
                "subject=payload.user_id", "--json");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.errIsOneLine()).isTrue();
        assertThat(run.err()).contains("--map subject=payload.user_id: H2 has no JSON path operator");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void mem0sTableNeedsNoMapping() throws Exception {
        String url = Postgres.freshDatabaseUrl();
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE mem0 (id uuid PRIMARY KEY, vector real[], payload jsonb)");
            st.execute("INSERT INTO mem0 VALUES ('0f8e2c3a-1b4d-4e6f-8a9b-0c1d2e3f4a5b', '{0.5}',"
                    + " '{\"data\": \"Likes jazz\", \"hash\": \"77aa\", \"user_id\": \"ana\","
                    + " \"created_at\": \"2024-07-25T21:32:40.123456-07:00\"}')");
        }
        CliRun run = CliRun.of("check", url, "--format", "mem0", "--json");
        assertThat(run.err()).isEmpty();
        JsonNode report = mapper.readTree(run.out());
        assertThat(report.get("format").asText()).isEqualTo("mem0");
        assertThat(report.get("mapping").get("value").asText()).isEqualTo("payload.data");
        assertThat(report.get("mapping").get("history").asText()).startsWith("none");
        assertThat(report.get("facts").asLong()).isEqualTo(1);
    }
}
