package io.memscope.store.jdbc;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Progress;
import io.memscope.model.StoreSummary;
import io.memscope.model.SubjectSummary;
import io.memscope.store.MemoryStore;
import io.memscope.store.OpenRequest;
import io.memscope.store.StoreException;
import io.memscope.store.StoreSource;
import io.memscope.store.TableMapping;
import io.memscope.store.open.StoreOpener;
import io.memscope.testing.Postgres;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

/**
 * Hindsight's and Letta's PostgreSQL tables, created by the DDL each system runs and filled as each writes
 * them (known-tables/hindsight.sql and letta.sql cite the source), read through their built-in mappings.
 */
class HindsightLettaTablesTest {
    private static final String BERLIN = "5b1e0c3a-0000-4000-8000-000000000001";
    private static final String PARIS = "5b1e0c3a-0000-4000-8000-000000000002";
    private static final String PACKING = "5b1e0c3a-0000-4000-8000-000000000003";
    private static final String HUMAN = "block-7d1c5e2a-0001";
    private static final String PERSONA = "block-7d1c5e2a-0002";

    /** A fresh database holding the fixture, with {@code after} run on it (to break the shape). */
    static String database(String fixture, String... after) throws Exception {
        String url = Postgres.freshDatabaseUrl();
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            st.execute(resource(fixture));
            for (String sql : after) {
                st.execute(sql);
            }
        }
        return url;
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = HindsightLettaTablesTest.class.getResourceAsStream("/known-tables/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static MemoryStore open(String url, TableMapping mapping) throws StoreException {
        return StoreOpener.open(new OpenRequest(url, false, null, mapping), Progress.NONE);
    }

    private static List<String> values(List<Fact> facts) {
        return facts.stream().map(Fact::value).toList();
    }

    @Test
    void theConnectDialogsSampleSaysBothNeedNoMapping() throws Exception {
        for (String[] known : new String[][] {{"hindsight.sql", "memory_units", "Hindsight's memory_units"},
                {"letta.sql", "block", "Letta's block table"}}) {
            io.memscope.store.TableSample sample = StoreOpener.sampleTable(database(known[0]), null, known[1],
                    Progress.NONE);
            assertThat(sample.needsNoMapping()).as(known[1]).isTrue();
            assertThat(sample.builtIn()).startsWith(known[2]).endsWith("no mapping is needed");
            assertThat(sample.builtInMapping()).isEqualTo(new TableMapping(known[1], java.util.Map.of()));
        }
    }

    @Test
    void hindsightsLiveUnitsAreCurrentAndItsArchiveHoldsClosedFactsWithTheirReason() throws Exception {
        try (MemoryStore store = open(database("hindsight.sql"), TableMapping.DEFAULT)) {
            assertThat(store.descriptor().readOnly()).as("asked writable, opened read-only").isTrue();
            AnalysisReport report = store.analyze(Progress.NONE);
            assertThat(report.summary()).isEqualTo(new StoreSummary(5, 2, 4, 0, 1));
            assertThat(report.findings()).as("a bank holds many facts of each type: two current world facts")
                    .isEmpty();

            Fact berlin = store.fact(FactId.of(BERLIN)).orElseThrow();
            assertThat(berlin.subject()).isEqualTo("alice");
            assertThat(berlin.predicate()).isEqualTo("world");
            assertThat(berlin.value()).isEqualTo("Alice lives in Berlin");
            assertThat(berlin.validFrom()).isEqualTo(Instant.parse("2024-01-10T10:00:00Z"));
            assertThat(berlin.validTo()).isEqualTo(Instant.parse("2024-06-01T09:30:00Z"));
            assertThat(berlin.supersededBy()).isNull();
            assertThat(berlin.metadata()).containsEntry("invalidation_reason", "She moved to Paris")
                    .containsEntry("stored_in", "invalidated_memory_units").doesNotContainKey("embedding");

            Fact packing = store.fact(FactId.of(PACKING)).orElseThrow();
            assertThat(packing.validFrom()).as("no mentioned_at: created_at")
                    .isEqualTo(Instant.parse("2024-05-30T18:00:00Z"));
            assertThat(packing.validTo()).isNull();
            assertThat(store.fact(FactId.of(PARIS)).orElseThrow().metadata())
                    .containsEntry("stored_in", "memory_units").containsEntry("context", "chat about her move");

            assertThat(values(store.factsAsOf("alice", null, Instant.parse("2024-03-01T00:00:00Z"))))
                    .containsExactly("Alice lives in Berlin");
            assertThat(values(store.factsAsOf("alice", null, Instant.parse("2024-06-02T00:00:00Z"))))
                    .containsExactlyInAnyOrder("Alice lives in Paris", "Alice works at a bakery",
                            "I helped Alice pack for the move");

            StoreSource source = StoreSource.of(store);
            assertThat(source.mapping()).containsEntry("subject", "bank_id").containsEntry("value", "text")
                    .containsEntry("valid_from", "mentioned_at|created_at");
            assertThat(source.mapping().get("table")).contains("memory_units").contains("invalidated_memory_units");
            assertThat(source.mapping().get("history")).contains("invalidation_reason");
        }
    }

    @Test
    void hindsightsTablesAreReadWhenTableNamesThemBesideAFactsTable() throws Exception {
        String url = database("hindsight.sql", "CREATE TABLE facts (id bigint PRIMARY KEY, subject text,"
                + " predicate text, value text, valid_from timestamptz, valid_to timestamptz, superseded_by bigint)");
        try (MemoryStore store = open(url, new TableMapping("memory_units", Map.of()))) {
            assertThat(store.summary().facts()).isEqualTo(5);
        }
    }

    @Test
    void aHindsightStoreWithoutItsArchiveOrWithAnotherTypeIsRefusedInOneLine() throws Exception {
        String noArchive = database("hindsight.sql", "DROP TABLE invalidated_memory_units");
        assertThatThrownBy(() -> open(noArchive, TableMapping.DEFAULT)).isInstanceOf(StoreException.class)
                .hasMessageEndingWith("table memory_units is Hindsight's, but there is no table"
                        + " invalidated_memory_units beside it (Hindsight's migration c9a1b2d3e4f5 creates it)");
        String noReason = database("hindsight.sql", "ALTER TABLE invalidated_memory_units DROP COLUMN invalidation_reason");
        assertThatThrownBy(() -> open(noReason, TableMapping.DEFAULT)).isInstanceOf(StoreException.class)
                .hasMessageEndingWith("table invalidated_memory_units has no column invalidation_reason; it is not"
                        + " Hindsight's invalidated_memory_units as memscope knows it");
        String textId = database("hindsight.sql", "ALTER TABLE memory_units ALTER COLUMN id TYPE text");
        assertThatThrownBy(() -> open(textId, TableMapping.DEFAULT)).isInstanceOf(StoreException.class)
                .hasMessageEndingWith("column id of Hindsight's table memory_units has type text, expected uuid")
                .hasMessageNotContaining("\n");
    }

    @Test
    void lettasCheckpointsAreSupersededVersionsAndTheBlockIsTheCurrentFact() throws Exception {
        try (MemoryStore store = open(database("letta.sql"), TableMapping.DEFAULT)) {
            assertThat(store.descriptor().readOnly()).isTrue();
            AnalysisReport report = store.analyze(Progress.NONE);
            assertThat(report.summary()).isEqualTo(new StoreSummary(5, 2, 2, 3, 0));
            assertThat(report.findings()).isEmpty();

            List<Fact> human = store.factsOf(HUMAN);
            assertThat(human).extracting(Fact::id).extracting(FactId::toString).containsExactly(
                    "block_hist-0f3a-0001", "block_hist-0f3a-0002", "block_hist-0f3a-0003", HUMAN);
            assertThat(human).extracting(Fact::predicate).containsOnly("human");
            assertThat(human).extracting(f -> f.supersededBy() == null ? null : f.supersededBy().toString())
                    .containsExactly("block_hist-0f3a-0002", "block_hist-0f3a-0003", HUMAN, null);
            assertThat(human).extracting(Fact::validTo).containsExactly(Instant.parse("2025-04-02T09:01:00Z"),
                    Instant.parse("2025-04-05T12:00:30Z"), Instant.parse("2025-04-06T08:00:00Z"), null);
            Fact byAgent = human.get(2);
            assertThat(byAgent.metadata()).containsEntry("actor_type", "letta_agent").containsEntry("actor_id", "agent-1")
                    .containsEntry("sequence_number", "3").containsEntry("organization_id", "org-1");
            Fact current = human.get(3);
            assertThat(current.value()).isEqualTo("Name: Ana. Lives in Lisbon.");
            assertThat(current.validFrom()).as("the undo's update").isEqualTo(Instant.parse("2025-04-06T08:00:00Z"));

            assertThat(values(store.factsAsOf(HUMAN, "human", Instant.parse("2025-04-03T00:00:00Z"))))
                    .containsExactly("Name: Ana. Lives in Lisbon.");
            assertThat(values(store.factsAsOf(HUMAN, "human", Instant.parse("2025-04-05T13:00:00Z"))))
                    .containsExactly("Name: Ana. Lives in Porto.");
            assertThat(values(store.factsAsOf(PERSONA, null, Instant.parse("2025-05-01T00:00:00Z"))))
                    .containsExactly("I am a patient tutor.");

            // what the window opens with: the subject list, the counts and the store bar's mapping
            io.memscope.store.StoreOverview overview = store.overview(Progress.NONE);
            assertThat(overview.subjects()).extracting(SubjectSummary::subject, SubjectSummary::facts)
                    .containsExactly(tuple(HUMAN, 4L), tuple(PERSONA, 1L));
            StoreSource source = overview.source();
            assertThat(source.mapping()).containsEntry("predicate", "label")
                    .containsEntry("superseded_by", "the next checkpoint, else the block");
            assertThat(source.mapping().get("history")).contains("checkpoint");
        }
    }

    @Test
    void aPassAskedToSplitReadsTheRelationWholeWithTheSameReport() throws Exception {
        // the planner knows the block table's size, but a query over two tables cannot be sampled by pages
        String url = database("letta.sql", "ANALYZE block", "ANALYZE block_history");
        try (JdbcMemoryStore store = JdbcMemoryStore.open(url, true)) {
            AnalysisReport whole = store.analyzeInOnePass(Progress.NONE, Long.MAX_VALUE);
            assertThat(store.analyzeInOnePass(Progress.NONE, 0)).isEqualTo(whole);
            assertThat(whole.summary()).isEqualTo(new StoreSummary(5, 2, 2, 3, 0));
        }
    }

    @Test
    void aLettaStoreWithoutBlockHistoryOrItsSequenceIsRefusedInOneLine() throws Exception {
        String noHistory = database("letta.sql", "ALTER TABLE block DROP COLUMN current_history_entry_id",
                "DROP TABLE block_history");
        assertThatThrownBy(() -> open(noHistory, TableMapping.DEFAULT)).isInstanceOf(StoreException.class)
                .hasMessageEndingWith("table block is Letta's, but there is no table block_history beside it"
                        + " (Letta creates it on PostgreSQL only)");
        String noSequence = database("letta.sql", "DROP INDEX ix_block_history_block_id_sequence",
                "ALTER TABLE block_history DROP COLUMN sequence_number");
        assertThatThrownBy(() -> open(noSequence, TableMapping.DEFAULT)).isInstanceOf(StoreException.class)
                .hasMessageEndingWith("table block_history has no column sequence_number; it is not Letta's"
                        + " block_history as memscope knows it");
    }
}
