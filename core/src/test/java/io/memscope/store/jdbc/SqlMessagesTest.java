package io.memscope.store.jdbc;

import io.memscope.store.StoreException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What the operator reads when a query fails or a row is refused: one line naming the store and the step,
 * the driver's reason and nothing of the statement or its parameters; a refused row's own message as it is.
 */
class SqlMessagesTest {
    @TempDir
    Path dir;

    @Test
    void aFailedQueryIsOneLineNamingStoreAndStep() throws Exception {
        Path h2 = SampleStore.generatedH2(dir.resolve("failing.mv.db"), 100, 1);
        try (Connection c = H2Connector.connect(H2Connector.mvFile(h2), true, "")) {
            Sql sql = new Sql(c, SqlDialect.H2, "the-store");
            assertThatThrownBy(() -> sql.list("reading the secret column", "SELECT secret_column FROM \"facts\" WHERE id = ?",
                    q -> q.bind(0, "hunter2"), rs -> rs.getString(1)))
                    .isInstanceOf(StoreException.class)
                    .hasMessageStartingWith("the-store: reading the secret column failed: ")
                    .hasMessageContaining("SECRET_COLUMN")
                    .hasMessageNotContaining("hunter2")
                    .hasMessageNotContaining("arguments:")
                    .satisfies(e -> assertThat(e.getMessage().lines()).hasSize(1));
            sql.endRead();

            assertThat(sql.count("counting", "SELECT count(*) FROM \"facts\"")).as("the connection reads on").isPositive();
        }
    }

    @Test
    void aRefusedRowArrivesAsItsOwnMessageAndTheConnectionReadsOn() throws Exception {
        Path h2 = SampleStore.generatedH2(dir.resolve("refused.mv.db"), 100, 1);
        try (Connection c = H2Connector.connect(H2Connector.mvFile(h2), true, "")) {
            Sql sql = new Sql(c, SqlDialect.H2, "the-store");
            assertThatThrownBy(() -> sql.list("reading facts", "SELECT \"id\" FROM \"facts\"", Sql.NO_PARAMETERS, rs -> {
                throw new StoreException("the-store: fact " + rs.getLong(1) + " has no subject");
            })).isExactlyInstanceOf(StoreException.class).hasMessageMatching("the-store: fact \\d+ has no subject");
            List<Long> ids = sql.list("reading ids", "SELECT \"id\" FROM \"facts\" ORDER BY \"id\"", Sql.NO_PARAMETERS,
                    rs -> rs.getLong(1));
            assertThat(ids).hasSize((int) sql.count("counting", "SELECT count(*) FROM \"facts\"")).isNotEmpty();
        }
    }
}
