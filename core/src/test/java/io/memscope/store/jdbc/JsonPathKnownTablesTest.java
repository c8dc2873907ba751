package io.memscope.store.jdbc;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Progress;
import io.memscope.model.StoreSummary;
import io.memscope.store.MemoryStore;
import io.memscope.store.OpenRequest;
import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;
import io.memscope.store.StoreKind;
import io.memscope.store.StoreSource;
import io.memscope.store.TableMapping;
import io.memscope.store.open.StoreOpener;
import io.memscope.testing.Postgres;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The tables memscope reads with a mapping of its own: Mem0's pgvector collection and LangGraph's store. */
class JsonPathKnownTablesTest {
    private static final String ANA_BERLIN = "0f8e2c3a-1b4d-4e6f-8a9b-0c1d2e3f4a5b";
    private static final String ANA_JAZZ = "7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d";
    private static final String AGENT_NOTE = "c1d2e3f4-a5b6-4c7d-8e9f-a0b1c2d3e4f5";

    @TempDir
    Path dir;

    /** Mem0's table in its DDL, with the vector declared as {@code vectorType} (pgvector is not installed). */
    private static String mem0(String vectorType) throws Exception {
        String url = Postgres.freshDatabaseUrl();
        String vector = vectorType.equals("real[]") ? "'{0.1,0.2}'" : "'[0.1,0.2]'";
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE mem0 (id uuid PRIMARY KEY, vector " + vectorType + ", payload jsonb)");
            st.execute("INSERT INTO mem0 VALUES ('" + ANA_BERLIN + "', " + vector + ", '{\"data\": \"Lives in Berlin\","
                    + " \"hash\": \"9b1c\", \"user_id\": \"ana\", \"created_at\": \"2024-07-25T21:32:40.123456-07:00\","
                    + " \"updated_at\": \"2024-07-26T08:00:00-07:00\", \"metadata\": {\"source\": \"chat\"}}')");
            st.execute("INSERT INTO mem0 VALUES ('" + ANA_JAZZ + "', " + vector + ", '{\"data\": \"Likes jazz\","
                    + " \"hash\": \"77aa\", \"user_id\": \"ana\", \"agent_id\": \"helper\","
                    + " \"created_at\": \"2024-07-27T10:00:00+00:00\"}')");
            // no user: the agent is the owner; no created_at: a fact without valid_from
            st.execute("INSERT INTO mem0 VALUES ('" + AGENT_NOTE + "', " + vector + ", '{\"data\": \"Answers briefly\","
                    + " \"agent_id\": \"helper\", \"run_id\": \"r1\"}')");
        }
        return url;
    }

    private static MemoryStore open(String location, StoreFormat format, TableMapping mapping) throws StoreException {
        return StoreOpener.open(new OpenRequest(location, false, format, mapping), Progress.NONE);
    }

    @ParameterizedTest
    @ValueSource(strings = {"real[]", "text"})
    void mem0sPgvectorTableIsRecognisedAndReadWithoutItsVector(String vectorType) throws Exception {
        try (MemoryStore store = open(mem0(vectorType), null, TableMapping.DEFAULT)) {
            assertThat(store.descriptor().readOnly()).isTrue();
            AnalysisReport report = store.analyze(Progress.NONE);
            assertThat(report.summary()).isEqualTo(new StoreSummary(3, 2, 3, 0, 0));
            assertThat(report.contradictions()).as("many memories per user").isEmpty();
            Fact berlin = store.fact(FactId.of(ANA_BERLIN)).orElseThrow();
            assertThat(berlin.subject()).isEqualTo("ana");
            assertThat(berlin.predicate()).isEqualTo("memory");
            assertThat(berlin.value()).isEqualTo("Lives in Berlin");
            assertThat(berlin.validFrom()).isEqualTo(Instant.parse("2024-07-26T04:32:40.123456Z"));
            assertThat(berlin.metadata()).containsEntry("hash", "9b1c").containsKey("metadata")
                    .doesNotContainKey("vector");
            Fact note = store.fact(FactId.of(AGENT_NOTE)).orElseThrow();
            assertThat(note.subject()).isEqualTo("helper");
            assertThat(note.validFrom()).as("a missing key").isNull();
            assertThat(store.factsOf("ana")).extracting(Fact::value).containsExactlyInAnyOrder("Lives in Berlin", "Likes jazz");
            List<String> current = new ArrayList<>();
            store.forEachCurrentFact(f -> current.add(f.value()), Progress.NONE);
            assertThat(current).hasSize(3);
            StoreSource source = StoreSource.of(store);
            assertThat(source.format()).isEqualTo(StoreFormat.MEM0);
            assertThat(source.mapping()).containsEntry("table", "mem0")
                    .containsEntry("subject", "payload.user_id|payload.agent_id|payload.run_id")
                    .containsEntry("predicate", "\"memory\"").containsEntry("value", "payload.data")
                    .containsEntry("valid_from", "payload.created_at").containsEntry("metadata", "payload")
                    .hasEntrySatisfying("history", h -> assertThat(h).startsWith("none"));
        }
    }

    @Test
    void formatMem0FindsTheTableOrSaysThereIsNone() throws Exception {
        String url = mem0("real[]");
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE facts (id bigint PRIMARY KEY, subject text, predicate text, value text,"
                    + " valid_from timestamptz)");
        }
        try (MemoryStore store = open(url, null, TableMapping.DEFAULT)) {
            assertThat(StoreSource.of(store).format()).as("facts first").isEqualTo(StoreFormat.MEMSCOPE);
        }
        try (MemoryStore store = open(url, StoreFormat.MEM0, TableMapping.DEFAULT)) {
            assertThat(store.summary().facts()).isEqualTo(3);
        }
        try (MemoryStore store = open(url, null, TableMapping.parse("mem0", null))) {
            assertThat(StoreSource.of(store).format()).as("--table names it").isEqualTo(StoreFormat.MEM0);
        }
        String empty = Postgres.freshDatabaseUrl();
        assertThatThrownBy(() -> open(empty, StoreFormat.MEM0, TableMapping.DEFAULT)).isInstanceOf(StoreException.class)
                .hasMessageEndingWith(": no table in Mem0's pgvector shape (id uuid, vector, payload jsonb)");
    }

    /** LangGraph's store in its DDL; the value is jsonb on PostgreSQL and JSON text on SQLite. */
    private String langGraph(StoreKind kind) throws Exception {
        boolean sqlite = kind == StoreKind.SQLITE;
        String location = sqlite ? dir.resolve("langgraph.db").toString() : Postgres.freshDatabaseUrl();
        String ts = sqlite ? "TIMESTAMP" : "timestamptz";
        try (Connection c = DriverManager.getConnection(sqlite ? "jdbc:sqlite:" + location : location);
             Statement st = c.createStatement()) {
            st.execute("CREATE TABLE store (prefix text NOT NULL, key text NOT NULL, value " + (sqlite ? "TEXT" : "jsonb")
                    + " NOT NULL, created_at " + ts + " DEFAULT CURRENT_TIMESTAMP, updated_at " + ts
                    + " DEFAULT CURRENT_TIMESTAMP, expires_at " + ts + ", PRIMARY KEY (prefix, key))");
            st.execute("INSERT INTO store VALUES ('memories.ana', 'm1', '{\"kind\": \"Memory\", \"content\":"
                    + " \"Lives in Berlin\"}', '2024-07-25 10:00:00+00', '2024-07-26 12:00:00+00', NULL)");
            st.execute("INSERT INTO store VALUES ('memories.ana', 'prefs', '{\"theme\": \"dark\"}',"
                    + " '2024-07-27 09:00:00+00', NULL, NULL)");
            st.execute("INSERT INTO store VALUES ('memories.bo', 'm1', '{\"kind\": \"Memory\", \"content\":"
                    + " \"Likes jazz\"}', '2024-07-28 09:00:00+00', '2024-07-28 09:00:00+00', '2024-09-01 00:00:00+00')");
        }
        return location;
    }

    @ParameterizedTest
    @EnumSource(value = StoreKind.class, names = {"SQLITE", "POSTGRESQL"})
    void langGraphsStoreIsReadByNamespaceAndKey(StoreKind kind) throws Exception {
        try (MemoryStore store = open(langGraph(kind), null, TableMapping.DEFAULT)) {
            assertThat(store.descriptor().readOnly()).isTrue();
            AnalysisReport report = store.analyze(Progress.NONE);
            assertThat(report.summary()).isEqualTo(new StoreSummary(3, 2, 3, 0, 0));
            Fact berlin = store.fact(FactId.of("memories.ana/m1")).orElseThrow();
            assertThat(berlin.subject()).isEqualTo("memories.ana");
            assertThat(berlin.predicate()).isEqualTo("m1");
            assertThat(berlin.value()).isEqualTo("Lives in Berlin");
            assertThat(berlin.validFrom()).as("updated_at when present").isEqualTo(Instant.parse("2024-07-26T12:00:00Z"));
            assertThat(berlin.metadata()).containsEntry("kind", "Memory");
            Fact prefs = store.fact(FactId.of("memories.ana/prefs")).orElseThrow();
            assertThat(prefs.value()).as("no content: the whole value").contains("\"theme\"").contains("dark");
            assertThat(prefs.validFrom()).isEqualTo(Instant.parse("2024-07-27T09:00:00Z"));
            assertThat(store.factsOf("memories.bo")).singleElement()
                    .satisfies(f -> assertThat(f.metadata()).containsKey("expires_at"));
            assertThat(StoreSource.of(store).mapping()).containsEntry("table", "store")
                    .containsEntry("id", "prefix + \"/\" + key").containsEntry("subject", "prefix")
                    .containsEntry("predicate", "key").containsEntry("value", "value.content|value")
                    .containsEntry("valid_from", "updated_at|created_at")
                    .hasEntrySatisfying("history", h -> assertThat(h).startsWith("none"));
        }
    }
}
