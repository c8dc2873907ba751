package io.memscope.store.jdbc;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Cardinality;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.PredicateCardinalities;
import io.memscope.model.Progress;
import io.memscope.model.StoreSummary;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;
import io.memscope.store.StoreKind;
import io.memscope.store.TableMapping;
import io.memscope.store.open.StoreOpener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static io.memscope.store.jdbc.SampleStore.day;
import static io.memscope.store.jdbc.SampleStore.id;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** SQLite files in memscope's shape, read through sqlite-jdbc as H2 and PostgreSQL are. */
class SqliteStoreTest {
    @TempDir
    Path dir;

    /** A SQLite file made by hand with the given statements, as another tool would have. */
    private Path handMade(String name, String... statements) throws Exception {
        Path file = dir.resolve(name);
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            for (String sql : statements) {
                st.execute(sql);
            }
        }
        return file;
    }

    @Test
    void theSampleStoreGivesEveryFindingWithExactIds() throws Exception {
        try (JdbcMemoryStore store = SampleStore.open(StoreKind.SQLITE, dir)) {
            AnalysisReport report = store.analyze(Progress.NONE);
            assertThat(report.summary()).isEqualTo(new StoreSummary(21, 10, 11, 6, 4));
            assertThat(report.findings()).containsExactlyElementsOf(SampleStore.expectedFindings());
            PredicateCardinalities declared = new PredicateCardinalities(Map.of("likes", Cardinality.MANY));
            assertThat(report.findings()).isEqualTo(ReferenceAnalysis.findings(SampleStore.facts(), declared));
            assertThat(store.summary()).isEqualTo(report.summary());
            assertThat(store.descriptor().kind()).isEqualTo(StoreKind.SQLITE);
            assertThat(store.fact(id(21))).contains(SampleStore.facts().get(20));
            assertThat(store.factsAsOf("gina", "plan", day(2))).extracting(Fact::id).containsExactly(id(14), id(15));
            assertThat(store.subjects(Progress.NONE)).hasSize(10);
            assertThat(store.dependenciesOf(id(20))).hasSize(1);
            assertThat(store.verifyIntegrity(Progress.NONE)).isEmpty();
        }
    }

    @Test
    void anEditOnAWritableFileIsStoredAsUtcText() throws Exception {
        try (JdbcMemoryStore store = SampleStore.open(StoreKind.SQLITE, dir, false)) {
            Fact paris = store.fact(id(2)).orElseThrow();
            store.edit(session -> {
                Fact berlin = session.fact(id(1)).orElseThrow();
                session.replaceFact(berlin, berlin.withValidity(paris.validFrom(), paris.id()));
                return null;
            });
            assertThat(store.fact(id(1)).orElseThrow().supersededBy()).isEqualTo(id(2));
            assertThat(store.analyze(Progress.NONE).findings()).doesNotContain(SampleStore.expectedFindings().get(0));
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("sample.db"));
             Statement st = c.createStatement();
             var rs = st.executeQuery("SELECT valid_to FROM facts WHERE id = 1")) {
            rs.next();
            assertThat(rs.getString(1)).as("UTC text, fixed width").isEqualTo("2020-01-02T00:00:00.000000Z");
        }
    }

    @Test
    void aReadOnlyOpenChangesNothing() throws Exception {
        SampleStore.open(StoreKind.SQLITE, dir).close();
        Path file = dir.resolve("sample.db");
        byte[] before = Files.readAllBytes(file);
        try (MemoryStore store = StoreOpener.open(file.toString(), true)) {
            assertThat(store.descriptor().readOnly()).isTrue();
            store.analyze(Progress.NONE);
            assertThatThrownBy(() -> store.edit(session -> null)).isInstanceOf(StoreException.class)
                    .hasMessageContaining("read-only");
        }
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        assertThat(Files.list(dir).map(p -> p.getFileName().toString())).containsExactly("sample.db");
    }

    @Test
    void aFileIsKnownByItsHeaderAndAUrlOpensToo() throws Exception {
        SampleStore.open(StoreKind.SQLITE, dir).close();
        Path other = Files.copy(dir.resolve("sample.db"), dir.resolve("memory.store"));
        try (MemoryStore store = StoreOpener.open(other.toString(), true)) {
            assertThat(store.descriptor().kind()).isEqualTo(StoreKind.SQLITE);
            assertThat(store.summary().facts()).isEqualTo(21);
        }
        try (MemoryStore store = StoreOpener.open("jdbc:sqlite:" + dir.resolve("sample.db") + "?mode=ro", false)) {
            assertThat(store.descriptor().readOnly()).as("the URL asked for read-only").isTrue();
            assertThat(store.summary().facts()).isEqualTo(21);
        }
    }

    @Test
    void aDbFileThatIsNotSqliteGetsOneClearMessage() throws Exception {
        Path notSqlite = Files.writeString(dir.resolve("notes.db"), "just some text, not a database at all\n");
        assertThatThrownBy(() -> StoreOpener.open(notSqlite.toString(), true)).isInstanceOf(StoreException.class)
                .hasMessage(notSqlite + ": not a SQLite database (it does not start with SQLite's header"
                        + " \"SQLite format 3\")");
        Path empty = Files.createFile(dir.resolve("empty.sqlite"));
        assertThatThrownBy(() -> StoreOpener.open(empty.toString(), false))
                .hasMessage(empty + ": not a SQLite database (the file is empty)");
        assertThat(Files.size(empty)).isZero();
        assertThatThrownBy(() -> StoreOpener.open(dir.resolve("missing.db").toString(), false))
                .hasMessageEndingWith("missing.db: no such file");
        assertThat(dir.resolve("missing.db")).doesNotExist();
    }

    @Test
    void aFileWithoutAFactsTableNamesWhatIsMissing() throws Exception {
        Path file = handMade("other.db", "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)");
        assertThatThrownBy(() -> StoreOpener.open(file.toString(), true))
                .hasMessage(file + " has no table facts");
    }

    @Test
    void aLockedFileIsRefusedWithTheReason() throws Exception {
        SampleStore.open(StoreKind.SQLITE, dir).close();
        Path file = dir.resolve("sample.db");
        try (Connection writer = DriverManager.getConnection("jdbc:sqlite:" + file);
             Statement st = writer.createStatement()) {
            st.execute("PRAGMA locking_mode = EXCLUSIVE");
            st.execute("BEGIN EXCLUSIVE");
            assertThatThrownBy(() -> StoreOpener.open(file.toString(), true)).isInstanceOf(StoreException.class)
                    .hasMessageStartingWith(file + ": the database is locked by another program");
            st.execute("ROLLBACK");
        }
    }

    @Test
    void textTimesWithAnyOffsetAndNaiveTimesAreReadAsInstants() throws Exception {
        Path file = handMade("times.db",
                "CREATE TABLE facts (id TEXT PRIMARY KEY, subject TEXT, predicate TEXT, value TEXT,"
                        + " valid_from DATETIME, valid_to DATETIME, superseded_by TEXT)",
                "INSERT INTO facts VALUES ('a', 's', 'p', 'x', '2024-07-25T21:32:40.123456-07:00',"
                        + " '2024-07-26 06:00:00', 'b')",
                "INSERT INTO facts VALUES ('b', 's', 'p', 'y', '2024-07-26T06:00:00Z', NULL, NULL)");
        try (JdbcMemoryStore store = JdbcMemoryStore.openSqliteFile(file, true, TableMapping.DEFAULT)) {
            Fact a = store.fact(FactId.of("a")).orElseThrow();
            assertThat(a.validFrom()).isEqualTo(Instant.parse("2024-07-26T04:32:40.123456Z"));
            assertThat(a.validTo()).isEqualTo(Instant.parse("2024-07-26T06:00:00Z"));
            assertThat(store.analyze(Progress.NONE).findings()).isEmpty();
            assertThat(store.subjects(Progress.NONE)).singleElement()
                    .satisfies(s -> assertThat(s.lastChange()).isEqualTo(Instant.parse("2024-07-26T06:00:00Z")));
        }
    }

    @Test
    void aNumberWhereATimeBelongsIsRefusedNotGuessed() throws Exception {
        Path file = handMade("epoch.db",
                "CREATE TABLE facts (id INTEGER PRIMARY KEY, subject TEXT, predicate TEXT, value TEXT,"
                        + " valid_from INTEGER, valid_to INTEGER, superseded_by INTEGER)",
                "INSERT INTO facts VALUES (1, 's', 'p', 'x', 1721968360, NULL, NULL)");
        try (JdbcMemoryStore store = JdbcMemoryStore.openSqliteFile(file, true, TableMapping.DEFAULT)) {
            assertThatThrownBy(() -> store.analyze(Progress.NONE)).isInstanceOf(StoreException.class)
                    .hasMessageContaining("a timestamp must be ISO-8601 text in a SQLite store, found the number"
                            + " 1721968360");
        }
    }

    @Test
    void storeKindNamesSqliteByTheForm() {
        assertThat(StoreKind.of("memory/agent.db")).isEqualTo(StoreKind.SQLITE);
        assertThat(StoreKind.of("memory/agent.SQLITE3")).isEqualTo(StoreKind.SQLITE);
        assertThat(StoreKind.of("jdbc:sqlite:/var/mem0/history.db")).isEqualTo(StoreKind.SQLITE);
        assertThat(StoreKind.of("memory/agent.mv.db")).isEqualTo(StoreKind.H2);
        assertThat(List.of(StoreKind.values())).contains(StoreKind.SQLITE);
    }
}
