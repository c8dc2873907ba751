package io.memscope.store.jdbc;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Progress;
import io.memscope.store.StoreOverview;
import io.memscope.store.TableMapping;
import io.memscope.store.synthetic.SyntheticStoreGenerator;
import io.memscope.testing.Postgres;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The analysis pushed down to SQL on fields read from JSON, in one pass and split over connections, gives
 * what it gives on the same facts in columns of their own.
 */
class JsonPathPushdownTest {
    private static final TableMapping MAPPING = TableMapping.parse("events",
            "subject=payload.who.name,predicate=payload.what,value=payload.value,valid_from=payload.since");

    @TempDir
    Path dir;

    @Test
    void onSqliteTooTheAnalysisOnJsonKeysEqualsTheAnalysisOnColumns() throws Exception {
        Path file = dir.resolve("events.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file)) {
            try (JdbcStoreWriter writer = JdbcStoreWriter.into(c)) {
                new SyntheticStoreGenerator(2_000, 7).writeTo(writer, Progress.NONE);
                writer.commit();
            }
            c.setAutoCommit(true);
            try (Statement st = c.createStatement()) {
                st.execute("CREATE TABLE events AS SELECT id, valid_to, superseded_by, json_object("
                        + "'who', json_object('name', subject), 'what', predicate, 'value', value,"
                        + " 'since', valid_from) AS payload FROM facts");
            }
        }
        try (JdbcMemoryStore json = JdbcMemoryStore.openSqliteFile(file, true, MAPPING);
             JdbcMemoryStore columns = JdbcMemoryStore.openSqliteFile(file, true, TableMapping.DEFAULT)) {
            AnalysisReport expected = columns.analyzeInOnePass(Progress.NONE, Long.MAX_VALUE);
            assertThat(expected.findings()).isNotEmpty();
            AnalysisReport read = json.analyzeInOnePass(Progress.NONE, Long.MAX_VALUE);
            assertThat(read.summary()).isEqualTo(expected.summary());
            assertThat(read.findings()).containsExactlyElementsOf(expected.findings());
        }
    }
    @Test
    void theAnalysisOnJsonKeysEqualsTheAnalysisOnColumns() throws Exception {
        String url = Postgres.freshDatabaseUrl();
        try (Connection c = DriverManager.getConnection(url)) {
            try (JdbcStoreWriter writer = JdbcStoreWriter.into(c)) {
                new SyntheticStoreGenerator(5_000, 7).writeTo(writer, Progress.NONE);
                writer.commit();
            }
            c.setAutoCommit(true);
            try (Statement st = c.createStatement()) {
                st.execute("CREATE TABLE events AS SELECT id, valid_to, superseded_by, jsonb_build_object("
                        + "'who', jsonb_build_object('name', subject), 'what', predicate, 'value', value,"
                        + " 'since', to_jsonb(valid_from)) AS payload FROM facts");
                st.execute("ANALYZE facts");
                st.execute("ANALYZE events");
            }
        }
        try (JdbcMemoryStore json = JdbcMemoryStore.open(url, true, MAPPING);
             JdbcMemoryStore columns = JdbcMemoryStore.open(url, true)) {
            AnalysisReport expected = columns.analyzeInOnePass(Progress.NONE, Long.MAX_VALUE);
            assertThat(expected.findings()).isNotEmpty();
            AnalysisReport onePass = json.analyzeInOnePass(Progress.NONE, Long.MAX_VALUE);
            assertThat(onePass.summary()).isEqualTo(expected.summary());
            assertThat(onePass.findings()).containsExactlyElementsOf(expected.findings());
            assertThat(json.splitRanges(2, 0)).hasSize(2);
            AnalysisReport inRanges = json.analyzeInOnePass(Progress.NONE, 0);
            assertThat(inRanges.findings()).containsExactlyElementsOf(expected.findings());
            StoreOverview overview = json.overview(Progress.NONE, 0);
            assertThat(overview.subjects()).isEqualTo(columns.overview(Progress.NONE, Long.MAX_VALUE).subjects());
        }
    }
}
