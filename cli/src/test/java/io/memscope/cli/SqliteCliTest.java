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
        assertThat(check.exitCode()).as("nothing to report").isZero();
        JsonNode report = mapper.readTree(check.out());
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
    void aDbFileThatIsNotSqliteIsExitTwoWithOneLine() throws Exception {
        Path notes = Files.writeString(dir.resolve("notes.db"), "groceries: milk, eggs\n");
        CliRun run = CliRun.of("check", notes.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.errIsOneLine()).isTrue();
        assertThat(run.err()).contains(notes + ": not a SQLite database");
        assertThat(Files.readString(notes)).isEqualTo("groceries: milk, eggs\n");
    }
}
