package io.memscope.store.jdbc;

import io.memscope.store.StoreException;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Handles;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.JdbiException;
import org.jdbi.v3.core.argument.Argument;
import org.jdbi.v3.core.mapper.RowMapper;
import org.jdbi.v3.core.result.ResultIterator;
import org.jdbi.v3.core.spi.JdbiPlugin;
import org.jdbi.v3.core.statement.Query;
import org.jdbi.v3.core.statement.SqlStatement;
import org.jdbi.v3.core.statement.StatementContext;
import org.jdbi.v3.core.statement.StatementCustomizer;
import org.jdbi.v3.core.statement.Update;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Runs queries through a Jdbi {@link Handle} on the store's connection with streaming settings, and turns
 * driver errors into one-line {@link StoreException}s that say which store and which step failed.
 * The connection stays its connector's: the handle never closes it, and transactions end as the store
 * says ({@link #endRead}), because memscope's connections keep autocommit off (docs/adr/0018-sql-on-jdbi.md).
 */
final class Sql {
    /** Binds a statement's parameters; Jdbi numbers them from 0. */
    interface Bind {
        void bind(SqlStatement<?> statement) throws StoreException;
    }

    /** Reads one row; a row the store cannot hold is refused with a one-line {@link StoreException}. */
    interface Row<T> {
        T read(ResultSet rs) throws SQLException, StoreException;
    }

    /** Takes the rows of a stream one at a time (it may read again on the same connection). */
    interface Sink<T> {
        void accept(T row) throws StoreException;
    }

    static final Bind NO_PARAMETERS = statement -> {
    };
    /** Rows {@link #streamFew} holds at most before it streams instead. */
    static final int FEW_ROWS = 20_000;

    private final Connection connection;
    private final Handle handle;
    private final SqlDialect dialect;
    private final String location;
    /** Streams in progress on this connection (a sink may read again; see {@link #endRead}). */
    private int openStreams;

    Sql(Connection connection, SqlDialect dialect, String location) {
        this.connection = connection;
        this.handle = handleOn(connection);
        this.dialect = dialect;
        this.location = location;
    }

    /**
     * A handle on {@code connection} that leaves it open when the handle goes (its connector owns it), with
     * Jdbi's {@code <name>} templates off: memscope's SQL is built whole, and {@code a <b> c} is a comparison.
     */
    static Handle handleOn(Connection connection) {
        Jdbi jdbi = Jdbi.create(new org.jdbi.v3.core.ConnectionFactory() {
            @Override
            public Connection openConnection() {
                return connection;
            }

            @Override
            public void closeConnection(Connection toClose) {
                // the store closes its connections itself
            }
        });
        jdbi.setTemplateEngine((template, ctx) -> template);
        jdbi.getConfig(Handles.class).setForceEndTransactions(false);
        return jdbi.open();
    }

    SqlDialect dialect() {
        return dialect;
    }

    /** A parameter bound with {@code setObject}, as the dialect gives it (a time as the column wants it). */
    static Argument object(Object value) {
        return (position, statement, ctx) -> statement.setObject(position, value);
    }

    /** Streams the rows of a query through {@code sink}; {@code what} names the step in messages. */
    <T> void stream(String what, String sql, Bind bind, Row<T> row, Sink<T> sink) throws StoreException {
        openStreams++;
        try {
            streamRows(what, sql, bind, row, sink);
        } finally {
            openStreams--;
        }
    }

    /** Every row of a small answer. */
    <T> List<T> list(String what, String sql, Bind bind, Row<T> row) throws StoreException {
        List<T> rows = new ArrayList<>();
        stream(what, sql, bind, row, rows::add);
        return rows;
    }

    /** The first row, if any (a count, a lookup by key). */
    <T> Optional<T> first(String what, String sql, Bind bind, Row<T> row) throws StoreException {
        List<T> rows = new ArrayList<>(1);
        stream(what, sql, bind, row, r -> {
            if (rows.isEmpty()) {
                rows.add(r);
            }
        });
        return rows.isEmpty() ? Optional.empty() : Optional.ofNullable(rows.get(0));
    }

    /**
     * For a query whose answer is usually small (the candidates of a finding): on PostgreSQL, first runs it
     * whole, capped at {@code FEW_ROWS} + 1 rows by a LIMIT (a row limit on the statement would stop the
     * parallel plan too), because the server plans a query in parallel only when its rows are not fetched in
     * batches (docs/adr/0011-sql-read-paths.md). Past the cap no row is handed on and the query is streamed
     * as any other, so memory stays bounded whatever the store holds.
     */
    <T> void streamFew(String what, String sql, Bind bind, Row<T> row, Sink<T> sink) throws StoreException {
        if (dialect != SqlDialect.POSTGRESQL) {
            stream(what, sql, bind, row, sink);
            return;
        }
        openStreams++;
        try {
            List<T> rows;
            try (Query query = handle.createQuery(sql + " LIMIT " + (FEW_ROWS + 1))) {
                bind.bind(query);
                rows = query.map(mapper(row)).list();
            } catch (JdbiException e) {
                throw failure(what, e);
            } catch (Refused e) {
                throw e.refusal;
            }
            if (rows.size() > FEW_ROWS) {
                rows = null;
                streamRows(what, sql, bind, row, sink);
                return;
            }
            for (T r : rows) {
                sink.accept(r);
            }
        } finally {
            openStreams--;
        }
    }

    private <T> void streamRows(String what, String sql, Bind bind, Row<T> row, Sink<T> sink)
            throws StoreException {
        try (Query query = handle.createQuery(sql)) {
            query.setFetchSize(SqlDialect.FETCH_SIZE);
            query.addCustomizer(streaming);
            bind.bind(query);
            try (ResultIterator<T> rows = query.map(mapper(row)).iterator()) {
                while (rows.hasNext()) {
                    sink.accept(rows.next());
                }
            }
        } catch (JdbiException e) {
            throw failure(what, e);
        } catch (Refused e) {
            throw e.refusal;
        }
    }

    /** The dialect's own streaming settings (PostgreSQL: binary results from the first run). */
    private final StatementCustomizer streaming = new StatementCustomizer() {
        @Override
        public void beforeExecution(PreparedStatement statement, StatementContext ctx) throws SQLException {
            dialect.stream(statement);
        }
    };

    /** A {@link Row} as Jdbi's mapper; a refused row travels out as {@link Refused}, unwrapped above. */
    private static <T> RowMapper<T> mapper(Row<T> row) {
        return (rs, ctx) -> {
            try {
                return row.read(rs);
            } catch (StoreException e) {
                throw new Refused(e);
            }
        };
    }

    /** A row's {@link StoreException} on its way through Jdbi's iterator. */
    private static final class Refused extends RuntimeException {
        private final StoreException refusal;

        Refused(StoreException refusal) {
            super(null, null, false, false);
            this.refusal = refusal;
        }
    }

    /** Runs one statement that changes rows (memscope's own tables, in an edit's transaction). */
    int update(String what, String statement, Bind bind) throws StoreException {
        try (Update update = handle.createUpdate(statement)) {
            bind.bind(update);
            return update.execute();
        } catch (JdbiException e) {
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
        try {
            handle.execute(statement);
        } catch (JdbiException e) {
            throw failure(what, e);
        }
    }

    /** The single number a count query gives. */
    long count(String what, String sql) throws StoreException {
        return first(what, sql, NO_PARAMETERS, rs -> rs.getLong(1)).orElse(0L);
    }

    /**
     * Ends the read transaction so no snapshot or lock outlives the call; nothing is ever written. Not
     * while a stream is open: a consumer of {@code forEachDependency} that looks facts up (an export of
     * the current snapshot does) would otherwise end the transaction under the outer cursor, and
     * PostgreSQL drops the cursor with it ("portal does not exist") once the rows pass the fetch size.
     * On the connection, not {@link Handle#rollback}: Jdbi rolls back only a transaction it began itself.
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

    /** Jdbi's exception names the statement and its bindings; the message keeps the driver's reason only. */
    StoreException failure(String what, JdbiException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLException s) {
                return failure(what, s);
            }
        }
        String message = String.valueOf(e.getMessage()).lines().findFirst().orElse("");
        return new StoreException(location + ": " + what + " failed: " + message, e);
    }
}
