package io.memscope.store.jdbc;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Progress;
import io.memscope.model.StoreSummary;
import io.memscope.store.MemoryStore;
import io.memscope.store.OpenRequest;
import io.memscope.store.StoreException;
import io.memscope.store.StoreKind;
import io.memscope.store.StoreSource;
import io.memscope.store.TableMapping;
import io.memscope.store.open.StoreOpener;
import io.memscope.testing.Postgres;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Fields read from inside a JSON column with dotted {@code --map} sources, on PostgreSQL (jsonb) and SQLite. */
class JsonPathMappingTest {
    @TempDir
    Path dir;

    private static final TableMapping MAPPING = TableMapping.parse("events",
            "subject=payload.user.id,predicate=payload.kind,value=payload.data,valid_from=payload.created_at,"
                    + "valid_to=payload.ended_at");

    /** A table of JSON events as another tool wrote it: one row's payload lacks the end time and the data. */
    private String events(StoreKind kind) throws Exception {
        String json = kind == StoreKind.SQLITE ? "TEXT" : "jsonb";
        String location = kind == StoreKind.SQLITE ? dir.resolve("events.db").toString() : Postgres.freshDatabaseUrl();
        String url = kind == StoreKind.SQLITE ? "jdbc:sqlite:" + location : location;
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE events (id text PRIMARY KEY, payload " + json + ", \"payload.kind\" text)");
            st.execute("INSERT INTO events VALUES ('e1', '{\"user\": {\"id\": \"ana\"}, \"kind\": \"ignored\","
                    + " \"data\": \"lives in Berlin\", \"created_at\": \"2024-07-25T21:32:40.123456-07:00\","
                    + " \"ended_at\": \"2024-08-01T00:00:00Z\"}', 'lives_in')");
            st.execute("INSERT INTO events VALUES ('e2', '{\"user\": {\"id\": \"ana\"}, \"data\": \"lives in Paris\","
                    + " \"created_at\": \"2024-08-01T00:00:00+00:00\"}', 'lives_in')");
            st.execute("INSERT INTO events VALUES ('e3', '{\"user\": {\"id\": \"bo\"},"
                    + " \"created_at\": \"2024-08-02T10:00:00Z\"}', 'likes')");
        }
        return location;
    }

    private static MemoryStore open(String location, TableMapping mapping) throws StoreException {
        return StoreOpener.open(new OpenRequest(location, false, null, mapping), Progress.NONE);
    }

    @ParameterizedTest
    @EnumSource(value = StoreKind.class, names = {"SQLITE", "POSTGRESQL"})
    void dottedSourcesWalkIntoTheJsonAndAColumnOfThatNameWins(StoreKind kind) throws Exception {
        try (MemoryStore store = open(events(kind), MAPPING)) {
            assertThat(store.descriptor().readOnly()).as("no column to write a JSON key back to").isTrue();
            AnalysisReport report = store.analyze(Progress.NONE);
            assertThat(report.summary()).isEqualTo(new StoreSummary(3, 2, 2, 0, 1));
            Fact berlin = store.fact(FactId.of("e1")).orElseThrow();
            assertThat(berlin.subject()).isEqualTo("ana");
            assertThat(berlin.predicate()).as("the column named payload.kind, not the key").isEqualTo("lives_in");
            assertThat(berlin.value()).isEqualTo("lives in Berlin");
            assertThat(berlin.validFrom()).isEqualTo(Instant.parse("2024-07-26T04:32:40.123456Z"));
            assertThat(berlin.validTo()).isEqualTo(Instant.parse("2024-08-01T00:00:00Z"));
            Fact likes = store.fact(FactId.of("e3")).orElseThrow();
            assertThat(likes.value()).as("a missing key is NULL").isNull();
            assertThat(likes.validTo()).isNull();
            List<String> current = new ArrayList<>();
            store.forEachCurrentFact(f -> current.add(f.id().toString()), Progress.NONE);
            assertThat(current).containsExactlyInAnyOrder("e2", "e3");
            assertThat(store.factsAsOf("ana", "lives_in", Instant.parse("2024-07-30T00:00:00Z")))
                    .extracting(Fact::value).containsExactly("lives in Berlin");
            assertThat(store.subjects(Progress.NONE)).extracting(s -> s.subject()).containsExactly("ana", "bo");
            assertThat(StoreSource.of(store).mapping()).containsEntry("table", "events")
                    .containsEntry("subject", "payload.user.id").containsEntry("value", "payload.data")
                    .containsEntry("valid_from", "payload.created_at").containsEntry("predicate", "payload.kind");
        }
    }

    @ParameterizedTest
    @EnumSource(value = StoreKind.class, names = {"SQLITE", "POSTGRESQL"})
    void alternativesTakeTheFirstSourceThatIsNotNull(StoreKind kind) throws Exception {
        TableMapping mapping = TableMapping.parse("events",
                "subject=payload.user.id,predicate=payload.kind,value=payload.data|payload,valid_from=payload.created_at");
        try (MemoryStore store = open(events(kind), mapping)) {
            assertThat(store.fact(FactId.of("e1")).orElseThrow().value()).isEqualTo("lives in Berlin");
            assertThat(store.fact(FactId.of("e3")).orElseThrow().value()).as("the whole payload")
                    .contains("\"bo\"");
        }
    }

    @Test
    void aMissingJsonColumnIsNamed() throws Exception {
        String location = events(StoreKind.SQLITE);
        assertThatThrownBy(() -> open(location, TableMapping.parse("events", "subject=body.user_id")))
                .isInstanceOf(StoreException.class)
                .hasMessage(location + " has no column body (mapped to subject) in table events");
        assertThatThrownBy(() -> open(location, TableMapping.parse("events", "subject=payload..id")))
                .isInstanceOf(StoreException.class)
                .hasMessage(location + ": --map subject=payload..id: an empty key in payload..id");
    }

    @Test
    void h2RefusesADottedSourceInOneLine() throws Exception {
        String url = "jdbc:h2:file:" + dir.resolve("events").toAbsolutePath();
        try (Connection c = DriverManager.getConnection(url, "sa", ""); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE events (id VARCHAR PRIMARY KEY, payload JSON)");
        }
        String location = dir.resolve("events.mv.db").toString();
        assertThatThrownBy(() -> open(location, TableMapping.parse("events", "subject=payload.user_id")))
                .isInstanceOf(StoreException.class)
                .hasMessage(location + ": --map subject=payload.user_id: H2 has no JSON path operator; map the"
                        + " field to a column of its own");
    }
}
