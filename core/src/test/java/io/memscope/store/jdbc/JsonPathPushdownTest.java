package io.memscope.store.jdbc;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Progress;
import io.memscope.store.StoreOverview;
import io.memscope.store.TableMapping;
import io.memscope.store.synthetic.SyntheticStoreGenerator;
import io.memscope.testing.Postgres;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The analysis pushed down to SQL on fields read from JSON, in one pass and split over connections, gives
 * what it gives on the same facts in columns of their own.
 */
class JsonPathPushdownTest {
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
        TableMapping mapping = TableMapping.parse("events",
                "subject=payload.who.name,predicate=payload.what,value=payload.value,valid_from=payload.since");
        try (JdbcMemoryStore json = JdbcMemoryStore.open(url, true, mapping);
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
