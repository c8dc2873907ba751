package io.memscope.store.jdbc;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.FindingKind;
import io.memscope.model.Progress;
import io.memscope.model.StoreSummary;
import io.memscope.review.ActionRunner;
import io.memscope.review.Flag;
import io.memscope.review.ResolveContradiction;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;
import io.memscope.store.StoreKind;
import io.memscope.store.TableMapping;
import io.memscope.store.open.StoreOpener;
import io.memscope.testing.Postgres;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A memory table that only ever adds rows: no valid_to, no superseded_by, uuid (or text) ids. Every fact is
 * current, nothing is linked, and the ids are opaque keys.
 */
class SqlOptionalColumnsTest {
    private static final String BERLIN = "0f8e2c3a-1b4d-4e6f-8a9b-0c1d2e3f4a5b";
    private static final String PARIS = "7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d";
    private static final String JAZZ = "c1d2e3f4-a5b6-4c7d-8e9f-a0b1c2d3e4f5";

    @TempDir
    Path dir;

    /** The location of a new store of {@code kind} with table {@code memories}, as another tool made it. */
    private String memories(StoreKind kind) throws Exception {
        String idType = switch (kind) {
            case SQLITE -> "TEXT";
            default -> "UUID";
        };
        String ts = kind == StoreKind.SQLITE ? "TEXT" : "TIMESTAMP WITH TIME ZONE";
        String location;
        String url;
        switch (kind) {
            case H2 -> {
                location = dir.resolve("memories.mv.db").toString();
                url = "jdbc:h2:file:" + dir.resolve("memories").toAbsolutePath();
            }
            case SQLITE -> {
                location = dir.resolve("memories.db").toString();
                url = "jdbc:sqlite:" + location;
            }
            default -> {
                location = Postgres.freshDatabaseUrl();
                url = location;
            }
        }
        String time = kind == StoreKind.SQLITE ? "'%s'" : "TIMESTAMP WITH TIME ZONE '%s'";
        try (Connection c = kind == StoreKind.H2 ? DriverManager.getConnection(url, "sa", "")
                : DriverManager.getConnection(url); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE memories (uuid " + idType + " PRIMARY KEY, entity TEXT NOT NULL,"
                    + " relation TEXT NOT NULL, object TEXT, valid_at " + ts + ", note TEXT)");
            st.execute("INSERT INTO memories VALUES ('" + BERLIN + "', 'user:ana', 'lives_in', 'Berlin', "
                    + time.formatted("2024-01-01 10:00:00+00:00") + ", 'from chat 3')");
            st.execute("INSERT INTO memories VALUES ('" + PARIS + "', 'user:ana', 'lives_in', 'Paris', "
                    + time.formatted("2024-03-01 10:00:00+00:00") + ", NULL)");
            st.execute("INSERT INTO memories VALUES ('" + JAZZ + "', 'user:ana', 'likes', 'jazz', "
                    + time.formatted("2024-02-01 10:00:00+00:00") + ", NULL)");
        }
        return location;
    }

    private static final TableMapping MAPPING = TableMapping.parse("memories",
            "id=uuid,subject=entity,predicate=relation,value=object,valid_from=valid_at");

    private static MemoryStore open(String location, boolean readOnly) throws StoreException {
        return StoreOpener.open(new io.memscope.store.OpenRequest(location, readOnly, null, MAPPING), Progress.NONE);
    }

    @ParameterizedTest
    @EnumSource(value = StoreKind.class, names = {"H2", "SQLITE", "POSTGRESQL"})
    void withoutValidToEveryFactIsCurrentAndWithoutSupersededByNothingIsLinked(StoreKind kind) throws Exception {
        String location = memories(kind);
        try (MemoryStore store = open(location, true)) {
            AnalysisReport report = store.analyze(Progress.NONE);
            assertThat(report.summary()).isEqualTo(new StoreSummary(3, 1, 3, 0, 0));
            assertThat(report.findings()).singleElement().satisfies(f -> {
                assertThat(f.kind()).isEqualTo(FindingKind.CONTRADICTION);
                assertThat(f.factIds()).containsExactly(FactId.of(BERLIN), FactId.of(PARIS));
            });
            Fact berlin = store.fact(FactId.of(BERLIN)).orElseThrow();
            assertThat(berlin.validTo()).isNull();
            assertThat(berlin.supersededBy()).isNull();
            assertThat(berlin.validFrom()).isEqualTo(Instant.parse("2024-01-01T10:00:00Z"));
            assertThat(berlin.metadata().values()).as("H2 spells it NOTE").containsExactly("from chat 3");
            assertThat(store.fact(FactId.of("not-a-uuid"))).isEmpty();
            assertThat(store.fact(FactId.of(42))).isEmpty();
            assertThat(store.factsAsOf("user:ana", "lives_in", Instant.parse("2024-02-01T00:00:00Z")))
                    .extracting(Fact::value).containsExactly("Berlin");
            assertThat(store.subjects(Progress.NONE)).singleElement()
                    .satisfies(s -> assertThat(s.lastChange()).isEqualTo(Instant.parse("2024-03-01T10:00:00Z")));
            assertThat(store.dependenciesOf(FactId.of(BERLIN))).isEmpty();
            long[] current = {0};
            store.forEachCurrentFact(f -> current[0]++, Progress.NONE);
            assertThat(current[0]).isEqualTo(3);
        }
    }

    @ParameterizedTest
    @EnumSource(value = StoreKind.class, names = {"H2", "SQLITE", "POSTGRESQL"})
    void aFlagIsRecordedButAnActionNeedingAMissingColumnIsRefusedAndNothingWritten(StoreKind kind) throws Exception {
        String location = memories(kind);
        try (MemoryStore store = open(location, false)) {
            ActionRunner runner = new ActionRunner(store, "olga", Clock.fixed(Instant.parse("2024-06-01T00:00:00Z"),
                    ZoneOffset.UTC));
            runner.run(new Flag(FactId.of(JAZZ), "ask again"));
            assertThat(store.flags()).singleElement().satisfies(f -> assertThat(f.factId()).isEqualTo(FactId.of(JAZZ)));
            Fact berlin = store.fact(FactId.of(BERLIN)).orElseThrow();
            Fact paris = store.fact(FactId.of(PARIS)).orElseThrow();
            assertThatThrownBy(() -> runner.run(new ResolveContradiction(paris, List.of(berlin, paris), "moved")))
                    .isInstanceOf(StoreException.class)
                    .hasMessageContaining("has no column valid_to, so fact " + BERLIN + " cannot be changed there;"
                            + " nothing was changed");
            assertThat(store.auditLog()).hasSize(1);
            assertThat(store.fact(FactId.of(BERLIN))).contains(berlin);
        }
    }
}
