package io.memscope.store.jdbc;

import io.memscope.store.StoreDescriptor;
import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;
import io.memscope.store.StoreKind;
import io.memscope.store.StoreSource;
import io.memscope.store.TableMapping;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;

/**
 * Which store a SQLite file holds: memscope's facts table (or the mapped one), or Mem0's history. Decided
 * from the tables, as a JSON file's format is decided from its fields: a file with {@code facts} is read
 * as facts whatever else it has, one without but with Mem0's {@code history} table is Mem0's, and
 * {@code --format} overrides the decision.
 */
final class SqliteStores {
    private SqliteStores() {
    }

    static JdbcMemoryStore open(Path file, boolean readOnly, StoreFormat format, TableMapping mapping)
            throws StoreException {
        if (format != null && format != StoreFormat.MEMSCOPE && format != StoreFormat.MEM0) {
            throw new StoreException(file + ": --format " + format.jsonName() + " applies to JSON files; a SQLite"
                    + " file is read as memscope's facts table or as Mem0's history.db (--format mem0)");
        }
        if (format == StoreFormat.MEM0 && !mapping.isDefault()) {
            throw new StoreException(file + ": Mem0's history is read as Mem0 writes it; --table and --map do"
                    + " not apply");
        }
        boolean mem0 = format == StoreFormat.MEM0;
        Connection c = SqliteConnector.connect(file, readOnly || mem0);
        try {
            if (!mem0 && format == null && mapping.isDefault()
                    && new Catalog(c, SqlDialect.SQLITE).table(TableMapping.DEFAULT.table()).isEmpty()) {
                mem0 = Mem0HistoryRows.isPresent(c);
                if (mem0 && !readOnly) {
                    PgConnector.closeQuietly(c); // a foreign store: read-only whatever was asked
                    c = SqliteConnector.connect(file, true);
                }
            }
            if (!mem0) {
                JdbcMemoryStore store = JdbcStores.inspect(c, SqlDialect.SQLITE,
                        new StoreDescriptor(StoreKind.SQLITE, file.toString(), readOnly), mapping, null);
                if (store.descriptor().readOnly() && !readOnly) {
                    // a table memscope only reads (another system's, or JSON keys): no write lock on the file
                    store.close();
                    c = SqliteConnector.connect(file, true);
                    return JdbcStores.inspect(c, SqlDialect.SQLITE,
                            new StoreDescriptor(StoreKind.SQLITE, file.toString(), true), mapping, null);
                }
                return store;
            }
            StoreSource source = Mem0History.load(c, file.toString(), lastChanged(file));
            JdbcMemoryStore store = JdbcStores.inspect(c, SqlDialect.SQLITE,
                    new StoreDescriptor(StoreKind.SQLITE, file.toString(), true), Mem0History.MAPPING, null);
            store.describeAs(source);
            return store;
        } catch (SQLException e) {
            PgConnector.closeQuietly(c);
            throw new StoreException(file + ": cannot read the tables: " + SqlErrors.reason(e), e);
        } catch (StoreException | RuntimeException e) {
            PgConnector.closeQuietly(c);
            throw e;
        }
    }

    private static Instant lastChanged(Path file) throws StoreException {
        try {
            return Files.getLastModifiedTime(file).toInstant();
        } catch (IOException e) {
            throw new StoreException(file + ": cannot be read: " + e.getMessage(), e);
        }
    }
}
