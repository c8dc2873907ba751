package io.memscope.store.jdbc;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.ValueKind;
import io.memscope.store.StoreKind;
import io.memscope.store.TableMapping;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Whether a SQL store holds a source that reads as a sentence: every row of a small table is asked, a big
 * one's lowest ids only, by the primary key, in each SQL dialect.
 */
class SourceSentencesTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(value = StoreKind.class, names = {"H2", "SQLITE", "POSTGRESQL"})
    void aSmallTableIsAskedWholeABigOneItsLowestIds(StoreKind kind) throws Exception {
        try (JdbcMemoryStore store = withSources(kind, 30)) {
            assertThat(store.hasSourceSentences()).as("30 facts: every row asked").isTrue();
            assertThat(store.hasSourceSentences(10, 5)).as("only ids 1 to 5 asked").isFalse();
            assertThat(store.hasSourceSentences(10, 30)).as("ids 1 to 30 asked").isTrue();
        }
    }

    /** Facts 1 to {@code n}: a label as the source of each but the last, what the user said as the last's. */
    private JdbcMemoryStore withSources(StoreKind kind, int n) throws Exception {
        if (kind == StoreKind.H2) {
            Path file = dir.resolve("sources.mv.db");
            try (JdbcStoreWriter w = JdbcStoreWriter.createH2(file)) {
                write(w, n);
            }
            return JdbcMemoryStore.openH2File(file, true);
        }
        String url = kind == StoreKind.SQLITE ? "jdbc:sqlite:" + dir.resolve("sources.db")
                : io.memscope.testing.Postgres.freshDatabaseUrl();
        try (Connection c = DriverManager.getConnection(url); JdbcStoreWriter w = JdbcStoreWriter.into(c)) {
            write(w, n);
        }
        return kind == StoreKind.SQLITE
                ? JdbcMemoryStore.openSqliteFile(dir.resolve("sources.db"), true, TableMapping.DEFAULT)
                : JdbcMemoryStore.open(url, true);
    }

    private static void write(JdbcStoreWriter w, int n) throws Exception {
        Instant t = Instant.parse("2024-01-01T00:00:00Z");
        for (int i = 1; i <= n; i++) {
            String source = i == n ? "User: we moved to Ferndale last month" : "conversation " + i;
            w.fact(new Fact(FactId.of(i), "user:" + i, "lives_in", "City " + i, ValueKind.TEXT, t, null, null, null,
                    source, null, null));
        }
        w.commit();
    }
}
