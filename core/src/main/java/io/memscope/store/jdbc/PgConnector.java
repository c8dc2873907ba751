package io.memscope.store.jdbc;

import io.memscope.store.StoreException;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Properties;

/**
 * Connects to PostgreSQL the way psql users expect: a password in the URL wins, else {@code PGPASSWORD},
 * else the matching line of {@code ~/.pgpass}. Any failure becomes one line naming the URL (without
 * password) and the reason.
 */
final class PgConnector {
    private static final String TIMEOUT_SECONDS = "10";

    private PgConnector() {
    }

    static Connection connect(PgUrl url, boolean readOnly, PgEnvironment env) throws StoreException {
        Properties props = new Properties();
        // Without these an unreachable host can hang the operator for minutes.
        props.setProperty("connectTimeout", TIMEOUT_SECONDS);
        props.setProperty("loginTimeout", TIMEOUT_SECONDS);
        if (url.parameter("password") == null) {
            String user = userOf(url, env);
            props.setProperty("user", user);
            String password = env.variable("PGPASSWORD");
            if (password == null) {
                password = PgPassFile.read(env.passFile())
                        .passwordFor(url.host(), url.port(), url.database(), user).orElse(null);
            }
            if (password != null) {
                props.setProperty("password", password);
            }
        }
        Connection c = null;
        try {
            c = DriverManager.getConnection(url.url(), props);
            SqlDialect.POSTGRESQL.prepareSession(c, readOnly);
            return c;
        } catch (SQLException e) {
            closeQuietly(c);
            String message = url.redacted() + ": cannot connect (" + kindOf(e) + "): " + SqlErrors.reason(e);
            if (SqlErrors.hasState(e, "28") || String.valueOf(e.getMessage()).contains("password-based authentication")) {
                throw new io.memscope.store.CredentialsException(message, e);
            }
            throw new StoreException(message, e);
        }
    }

    private static String userOf(PgUrl url, PgEnvironment env) {
        String user = url.parameter("user");
        if (user == null) {
            user = env.variable("PGUSER");
        }
        return user != null ? user : System.getProperty("user.name");
    }

    private static String kindOf(SQLException e) {
        if (SqlErrors.hasState(e, "28")) {
            return "authentication failed";
        }
        if (SqlErrors.hasState(e, "3D")) {
            return "no such database";
        }
        if (SqlErrors.hasState(e, "08")) {
            return "server unreachable";
        }
        return "error " + e.getSQLState();
    }

    static void closeQuietly(Connection c) {
        if (c != null) {
            try {
                c.close();
            } catch (SQLException ignored) {
                // the connection is being abandoned after another error, which is the one worth reporting
            }
        }
    }
}
