package io.memscope.store.jdbc;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Progress;
import io.memscope.model.StoreSummary;
import io.memscope.store.MappingProposal;
import io.memscope.store.MemoryStore;
import io.memscope.store.OpenRequest;
import io.memscope.store.StoreException;
import io.memscope.store.TableMapping;
import io.memscope.store.TableSample;
import io.memscope.store.open.StoreOpener;
import io.memscope.testing.Postgres;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

/**
 * A table memscope does not know, sampled read-only and given a proposed mapping from its column names,
 * types and JSON keys, which then opens it with the right facts.
 */
class TableProposalTest {
    @TempDir
    Path dir;

    private static MemoryStore open(String location, TableMapping mapping) throws StoreException {
        return StoreOpener.open(new OpenRequest(location, true, null, mapping), Progress.NONE);
    }

    /**
     * A memory table in the layout of Mem0's pgvector collection (mem0/vector_stores/pgvector.py: id uuid,
     * vector, payload jsonb, the memory's metadata flattened into the payload beside data, hash, user_id,
     * created_at) under another name and with an extra column, so it is not Mem0's own table.
     */
    @Test
    void aMem0LikeTableGetsItsFieldsFromInsideTheJsonbPayload() throws Exception {
        String url = Postgres.freshDatabaseUrl();
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE agent_memories (id uuid PRIMARY KEY, embedding real[], payload jsonb, shard int)");
            st.execute("INSERT INTO agent_memories VALUES"
                    + " ('0f8e2c3a-1b4d-4e6f-8a9b-0c1d2e3f4a5b', '{0.1}', '{\"data\": \"Lives in Berlin\", \"hash\": \"9b1c\","
                    + "  \"user_id\": \"ana\", \"category\": \"home\", \"created_at\": \"2024-07-25T21:32:40-07:00\","
                    + "  \"source\": \"chat\", \"metadata\": {\"channel\": {\"name\": \"web\"}}}', 1),"
                    + " ('7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d', '{0.2}', '{\"data\": \"Lives in Paris\", \"user_id\": \"ana\","
                    + "  \"category\": \"home\", \"created_at\": \"2024-09-01T10:00:00+00:00\"}', 1),"
                    + " ('c1d2e3f4-a5b6-4c7d-8e9f-a0b1c2d3e4f5', '{0.3}', '{\"data\": \"Answers briefly\","
                    + "  \"agent_id\": \"helper\", \"category\": \"style\", \"created_at\": \"2024-07-27T10:00:00Z\"}', 2)");
        }
        assertThat(StoreOpener.sqlTables(url, null)).containsExactly("agent_memories");
        TableSample sample = StoreOpener.sampleTable(url, null, "agent_memories", Progress.NONE);
        assertThat(sample.rowsRead()).isEqualTo(3);
        assertThat(sample.needsNoMapping()).isFalse();
        assertThat(sample.jsonKeys()).extracting(TableSample.JsonKey::path).contains("payload.data",
                "payload.user_id", "payload.agent_id", "payload.created_at", "payload.metadata.channel.name");
        assertThat(sample.jsonKeys()).contains(new TableSample.JsonKey("payload.created_at", TableSample.Kind.TIME),
                new TableSample.JsonKey("payload.metadata", TableSample.Kind.OBJECT));

        MappingProposal proposal = MappingProposal.of(sample);
        assertThat(proposal.sources()).containsExactly(entry("id", "id"),
                entry("subject", "payload.user_id|payload.agent_id"), entry("predicate", "payload.category"),
                entry("value", "payload.data"), entry("valid_from", "payload.created_at"),
                entry("source", "payload.source"), entry("metadata", "payload"));
        assertThat(proposal.refusal()).isEmpty();
        assertThat(MappingProposal.commandLine(proposal.mapping())).isEqualTo("--table agent_memories --map"
                + " 'subject=payload.user_id|payload.agent_id,predicate=payload.category,value=payload.data,"
                + "valid_from=payload.created_at,source=payload.source,metadata=payload'");

        try (MemoryStore store = open(url, proposal.mapping())) {
            AnalysisReport report = store.analyze(Progress.NONE);
            assertThat(report.summary()).isEqualTo(new StoreSummary(3, 2, 3, 0, 0));
            assertThat(report.contradictions()).as("Berlin and Paris, both current").hasSize(1);
            Fact berlin = store.fact(FactId.of("0f8e2c3a-1b4d-4e6f-8a9b-0c1d2e3f4a5b")).orElseThrow();
            assertThat(berlin.subject()).isEqualTo("ana");
            assertThat(berlin.validFrom()).isEqualTo(Instant.parse("2024-07-26T04:32:40Z"));
            assertThat(berlin.source()).isEqualTo("chat");
        }
    }

    @Test
    void mem0sOwnTableAndMemscopesFactsTableNeedNoMapping() throws Exception {
        String url = Postgres.freshDatabaseUrl();
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE mem0 (id uuid PRIMARY KEY, vector real[], payload jsonb)");
            st.execute("CREATE TABLE facts (id bigint PRIMARY KEY, subject text, predicate text, value text,"
                    + " valid_from timestamptz NOT NULL, valid_to timestamptz, superseded_by bigint)");
            st.execute("CREATE TABLE memscope_predicates (predicate text, cardinality text)");
        }
        assertThat(StoreOpener.sqlTables(url, null)).as("memscope's bookkeeping is not offered")
                .containsExactly("facts", "mem0");
        TableSample mem0 = StoreOpener.sampleTable(url, null, "mem0", Progress.NONE);
        assertThat(mem0.needsNoMapping()).isTrue();
        assertThat(mem0.builtIn()).startsWith("Mem0's pgvector table");
        assertThat(mem0.builtInMapping()).isEqualTo(new TableMapping("mem0", Map.of()));
        assertThat(MappingProposal.of(mem0).sources()).isEmpty();
        TableSample facts = StoreOpener.sampleTable(url, null, "FACTS", Progress.NONE);
        assertThat(facts.table()).isEqualTo("facts");
        assertThat(facts.builtIn()).contains("reads facts as it is");
    }

    @Test
    void aSqliteTableWithOddNamesIsProposedByNameAndTypeAndOpensWithIt() throws Exception {
        Path file = dir.resolve("notes.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE Notes (UUID TEXT PRIMARY KEY, Owner TEXT, Attribute TEXT, Content TEXT,"
                    + " Created_At TEXT, Valid_Until TEXT, Replaced_By TEXT, Extra TEXT, Thumb BLOB)");
            st.execute("INSERT INTO Notes VALUES"
                    + " ('n1', 'ana', 'city', 'Berlin', '2023-01-01T00:00:00Z', '2024-01-01T00:00:00Z', 'n2',"
                    + "  '{\"by\": {\"tool\": \"import\"}}', NULL),"
                    + " ('n2', 'ana', 'city', 'Paris', '2024-01-01T00:00:00Z', NULL, NULL, '{\"by\": {\"tool\": \"chat\"}}', NULL),"
                    + " ('n3', 'bo', 'diet', 'vegan', '2024-03-01T00:00:00Z', NULL, NULL, NULL, NULL)");
        }
        byte[] before = Files.readAllBytes(file);
        TableSample sample = StoreOpener.sampleTable(file.toString(), null, "notes", Progress.NONE);
        assertThat(sample.jsonKeys()).extracting(TableSample.JsonKey::path).containsExactly("Extra.by", "Extra.by.tool");
        MappingProposal proposal = MappingProposal.of(sample);
        assertThat(proposal.sources()).containsExactly(entry("id", "UUID"), entry("subject", "Owner"),
                entry("predicate", "Attribute"), entry("value", "Content"), entry("valid_from", "Created_At"),
                entry("valid_to", "Valid_Until"), entry("superseded_by", "Replaced_By"), entry("metadata", "Extra"));
        assertThat(Files.readAllBytes(file)).as("sampling writes nothing").isEqualTo(before);

        try (MemoryStore store = open("jdbc:sqlite:" + file, proposal.mapping())) {
            assertThat(store.summary()).isEqualTo(new StoreSummary(3, 2, 2, 1, 0));
            Fact berlin = store.fact(FactId.of("n1")).orElseThrow();
            assertThat(berlin.supersededBy()).isEqualTo(FactId.of("n2"));
            assertThat(berlin.value()).isEqualTo("Berlin");
        }
        assertThat(digest(Files.readAllBytes(file))).isEqualTo(digest(before));
    }

    @Test
    void aTableKeyedByItsOwnNameWithItsFieldsInJsonIsProposedWhole() throws Exception {
        Path file = dir.resolve("journal.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE notes (note_id TEXT PRIMARY KEY, payload TEXT, written TEXT)");
            st.execute("INSERT INTO notes VALUES"
                    + " ('n1', '{\"user\": \"ana\", \"topic\": \"city\", \"text\": \"Lisbon\"}', '2024-01-01T00:00:00Z'),"
                    + " ('n2', '{\"user\": \"ana\", \"topic\": \"city\", \"text\": \"Porto\"}', '2024-06-01T00:00:00Z'),"
                    + " ('n3', '{\"user\": \"bo\", \"topic\": \"work\", \"text\": \"Acme\"}', '2024-02-01T00:00:00Z')");
        }
        MappingProposal proposal = MappingProposal.of(StoreOpener.sampleTable(file.toString(), null, "notes",
                Progress.NONE));
        assertThat(proposal.sources()).containsExactly(entry("id", "note_id"), entry("subject", "payload.user"),
                entry("predicate", "payload.topic"), entry("value", "payload.text"), entry("valid_from", "written"),
                entry("metadata", "payload"));
        assertThat(proposal.refusal()).isEmpty();
        try (MemoryStore store = open("jdbc:sqlite:" + file, proposal.mapping())) {
            assertThat(store.summary().facts()).isEqualTo(3);
            assertThat(store.summary().subjects()).isEqualTo(2);
        }
    }

    @Test
    void aTableWithNothingUsableIsRefusedWithOneLineNamingTheMissingFields() throws Exception {
        Path base = dir.resolve("odd");
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + base, "sa", "");
             Statement st = c.createStatement()) {
            st.execute("CREATE TABLE blobs (k BINARY VARYING(16), flag BOOLEAN, doc JSON)");
            st.execute("INSERT INTO blobs VALUES (X'01', TRUE, JSON '{\"user_id\": \"ana\"}')");
        }
        Path file = dir.resolve("odd.mv.db");
        assertThat(StoreOpener.sqlTables(file.toString(), null)).containsExactly("BLOBS");
        TableSample sample = StoreOpener.sampleTable(file.toString(), null, "blobs", Progress.NONE);
        assertThat(sample.jsonKeys()).as("H2 cannot walk into JSON").isEmpty();
        assertThat(sample.jsonNote()).contains("H2 cannot read inside a JSON column");
        MappingProposal proposal = MappingProposal.of(sample);
        assertThat(proposal.sources()).isEmpty();
        assertThat(proposal.refusal()).hasValue("table BLOBS has no column or JSON key that looks like id, subject,"
                + " predicate, value, valid_from (memscope needs id, subject, predicate, value, valid_from); choose"
                + " one for each, or --map FIELD=COLUMN");
    }

    @Test
    void whatCannotBeSampledSaysSoInOneLine() throws Exception {
        String url = Postgres.freshDatabaseUrl();
        assertThatThrownBy(() -> StoreOpener.sampleTable(url, null, "memories", Progress.NONE))
                .isInstanceOf(StoreException.class).hasMessageEndingWith("has no table memories");
        String wrong = url.replace("password=" + Postgres.PASSWORD, "password=nope");
        assertThatThrownBy(() -> StoreOpener.sqlTables(wrong, null)).isInstanceOf(StoreException.class)
                .hasMessageContaining("cannot connect").hasMessageNotContaining("nope").hasMessageNotContaining("\n");
        assertThatThrownBy(() -> StoreOpener.sqlTables("sample-stores/memscope-demo.json", null))
                .hasMessage("sample-stores/memscope-demo.json: a JSON store has no tables; a mapping applies to SQL stores");
        assertThatThrownBy(() -> StoreOpener.sqlTables(dir.resolve("none.db").toString(), null))
                .hasMessageEndingWith("none.db: no such file");
    }

    private static String digest(byte[] bytes) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }
}
