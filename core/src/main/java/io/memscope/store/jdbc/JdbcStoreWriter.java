package io.memscope.store.jdbc;

import io.memscope.model.Cardinality;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.store.StoreException;
import io.memscope.store.StoreWriter;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a new relational store, inserting in batches of 5 000. Into a database connection it is one
 * transaction, committed by {@link #commit()}. For an H2 file everything goes to a hidden temporary file
 * beside the destination (batches committed there as they go), renamed onto the destination by
 * {@link #commit()}, so a half-written store never appears under the destination's name.
 *
 * <p>The id column type is decided by the first id written (fact or dependency): a numeric id makes
 * {@code id}, {@code superseded_by} and the dependency columns {@code BIGINT}, a string id makes them
 * text. A later id of the other kind is refused, since reading it back would change its type.
 */
public final class JdbcStoreWriter implements StoreWriter {
    private static final int BATCH = 5_000;

    private final Connection connection;
    private final SqlDialect dialect;
    private final String location;
    private final Path temporaryBase;
    private final Path destination;
    private final Map<String, Cardinality> predicates = new LinkedHashMap<>();
    /** Facts whose end has no time (a Mem0 history's), marked in a column added at the commit only for them. */
    private final List<FactId> unknownEnds = new ArrayList<>();
    private IdCodec ids;
    private PreparedStatement insertFact;
    private PreparedStatement insertDependency;
    private int pendingFacts;
    private int pendingDependencies;
    private boolean finished;

    private JdbcStoreWriter(Connection connection, SqlDialect dialect, String location, Path temporaryBase,
                            Path destination) {
        this.connection = connection;
        this.dialect = dialect;
        this.location = location;
        this.temporaryBase = temporaryBase;
        this.destination = destination;
    }

    /** A new H2 store at {@code mvDbFile} (a name ending in {@code .mv.db}), which must not exist yet. */
    public static JdbcStoreWriter createH2(Path mvDbFile) throws StoreException {
        String location = mvDbFile.toString();
        if (!mvDbFile.getFileName().toString().endsWith(H2Connector.SUFFIX)) {
            throw new StoreException(location + ": an H2 store file name must end in " + H2Connector.SUFFIX);
        }
        if (Files.exists(mvDbFile)) {
            throw new StoreException(location + ": already exists; memscope does not overwrite stores");
        }
        Path dir = mvDbFile.toAbsolutePath().getParent();
        if (!Files.isDirectory(dir)) {
            throw new StoreException(location + ": no such directory " + dir);
        }
        io.memscope.store.TempFiles.removeLeftovers(mvDbFile);
        Path base = io.memscope.store.TempFiles.beside(mvDbFile, ""); // H2 appends .mv.db to it
        try {
            // H2 appends .mv.db to the base name itself.
            H2Settings.apply();
            Connection c = DriverManager.getConnection("jdbc:h2:file:" + base + ";TRACE_LEVEL_FILE=0", "sa", "");
            JdbcStoreWriter writer = new JdbcStoreWriter(c, SqlDialect.H2, location, base, mvDbFile);
            writer.start();
            return writer;
        } catch (SQLException e) {
            deleteTemporary(base);
            throw new StoreException(location + ": cannot create: " + SqlErrors.reason(e), e);
        }
    }

    /** Creates the store's tables in the database of {@code c} (which must not have {@code facts}). */
    public static JdbcStoreWriter into(Connection c) throws StoreException {
        String location;
        try {
            location = PgUrl.redact(c.getMetaData().getURL());
            SqlDialect dialect = SqlDialect.of(c);
            if (new Catalog(c, dialect).table("facts").isPresent()) {
                throw new StoreException(location + ": already has a table facts; memscope does not overwrite stores");
            }
            JdbcStoreWriter writer = new JdbcStoreWriter(c, dialect, location, null, null);
            writer.start();
            return writer;
        } catch (SQLException e) {
            throw new StoreException("cannot create a store: " + SqlErrors.reason(e), e);
        }
    }

    private void start() throws SQLException {
        connection.setAutoCommit(false);
        try (Statement st = connection.createStatement()) {
            st.execute(StoreDdl.predicatesTable(dialect));
        }
    }

    @Override
    public void predicate(String predicate, Cardinality cardinality) throws StoreException {
        predicates.put(predicate, cardinality);
    }

    @Override
    public void fact(Fact fact) throws StoreException {
        codecFor(fact.id());
        if (fact.supersededBy() != null) {
            codecFor(fact.supersededBy());
        }
        try {
            PreparedStatement ps = insertFact;
            ids.bind(ps, 1, fact.id());
            ps.setString(2, fact.subject());
            ps.setString(3, fact.predicate());
            ps.setString(4, fact.value());
            ps.setObject(5, timestamp(fact.validFrom()));
            ps.setObject(6, timestamp(fact.validTo()));
            if (fact.supersededBy() == null) {
                ps.setObject(7, null);
            } else {
                ids.bind(ps, 7, fact.supersededBy());
            }
            ps.setObject(8, timestamp(fact.recordedAt()));
            ps.setString(9, fact.source());
            ps.setString(10, fact.agent());
            ps.setObject(11, fact.confidence());
            ps.setString(12, fact.metadata().isEmpty() ? null : MetadataJson.write(fact.metadata()));
            ps.setObject(13, fact.inferredLink() ? Boolean.TRUE : null);
            ps.addBatch();
            if (fact.unknownEnd()) {
                unknownEnds.add(fact.id());
            }
            if (++pendingFacts == BATCH) {
                flushFacts();
            }
        } catch (SQLException e) {
            throw failure("writing fact " + fact.id(), e);
        }
    }

    @Override
    public void dependency(Dependency dependency) throws StoreException {
        codecFor(dependency.factId());
        codecFor(dependency.dependsOn());
        try {
            ids.bind(insertDependency, 1, dependency.factId());
            ids.bind(insertDependency, 2, dependency.dependsOn());
            insertDependency.addBatch();
            if (++pendingDependencies == BATCH) {
                flushDependencies();
            }
        } catch (SQLException e) {
            throw failure("writing a dependency of " + dependency.factId(), e);
        }
    }

    @Override
    public void commit() throws StoreException {
        if (finished) {
            throw new StoreException(location + ": the store was already committed or discarded");
        }
        try {
            if (ids == null) {
                createFactTables(IdCodec.NUMERIC);
            }
            flushFacts();
            flushDependencies();
            markUnknownEnds();
            try (PreparedStatement ps = connection.prepareStatement(StoreDdl.insertPredicate(dialect))) {
                for (Map.Entry<String, Cardinality> e : predicates.entrySet()) {
                    ps.setString(1, e.getKey());
                    ps.setString(2, e.getValue().jsonName());
                    ps.addBatch();
                }
                ps.executeBatch();
            }
            try (Statement st = connection.createStatement()) {
                for (String ddl : StoreDdl.indexes(dialect)) {
                    st.execute(ddl);
                }
            }
            connection.commit();
            finished = true;
            if (destination != null) {
                connection.close(); // H2 finishes the file when its last connection closes
                publish();
            }
        } catch (SQLException e) {
            throw failure("committing", e);
        }
    }

    private void markUnknownEnds() throws SQLException {
        if (unknownEnds.isEmpty()) {
            return;
        }
        try (Statement st = connection.createStatement()) {
            st.execute(StoreDdl.unknownEndColumn(dialect));
        }
        try (PreparedStatement ps = connection.prepareStatement(StoreDdl.markUnknownEnd(dialect))) {
            for (FactId id : unknownEnds) {
                ids.bind(ps, 1, id);
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    private void publish() throws StoreException {
        Path written = Path.of(temporaryBase + H2Connector.SUFFIX);
        try {
            if (Files.exists(destination)) {
                throw new StoreException(location + ": appeared while writing; the new store is left in " + written);
            }
            Files.move(written, destination, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new StoreException(location + ": cannot move the finished store into place: " + e.getMessage(), e);
        }
    }

    /** Without a commit, discards everything: the transaction, and for H2 the temporary file. */
    @Override
    public void close() throws StoreException {
        if (finished && destination != null) {
            return;
        }
        try {
            if (!finished) {
                connection.rollback();
            }
            if (destination != null) {
                connection.close();
            }
        } catch (SQLException e) {
            throw failure("discarding", e);
        } finally {
            finished = true;
            if (temporaryBase != null) {
                deleteTemporary(temporaryBase);
            }
        }
    }

    private void codecFor(FactId id) throws StoreException {
        if (ids == null) {
            try {
                createFactTables(id.isNumeric() ? IdCodec.NUMERIC : IdCodec.TEXT);
            } catch (SQLException e) {
                throw failure("creating the tables", e);
            }
        } else if (!ids.canBind(id)) {
            throw new StoreException(location + ": fact id " + id + " is " + (id.isNumeric() ? "a number" : "text")
                    + " but the store's ids are " + (ids == IdCodec.NUMERIC ? "numbers" : "text")
                    + " (decided by the first id written)");
        }
    }

    private void createFactTables(IdCodec codec) throws SQLException {
        String idType = codec == IdCodec.NUMERIC ? "BIGINT" : dialect.textType();
        try (Statement st = connection.createStatement()) {
            for (String ddl : StoreDdl.factTables(dialect, idType)) {
                st.execute(ddl);
            }
        }
        ids = codec;
        insertFact = connection.prepareStatement(StoreDdl.insertFact(dialect));
        insertDependency = connection.prepareStatement(StoreDdl.insertDependency(dialect));
    }

    private void flushFacts() throws SQLException {
        if (pendingFacts > 0) {
            insertFact.executeBatch();
            pendingFacts = 0;
            commitBatchOfTemporaryFile();
        }
    }

    /**
     * An H2 temporary file is invisible until the rename, which is what makes the write atomic; committing
     * its batches keeps H2 from carrying one huge transaction (several times slower at a million rows).
     */
    private void commitBatchOfTemporaryFile() throws SQLException {
        if (temporaryBase != null) {
            connection.commit();
        }
    }

    private void flushDependencies() throws SQLException {
        if (pendingDependencies > 0) {
            insertDependency.executeBatch();
            pendingDependencies = 0;
        }
    }

    private Object timestamp(Instant t) {
        return dialect.timestampValue(t, true);
    }

    private StoreException failure(String what, SQLException e) {
        SQLException cause = e.getNextException() != null ? e.getNextException() : e;
        return new StoreException(location + ": " + what + " failed: " + SqlErrors.reason(cause), e);
    }

    private static void deleteTemporary(Path base) {
        for (String suffix : new String[] {H2Connector.SUFFIX, ".trace.db", ".lock.db", ".mv.db.tempFile"}) {
            try {
                Files.deleteIfExists(Path.of(base + suffix));
            } catch (IOException ignored) {
                // best effort: a leftover hidden temporary file is harmless and named after the store
            }
        }
    }
}
