package io.memscope.store.jdbc;

import io.memscope.store.StoreException;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Runs queries on the store's connection with streaming settings, and turns driver errors into
 * one-line {@link StoreException}s that say which store and which step failed.
 */
final class Sql {
    interface Binder {
        void bind(PreparedStatement ps) throws SQLException;
    }

    interface RowHandler {
        void row(ResultSet rs) throws SQLException, StoreException;
    }

    static final Binder NO_PARAMETERS = ps -> {
    };
    /** Rows {@link #streamFew} holds at most before it streams instead. */
    static final int FEW_ROWS = 20_000;

    private final Connection connection;
    private final SqlDialect dialect;
    private final String location;
    /** Streams in progress on this connection (a row handler may read again; see {@link #endRead}). */
    private int openStreams;

    Sql(Connection connection, SqlDialect dialect, String location) {
        this.connection = connection;
        this.dialect = dialect;
        this.location = location;
    }

    SqlDialect dialect() {
        return dialect;
    }

    /** Streams the rows of a query through {@code handler}; {@code what} names the step in messages. */
    void stream(String what, String sql, Binder binder, RowHandler handler) throws StoreException {
        openStreams++;
        try {
            streamRows(what, sql, binder, handler);
        } finally {
            openStreams--;
        }
    }

    /**
     * For a query whose answer is usually small (the candidates of a finding): on PostgreSQL, first runs it
     * whole, capped at {@code FEW_ROWS} + 1 rows, because the server plans a query in parallel only when
     * its rows are not fetched in batches (docs/adr/0011-sql-read-paths.md). Past the cap the rows are not
     * handled and the query is streamed as any other, so memory stays bounded whatever the store holds.
     */
    void streamFew(String what, String sql, Binder binder, RowHandler handler) throws StoreException {
        if (dialect != SqlDialect.POSTGRESQL) {
            stream(what, sql, binder, handler);
            return;
        }
        openStreams++;
        try (PreparedStatement ps = connection.prepareStatement(sql + " LIMIT " + (FEW_ROWS + 1),
                ResultSet.TYPE_SCROLL_INSENSITIVE, ResultSet.CONCUR_READ_ONLY)) {
            binder.bind(ps);
            try (ResultSet rs = ps.executeQuery()) {
                if (rs.last() && rs.getRow() > FEW_ROWS) {
                    rs.close();
                    streamRows(what, sql, binder, handler);
                    return;
                }
                rs.beforeFirst();
                while (rs.next()) {
                    handler.row(rs);
                }
            }
        } catch (SQLException e) {
            throw failure(what, e);
        } finally {
            openStreams--;
        }
    }

    private void streamRows(String what, String sql, Binder binder, RowHandler handler) throws StoreException {
        try (PreparedStatement ps = connection.prepareStatement(sql, ResultSet.TYPE_FORWARD_ONLY,
                ResultSet.CONCUR_READ_ONLY)) {
            dialect.stream(ps);
            binder.bind(ps);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    handler.row(rs);
                }
            }
        } catch (SQLException e) {
            throw failure(what, e);
        }
    }

    /** Work that {@link #withGroupingMemory} runs. */
    interface Reading {
        void run() throws StoreException;
    }

    /**
     * PostgreSQL's default work_mem makes a GROUP BY with a group per subject spill to disk; only the
     * per-subject groupings get more, because with it the planner picks slower joins for the self-joins
     * (docs/adr/0006-postgresql-work-mem-for-grouping.md).
     */
    static final String GROUPING_WORK_MEM = "64MB";

    /**
     * Runs {@code reading} (the queries of one per-subject GROUP BY) with {@link #GROUPING_WORK_MEM} on
     * PostgreSQL, for this transaction only ({@code SET LOCAL}); elsewhere as it is.
     */
    void withGroupingMemory(String what, Reading reading) throws StoreException {
        if (dialect != SqlDialect.POSTGRESQL) {
            reading.run();
            return;
        }
        execute(what, "SET LOCAL work_mem = '" + GROUPING_WORK_MEM + "'");
        boolean done = false;
        try {
            reading.run();
            done = true;
        } finally {
            if (done) {
                execute(what, "SET LOCAL work_mem TO DEFAULT");
            }
            // after a failure the transaction is aborted, and its end (endRead) drops the setting anyway
        }
    }

    private void execute(String what, String statement) throws StoreException {
        try (java.sql.Statement st = connection.createStatement()) {
            st.execute(statement);
        } catch (SQLException e) {
            throw failure(what, e);
        }
    }

    /** The single number a count query gives. */
    long count(String what, String sql) throws StoreException {
        long[] result = new long[1];
        stream(what, sql, NO_PARAMETERS, rs -> result[0] = rs.getLong(1));
        return result[0];
    }

    /**
     * Ends the read transaction so no snapshot or lock outlives the call; nothing is ever written. Not
     * while a stream is open: a consumer of {@code forEachDependency} that looks facts up (an export of
     * the current snapshot does) would otherwise end the transaction under the outer cursor, and
     * PostgreSQL drops the cursor with it ("portal does not exist") once the rows pass the fetch size.
     */
    void endRead() throws StoreException {
        if (openStreams > 0) {
            return;
        }
        try {
            connection.rollback();
        } catch (SQLException e) {
            throw failure("ending the read", e);
        }
    }

    StoreException failure(String what, SQLException e) {
        return new StoreException(location + ": " + what + " failed: " + SqlErrors.reason(e), e);
    }
}
