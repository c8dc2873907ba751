package io.memscope.store.jdbc;

import io.memscope.model.AnalysisReport;
import io.memscope.model.AuditEntry;
import io.memscope.model.Cardinality;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.PredicateCardinalities;
import io.memscope.model.Progress;
import io.memscope.model.RecheckFlag;
import io.memscope.model.StoreSummary;
import io.memscope.model.SubjectSummary;
import io.memscope.store.EditWork;
import io.memscope.store.MemoryStore;
import io.memscope.store.MissingIndex;
import io.memscope.store.StoreDescriptor;
import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;
import io.memscope.store.StoreOverview;
import io.memscope.store.StoreSource;
import io.memscope.store.TableMapping;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A memory store in an H2 file, a SQLite file or a PostgreSQL database. The analysis streams the table once
 * in index order ({@link GroupScan}), holding one (subject, predicate) group at a time, so a store of
 * millions of facts is checked without loading its table. Opened by {@link JdbcStores}; its queries are
 * {@link FactQueries}, run through {@link Sql}. One connection, used by one call at a time; every call
 * ends its read transaction; the reads an operator waits on have a connection of their own
 * ({@link InteractiveReads}).
 */
public final class JdbcMemoryStore implements MemoryStore, StoreSource.Described {
    private final Connection connection;
    private final SqlDialect dialect;
    private final StoreDescriptor descriptor;
    /** Where the facts are read from, kept so the schema read again after an edit reads the same table. */
    private final TableMapping mapping;
    private final Sql sql;
    private final JdbcEdits edits;
    /** More read connections to the same database: parts of a pass read at once, and interactive reads. */
    private final SubjectRanges.Connections moreConnections;
    private final StorePasses passes;
    private final InteractiveReads interactive;
    private final ExternalChanges changes;
    /** Made again after an edit created memscope's own tables (read by interactive reads too). */
    private volatile FactQueries queries;
    /** How a foreign store (Mem0's history.db) was read, shown instead of the temporary table it became. */
    private volatile StoreSource foreignSource;
    /** Cardinalities a known table's system implies, beneath those of a memscope_predicates table. */
    private volatile Map<String, Cardinality> impliedCardinalities = Map.of();

    JdbcMemoryStore(Connection connection, SqlDialect dialect, StoreDescriptor descriptor, TableMapping mapping,
                    StoreSchema schema, SubjectRanges.Connections moreConnections) {
        this.connection = connection;
        this.mapping = mapping;
        this.moreConnections = moreConnections;
        this.dialect = dialect;
        this.descriptor = descriptor;
        this.changes = new ExternalChanges(descriptor.location());
        this.queries = new FactQueries(schema, dialect, descriptor.location());
        this.sql = new Sql(connection, dialect, descriptor.location());
        this.edits = new JdbcEdits(connection, dialect, sql, descriptor.location());
        this.passes = new StorePasses(sql, connection, dialect, moreConnections, descriptor.location());
        this.interactive = new InteractiveReads(moreConnections, dialect, descriptor.location(), this, sql,
                connection);
    }

    /** What an edit session works with. */
    record Parts(JdbcMemoryStore store, Connection connection, SqlDialect dialect, StoreSchema schema,
                 FactReader reader, Sql sql, String location) {
    }

    /** Says how a foreign store was read, in place of the temporary table memscope read it into. */
    void describeAs(StoreSource source) {
        foreignSource = source;
    }

    /** A known table ({@link KnownTables}): how it was read, and the cardinalities its system implies. */
    void readAs(StoreSource source, Map<String, Cardinality> cardinalities) {
        foreignSource = source;
        impliedCardinalities = Map.copyOf(cardinalities);
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

    @Override
    public StoreDescriptor descriptor() {
        return descriptor;
    }

    /** Always memscope's format; the mapping names the table and columns, and inferred links are counted. */
    @Override
    public synchronized StoreSource source() {
        if (foreignSource != null) {
            return foreignSource;
        }
        FactQueries q = queries;
        long inferred;
        try {
            inferred = passes.ended(() -> q.inferredLinks(sql));
        } catch (StoreException e) {
            inferred = 0; // only shown beside the report; the report itself does not depend on it
        }
        return new StoreSource(StoreFormat.MEMSCOPE, q.schema().describeMapping(), inferred);
    }

    @Override
    public synchronized StoreSummary summary() throws StoreException {
        return passes.ended(() -> queries.countAll(sql));
    }

    @Override
    public synchronized long estimatedFactCount() throws StoreException {
        return passes.ended(() -> queries.estimatedRows(sql));
    }

    @Override
    public AnalysisReport analyze(Progress progress) throws StoreException {
        return analyze(progress, found -> { });
    }

    /** Per-group findings are handed to {@code early} as the pass goes; the link findings come with the report. */
    @Override
    public synchronized AnalysisReport analyze(Progress progress, Consumer<List<Finding>> early) throws StoreException {
        return analyzeInOnePass(progress, SubjectRanges.MIN_FACTS_TO_SPLIT, early);
    }

    /** As {@link #analyze}, the pass split over cores from {@code minFactsToSplit} facts (tests use 0). */
    synchronized AnalysisReport analyzeInOnePass(Progress progress, long minFactsToSplit) throws StoreException {
        return analyzeInOnePass(progress, minFactsToSplit, found -> { });
    }

    synchronized AnalysisReport analyzeInOnePass(Progress progress, long minFactsToSplit, Consumer<List<Finding>> early)
            throws StoreException {
        return passes.analyze(queries, impliedCardinalities, progress, minFactsToSplit, early);
    }

    /** The schema as read at open, for tests in this package. */
    StoreSchema schema() {
        return queries.schema();
    }

    /** The subject ranges a pass would read in parallel. */
    synchronized List<SubjectRanges.Range> splitRanges(int parts, long minFactsToSplit) throws StoreException {
        return passes.splitRanges(queries, parts, minFactsToSplit);
    }

    @Override
    public synchronized PredicateCardinalities cardinalities() throws StoreException {
        return passes.ended(() -> queries.cardinalities(sql, impliedCardinalities));
    }

    /** The subjects with their fact counts, as {@link #overview} reads them, sorted in Java (not by collation). */
    @Override
    public synchronized List<SubjectSummary> subjects(Progress progress) throws StoreException {
        return overview(progress).subjects();
    }

    /** Subjects, counts and how the store was read in one pass, equal to {@link #subjects}, {@link #summary}, {@link #source}. */
    @Override
    public synchronized StoreOverview overview(Progress progress) throws StoreException {
        return overview(progress, SubjectRanges.MIN_FACTS_TO_SPLIT);
    }

    /** As {@link #overview(Progress)}, read in parallel ranges from {@code minFactsToSplit} facts (tests use 0). */
    synchronized StoreOverview overview(Progress progress, long minFactsToSplit) throws StoreException {
        return passes.overview(queries, foreignSource, progress, minFactsToSplit);
    }

    /** One indexed read of the first names and a GROUP BY over them: fast at any size. */
    @Override
    public synchronized List<SubjectSummary> firstSubjects(int limit) throws StoreException {
        return passes.firstSubjects(queries, limit);
    }

    @Override
    public List<Fact> factsOf(String subject) throws StoreException {
        return interactive.run((on, c) -> queries.subjectFacts(on, subject, null, null));
    }

    @Override
    public List<Fact> factsAsOf(String subject, String predicate, Instant asOf) throws StoreException {
        return interactive.run((on, c) -> queries.subjectFacts(on, subject, predicate, asOf));
    }

    @Override
    public Optional<Fact> fact(FactId id) throws StoreException {
        return interactive.run((on, c) -> queries.fact(on, id));
    }

    /** On the interactive connection: the fact details pane asks for these while an analysis may hold the store. */
    @Override
    public List<Dependency> dependenciesOf(FactId id) throws StoreException {
        return interactive.run((on, c) -> queries.dependencies(on, id));
    }

    /** The dependencies of a fact, read in the current edit's transaction. */
    List<Dependency> dependenciesInTransaction(FactId id) throws StoreException {
        return queries.dependencies(sql, id);
    }

    @Override
    public synchronized void forEachFact(FactConsumer consumer, Progress progress) throws StoreException {
        FactQueries q = queries;
        passes.ended(() -> q.streamFacts(sql, false, consumer, progress));
    }

    /**
     * The subjects' rows by the analysis index, a few hundred subjects a query; where that index may be missing
     * (another system's table, fields read from JSON), one pass over the table, since each query would be one.
     */
    @Override
    public synchronized void forEachFactOf(Collection<String> subjects, FactConsumer consumer, Progress progress)
            throws StoreException {
        if (foreignSource != null || queries.schema().hasComputedFields() || !missingIndexes().isEmpty()) {
            MemoryStore.super.forEachFactOf(subjects, consumer, progress);
            return;
        }
        FactQueries q = queries;
        passes.ended(() -> q.streamFactsOf(sql, subjects, consumer, progress));
    }

    @Override
    public synchronized boolean hasSourceSentences() throws StoreException {
        if (foreignSource != null) {
            return MemoryStore.super.hasSourceSentences();
        }
        FactQueries q = queries;
        return passes.ended(() -> q.anySourceSentence(sql));
    }

    /**
     * The analysis index's columns alone: on H2 a read of that index, not of the table's rows, and from
     * {@link SubjectRanges#MIN_FACTS_TO_SPLIT} facts in subject ranges on one connection per core, as the analysis.
     */
    @Override
    public boolean forEachFactWithoutValue(Supplier<FactPart> parts, Progress progress) throws StoreException {
        return forEachFactWithoutValue(parts, progress, SubjectRanges.MIN_FACTS_TO_SPLIT);
    }

    /** As {@link #forEachFactWithoutValue(Supplier, Progress)}, in parts from {@code minFactsToSplit} facts. */
    synchronized boolean forEachFactWithoutValue(Supplier<FactPart> parts, Progress progress, long minFactsToSplit)
            throws StoreException {
        passes.withoutValues(queries, parts, progress, minFactsToSplit);
        return true;
    }

    /** A few hundred ids a query, by the primary key. */
    @Override
    public synchronized Map<FactId, String> valuesOf(Collection<FactId> ids) throws StoreException {
        FactQueries q = queries;
        return passes.ended(() -> FactLocations.values(sql, q.schema(), ids, "reading the values of facts"));
    }

    @Override
    public synchronized void forEachCurrentFact(FactConsumer consumer, Progress progress) throws StoreException {
        FactQueries q = queries;
        passes.ended(() -> q.streamFacts(sql, true, consumer, progress));
    }

    @Override
    public synchronized void forEachDependency(DependencyConsumer consumer) throws StoreException {
        FactQueries q = queries;
        passes.ended(() -> q.streamDependencies(sql, false, consumer));
    }

    /**
     * One query, where the default looks up both facts of every dependency (a quarter of a snapshot export's
     * time, docs/adr/0011-sql-read-paths.md). Where the id columns' types differ (a text dependency column
     * beside integer ids), the database could not compare them: the default runs.
     */
    @Override
    public synchronized void forEachCurrentDependency(DependencyConsumer consumer) throws StoreException {
        FactQueries q = queries;
        if (!q.dependenciesComparable()) {
            MemoryStore.super.forEachCurrentDependency(consumer);
            return;
        }
        passes.ended(() -> q.streamDependencies(sql, true, consumer));
    }

    /** Flags and the audit log are read on the interactive connection: they see what edits have committed. */
    @Override
    public List<RecheckFlag> flags() throws StoreException {
        return interactive.run((on, c) -> edits.records(c, on, queries.schema().ids()).flags());
    }

    @Override
    public List<AuditEntry> auditLog() throws StoreException {
        return interactive.run((on, c) -> edits.records(c, on, queries.schema().ids()).auditLog());
    }

    @Override
    public synchronized List<String> verifyIntegrity(Progress progress) throws StoreException {
        try {
            return H2Integrity.scanProblems(connection, dialect, progress);
        } catch (SQLException e) {
            throw sql.failure("checking every table", e);
        }
    }

    /** On the interactive connection, so the window's check does not wait for an analysis to end. */
    @Override
    public List<MissingIndex> missingIndexes() throws StoreException {
        if (foreignSource != null || queries.schema().hasComputedFields()) {
            // a temporary table memscope made itself, another system's table, or fields read from JSON:
            // no index on the table's columns would serve the analysis's order
            return List.of();
        }
        return interactive.run((on, c) -> StoreIndexes.missing(c, dialect, descriptor.location()));
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
                : interactive.run((on, c) -> queries.rowCounts(on)), dialect == SqlDialect.SQLITE);
    }

    @Override
    public synchronized <T> T edit(EditWork<T> work) throws StoreException {
        requireWritable();
        FactQueries q = queries;
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
            queries = new FactQueries(StoreSchema.discover(connection, dialect, descriptor.location(), mapping),
                    dialect, descriptor.location());
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
