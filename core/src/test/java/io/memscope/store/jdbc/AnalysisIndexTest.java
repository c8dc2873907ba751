package io.memscope.store.jdbc;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Progress;
import io.memscope.testing.Indexes;
import io.memscope.testing.Postgres;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The analysis and the overview read the facts in subject order from one index that holds every column they
 * need but the value. A store written before that index existed has only (subject, predicate, valid_to):
 * it is told the index is missing, answers the same without it, and once the index is created H2 reads it
 * even though the older index still fits the same ORDER BY (H2 would take the first one it finds).
 */
class AnalysisIndexTest {
    @TempDir
    Path dir;

    @Test
    void anOlderStoreIsOfferedTheIndexAndReadsItOnceCreated() throws Exception {
        Path h2 = SampleStore.generatedH2(dir.resolve("older.mv.db"), 3_000, 4);
        AnalysisReport withIndex;
        try (JdbcMemoryStore store = JdbcMemoryStore.openH2File(h2, true)) {
            withIndex = store.analyze(Progress.NONE);
        }
        assertThat(withIndex.findings()).isNotEmpty();
        Path mv = H2Connector.mvFile(h2);
        try (Connection c = H2Connector.connect(mv, false, ""); Statement st = c.createStatement()) {
            st.execute("DROP INDEX \"facts_by_subject_predicate\"");
            st.execute("CREATE INDEX \"facts_subject_predicate_valid_to\" ON \"facts\" (\"subject\", \"predicate\","
                    + " \"valid_to\")");
            c.commit();
        }

        assertThat(Indexes.missing(h2.toString())).singleElement().satisfies(m -> assertThat(m.shown())
                .isEqualTo("facts(subject, predicate, valid_to, valid_from, superseded_by, id, inferred_link)"));
        assertThat(planOfSubjectOrderRead(mv)).doesNotContain(StoreIndexes.ANALYSIS_INDEX);
        try (JdbcMemoryStore store = JdbcMemoryStore.openH2File(h2, true)) {
            assertThat(store.analyze(Progress.NONE)).as("the index changes the speed, never the answer")
                    .isEqualTo(withIndex);
        }

        try (JdbcMemoryStore open = JdbcMemoryStore.openH2File(h2, false)) { // as the window's Create Indexes
            assertThat(open.schema().factsInSubjectOrder("f")).doesNotContain("USE INDEX");
            assertThat(Indexes.create(h2.toString())).hasSize(1);
            assertThat(open.analyze(Progress.NONE)).isEqualTo(withIndex);
            assertThat(open.schema().factsInSubjectOrder("f")).as("the open store's next pass reads the new index")
                    .contains("USE INDEX (\"" + StoreIndexes.ANALYSIS_INDEX + "\")");
        }
        assertThat(Indexes.missing(h2.toString())).isEmpty();
        assertThat(planOfSubjectOrderRead(mv)).contains(StoreIndexes.ANALYSIS_INDEX);
    }

    /**
     * PostgreSQL reads an index's rows about as fast as the index alone (the client bounds the pass), so a
     * store ordered by (subject, predicate, valid_to) is not asked for the longer index; one without any is.
     */
    @Test
    void onPostgresAnIndexInSubjectOrderIsEnough() throws Exception {
        String url = Postgres.databaseWith("sample-stores/every-finding.json");
        assertThat(Indexes.missing(url)).as("memscope writes the analysis index").isEmpty();
        try (Connection c = java.sql.DriverManager.getConnection(url); Statement st = c.createStatement()) {
            st.execute("DROP INDEX \"facts_by_subject_predicate\"");
            st.execute("CREATE INDEX \"older\" ON \"facts\" (\"subject\", \"predicate\", \"valid_to\")");
        }
        assertThat(Indexes.missing(url)).isEmpty();
        try (Connection c = java.sql.DriverManager.getConnection(url); Statement st = c.createStatement()) {
            st.execute("DROP INDEX \"older\"");
        }
        assertThat(Indexes.missing(url)).singleElement().satisfies(m -> assertThat(m.statement())
                .startsWith("CREATE INDEX CONCURRENTLY \"facts_by_subject_predicate\""));

        // built without blocking the agents' writes, outside a transaction, and valid
        assertThat(Indexes.create(url)).hasSize(1);
        assertThat(Indexes.missing(url)).isEmpty();
        try (Connection c = java.sql.DriverManager.getConnection(url); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT i.indisvalid FROM pg_index i JOIN pg_class x ON x.oid ="
                     + " i.indexrelid WHERE x.relname = 'facts_by_subject_predicate'")) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getBoolean(1)).isTrue();
        }
        try (JdbcMemoryStore store = JdbcMemoryStore.open(url, true);
             io.memscope.store.MemoryStore json = io.memscope.store.json.JsonMemoryStore.open(
                     Path.of("sample-stores/every-finding.json"), true)) {
            assertThat(store.analyze(Progress.NONE).findings())
                    .containsExactlyElementsOf(json.analyze(Progress.NONE).findings());
        }
    }

    /** H2's plan for the analysis's read (the columns GroupScan asks for, in its order). */
    private static String planOfSubjectOrderRead(Path mv) throws Exception {
        try (Connection c = H2Connector.connect(mv, true, "")) {
            StoreSchema schema = StoreSchema.discover(c, SqlDialect.H2, mv.toString());
            String columns = String.join(", ", List.of("id", "subject", "predicate", "valid_from", "valid_to",
                    "superseded_by").stream().map(col -> schema.col("f", col)).toList());
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("EXPLAIN SELECT " + columns
                    + " FROM " + schema.factsInSubjectOrder("f") + " ORDER BY " + schema.col("f", "subject") + ", "
                    + schema.col("f", "predicate"))) {
                rs.next();
                return rs.getString(1);
            }
        }
    }
}
