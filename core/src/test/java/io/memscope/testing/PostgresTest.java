package io.memscope.testing;

import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PostgresTest {

    @Test
    void eachCallGivesAnEmptyDatabaseReachableWithTheUrlAlone() throws SQLException {
        String first = Postgres.freshDatabaseUrl();
        String second = Postgres.freshDatabaseUrl();
        assertThat(first).isNotEqualTo(second).contains("user=" + Postgres.USER).contains("password=");
        try (Connection c = DriverManager.getConnection(first)) {
            c.createStatement().execute("CREATE TABLE t (x int)");
        }
        try (Connection c = DriverManager.getConnection(second);
             ResultSet rs = c.createStatement().executeQuery(
                     "SELECT count(*) FROM information_schema.tables WHERE table_name = 't'")) {
            rs.next();
            assertThat(rs.getInt(1)).isZero();
        }
    }

    @Test
    void aWrongPasswordIsRefused() {
        String url = Postgres.freshDatabaseUrl().replace("password=" + Postgres.PASSWORD, "password=wrong");
        assertThatThrownBy(() -> DriverManager.getConnection(url).close())
                .hasMessageContaining("password authentication failed");
    }
}
