package io.memscope.store.jdbc;

import io.memscope.store.EditWork;
import io.memscope.store.StoreException;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * Runs edits of a relational store: memscope's own tables are created first if missing (the first write
 * to a store, never a read), then the work runs on a session whose fact reads lock their rows; commit when
 * it returns, roll back when anything goes wrong, so an action and its audit entry are stored together.
 */
final class JdbcEdits {
    private final Connection connection;
    private final SqlDialect dialect;
    private final Sql sql;
    private final String location;
    private boolean createdTables;

    JdbcEdits(Connection connection, SqlDialect dialect, Sql sql, String location) {
        this.connection = connection;
        this.dialect = dialect;
        this.sql = sql;
        this.location = location;
    }

    <T> T run(JdbcMemoryStore.Parts parts, EditWork<T> work) throws StoreException {
        createdTables = false;
        try {
            createdTables = MemscopeTables.ensure(connection, dialect);
            MemscopeTables tables = findTables();
            T result = work.run(new JdbcEditSession(parts, records(tables, parts.schema().ids()), tables));
            connection.commit();
            return result;
        } catch (SQLException e) {
            rollbackQuietly();
            throw sql.failure("editing", e);
        } catch (StoreException | RuntimeException | Error e) {
            rollbackQuietly();
            throw e;
        }
    }

    /** Whether the last {@link #run} created memscope's tables, so the store must read its schema again. */
    boolean createdTables() {
        return createdTables;
    }

    /**
     * Flags and audit log as committed, read on {@code on} (a connection other than the edits' one may read
     * them); empty when memscope never wrote to the store.
     */
    OwnRecords records(Connection connection, Sql on, IdCodec ids) throws StoreException {
        return new OwnRecords(connection, dialect, on, ids, location, findTables(connection, on));
    }

    private OwnRecords records(MemscopeTables tables, IdCodec ids) {
        return new OwnRecords(connection, dialect, sql, ids, location, tables);
    }

    private MemscopeTables findTables() throws StoreException {
        return findTables(connection, sql);
    }

    private MemscopeTables findTables(Connection connection, Sql sql) throws StoreException {
        try {
            return MemscopeTables.find(connection, dialect);
        } catch (SQLException e) {
            throw sql.failure("looking for memscope's tables", e);
        }
    }

    private void rollbackQuietly() {
        try {
            connection.rollback();
        } catch (SQLException ignored) {
            // the original failure is what the operator needs to see
        }
    }
}
