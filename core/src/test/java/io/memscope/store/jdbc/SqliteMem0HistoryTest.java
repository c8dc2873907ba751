package io.memscope.store.jdbc;

import io.memscope.analysis.SubjectFindings;
import io.memscope.model.AnalysisReport;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import io.memscope.model.Progress;
import io.memscope.model.StoreSummary;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;
import io.memscope.store.StoreSource;
import io.memscope.store.open.StoreOpener;
import io.memscope.testing.Mem0HistoryDb;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import static io.memscope.testing.Mem0HistoryDb.ALLERGY;
import static io.memscope.testing.Mem0HistoryDb.LIKES;
import static io.memscope.testing.Mem0HistoryDb.LIVES;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Mem0's history.db, read as Mem0 writes it: each memory a chain of versions. */
class SqliteMem0HistoryTest {
    @TempDir
    Path dir;

    private static Instant t(String iso) {
        return Instant.parse(iso);
    }

    @Test
    void eachMemoryIsAChainOfVersions() throws Exception {
        Path file = Mem0HistoryDb.write(dir.resolve("history.db"));
        byte[] before = Files.readAllBytes(file);
        try (MemoryStore store = StoreOpener.open(file.toString(), false)) {
            assertThat(store.descriptor().readOnly()).as("a foreign store opens read-only").isTrue();
            StoreSource source = StoreSource.of(store);
            assertThat(source.format()).isEqualTo(StoreFormat.MEM0);
            assertThat(source.mapping().get("subject")).contains("does not say whose");
            assertThat(source.mapping().get("valid_to")).contains("1 DELETE row(s) carry no time");

            List<Fact> facts = store.factsOf("(unknown)");
            assertThat(facts).extracting(f -> f.id().toString()).containsExactlyInAnyOrder(
                    LIVES + "#1", LIVES, LIKES, ALLERGY + "#1", ALLERGY);
            Fact detroit = store.fact(FactId.of(LIVES + "#1")).orElseThrow();
            assertThat(detroit.value()).isEqualTo("Lives in Detroit");
            assertThat(detroit.validFrom()).isEqualTo(t("2024-07-26T04:32:40.123456Z"));
            assertThat(detroit.validTo()).isEqualTo(t("2024-08-02T16:15:00.500Z"));
            assertThat(detroit.supersededBy()).isEqualTo(FactId.of(LIVES));
            Fact chicago = store.fact(FactId.of(LIVES)).orElseThrow();
            assertThat(chicago.validFrom()).isEqualTo(detroit.validTo());
            assertThat(chicago.validTo()).as("Mem0 1.0.8 on writes a DELETE's time in updated_at").isEqualTo(t("2024-09-01T15:00:00Z"));
            assertThat(chicago.supersededBy()).isNull();
            assertThat(chicago.metadata()).containsEntry("memory_id", LIVES).containsEntry("role", "user")
                    .containsEntry("event", "UPDATE");

            Fact jazz = store.fact(FactId.of(LIKES)).orElseThrow();
            assertThat(jazz.validTo()).as("deleted without a time: ended by the next row that has one")
                    .isEqualTo(t("2024-08-05T12:00:00Z"));
            assertThat(jazz.metadata()).containsEntry("deleted_at", "unknown (by 2024-08-05T12:00:00Z)");
            assertThat(store.fact(FactId.of(ALLERGY)).orElseThrow().metadata()).containsEntry("actor_id", "assistant-7");

            assertThat(jazz.unknownEnd()).isTrue();
            assertThat(chicago.unknownEnd()).as("a DELETE with its time").isFalse();

            AnalysisReport report = store.analyze(Progress.NONE);
            assertThat(report.summary()).isEqualTo(new StoreSummary(5, 1, 1, 2, 2));
            assertThat(report.findings()).as("memories are many per subject: none contradicts another; the"
                    + " deletion without a time is the one finding")
                    .containsExactly(new Finding(FindingKind.UNKNOWN_END, "(unknown)", "memory", List.of(FactId.of(LIKES))));
            assertThat(SubjectFindings.of(store.factsOf("(unknown)"), store.cardinalities(), id -> Optional.empty()))
                    .as("the window's findings of the subject, from its whole facts").containsExactlyElementsOf(report.findings());

            assertThat(store.factsAsOf("(unknown)", "memory", t("2024-07-30T00:00:00Z")))
                    .extracting(Fact::value).containsExactlyInAnyOrder("Lives in Detroit", "Likes jazz");
            assertThat(store.factsAsOf("(unknown)", "memory", t("2024-08-04T00:00:00Z")))
                    .extracting(Fact::value).containsExactlyInAnyOrder("Lives in Chicago", "Likes jazz", "Allergic to nuts");
            assertThat(store.factsAsOf("(unknown)", "memory", t("2025-01-01T00:00:00Z")))
                    .extracting(Fact::value).containsExactly("Allergic to peanuts");
            assertThatThrownBy(() -> store.edit(session -> null)).hasMessageContaining("read-only");
        }
        assertThat(Files.readAllBytes(file)).as("the file is not changed").isEqualTo(before);
    }

    @Test
    void aDeletionAfterTheLastTimedRowEndsWhenTheFileLastChanged() throws Exception {
        Path file = dir.resolve("history.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            st.execute(Mem0HistoryDb.HISTORY_DDL);
            Mem0HistoryDb.add(c, "a1", "m1", null, "Works at ACME", "ADD", "2024-07-25T21:32:40-07:00", null, 0,
                    null, null);
            Mem0HistoryDb.add(c, "a2", "m1", "Works at ACME", null, "DELETE", null, null, 1, null, null);
        }
        Instant changed = t("2024-10-01T00:00:00Z");
        Files.setLastModifiedTime(file, java.nio.file.attribute.FileTime.from(changed));
        try (MemoryStore store = StoreOpener.open(file.toString(), true)) {
            Fact acme = store.fact(FactId.of("m1")).orElseThrow();
            assertThat(acme.validTo()).isEqualTo(changed);
            assertThat(acme.isCurrent()).isFalse();
            assertThat(store.analyze(Progress.NONE).findings()).extracting(Finding::kind)
                    .containsExactly(FindingKind.UNKNOWN_END);
            assertThat(store.factsAsOf(Mem0History.SUBJECT, null, changed)).as("deleted by the file's last change")
                    .isEmpty();
            assertThat(store.factsAsOf(Mem0History.SUBJECT, null, changed.minusSeconds(1)))
                    .as("until then the history cannot say it was gone").extracting(Fact::id)
                    .containsExactly(FactId.of("m1"));
        }
    }

    @Test
    void theFirstLayoutWithOneTimestampColumnAndNoActorIsRead() throws Exception {
        Path file = dir.resolve("history.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE history (id TEXT PRIMARY KEY, memory_id TEXT, old_memory TEXT, new_memory TEXT,"
                    + " new_value TEXT, event TEXT, timestamp DATETIME, is_deleted INTEGER)");
            st.execute("INSERT INTO history VALUES ('h1', 'm1', NULL, 'Likes tea', NULL, 'ADD',"
                    + " '2024-01-01T10:00:00.000000-08:00', 0)");
            st.execute("INSERT INTO history VALUES ('h2', 'm1', 'Likes tea', 'Likes coffee', NULL, 'UPDATE',"
                    + " '2024-02-01T10:00:00.000000-08:00', 0)");
        }
        try (MemoryStore store = StoreOpener.open(file.toString(), true)) {
            assertThat(store.fact(FactId.of("m1#1")).orElseThrow().validTo()).isEqualTo(t("2024-02-01T18:00:00Z"));
            assertThat(store.fact(FactId.of("m1")).orElseThrow().isCurrent()).isTrue();
            assertThat(store.fact(FactId.of("m1")).orElseThrow().metadata()).doesNotContainKey("actor_id");
        }
    }

    @Test
    void aShapeNotKnownIsRefusedWithTheRow() throws Exception {
        Path file = dir.resolve("history.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            st.execute(Mem0HistoryDb.HISTORY_DDL);
            Mem0HistoryDb.add(c, "h1", "m1", null, "x", "MERGE", "2024-01-01T00:00:00Z", null, 0, null, null);
        }
        assertThatThrownBy(() -> StoreOpener.open(file.toString(), true)).isInstanceOf(StoreException.class)
                .hasMessage(file + ": history row h1: event must be ADD, UPDATE or DELETE, found \"MERGE\"");

        Path times = dir.resolve("times.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + times); Statement st = c.createStatement()) {
            st.execute(Mem0HistoryDb.HISTORY_DDL);
            Mem0HistoryDb.add(c, "h1", "m1", null, "x", "ADD", "last tuesday", null, 0, null, null);
        }
        assertThatThrownBy(() -> StoreOpener.open(times.toString(), true))
                .hasMessage(times + ": history row h1: created_at: not an ISO-8601 timestamp: \"last tuesday\"");

        Path other = dir.resolve("other.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + other); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE history (id TEXT, memory_id TEXT, event TEXT)");
        }
        assertThatThrownBy(() -> StoreOpener.open(other.toString(), true)).hasMessage(other + " has no table facts");
        assertThatThrownBy(() -> StoreOpener.open(new io.memscope.store.OpenRequest(other.toString(), true,
                StoreFormat.MEM0, io.memscope.store.TableMapping.DEFAULT), Progress.NONE))
                .hasMessage(other + ": table history has no column old_memory; it is not Mem0's history table");
    }
}
