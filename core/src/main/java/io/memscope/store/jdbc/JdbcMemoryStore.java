package io.memscope.store.jdbc;

import io.memscope.model.AuditEntry;
import io.memscope.model.Progress;
import io.memscope.model.RecheckFlag;
import io.memscope.store.EditWork;
import io.memscope.store.MemoryStore;
import io.memscope.store.MissingIndex;
import io.memscope.store.StoreDescriptor;
import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;
import io.memscope.store.StoreSource;
import io.memscope.store.TableMapping;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/**
 * A memory store in an H2 file, a SQLite file or a PostgreSQL database. The analysis streams the table once
 * in index order ({@link GroupScan}), holding one (subject, predicate) group at a time, so a store of
 * millions of facts is checked without loading its table. Opened by {@link JdbcStores}; its queries are
 * {@link FactQueries}, run through {@link Sql}. One connection, used by one call at a time; every call
 * ends its read transaction; the reads an operator waits on have a connection of their own
 * ({@link InteractiveReads}). The reads of the facts are {@link JdbcStoreReads}'; this class adds opening a
 * store, memscope's own records and the edits that write them, and the store's upkeep (indexes, integrity,
 * changes made by other programs).
 */
public final class JdbcMemoryStore extends JdbcStoreReads implements MemoryStore, StoreSource.Described {
    /** Where the facts are read from, kept so the schema read again after an edit reads the same table. */
    private final TableMapping mapping;
    private final JdbcEdits edits;
    private final ExternalChanges changes;

    JdbcMemoryStore(Connection connection, SqlDialect dialect, StoreDescriptor descriptor, TableMapping mapping,
                    StoreSchema schema, SubjectRanges.Connections moreConnections) {
        super(connection, dialect, descriptor, schema, moreConnections);
        this.mapping = mapping;
        this.changes = new ExternalChanges(descriptor.location());
        this.edits = new JdbcEdits(connection, dialect, sql, descriptor.location());
    }

    /** What an edit session works with. */
    record Parts(JdbcMemoryStore store, Connection connection, SqlDialect dialect, StoreSchema schema,
                 FactReader reader, Sql sql, String location) {
    }

    /** Opens {@code jdbc:postgresql://…}, {@code jdbc:sqlite:…} or {@code jdbc:h2:[file:]path}; never creates one. */
    public static JdbcMemoryStore open(String jdbcUrl, boolean readOnly) throws StoreException {
        return open(jdbcUrl, readOnly, TableMapping.DEFAULT);
    }

    /** As {@link #open(String, boolean)}, reading the table and columns {@code mapping} names ({@code --table}/{@code --map}). */
    public static JdbcMemoryStore open(String jdbcUrl, boolean readOnly, TableMapping mapping) throws StoreException {
        return JdbcStores.open(jdbcUrl, readOnly, PgEnvironment.system(), mapping);
    }

    static JdbcMemoryStore open(String jdbcUrl, boolean readOnly, PgEnvironment env) throws StoreException {
        return JdbcStores.open(jdbcUrl, readOnly, env, TableMapping.DEFAULT);
    }

    /**
     * Connects read-only, samples {@code table} (its columns and the keys of its JSON columns) and proposes its
     * mapping ({@link io.memscope.store.MappingProposal#proposed}), the one the window's connect dialog shows.
     */
    public static TableMapping proposeMapping(String jdbcUrl, String table) throws StoreException {
        return JdbcStores.proposeMapping(jdbcUrl, table);
    }

    /** A {@code jdbc:sqlite:} URL read as {@code format}, or a PostgreSQL URL with {@code --format mem0} ({@link KnownTables}). */
    public static JdbcMemoryStore open(String url, boolean readOnly, StoreFormat format, TableMapping mapping)
            throws StoreException {
        return JdbcStores.open(url, readOnly, format, mapping);
    }

    /** Whether a file is a SQLite database by its header, whatever its name. */
    public static boolean isSqliteFile(Path file) {
        return SqliteConnector.isSqliteFile(file);
    }

    /** The message for a file whose name says SQLite and whose header does not. */
    public static String notSqlite(Path file) {
        return SqliteConnector.notSqlite(file);
    }

    /** An existing SQLite file in memscope's shape (or as {@code mapping} names); never created. One connection only. */
    public static JdbcMemoryStore openSqliteFile(Path file, boolean readOnly, TableMapping mapping) throws StoreException {
        return SqliteStores.open(file, readOnly, null, mapping);
    }

    /** As above, reading Mem0's {@code history.db} as Mem0's when {@code format} or the file says so ({@link SqliteStores}). */
    public static JdbcMemoryStore openSqliteFile(Path file, boolean readOnly, StoreFormat format, TableMapping mapping)
            throws StoreException {
        return SqliteStores.open(file, readOnly, format, mapping);
    }

    /** Opens an existing H2 file ({@code name.mv.db}); a missing or foreign file is refused, never created. */
    public static JdbcMemoryStore openH2File(Path mvDbFile, boolean readOnly) throws StoreException {
        return openH2File(mvDbFile, readOnly, TableMapping.DEFAULT);
    }

    public static JdbcMemoryStore openH2File(Path mvDbFile, boolean readOnly, TableMapping mapping) throws StoreException {
        return JdbcStores.openH2(H2Connector.mvFile(mvDbFile), readOnly, "", mapping);
    }

    /** What is wrong with an H2 store's file as H2's storage layer reads it, before memscope opens it; empty for others. */
    public static List<String> fileProblems(String location) throws StoreException {
        return JdbcStores.fileProblems(location);
    }

    /** Flags and the audit log are read on the interactive connection: they see what edits have committed. */
    @Override
    public List<RecheckFlag> flags() throws StoreException {
        return interactive.run((on, c) -> edits.records(c, on, queries().schema().ids()).flags());
    }

    @Override
    public List<AuditEntry> auditLog() throws StoreException {
        return interactive.run((on, c) -> edits.records(c, on, queries().schema().ids()).auditLog());
    }

    @Override
    public synchronized List<String> verifyIntegrity(Progress progress) throws StoreException {
        try {
            return H2Integrity.scanProblems(connection, dialect, progress);
        } catch (SQLException e) {
            throw sql.failure("checking every table", e);
        }
    }

    @Override
    public synchronized List<MissingIndex> createMissingIndexes() throws StoreException {
        requireWritable();
        List<MissingIndex> created = StoreIndexes.create(connection, dialect, descriptor.location());
        if (!created.isEmpty()) {
            rediscover(); // the subject-order read names the new index from now on
        }
        return created;
    }

    /** Rows and closed rows on the interactive connection (asked every few seconds); SQLite files by their times. */
    @Override
    public Optional<String> externalChange() throws StoreException {
        if (dialect == SqlDialect.H2) {
            return Optional.empty(); // an open H2 file is locked against every other writer
        }
        // Mem0's history is read into a temporary table, not counted: the file's times tell
        return changes.since(dialect == SqlDialect.SQLITE ? SqliteConnector.stamp(Path.of(descriptor.location()))
                : interactive.run((on, c) -> queries().rowCounts(on)), dialect == SqlDialect.SQLITE);
    }

    @Override
    public synchronized <T> T edit(EditWork<T> work) throws StoreException {
        requireWritable();
        FactQueries q = queries();
        Parts parts = new Parts(this, connection, dialect, q.schema(), q.reader(), sql, descriptor.location());
        try {
            return edits.run(parts, work);
        } finally {
            changes.forget(); // memscope's own change: counted again on the next look
            if (edits.createdTables()) {
                rediscover();
            }
        }
    }

    private void requireWritable() throws StoreException {
        if (descriptor.readOnly()) {
            throw new StoreException(descriptor.location() + ": opened read-only; memscope changes nothing in it");
        }
    }

    /** The schema read again, so the predicates table created by the first edit is read from now on. */
    private void rediscover() throws StoreException {
        try {
            readFrom(StoreSchema.discover(connection, dialect, descriptor.location(), mapping));
            connection.rollback();
        } catch (SQLException e) {
            throw sql.failure("reading the schema again", e);
        }
    }

    @Override
    public synchronized void close() throws StoreException {
        interactive.close();
        try {
            connection.close();
        } catch (SQLException e) {
            throw new StoreException(descriptor.location() + ": closing failed: " + SqlErrors.reason(e), e);
        }
    }
}
