package io.memscope.store.jdbc;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.FindingKind;
import io.memscope.model.Progress;
import io.memscope.store.StoreException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;

import static io.memscope.store.jdbc.SampleStore.id;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class H2StoreTest {
    @TempDir
    Path dir;

    /** Creates an H2 file by hand with the given statements, as another tool would have. */
    private Path handMade(String name, String... statements) throws Exception {
        Path base = dir.resolve(name);
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + base.toAbsolutePath(), "sa", "");
             Statement st = c.createStatement()) {
            for (String sql : statements) {
                st.execute(sql);
            }
        }
        return dir.resolve(name + ".mv.db");
    }

    private List<String> filesInDir() throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void opensAStoreWithOnlyTheRequiredColumnsInUpperCaseWithKeywordClobAndNaiveTimestamps() throws Exception {
        Path file = handMade("minimal",
                "CREATE TABLE FACTS (ID BIGINT PRIMARY KEY, SUBJECT VARCHAR(100), PREDICATE VARCHAR(100),"
                        + " \"VALUE\" CLOB, VALID_FROM TIMESTAMP, VALID_TO TIMESTAMP, SUPERSEDED_BY BIGINT)",
                "INSERT INTO FACTS VALUES (1, 'alice', 'lives_in', 'Berlin', TIMESTAMP '2020-01-01 10:00:00',"
                        + " TIMESTAMP '2020-02-01 00:00:00', 2)",
                "INSERT INTO FACTS VALUES (2, 'alice', 'lives_in', 'Paris', TIMESTAMP '2020-02-01 00:00:00', NULL, NULL)",
                "INSERT INTO FACTS VALUES (3, 'alice', 'lives_in', 'paris ', TIMESTAMP '2020-03-01 00:00:00', NULL, NULL)");
        try (JdbcMemoryStore store = JdbcMemoryStore.openH2File(file, true)) {
            List<Fact> facts = store.factsOf("alice");
            assertThat(facts.get(0)).isEqualTo(Fact.of(id(1), "alice", "lives_in", "Berlin",
                    Instant.parse("2020-01-01T10:00:00Z"), Instant.parse("2020-02-01T00:00:00Z"), id(2)));
            assertThat(facts.get(0).recordedAt()).isNull();
            assertThat(store.analyze(Progress.NONE).findings()).singleElement()
                    .satisfies(f -> assertThat(f.kind()).isEqualTo(FindingKind.DUPLICATE))
                    .satisfies(f -> assertThat(f.factIds()).containsExactly(id(2), id(3)));
            assertThat(store.dependenciesOf(id(1))).isEmpty();
            assertThat(store.descriptor().location()).isEqualTo(file.toString());
        }
    }

    @Test
    void textIdsGiveStringFactIds() throws Exception {
        Path file = handMade("textids",
                "CREATE TABLE \"facts\" (\"id\" VARCHAR PRIMARY KEY, \"subject\" VARCHAR, \"predicate\" VARCHAR,"
                        + " \"value\" VARCHAR, \"valid_from\" TIMESTAMP WITH TIME ZONE,"
                        + " \"valid_to\" TIMESTAMP WITH TIME ZONE, \"superseded_by\" VARCHAR)",
                "INSERT INTO \"facts\" VALUES ('a', 's', 'p', 'x', TIMESTAMP WITH TIME ZONE '2020-01-01 02:00:00+02',"
                        + " TIMESTAMP WITH TIME ZONE '2020-01-02 00:00:00+00', 'b')",
                "INSERT INTO \"facts\" VALUES ('b', 's', 'p', 'y', NULL, TIMESTAMP WITH TIME ZONE '2020-01-03 00:00:00+00', 'a')");
        try (JdbcMemoryStore store = JdbcMemoryStore.open("jdbc:h2:file:" + dir.resolve("textids"), true)) {
            Fact a = store.fact(FactId.of("a")).orElseThrow();
            assertThat(a.validFrom()).isEqualTo(Instant.parse("2020-01-01T00:00:00Z"));
            assertThat(a.supersededBy()).isEqualTo(FactId.of("b"));
            assertThat(store.analyze(Progress.NONE).ofKind(FindingKind.CYCLE)).singleElement()
                    .satisfies(f -> assertThat(f.factIds()).containsExactly(FactId.of("a"), FactId.of("b")));
            assertThat(store.fact(FactId.of(1))).isEmpty();
        }
    }

    @Test
    void readOnlyLeavesTheFileByteIdenticalAndNoFileBeside() throws Exception {
        Path file = dir.resolve("sample.mv.db");
        try (JdbcStoreWriter w = JdbcStoreWriter.createH2(file)) {
            SampleStore.writeTo(w);
        }
        byte[] before = Files.readAllBytes(file);
        FileTime modified = Files.getLastModifiedTime(file);
        try (JdbcMemoryStore store = JdbcMemoryStore.openH2File(file, true)) {
            store.analyze(Progress.NONE);
            store.factsOf("alice");
            store.dependenciesOf(id(20));
            assertThat(store.descriptor().readOnly()).isTrue();
        }
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        assertThat(Files.getLastModifiedTime(file)).isEqualTo(modified);
        assertThat(filesInDir()).containsExactly("sample.mv.db");
    }

    @Test
    void aMissingFileIsAnErrorAndNothingIsCreated() {
        Path missing = dir.resolve("nope.mv.db");
        assertThatThrownBy(() -> JdbcMemoryStore.openH2File(missing, true))
                .isInstanceOf(StoreException.class).hasMessage(missing + ": no such file");
        assertThatThrownBy(() -> JdbcMemoryStore.open("jdbc:h2:file:" + dir.resolve("nope"), false))
                .isInstanceOf(StoreException.class).hasMessage(missing + ": no such file");
        assertThat(dir).isEmptyDirectory();
    }

    @Test
    void aFileThatIsNotAnH2DatabaseIsNamed() throws Exception {
        Path json = Files.writeString(dir.resolve("facts.mv.db"), "{\"facts\": []}");
        assertThatThrownBy(() -> JdbcMemoryStore.openH2File(json, true))
                .hasMessageStartingWith(json + " is not an H2 database");
        Path other = Files.writeString(dir.resolve("facts.json"), "[]");
        assertThatThrownBy(() -> JdbcMemoryStore.openH2File(other, true))
                .hasMessageStartingWith(other + " is not an H2 database");
        assertThat(Files.readString(json)).isEqualTo("{\"facts\": []}");
    }

    @Test
    void aStoreWithoutFactsTableOrWithoutARequiredColumnIsNamed() throws Exception {
        Path noFacts = handMade("nofacts", "CREATE TABLE notes (id INT)");
        assertThatThrownBy(() -> JdbcMemoryStore.openH2File(noFacts, true))
                .hasMessage(noFacts + " has no table facts");
        Path noValidFrom = handMade("novalidfrom", "CREATE TABLE facts (id BIGINT, subject VARCHAR,"
                + " predicate VARCHAR, \"VALUE\" VARCHAR, valid_to TIMESTAMP, superseded_by BIGINT)");
        assertThatThrownBy(() -> JdbcMemoryStore.openH2File(noValidFrom, true))
                .hasMessage(noValidFrom + " has no column valid_from in table FACTS");
        Path textTime = handMade("texttime", "CREATE TABLE facts (id BIGINT, subject VARCHAR,"
                + " predicate VARCHAR, \"VALUE\" VARCHAR, valid_from VARCHAR, valid_to TIMESTAMP, superseded_by BIGINT)");
        assertThatThrownBy(() -> JdbcMemoryStore.openH2File(textTime, true))
                .hasMessageContaining("column VALID_FROM in table FACTS has type CHARACTER VARYING, expected a timestamp");
    }

    @Test
    void anUnknownCardinalityIsNamed() throws Exception {
        Path file = handMade("badcard",
                "CREATE TABLE facts (id BIGINT, subject VARCHAR, predicate VARCHAR, \"VALUE\" VARCHAR,"
                        + " valid_from TIMESTAMP, valid_to TIMESTAMP, superseded_by BIGINT)",
                "CREATE TABLE memscope_predicates (predicate VARCHAR, cardinality VARCHAR)",
                "INSERT INTO memscope_predicates VALUES ('likes', 'several')");
        try (JdbcMemoryStore store = JdbcMemoryStore.openH2File(file, true)) {
            assertThatThrownBy(store::cardinalities).hasMessage(file
                    + ": table memscope_predicates: predicate likes has cardinality \"several\", expected one or many");
        }
    }

    /** The overview refuses what the analysis refuses: a listed subject without a name would follow. */
    @Test
    void factsWithoutASubjectAreNamedByTheOverviewAsByTheAnalysis() throws Exception {
        Path file = handMade("nosubject",
                "CREATE TABLE facts (id BIGINT, subject VARCHAR, predicate VARCHAR, \"VALUE\" VARCHAR,"
                        + " valid_from TIMESTAMP, valid_to TIMESTAMP, superseded_by BIGINT)",
                "INSERT INTO facts VALUES (1, 'alice', 'p', 'v', NULL, NULL, NULL)",
                "INSERT INTO facts VALUES (7, NULL, 'p', 'v', NULL, NULL, NULL)",
                "INSERT INTO facts VALUES (9, NULL, 'p', 'w', NULL, NULL, NULL)");
        try (JdbcMemoryStore store = JdbcMemoryStore.openH2File(file, true)) {
            assertThatThrownBy(() -> store.overview(Progress.NONE))
                    .isInstanceOf(StoreException.class).hasMessage(file + ": fact 7 in table FACTS has no subject");
            assertThatThrownBy(() -> store.analyze(Progress.NONE))
                    .hasMessageEndingWith(": fact 7 in table FACTS has no subject");
        }
    }

    @Test
    void theWriterRefusesAnExistingFileAndLeavesNothingWithoutCommit() throws Exception {
        Path existing = Files.writeString(dir.resolve("taken.mv.db"), "x");
        assertThatThrownBy(() -> JdbcStoreWriter.createH2(existing)).hasMessageContaining("already exists");
        Path target = dir.resolve("new.mv.db");
        try (JdbcStoreWriter w = JdbcStoreWriter.createH2(target)) {
            w.fact(SampleStore.facts().get(0));
            assertThat(target).doesNotExist();
        }
        assertThat(filesInDir()).containsExactly("taken.mv.db");
    }

    @Test
    void theWriterRefusesMixedIdKindsAndDuplicateIdsWithOneLine() throws Exception {
        try (JdbcStoreWriter w = JdbcStoreWriter.createH2(dir.resolve("mixed.mv.db"))) {
            w.fact(SampleStore.facts().get(0));
            assertThatThrownBy(() -> w.fact(Fact.of(FactId.of("x"), "s", "p", "v", null, null, null)))
                    .hasMessageContaining("fact id x is text but the store's ids are numbers");
        }
        try (JdbcStoreWriter w = JdbcStoreWriter.createH2(dir.resolve("dup.mv.db"))) {
            w.fact(SampleStore.facts().get(0));
            w.fact(SampleStore.facts().get(0));
            assertThatThrownBy(w::commit).isInstanceOf(StoreException.class)
                    .satisfies(e -> assertThat(e.getMessage()).startsWith(dir.resolve("dup.mv.db") + ": ")
                            .doesNotContain("\n"));
        }
        assertThat(dir).isEmptyDirectory();
    }
}
