package io.memscope.store.jdbc;

import io.memscope.model.Progress;
import io.memscope.store.StoreException;
import io.memscope.store.StoreKind;
import io.memscope.store.TableSample;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * The tables of a SQL store and a sample of one, for mapping a table memscope does not know: a JDBC URL or
 * an H2 or SQLite file, connected read-only for the one question and closed again. Nothing is written,
 * not even memscope's own tables.
 */
public final class SqlTables {
    private SqlTables() {
    }

    /** The tables an operator may choose from, by name. */
    public static List<String> tables(String location) throws StoreException {
        Opened opened = connect(location);
        try {
            return new TableSampler(opened.connection, SqlDialect.of(opened.connection), opened.shown).tables();
        } catch (SQLException e) {
            throw new StoreException(opened.shown + ": cannot list the tables: " + SqlErrors.reason(e), e);
        } finally {
            PgConnector.closeQuietly(opened.connection);
        }
    }

    /** The columns of {@code table} and the keys of its JSON columns in its first rows. */
    public static TableSample sample(String location, String table, Progress progress) throws StoreException {
        Opened opened = connect(location);
        try {
            return new TableSampler(opened.connection, SqlDialect.of(opened.connection), opened.shown)
                    .sample(table, progress);
        } catch (SQLException e) {
            throw new StoreException(opened.shown + ": cannot read table " + table + ": " + SqlErrors.reason(e), e);
        } finally {
            PgConnector.closeQuietly(opened.connection);
        }
    }

    private record Opened(Connection connection, String shown) {
    }

    private static Opened connect(String location) throws StoreException {
        StoreKind kind = StoreKind.of(location);
        if (location.regionMatches(true, 0, "jdbc:", 0, 5)) {
            if (kind == null || kind == StoreKind.NEO4J) {
                throw new StoreException(io.memscope.store.Redaction.shown(location)
                        + ": unsupported JDBC URL (memscope reads jdbc:h2:, jdbc:postgresql: and jdbc:sqlite:)");
            }
            return new Opened(JdbcStores.connect(location, true, PgEnvironment.system()),
                    JdbcStores.location(location));
        }
        Path file = Path.of(location);
        if (!java.nio.file.Files.isRegularFile(file)) {
            throw new StoreException(location + ": no such file");
        }
        if (kind == StoreKind.H2) {
            Path mv = H2Connector.mvFile(file);
            return new Opened(H2Connector.connect(mv, true, ""), mv.toString());
        }
        if (SqliteConnector.isSqliteFile(file)) {
            return new Opened(SqliteConnector.connect(file, true), file.toString());
        }
        throw new StoreException(location + ": not a SQL store (an H2 or SQLite file, or a JDBC URL): it has no"
                + " tables to map");
    }
}
