package io.memscope.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.ValueKind;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;
import io.memscope.store.open.StoreOpener;
import io.memscope.store.StoreWriter;
import io.memscope.store.jdbc.JdbcStoreWriter;
import io.memscope.store.json.JsonStoreWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;

import static io.memscope.testing.Facts.day;
import static io.memscope.testing.Facts.fact;
import static org.assertj.core.api.Assertions.assertThat;

/** The action commands and {@code audit} on real files, including a tampered log. */
class ReviewCommandsTest {
    @TempDir
    Path dir;

    private static List<Fact> facts() {
        return List.of(
                fact(1, "alice", "lives_in", "Berlin", 1, -1, -1),
                fact(2, "alice", "lives_in", "Paris", 3, -1, -1),
                fact(3, "bob", "job", "baker", 1, -1, -1),
                new Fact(FactId.of("b-7"), "bob", "mood", "calm", ValueKind.TEXT, day(2), null, null,
                        null, null, null, null));
    }

    private Path store(String name) throws StoreException {
        Path file = dir.resolve(name);
        try (StoreWriter w = name.endsWith(".json") ? JsonStoreWriter.create(file) : JdbcStoreWriter.createH2(file)) {
            for (Fact f : facts()) {
                if (name.endsWith(".json") || f.id().isNumeric()) {
                    w.fact(f);
                }
            }
            w.commit();
        }
        return file;
    }

    private static Fact stored(Path file, FactId id) throws StoreException {
        try (MemoryStore s = StoreOpener.open(file.toString(), true)) {
            return s.fact(id).orElseThrow();
        }
    }

    /** Four entries: resolve, many, flag, undo. */
    private void fourActions(String store) {
        assertThat(CliRun.of("resolve", store, "--keep", "2", "--reason", "moved", "--operator", "olga").exitCode())
                .isZero();
        assertThat(CliRun.of("many", store, "--predicate", "likes", "--operator", "olga").exitCode()).isZero();
        assertThat(CliRun.of("flag", store, "3", "--reason", "check", "--operator", "olga").exitCode()).isZero();
        assertThat(CliRun.of("undo", store, "--operator", "olga").exitCode()).isZero();
    }

    @Test
    void everyActionCommandWritesOneAuditEntryAndTheLogPrints() throws Exception {
        String store = store("s.json").toString();
        CliRun resolve = CliRun.of("resolve", store, "--keep", "2", "--reason", "moved", "--operator", "olga");
        assertThat(resolve.exitCode()).as(resolve.err()).isZero();
        assertThat(resolve.out()).contains("audit entry #1 by olga: keep fact 2 (Paris)");
        assertThat(stored(Path.of(store), FactId.of(1)).supersededBy()).isEqualTo(FactId.of(2));

        assertThat(CliRun.of("undo", store).exitCode()).isZero();
        assertThat(stored(Path.of(store), FactId.of(1)).isCurrent()).isTrue();
        assertThat(CliRun.of("supersede", store, "--old", "1", "--new", "2").exitCode()).isZero();
        assertThat(CliRun.of("invalidate", store, "b-7", "--never", "--reason", "not said").exitCode()).isZero();
        assertThat(stored(Path.of(store), FactId.of("b-7")).validTo()).isEqualTo(day(2));
        assertThat(CliRun.of("invalidate", store, "3", "--at", "2024-02-01", "--reason", "quit").exitCode()).isZero();
        assertThat(stored(Path.of(store), FactId.of(3)).validTo()).isEqualTo(java.time.Instant.parse("2024-02-01T00:00:00Z"));
        CliRun flag = CliRun.of("flag", store, "2", "--reason", "check");
        assertThat(flag.out()).contains("flagging fact 2 and 0 dependent fact(s)");
        assertThat(CliRun.of("unflag", store, "2").exitCode()).isZero();
        assertThat(CliRun.of("many", store, "--predicate", "likes").exitCode()).isZero();

        CliRun audit = CliRun.of("audit", store);
        assertThat(audit.exitCode()).isZero();
        assertThat(audit.out()).contains("#1  ").contains("olga  resolve  \"moved\"")
                .contains("fact 1: valid_to null -> 2024-01-04T00:00:00Z superseded_by null -> 2")
                .contains("undo #1").contains("predicate likes: undeclared -> many").contains("#8  ")
                .doesNotContain("#9");
        assertThat(audit.out()).contains(System.getProperty("user.name"));
        JsonNode json = new ObjectMapper().readTree(CliRun.of("audit", store, "--json").out());
        assertThat(json).hasSize(8);
        assertThat(json.get(0).get("facts").get(0).get("after").get("superseded_by").asLong()).isEqualTo(2);
        CliRun verify = CliRun.of("audit", store, "--verify");
        assertThat(verify.exitCode()).isZero();
        assertThat(verify.out()).contains("audit log intact: 8 entries");
    }

    @Test
    void resolveKeepsOneValueAcrossAnAcceptedAlias() throws Exception {
        Path file = dir.resolve("alias.json");
        try (StoreWriter w = JsonStoreWriter.create(file)) {
            w.fact(fact(1, "user:rachel", "lives in", "Detroit", 1, -1, -1));
            w.fact(fact(2, "user:rachel", "moved to", "Ferndale", 3, -1, -1));
            w.fact(fact(3, "user:rachel", "job", "nurse", 1, -1, -1));
            w.commit();
        }
        String store = file.toString();
        assertThat(CliRun.of("alias", store, "--predicates", "lives in", "moved to").exitCode()).isZero();
        CliRun check = CliRun.of("check", store, "--json");
        assertThat(check.out()).contains("alias_contradictions");

        CliRun resolve = CliRun.of("resolve", store, "--keep", "2", "--reason", "moved");
        assertThat(resolve.exitCode()).as(resolve.err()).isZero();
        assertThat(stored(file, FactId.of(1)).supersededBy()).isEqualTo(FactId.of(2));
        assertThat(stored(file, FactId.of(3)).isCurrent()).isTrue();
        assertThat(CliRun.of("check", store, "--json").out()).doesNotContain("alias_contradictions");
    }

    @Test
    void badInputIsOneLineAndExitTwo() throws Exception {
        Path file = store("s.json");
        String store = file.toString();
        byte[] before = Files.readAllBytes(file);
        List<String[]> bad = List.of(
                new String[] {"resolve", store, "--keep", "99"},
                new String[] {"resolve", store, "--keep", "3"},
                new String[] {"supersede", store, "--old", "2", "--new", "1"},
                new String[] {"invalidate", store, "1", "--never", "--at", "2024-01-01", "--reason", "x"},
                new String[] {"invalidate", store, "1", "--at", "yesterday", "--reason", "x"},
                new String[] {"invalidate", store, "1"},
                new String[] {"unflag", store, "1"},
                new String[] {"undo", store},
                new String[] {"flag", dir.resolve("missing.json").toString(), "1", "--reason", "x"});
        for (String[] args : bad) {
            CliRun run = CliRun.of(args);
            assertThat(run.exitCode()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(run.errIsOneLine()).as(run.err()).isTrue();
        }
        assertThat(CliRun.of("resolve", store, "--keep", "3").err()).contains("not a contradiction");
        assertThat(CliRun.of("resolve", store, "--keep", "99").err()).contains("no fact with id 99");
        assertThat(Files.readAllBytes(file)).as("refused actions leave the file as it was").isEqualTo(before);
    }

    @Test
    void aJsonLinesStoreIsRefusedWithAReason() throws Exception {
        Path file = dir.resolve("s.jsonl");
        try (StoreWriter w = JsonStoreWriter.create(file)) {
            w.fact(facts().get(0));
            w.commit();
        }
        CliRun run = CliRun.of("flag", file.toString(), "1", "--reason", "x");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("JSON Lines").contains("export it to a .json store");
    }

    @Test
    void tamperingWithAJsonAuditLogIsFoundAtItsPlace() throws Exception {
        Path file = store("s.json");
        fourActions(file.toString());
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode original = (ObjectNode) mapper.readTree(file.toFile());

        assertThat(verifyAfter(file, original, audit -> ((ObjectNode) audit.get(1)).put("operator", "mallory")))
                .isEqualTo("#2");
        assertThat(verifyAfter(file, original, audit -> audit.remove(1))).isEqualTo("#2");
        assertThat(verifyAfter(file, original, audit -> audit.insert(2, audit.remove(1)))).isEqualTo("#2");
        assertThat(verifyAfter(file, original, audit -> audit.insert(1, audit.get(0).deepCopy()))).isEqualTo("#2");
        assertThat(verifyAfter(file, original, audit -> ((ObjectNode) audit.get(3).get("flags").get(0).get("before"))
                .put("reason", "nothing to see"))).isEqualTo("#4");
        assertThat(verifyAfter(file, original, audit -> ((ObjectNode) audit.get(0).get("facts").get(0).get("before"))
                .put("valid_from", "2024-01-01T00:00:01Z"))).isEqualTo("#1");
    }

    private String verifyAfter(Path file, ObjectNode original, java.util.function.Consumer<ArrayNode> tamper)
            throws Exception {
        ObjectNode copy = original.deepCopy();
        tamper.accept((ArrayNode) copy.get("audit"));
        new ObjectMapper().writeValue(file.toFile(), copy);
        CliRun run = CliRun.of("audit", file.toString(), "--verify");
        if (run.exitCode() == 0) {
            return "intact";
        }
        assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
        return run.out().replaceAll("(?s)^audit log broken at entry (#\\d+).*", "$1");
    }

    @Test
    void tamperingWithAnH2AuditTableIsFoundAtItsPlace() throws Exception {
        Path file = store("s.mv.db");
        fourActions(file.toString());
        assertThat(CliRun.of("audit", file.toString(), "--verify").exitCode()).isZero();
        String url = "jdbc:h2:file:" + file.toAbsolutePath().toString().replace(".mv.db", "");
        sql(url, "UPDATE \"memscope_audit\" SET \"reason\" = 'covered up' WHERE \"sequence\" = 1");
        CliRun altered = CliRun.of("audit", file.toString(), "--verify");
        assertThat(altered.exitCode()).isEqualTo(1);
        assertThat(altered.out()).startsWith("audit log broken at entry #1: entry #1 was altered");
        sql(url, "UPDATE \"memscope_audit\" SET \"reason\" = 'moved' WHERE \"sequence\" = 1");
        assertThat(CliRun.of("audit", file.toString(), "--verify").exitCode()).isZero();
        sql(url, "DELETE FROM \"memscope_audit\" WHERE \"sequence\" = 3");
        assertThat(CliRun.of("audit", file.toString(), "--verify").out()).startsWith("audit log broken at entry #3:");
    }

    private static void sql(String url, String statement) throws Exception {
        try (Connection c = DriverManager.getConnection(url, "sa", ""); Statement st = c.createStatement()) {
            st.executeUpdate(statement);
        }
    }

    @Test
    void aRefusedActionLeavesAnH2FileByteForByteAsItWas() throws Exception {
        Path file = store("refused.mv.db");
        byte[] before = Files.readAllBytes(file);
        for (String[] args : new String[][] {
                {"flag", file.toString(), "999", "--reason", "x"},
                {"invalidate", file.toString(), "1", "--at", "2023-01-01", "--reason", "before it began"},
                {"unflag", file.toString(), "1"}}) {
            CliRun run = CliRun.of(args);
            assertThat(run.exitCode()).as(String.join(" ", args)).isEqualTo(MemscopeCli.UNUSABLE);
            assertThat(Files.readAllBytes(file)).as(String.join(" ", args)).isEqualTo(before);
        }
        assertThat(CliRun.of("flag", file.toString(), "1", "--reason", "x").exitCode()).isZero();
    }

    @Test
    void aFactAlreadyClosedIsNotInvalidatedAgain() throws Exception {
        Path file = store("closed.json");
        assertThat(CliRun.of("supersede", file.toString(), "--old", "1", "--new", "2").exitCode()).isZero();
        CliRun again = CliRun.of("invalidate", file.toString(), "1", "--reason", "wrong");
        assertThat(again.exitCode()).isEqualTo(MemscopeCli.UNUSABLE);
        assertThat(again.err()).contains("fact 1 is already closed: superseded by fact 2 at " + day(3));
        assertThat(stored(file, FactId.of(1)).supersededBy()).isEqualTo(FactId.of(2));
    }
}
