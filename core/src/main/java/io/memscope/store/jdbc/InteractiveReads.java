package io.memscope.store.jdbc;

import io.memscope.store.StoreException;

import java.sql.Connection;

/**
 * The reads an operator waits on (a subject's facts, one fact, flags) go through a second connection of
 * their own, under a lock of their own rather than the store's, so they are not queued behind an analysis
 * or an overview that holds the store for seconds (tens of seconds at ten million facts).
 */
final class InteractiveReads {
    /** A read on the interactive connection ({@code connection} for the catalogue, {@code on} for queries). */
    interface Read<T> {
        T read(Sql on, Connection connection) throws StoreException;
    }

    private final Object lock = new Object();
    private final SubjectRanges.Connections more;
    private final SqlDialect dialect;
    private final String location;
    /** The store itself, locked when the reads must share its connection. */
    private final Object store;
    private final Sql storeSql;
    private final Connection storeConnection;
    private Connection connection;
    private Sql sql;
    /** No second connection could be opened: interactive reads share the store's. */
    private boolean unavailable;
    private boolean closed;

    InteractiveReads(SubjectRanges.Connections more, SqlDialect dialect, String location, Object store,
                     Sql storeSql, Connection storeConnection) {
        this.more = more;
        this.dialect = dialect;
        this.location = location;
        this.store = store;
        this.storeSql = storeSql;
        this.storeConnection = storeConnection;
    }

    /**
     * Runs {@code read} on the interactive connection (opened on first use), ending its transaction after;
     * on the store's own connection where no second one can be had.
     */
    <T> T run(Read<T> read) throws StoreException {
        synchronized (lock) {
            if (closed) {
                throw new StoreException(location + ": the store is closed");
            }
            if (sql == null && !unavailable) {
                try {
                    connection = more == null ? null : more.open();
                } catch (StoreException e) {
                    connection = null; // e.g. the server's connection limit: share the store's instead
                }
                unavailable = connection == null;
                if (connection != null) {
                    sql = new Sql(connection, dialect, location);
                }
            }
            if (sql != null) {
                try {
                    return read.read(sql, connection);
                } finally {
                    sql.endRead();
                }
            }
        }
        synchronized (store) {
            try {
                return read.read(storeSql, storeConnection);
            } finally {
                storeSql.endRead();
            }
        }
    }

    /** Closes the second connection, if one was opened; later reads are refused. */
    void close() {
        synchronized (lock) {
            closed = true;
            if (connection != null) {
                PgConnector.closeQuietly(connection);
                connection = null;
                sql = null;
            }
        }
    }
}
