package io.memscope.store.jdbc;

import io.memscope.testing.Postgres;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.DriverManager;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A small answer is read whole (so PostgreSQL may plan it in parallel); a large one must still reach the
 * handler exactly once per row, streamed, however far it is past the cap.
 */
class SqlStreamFewTest {

    @Test
    void everyRowReachesTheHandlerOnceBelowAndAboveTheCap() throws Exception {
        try (Connection c = DriverManager.getConnection(Postgres.freshDatabaseUrl())) {
            SqlDialect.POSTGRESQL.prepareSession(c, true);
            Sql sql = new Sql(c, SqlDialect.POSTGRESQL, "test");
            for (int n : new int[]{0, 7, Sql.FEW_ROWS, Sql.FEW_ROWS + 1, 3 * Sql.FEW_ROWS}) {
                long[] seen = new long[2];
                sql.streamFew("counting", "SELECT g FROM generate_series(1, ?) g ORDER BY g", q -> q.bind(0, n),
                        rs -> rs.getLong(1), g -> {
                            seen[0]++;
                            seen[1] += g;
                        });
                assertThat(seen[0]).as("rows of " + n).isEqualTo(n);
                assertThat(seen[1]).as("sum of " + n).isEqualTo((long) n * (n + 1) / 2);
                sql.endRead();
            }
        }
    }
}
