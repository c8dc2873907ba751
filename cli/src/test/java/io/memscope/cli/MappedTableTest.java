package io.memscope.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.store.jdbc.JdbcMemoryStore;
import io.memscope.store.TableMapping;
import io.memscope.testing.Postgres;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** A PostgreSQL table whose columns memscope would not recognise, read end to end through a mapping. */
class MappedTableTest {
    private static final String MAP = "id=uuid,subject=entity,predicate=relation,value=object,valid_from=valid_at,"
            + "valid_to=invalid_at,superseded_by=replaced_by,recorded_at=created_at,metadata=meta";
    private final ObjectMapper mapper = new ObjectMapper();

    private static String memoriesTable() throws Exception {
        String url = Postgres.freshDatabaseUrl();
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE memories (uuid text PRIMARY KEY, entity text NOT NULL, relation text NOT NULL,"
                    + " object text, valid_at timestamptz, invalid_at timestamptz, replaced_by text,"
                    + " created_at timestamptz, meta jsonb, embedding bytea, note text)");
            st.execute("INSERT INTO memories VALUES"
                    + " ('m1', 'alice', 'lives_in', 'Berlin', '2023-01-01T00:00:00Z', '2024-01-01T00:00:00Z', 'm2',"
                    + "  '2023-01-02T08:00:00Z', '{\"source_turn\": 4, \"tags\": [\"home\"]}', '\\x0102', 'from onboarding'),"
                    + " ('m2', 'alice', 'lives_in', 'Paris', '2024-01-01T00:00:00Z', NULL, NULL, NULL, NULL, NULL, NULL),"
                    + " ('m3', 'alice', 'lives_in', 'Rome', '2024-02-01T00:00:00Z', NULL, NULL, NULL, NULL, NULL, NULL),"
                    + " ('m4', 'bob', 'diet', 'vegan', NULL, NULL, 'm9', NULL, NULL, NULL, NULL)");
        }
        return url;
    }

    @Test
    void checkReadsTheMappedTableAndReportsTheMapping() throws Exception {
        String url = memoriesTable();
        CliRun run = CliRun.of("check", url, "--table", "memories", "--map", MAP, "--json");
        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isEqualTo(1);
        ObjectNode report = (ObjectNode) mapper.readTree(run.out());
        assertThat(report.remove("store").asText()).doesNotContain(Postgres.PASSWORD);
        assertThat(report).isEqualTo(mapper.readTree("""
                {"format": "memscope",
                 "mapping": {"table": "memories", "id": "uuid", "subject": "entity", "predicate": "relation",
                   "value": "object", "valid_from": "valid_at", "valid_to": "invalid_at",
                   "superseded_by": "replaced_by", "recorded_at": "created_at", "metadata": "meta, note"},
                 "inferred_links": 0, "facts": 4, "subjects": 2, "current": 3, "superseded": 1, "invalidated": 0,
                 "contradictions": [{"subject": "alice", "predicate": "lives_in", "fact_ids": ["m2", "m3"]}],
                 "duplicates": [],
                 "problems": [
                   {"kind": "dangling_superseded_by", "fact_ids": ["m4"], "subject": "bob", "predicate": "diet"},
                   {"kind": "superseded_but_current", "fact_ids": ["m4"], "subject": "bob", "predicate": "diet"},
                   {"kind": "missing_valid_from", "fact_ids": ["m4"], "subject": "bob", "predicate": "diet"}]}
                """));
    }

    @Test
    void theProposedMappingIsTheOneAnOperatorWouldType() throws Exception {
        String url = memoriesTable();
        TableMapping proposed = JdbcMemoryStore.proposeMapping(url, "MEMORIES");
        assertThat(proposed).isEqualTo(TableMapping.parse("memories", MAP));
        try (JdbcMemoryStore store = JdbcMemoryStore.open(url, true, proposed)) {
            List<Fact> alice = store.factsOf("alice");
            assertThat(alice).extracting(Fact::id).containsExactly(FactId.of("m1"), FactId.of("m2"), FactId.of("m3"));
            Fact berlin = alice.get(0);
            assertThat(berlin.value()).isEqualTo("Berlin");
            assertThat(berlin.validTo()).isEqualTo(Instant.parse("2024-01-01T00:00:00Z"));
            assertThat(berlin.supersededBy()).isEqualTo(FactId.of("m2"));
            assertThat(berlin.recordedAt()).isEqualTo(Instant.parse("2023-01-02T08:00:00Z"));
            assertThat(berlin.metadata()).isEqualTo(Map.of("source_turn", "4", "tags", "[\"home\"]",
                    "note", "from onboarding"));
            assertThat(store.factsOf("bob")).singleElement().satisfies(f -> assertThat(f.metadata()).isEmpty());
        }
    }

    @Test
    void aMappedColumnThatDoesNotExistIsNamed() throws Exception {
        String url = memoriesTable();
        CliRun run = CliRun.of("check", url, "--table", "memories", "--map", MAP.replace("object", "objekt"));
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.errIsOneLine()).isTrue();
        assertThat(run.err()).contains(" has no column objekt (mapped to value) in table memories")
                .doesNotContain(Postgres.PASSWORD);
        CliRun unmapped = CliRun.of("check", url, "--table", "memories");
        assertThat(unmapped.err()).contains("has no column id in table memories (map one with --map id=COLUMN)");
    }

    @Test
    void exportOfAMappedTableIsAStoreInMemscopeNames() throws Exception {
        String url = memoriesTable();
        java.nio.file.Path out = java.nio.file.Files.createTempDirectory("mapped").resolve("memories.json");
        assertThat(CliRun.of("export", url, "--table", "memories", "--map", MAP, "--to", out.toString()).exitCode())
                .isZero();
        JsonNode first = mapper.readTree(out.toFile()).get("facts").get(0);
        assertThat(first.get("value").asText()).isEqualTo("Berlin");
        assertThat(first.get("metadata").get("note").asText()).isEqualTo("from onboarding");
    }
}
