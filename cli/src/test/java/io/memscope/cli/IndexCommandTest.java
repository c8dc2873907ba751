package io.memscope.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;

import static org.assertj.core.api.Assertions.assertThat;

/** A store written elsewhere may lack the indexes the analysis uses; index lists them and creates them. */
class IndexCommandTest {
    @TempDir
    Path dir;

    @Test
    void listsAMissingIndexAndCreatesItOnRequest() throws Exception {
        Path store = dir.resolve("s.mv.db");
        assertThat(CliRun.of("generate", "--facts", "200", "--to", store.toString()).exitCode()).isZero();
        assertThat(CliRun.of("index", store.toString()).out()).contains("every index the analysis uses is there");
        String base = store.toString().replace(".mv.db", "");
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + base, "sa", "");
             Statement st = c.createStatement()) {
            st.execute("DROP INDEX \"facts_by_subject_predicate\"");
        }

        CliRun missing = CliRun.of("index", store.toString());
        assertThat(missing.exitCode()).isZero();
        assertThat(missing.out()).contains("missing: CREATE INDEX \"facts_by_subject_predicate\"")
                .doesNotContain("facts_superseded_by");

        CliRun created = CliRun.of("index", store.toString(), "--create");
        assertThat(created.exitCode()).as(created.err()).isZero();
        assertThat(created.out()).contains("created: CREATE INDEX \"facts_by_subject_predicate\"");
        assertThat(CliRun.of("index", store.toString()).out()).contains("every index the analysis uses is there");
        assertThat(CliRun.of("check", store.toString()).exitCode()).isEqualTo(MemscopeCli.FINDINGS);
    }
}
