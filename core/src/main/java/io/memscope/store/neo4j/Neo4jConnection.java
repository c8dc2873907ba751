package io.memscope.store.neo4j;

import io.memscope.store.StoreException;
import org.neo4j.driver.AccessMode;
import org.neo4j.driver.AuthToken;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.Config;
import org.neo4j.driver.Driver;
import org.neo4j.driver.GraphDatabase;
import org.neo4j.driver.Logging;
import org.neo4j.driver.Record;
import org.neo4j.driver.Result;
import org.neo4j.driver.Session;
import org.neo4j.driver.SessionConfig;
import org.neo4j.driver.exceptions.AuthenticationException;
import org.neo4j.driver.exceptions.FatalDiscoveryException;
import org.neo4j.driver.exceptions.Neo4jException;
import org.neo4j.driver.exceptions.SecurityException;
import org.neo4j.driver.exceptions.ServiceUnavailableException;

import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * One driver for one Neo4j location, read in read-mode sessions; every failure of the driver becomes a
 * {@link StoreException} of one line that names the URL (without its password) and what went wrong, as
 * the SQL stores' messages do.
 */
final class Neo4jConnection implements AutoCloseable {
    /** Records the server sends at a time: a stream of edges is read in batches, never held whole. */
    static final int FETCH_SIZE = 2000;

    private final Neo4jUrl url;
    private final Driver driver;

    private Neo4jConnection(Neo4jUrl url, Driver driver) {
        this.url = url;
        this.driver = driver;
    }

    static Neo4jConnection open(Neo4jUrl url) throws StoreException {
        AuthToken auth = url.user() == null ? AuthTokens.none()
                : AuthTokens.basic(url.user(), url.password() == null ? "" : url.password());
        // the driver logs every failed attempt to stderr; memscope says what went wrong in one line itself
        Config config = Config.builder().withLogging(Logging.none())
                .withConnectionTimeout(15, TimeUnit.SECONDS).withFetchSize(FETCH_SIZE).build();
        Driver driver;
        try {
            driver = GraphDatabase.driver(url.server(), auth, config);
        } catch (IllegalArgumentException | Neo4jException e) {
            throw new StoreException(url.shown() + ": " + e.getMessage(), e);
        }
        Neo4jConnection connection = new Neo4jConnection(url, driver);
        try {
            driver.verifyConnectivity();
            connection.run("RETURN 1", Map.of(), r -> { });
        } catch (RuntimeException e) {
            connection.close();
            throw connection.failure(e);
        } catch (StoreException e) {
            connection.close();
            throw e;
        }
        return connection;
    }

    Neo4jUrl url() {
        return url;
    }

    /** Receives the records of a query one at a time, in the order the query gives them. */
    @FunctionalInterface
    interface Rows {
        void accept(Record record) throws StoreException;
    }

    /** Runs a read query and streams its records to {@code rows}. */
    void run(String cypher, Map<String, Object> parameters, Rows rows) throws StoreException {
        SessionConfig.Builder builder = SessionConfig.builder().withDefaultAccessMode(AccessMode.READ)
                .withFetchSize(FETCH_SIZE);
        if (url.database() != null) {
            builder.withDatabase(url.database());
        }
        SessionConfig config = builder.build();
        try (Session session = driver.session(config)) {
            Result result = session.run(cypher, parameters);
            while (result.hasNext()) {
                rows.accept(result.next());
            }
        } catch (RuntimeException e) {
            throw failure(e);
        }
    }

    /** What the operator is told about a failure of the driver. */
    StoreException failure(RuntimeException e) {
        String what;
        if (e instanceof ServiceUnavailableException) {
            what = "cannot reach the Neo4j server (" + firstLine(e) + ")";
        } else if (e instanceof AuthenticationException) {
            what = "the Neo4j server refused the user name or password (give them in the URL, as"
                    + " neo4j://user:password@host or ?user=...&password=..., or in NEO4J_USERNAME and NEO4J_PASSWORD)";
        } else if (e instanceof FatalDiscoveryException) {
            what = "no such database on the server"
                    + (url.database() == null ? "" : " (\"" + url.database() + "\")") + ": " + firstLine(e);
        } else if (e instanceof SecurityException) {
            what = "a secure connection failed: " + firstLine(e);
        } else if (e instanceof Neo4jException || e instanceof IllegalArgumentException) {
            what = firstLine(e);
        } else {
            throw e;
        }
        return new StoreException(url.shown() + ": " + what, e);
    }

    private static String firstLine(Throwable e) {
        String m = String.valueOf(e.getMessage()).strip();
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }

    @Override
    public void close() {
        driver.close();
    }
}
