package io.memscope.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreCopier;
import io.memscope.store.StoreWriter;
import io.memscope.store.jdbc.JdbcStoreWriter;
import io.memscope.store.open.StoreOpener;
import io.memscope.testing.Mem0HistoryDb;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** SQLite stores and Mem0's history.db through the command line. */
class SqliteCliTest {
    private final ObjectMapper mapper = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void mem0HistoryChecksAndAnswersAsOf() throws Exception {
        Path history = Mem0HistoryDb.write(dir.resolve("history.db"));
        byte[] before = Files.readAllBytes(history);
        CliRun check = CliRun.of("check", history.toString(), "--json");
        assertThat(check.err()).isEmpty();
        assertThat(check.exitCode()).as("a deletion without a time is a finding").isEqualTo(1);
        JsonNode report = mapper.readTree(check.out());
        assertThat(report.get("problems").toString()).isEqualTo("[{\"kind\":\"unknown_end\",\"fact_ids\":[\""
                + Mem0HistoryDb.LIKES + "\"],\"subject\":\"(unknown)\",\"predicate\":\"memory\"}]");
        CliRun text = CliRun.of("check", history.toString());
        assertThat(text.exitCode()).isEqualTo(1);
        assertThat(text.out()).contains("problems: 1").contains("unknown_end  (unknown) / memory  fact " + Mem0HistoryDb.LIKES);
        assertThat(report.get("format").asText()).isEqualTo("mem0");
        assertThat(report.get("facts").asInt()).isEqualTo(5);
        assertThat(report.get("subjects").asInt()).isEqualTo(1);
        assertThat(report.get("current").asInt()).isEqualTo(1);
        assertThat(report.get("superseded").asInt()).isEqualTo(2);
        assertThat(report.get("invalidated").asInt()).isEqualTo(2);
        assertThat(report.get("mapping").get("subject").asText()).startsWith("(unknown)");

        assertThat(values("--as-of", "2024-07-30T00:00:00Z")).containsExactlyInAnyOrder("Lives in Detroit", "Likes jazz");
        assertThat(values("--as-of", "2024-08-04T00:00:00Z"))
                .containsExactlyInAnyOrder("Lives in Chicago", "Likes jazz", "Allergic to nuts");
        assertThat(values("--as-of", "2024-08-06T00:00:00Z"))
                .containsExactlyInAnyOrder("Lives in Chicago", "Allergic to peanuts");
        assertThat(values()).containsExactly("Allergic to peanuts");

        CliRun flag = CliRun.of("flag", history.toString(), Mem0HistoryDb.ALLERGY, "--reason", "check");
        assertThat(flag.exitCode()).isEqualTo(2);
        assertThat(flag.errIsOneLine()).isTrue();
        assertThat(flag.err()).contains("read-only");
        assertThat(Files.readAllBytes(history)).isEqualTo(before);
    }

    private List<String> values(String... asOf) throws Exception {
        List<String> args = new ArrayList<>(List.of("current", dir.resolve("history.db").toString(),
                "--subject", "(unknown)", "--json"));
        args.addAll(List.of(asOf));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<String> values = new ArrayList<>();
        mapper.readTree(run.out()).get("facts").forEach(f -> values.add(f.get("value").asText()));
        return values;
    }

    @Test
    void anActionOnASqliteStoreIsAuditedAndVerifies() throws Exception {
        Path store = dir.resolve("memory.sqlite");
        try (MemoryStore source = StoreOpener.open("sample-stores/story-move.json", true);
             Connection c = DriverManager.getConnection("jdbc:sqlite:" + store);
             StoreWriter writer = JdbcStoreWriter.into(c)) {
            StoreCopier.copy(source, writer, false, Progress.NONE);
        }
        JsonNode before = mapper.readTree(CliRun.of("check", store.toString(), "--json").out());
        CliRun flag = CliRun.of("flag", store.toString(), "1", "--reason", "recheck the address", "--operator", "olga");
        assertThat(flag.exitCode()).as(flag.err()).isZero();
        CliRun audit = CliRun.of("audit", store.toString(), "--verify");
        assertThat(audit.exitCode()).as(audit.out() + audit.err()).isZero();
        assertThat(CliRun.of("audit", store.toString()).out()).contains("olga").contains("recheck the address");
        CliRun undo = CliRun.of("undo", store.toString(), "--operator", "olga");
        assertThat(undo.exitCode()).as(undo.err()).isZero();
        assertThat(mapper.readTree(CliRun.of("check", store.toString(), "--json").out())).isEqualTo(before);
    }

    @Test
    void mem0HistoryExportsToMemscopesFormatWithItsChains() throws Exception {
        Path history = Mem0HistoryDb.write(dir.resolve("history.db"));
        Path exported = dir.resolve("mem0.json");
        CliRun export = CliRun.of("export", history.toString(), "--to", exported.toString());
        assertThat(export.exitCode()).as(export.err()).isZero();
        JsonNode copy = mapper.readTree(CliRun.of("check", exported.toString(), "--json").out());
        JsonNode original = mapper.readTree(CliRun.of("check", history.toString(), "--json").out());
        for (String count : List.of("facts", "subjects", "current", "superseded", "invalidated", "problems")) {
            assertThat(copy.get(count)).as(count).isEqualTo(original.get(count));
        }
        Path h2 = dir.resolve("mem0.mv.db");
        assertThat(CliRun.of("export", history.toString(), "--to", h2.toString()).exitCode()).isZero();
        CliRun h2Check = CliRun.of("check", h2.toString(), "--json");
        assertThat(h2Check.exitCode()).as(h2Check.err()).isEqualTo(1);
        assertThat(mapper.readTree(h2Check.out()).get("problems")).as("the H2 copy keeps the unknown end")
                .isEqualTo(original.get("problems"));
        CliRun index = CliRun.of("index", history.toString());
        assertThat(index.exitCode()).as(index.err()).isZero();
        assertThat(index.out()).contains("every index the analysis uses is there");
    }

    @Test
    void aHandMadeSqliteStoreGetsItsIndexAndADeepCheck() throws Exception {
        Path store = dir.resolve("agent.sqlite3");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + store);
             java.sql.Statement st = c.createStatement()) {
            st.execute("CREATE TABLE facts (id INTEGER PRIMARY KEY, subject TEXT NOT NULL, predicate TEXT NOT NULL,"
                    + " value TEXT, valid_from TEXT, valid_to TEXT, superseded_by INTEGER)");
            st.execute("INSERT INTO facts VALUES (1, 'user:ana', 'lives_in', 'Berlin', '2024-01-01T00:00:00Z',"
                    + " '2024-03-01T00:00:00Z', 2)");
            st.execute("INSERT INTO facts VALUES (2, 'user:ana', 'lives_in', 'Paris', '2024-03-01T00:00:00Z', NULL,"
                    + " NULL)");
        }
        CliRun missing = CliRun.of("index", store.toString());
        assertThat(missing.out()).contains("missing: CREATE INDEX \"facts_by_subject_predicate\"");
        assertThat(CliRun.of("index", store.toString(), "--create").exitCode()).isZero();
        assertThat(CliRun.of("index", store.toString()).out()).contains("every index the analysis uses is there");
        CliRun deep = CliRun.of("check", store.toString(), "--deep");
        assertThat(deep.exitCode()).as(deep.out() + deep.err()).isZero();
    }

    @Test
    void aDbFileThatIsNotSqliteIsExitTwoWithOneLine() throws Exception {
        Path notes = Files.writeString(dir.resolve("notes.db"), "groceries: milk, eggs\n");
        CliRun run = CliRun.of("check", notes.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.errIsOneLine()).isTrue();
        assertThat(run.err()).contains(notes + ": not a SQLite database");
        assertThat(Files.readString(notes)).isEqualTo("groceries: milk, eggs\n");
    }
}
