package io.memscope.store.jdbc;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.FindingKind;
import io.memscope.model.Progress;
import io.memscope.store.StoreException;
import io.memscope.testing.Postgres;
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

import static io.memscope.store.jdbc.SampleStore.id;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PostgresStoreTest {
    @TempDir
    Path home;

    private static String database(String... statements) throws Exception {
        String url = Postgres.freshDatabaseUrl();
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            for (String sql : statements) {
                st.execute(sql);
            }
        }
        return url;
    }

    private static final String MINIMAL = "CREATE TABLE facts (id bigint PRIMARY KEY, subject varchar(200),"
            + " predicate text, value text, valid_from timestamp, valid_to timestamp, superseded_by bigint)";

    @Test
    void minimalSchemaWithVarcharTextAndNaiveTimestampsReadAsUtc() throws Exception {
        String url = database(MINIMAL,
                "INSERT INTO facts VALUES (1, 'alice', 'lives_in', 'Berlin', '2020-01-01 10:00:00.1234567', NULL, NULL)",
                "INSERT INTO facts VALUES (2, 'alice', 'lives_in', 'Paris', '2020-01-02 00:00:00', NULL, NULL)");
        try (JdbcMemoryStore store = JdbcMemoryStore.open(url, true)) {
            assertThat(store.fact(id(1)).orElseThrow()).isEqualTo(Fact.of(id(1), "alice", "lives_in", "Berlin",
                    Instant.parse("2020-01-01T10:00:00.123457Z"), null, null));
            assertThat(store.analyze(Progress.NONE).findings()).singleElement()
                    .satisfies(f -> assertThat(f.kind()).isEqualTo(FindingKind.CONTRADICTION));
            assertThat(store.descriptor().location()).doesNotContain("password").contains("user=memscope");
        }
    }

    /**
     * Streamed reads decode binary timestamps themselves (pgjdbc's decoding was the largest cost of a big
     * analysis): before 2000 and after, to the microsecond, naive and zoned, and the infinities, which are
     * left to the driver, must read as the driver reads them from text.
     */
    @Test
    void timestampsReadInBinaryEqualTheDriversReading() throws Exception {
        String url = database("CREATE TABLE facts (id bigint PRIMARY KEY, subject text, predicate text,"
                        + " value text, valid_from timestamptz, valid_to timestamp, superseded_by bigint)",
                "INSERT INTO facts VALUES (1, 's', 'a', 'v', '1969-07-20 20:17:40.000001+00',"
                        + " '1999-12-31 23:59:59.999999', NULL)",
                "INSERT INTO facts VALUES (2, 's', 'b', 'v', '2000-01-01 00:00:00+00', 'infinity', NULL)",
                "INSERT INTO facts VALUES (3, 's', 'c', 'v', '-infinity', '2038-01-19 03:14:08.5', NULL)",
                "INSERT INTO facts VALUES (4, 's', 'd', 'v', '1500-03-01 12:00:00+00', '1500-02-28 00:00:00', NULL)");
        Map<FactId, Instant[]> driver = new java.util.HashMap<>();
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement();
             java.sql.ResultSet rs = st.executeQuery("SELECT id, valid_from, valid_to FROM facts")) {
            while (rs.next()) { // a plain statement's first run comes back as text
                java.time.OffsetDateTime from = rs.getObject(2, java.time.OffsetDateTime.class);
                java.time.LocalDateTime to = rs.getObject(3, java.time.LocalDateTime.class);
                driver.put(id(rs.getLong(1)), new Instant[] {micros(from.toInstant()),
                        to == null ? null : micros(to.toInstant(java.time.ZoneOffset.UTC))});
            }
        }
        try (JdbcMemoryStore store = JdbcMemoryStore.open(url, true)) {
            List<Fact> facts = store.factsOf("s");
            assertThat(facts).hasSize(4);
            for (Fact f : facts) {
                assertThat(new Instant[] {f.validFrom(), f.validTo()}).as("fact %s", f.id())
                        .containsExactly(driver.get(f.id()));
            }
            assertThat(facts.get(0).validFrom()).isEqualTo(Instant.parse("1969-07-20T20:17:40.000001Z"));
            assertThat(store.fact(id(3)).orElseThrow().validTo()).isEqualTo(Instant.parse("2038-01-19T03:14:08.5Z"));
            assertThat(store.analyze(Progress.NONE).findings()).extracting(x -> x.kind())
                    .containsExactly(FindingKind.ENDS_BEFORE_START);
        }
    }

    /** The store keeps microseconds, PostgreSQL's precision; the driver's infinity has nanoseconds. */
    private static Instant micros(Instant t) {
        return t.truncatedTo(java.time.temporal.ChronoUnit.MICROS);
    }

    @Test
    void upperCaseQuotedNamesAndTextIdsAreFound() throws Exception {
        String url = database("CREATE TABLE \"Facts\" (\"ID\" text PRIMARY KEY, \"Subject\" text, \"PREDICATE\" text,"
                        + " \"Value\" text, \"VALID_FROM\" timestamptz, \"valid_to\" timestamptz, \"SUPERSEDED_BY\" text,"
                        + " \"Confidence\" numeric)",
                "INSERT INTO \"Facts\" VALUES ('u-1', 's', 'p', 'v', '2020-01-01T00:00:00+02', NULL, 'u-9', 0.5)");
        try (JdbcMemoryStore store = JdbcMemoryStore.open(url, true)) {
            Fact f = store.fact(FactId.of("u-1")).orElseThrow();
            assertThat(f.validFrom()).isEqualTo(Instant.parse("2019-12-31T22:00:00Z"));
            assertThat(f.confidence()).isEqualTo(0.5);
            assertThat(store.analyze(Progress.NONE).findings()).extracting(x -> x.kind())
                    .containsExactly(FindingKind.DANGLING_SUPERSEDED_BY, FindingKind.SUPERSEDED_BUT_CURRENT);
        }
    }

    @Test
    void readOnlySessionsRefuseWrites() throws Exception {
        String url = database(MINIMAL);
        try (JdbcMemoryStore store = JdbcMemoryStore.open(url, true)) {
            assertThat(store.summary().facts()).isZero();
        }
        PgUrl parsed = PgUrl.parse(url);
        try (Connection c = PgConnector.connect(parsed, true, new PgEnvironment(Map.of(), home));
             Statement st = c.createStatement()) {
            assertThatThrownBy(() -> st.execute("INSERT INTO facts (id) VALUES (1)"))
                    .hasMessageContaining("read-only transaction");
        }
    }

    @Test
    void anUnreachablePortGivesOneLineWithoutThePassword() {
        String url = "jdbc:postgresql://localhost:1/memory?user=agent&password=topsecret";
        assertThatThrownBy(() -> JdbcMemoryStore.open(url, true))
                .isInstanceOf(StoreException.class)
                .satisfies(e -> assertThat(e.getMessage())
                        .startsWith("jdbc:postgresql://localhost:1/memory?user=agent: cannot connect (server unreachable)")
                        .doesNotContain("topsecret").doesNotContain("\n"));
    }

    @Test
    void aWrongPasswordOrUnknownDatabaseGivesOneLine() throws Exception {
        String url = database(MINIMAL).replace(Postgres.PASSWORD, "wrong-secret");
        assertThatThrownBy(() -> JdbcMemoryStore.open(url, true))
                .satisfies(e -> assertThat(e.getMessage()).contains("cannot connect (authentication failed)")
                        .contains("password authentication failed").doesNotContain("wrong-secret").doesNotContain("\n"));
        String noDb = "jdbc:postgresql://localhost:" + Postgres.port() + "/no_such_db?user=" + Postgres.USER
                + "&password=" + Postgres.PASSWORD;
        assertThatThrownBy(() -> JdbcMemoryStore.open(noDb, true))
                .hasMessageContaining("cannot connect (no such database)").hasMessageContaining("no_such_db");
    }

    @Test
    void aDatabaseWithoutFactsOrWithoutAColumnIsNamed() throws Exception {
        String empty = database();
        assertThatThrownBy(() -> JdbcMemoryStore.open(empty, true))
                .hasMessage(PgUrl.redact(empty) + " has no table facts");
        // valid_to and superseded_by may be missing (SqlOptionalColumnsTest); the value may not
        String noValue = database("CREATE TABLE facts (id bigint, subject text, predicate text,"
                + " valid_from timestamptz, valid_to timestamptz, superseded_by bigint)");
        assertThatThrownBy(() -> JdbcMemoryStore.open(noValue, true))
                .hasMessage(PgUrl.redact(noValue) + " has no column value in table facts");
    }

    /** As on H2 (H2StoreTest), here with text ids: the first in the id column's order is named. */
    @Test
    void factsWithoutASubjectAreNamedWhenTheStoreOpens() throws Exception {
        String url = database("CREATE TABLE facts (id text PRIMARY KEY, subject text, predicate text, value text,"
                        + " valid_from timestamptz, valid_to timestamptz, superseded_by text)",
                "INSERT INTO facts (id, subject, predicate, value) VALUES"
                        + " ('m-1', 'alice', 'p', 'v'), ('m-b', NULL, 'p', 'v'), ('m-a', NULL, 'p', 'w')");
        try (JdbcMemoryStore store = JdbcMemoryStore.open(url, true)) {
            assertThatThrownBy(() -> store.overview(io.memscope.model.Progress.NONE)).hasMessage(PgUrl.redact(url)
                    + ": fact m-a in table facts has no subject");
        }
    }

    @Test
    void aPasswordComesFromPgpasswordOrPgpassWhenTheUrlHasNone() throws Exception {
        String url = PgUrl.redact(database(MINIMAL));
        PgUrl parsed = PgUrl.parse(url);
        PgEnvironment fromEnv = new PgEnvironment(Map.of("PGPASSWORD", Postgres.PASSWORD), home);
        try (JdbcMemoryStore store = JdbcMemoryStore.open(url, true, fromEnv)) {
            assertThat(store.summary().facts()).isZero();
        }
        Files.writeString(home.resolve(".pgpass"), "elsewhere:*:*:*:nope\n" + "localhost:" + parsed.port() + ":"
                + parsed.database() + ":" + Postgres.USER + ":" + Postgres.PASSWORD + "\n");
        try (JdbcMemoryStore store = JdbcMemoryStore.open(url, true, new PgEnvironment(Map.of(), home))) {
            assertThat(store.summary().facts()).isZero();
        }
        Files.writeString(home.resolve(".pgpass"), "*:*:*:*:not-it\n");
        assertThatThrownBy(() -> JdbcMemoryStore.open(url, true, new PgEnvironment(Map.of(), home)))
                .hasMessageContaining("authentication failed");
    }

    @Test
    void theWriterRoundTripsStringIdsAndRefusesAnExistingStore() throws Exception {
        String url = Postgres.freshDatabaseUrl();
        List<Fact> facts = List.of(
                Fact.of(FactId.of("b"), "s", "p", "new", SampleStore.day(2), null, null),
                Fact.of(FactId.of("a"), "s", "p", "old", SampleStore.day(1), SampleStore.day(2), FactId.of("b")));
        try (Connection c = DriverManager.getConnection(url); JdbcStoreWriter w = JdbcStoreWriter.into(c)) {
            for (Fact f : facts) {
                w.fact(f);
            }
            w.commit();
        }
        try (JdbcMemoryStore store = JdbcMemoryStore.open(url, true)) {
            assertThat(store.factsOf("s")).containsExactly(facts.get(1), facts.get(0));
            assertThat(store.analyze(Progress.NONE).isClean()).isTrue();
        }
        try (Connection c = DriverManager.getConnection(url)) {
            assertThatThrownBy(() -> JdbcStoreWriter.into(c)).hasMessageContaining("already has a table facts");
        }
    }
}
