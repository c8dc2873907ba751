package io.memscope.store.jdbc;

import io.memscope.store.TableMapping;
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
import io.memscope.store.StoreKind;
import io.memscope.store.StoreOverview;
import io.memscope.store.StoreFormat;
import io.memscope.store.StoreSource;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A memory store in an H2 file or a PostgreSQL database. The analysis streams the table once in index order
 * ({@link GroupScan}), holding one (subject, predicate) group at a time, so a store of millions of facts is
 * checked without loading its table.
 * One connection, used by one call at a time; every call ends its read transaction.
 */
public final class JdbcMemoryStore implements MemoryStore, StoreSource.Described {
    /** The order of {@link #factsOf}: sorted here, not by SQL, so every database collation gives the same. */
    private static final Comparator<Fact> SUBJECT_ORDER = Comparator.comparing(Fact::predicate)
            .thenComparing(Fact::validFrom, Comparator.nullsFirst(Comparator.naturalOrder()))
            .thenComparing(Fact::id);

    private final Connection connection;
    private final SqlDialect dialect;
    private final StoreDescriptor descriptor;
    /** Where the facts are read from, kept so the schema read again after an edit reads the same table. */
    private final TableMapping mapping;
    private final Sql sql;
    private final JdbcEdits edits;
    /** More read connections to the same database: parts of a pass read at once, and interactive reads. */
    private final SubjectRanges.Connections moreConnections;
    /** Discovered again after an edit created memscope's own tables (read by interactive reads too). */
    private volatile StoreSchema schema;
    private volatile FactReader reader;
    /**
     * The reads an operator waits on (a subject's facts, one fact) go through a second connection of their
     * own, under this lock rather than the store's, so they are not queued behind an analysis or an overview
     * that holds the store for seconds (tens of seconds at ten million facts).
     */
    private final Object interactiveLock = new Object();
    private final ExternalChanges changes;
    private Connection interactiveConnection;
    private Sql interactive;
    /** No second connection could be opened: interactive reads share the store's. */
    private boolean interactiveUnavailable;
    private boolean closed;
    /** How a foreign store (Mem0's history.db) was read, shown instead of the temporary table it became. */
    private volatile StoreSource foreignSource;
    /** Cardinalities a known table's system implies, beneath those of a memscope_predicates table. */
    private volatile Map<String, Cardinality> impliedCardinalities = Map.of();

    /** Says how a foreign store was read, in place of the temporary table memscope read it into. */
    void describeAs(StoreSource source) {
        foreignSource = source;
    }

    /** A known table ({@link KnownTables}): how it was read, and the cardinalities its system implies. */
    private void readAs(StoreSource source, Map<String, Cardinality> cardinalities) {
        foreignSource = source;
        impliedCardinalities = Map.copyOf(cardinalities);
    }

    private JdbcMemoryStore(Connection connection, SqlDialect dialect, StoreDescriptor descriptor,
                            TableMapping mapping, StoreSchema schema, SubjectRanges.Connections moreConnections) {
        this.connection = connection;
        this.mapping = mapping;
        this.moreConnections = moreConnections;
        this.dialect = dialect;
        this.descriptor = descriptor;
        this.changes = new ExternalChanges(descriptor.location());
        this.schema = schema;
        this.reader = new FactReader(schema, dialect, descriptor.location());
        this.sql = new Sql(connection, dialect, descriptor.location());
        this.edits = new JdbcEdits(connection, dialect, sql, descriptor.location());
    }

    /** What an edit session works with. */
    record Parts(JdbcMemoryStore store, Connection connection, SqlDialect dialect, StoreSchema schema,
                 FactReader reader, Sql sql, String location) {
    }

    /** Opens {@code jdbc:postgresql://…} or {@code jdbc:h2:[file:]path}; an H2 database is never created. */
    public static JdbcMemoryStore open(String jdbcUrl, boolean readOnly) throws StoreException {
        return open(jdbcUrl, readOnly, TableMapping.DEFAULT);
    }

    /**
     * As {@link #open(String, boolean)}, reading the facts from the table and columns {@code mapping} names
     * (the GUI's connect dialog and {@code --table}/{@code --map} come here).
     */
    public static JdbcMemoryStore open(String jdbcUrl, boolean readOnly, TableMapping mapping)
            throws StoreException {
        return open(jdbcUrl, readOnly, PgEnvironment.system(), mapping);
    }

    /**
     * Connects read-only and proposes a mapping for {@code table} from the column names it finds
     * ({@link TableMapping#propose}), for the operator to confirm or correct.
     */
    public static TableMapping proposeMapping(String jdbcUrl, String table) throws StoreException {
        Connection c = connect(jdbcUrl, true, PgEnvironment.system());
        String location = location(jdbcUrl);
        try {
            Catalog catalog = new Catalog(c, SqlDialect.of(c));
            String real = catalog.table(table)
                    .orElseThrow(() -> new StoreException(location + " has no table " + table));
            List<String> names = catalog.columns(real).values().stream().map(Column::name).toList();
            return TableMapping.propose(real, names);
        } catch (SQLException e) {
            throw new StoreException(location + ": cannot read the columns of " + table + ": " + SqlErrors.reason(e), e);
        } finally {
            PgConnector.closeQuietly(c);
        }
    }

    static JdbcMemoryStore open(String jdbcUrl, boolean readOnly, PgEnvironment env) throws StoreException {
        return open(jdbcUrl, readOnly, env, TableMapping.DEFAULT);
    }

    static String location(String jdbcUrl) throws StoreException {
        return jdbcUrl.startsWith(PgUrl.PREFIX) ? PgUrl.parse(jdbcUrl).redacted() : PgUrl.redact(jdbcUrl);
    }

    static Connection connect(String jdbcUrl, boolean readOnly, PgEnvironment env) throws StoreException {
        if (jdbcUrl.startsWith(PgUrl.PREFIX)) {
            return PgConnector.connect(PgUrl.parse(jdbcUrl), readOnly, env);
        }
        if (jdbcUrl.startsWith(SqliteConnector.PREFIX)) {
            return SqliteConnector.connect(SqliteConnector.fileOf(jdbcUrl), readOnly);
        }
        H2Url h2 = H2Url.of(jdbcUrl);
        return H2Connector.connect(h2.mvFile(), readOnly, h2.settings());
    }

    private static JdbcMemoryStore open(String jdbcUrl, boolean readOnly, PgEnvironment env, TableMapping mapping)
            throws StoreException {
        if (jdbcUrl.startsWith(PgUrl.PREFIX)) {
            return openPostgres(jdbcUrl, readOnly, env, mapping, false);
        }
        if (jdbcUrl.startsWith(SqliteConnector.PREFIX)) {
            return openSqliteFile(SqliteConnector.fileOf(jdbcUrl),
                    readOnly || SqliteConnector.readOnlyInUrl(jdbcUrl), mapping);
        }
        H2Url h2 = H2Url.of(jdbcUrl);
        return openH2(h2.mvFile(), readOnly, h2.settings(), mapping);
    }

    private static JdbcMemoryStore openPostgres(String jdbcUrl, boolean readOnly, PgEnvironment env,
                                                TableMapping mapping, boolean mem0) throws StoreException {
        PgUrl url = PgUrl.parse(jdbcUrl);
        Connection c = PgConnector.connect(url, readOnly || mem0, env);
        return inspect(c, SqlDialect.POSTGRESQL,
                new StoreDescriptor(StoreKind.POSTGRESQL, url.redacted(), readOnly || mem0), mapping,
                () -> PgConnector.connect(url, true, env), mem0);
    }

    /**
     * A {@code jdbc:sqlite:} URL, read as {@link #openSqliteFile(Path, boolean, StoreFormat, TableMapping)}, or a
     * PostgreSQL URL with {@code --format mem0}: Mem0's pgvector table ({@link KnownTables}).
     */
    public static JdbcMemoryStore open(String sqliteUrl, boolean readOnly, StoreFormat format, TableMapping mapping)
            throws StoreException {
        if (sqliteUrl.startsWith(PgUrl.PREFIX) && format == StoreFormat.MEM0) {
            return openPostgres(sqliteUrl, readOnly, PgEnvironment.system(), mapping, true);
        }
        if (!sqliteUrl.startsWith(SqliteConnector.PREFIX)) {
            throw new StoreException(PgUrl.redact(sqliteUrl) + ": a format applies to SQLite URLs only");
        }
        return openSqliteFile(SqliteConnector.fileOf(sqliteUrl), readOnly || SqliteConnector.readOnlyInUrl(sqliteUrl),
                format, mapping);
    }

    /** Whether a file is a SQLite database by its header, whatever its name. */
    public static boolean isSqliteFile(Path file) {
        return SqliteConnector.isSqliteFile(file);
    }

    /** The message for a file whose name says SQLite and whose header does not. */
    public static String notSqlite(Path file) {
        return SqliteConnector.notSqlite(file);
    }

    /**
     * Opens an existing SQLite file in memscope's shape (its {@code facts} table, or the one {@code mapping}
     * names); a missing or foreign file is refused, never created. One connection only: SQLite runs a query
     * on one thread whatever the connection count, and a store's temporary tables live on one connection.
     */
    public static JdbcMemoryStore openSqliteFile(Path file, boolean readOnly, TableMapping mapping)
            throws StoreException {
        return openSqliteFile(file, readOnly, null, mapping);
    }

    /**
     * As {@link #openSqliteFile(Path, boolean, TableMapping)}, reading Mem0's {@code history.db} as Mem0's
     * (always read-only) when {@code format} says so, or, without a format or mapping, when the file has
     * Mem0's history table and no {@code facts} table ({@link SqliteStores}).
     */
    public static JdbcMemoryStore openSqliteFile(Path file, boolean readOnly, StoreFormat format,
                                                 TableMapping mapping) throws StoreException {
        return SqliteStores.open(file, readOnly, format, mapping);
    }

    /** Opens an existing H2 file ({@code name.mv.db}); a missing or foreign file is refused, never created. */
    public static JdbcMemoryStore openH2File(Path mvDbFile, boolean readOnly) throws StoreException {
        return openH2File(mvDbFile, readOnly, TableMapping.DEFAULT);
    }

    public static JdbcMemoryStore openH2File(Path mvDbFile, boolean readOnly, TableMapping mapping)
            throws StoreException {
        return openH2(H2Connector.mvFile(mvDbFile), readOnly, "", mapping);
    }

    private static JdbcMemoryStore openH2(Path mvFile, boolean readOnly, String settings, TableMapping mapping)
            throws StoreException {
        Connection c = H2Connector.connect(mvFile, readOnly, settings);
        return inspect(c, SqlDialect.H2, new StoreDescriptor(StoreKind.H2, mvFile.toString(), readOnly), mapping,
                () -> H2Connector.connect(mvFile, readOnly, settings));
    }

    /** The store on an open connection, its schema read; the connection is closed if that fails. */
    static JdbcMemoryStore inspect(Connection c, SqlDialect dialect, StoreDescriptor descriptor,
                                           TableMapping mapping, SubjectRanges.Connections more)
            throws StoreException {
        return inspect(c, dialect, descriptor, mapping, more, false);
    }

    /** As above; {@code mem0Asked} ({@code --format mem0}) requires Mem0's table ({@link KnownTables}). */
    static JdbcMemoryStore inspect(Connection c, SqlDialect dialect, StoreDescriptor descriptor,
                                   TableMapping mapping, SubjectRanges.Connections more, boolean mem0Asked)
            throws StoreException {
        try {
            Optional<KnownTables.Known> known = KnownTables.find(c, dialect, descriptor.location(), mapping, mem0Asked);
            TableMapping used = known.map(KnownTables.Known::mapping).orElse(mapping);
            StoreSchema schema = known.isPresent() ? known.get().schema(c, dialect, descriptor.location())
                    : StoreSchema.discover(c, dialect, descriptor.location(), mapping);
            c.rollback();
            // a field read from inside JSON has no column to set, and a known table is its system's: only read
            StoreDescriptor opened = schema.hasComputedFields() && !descriptor.readOnly()
                    ? new StoreDescriptor(descriptor.kind(), descriptor.location(), true) : descriptor;
            JdbcMemoryStore store = new JdbcMemoryStore(c, dialect, opened, used, schema, more);
            known.ifPresent(k -> store.readAs(k.source(schema.describeMapping()), k.cardinalities()));
            return store;
        } catch (SQLException e) {
            PgConnector.closeQuietly(c);
            throw new StoreException(descriptor.location() + ": cannot read the schema: " + SqlErrors.reason(e), e);
        } catch (StoreException | RuntimeException e) {
            PgConnector.closeQuietly(c);
            throw e;
        }
    }

    @Override
    public StoreDescriptor descriptor() {
        return descriptor;
    }

    /**
     * Always memscope's format; the mapping names the table and the columns read under other names, and
     * links marked inferred (a Graphiti store exported to H2) are counted.
     */
    @Override
    public synchronized StoreSource source() {
        if (foreignSource != null) {
            return foreignSource;
        }
        long[] inferred = {0};
        if (schema.has(StoreSchema.INFERRED_LINK)) {
            String query = "SELECT count(*) FROM " + schema.facts() + " f WHERE "
                    + schema.col("f", StoreSchema.INFERRED_LINK) + " = TRUE";
            try {
                try {
                    sql.stream("counting inferred links", query, Sql.NO_PARAMETERS, rs -> inferred[0] = rs.getLong(1));
                } finally {
                    sql.endRead();
                }
            } catch (StoreException e) {
                inferred[0] = 0; // only shown beside the report; the report itself does not depend on it
            }
        }
        return new StoreSource(StoreFormat.MEMSCOPE, schema.describeMapping(), inferred[0]);
    }

    @Override
    public synchronized StoreSummary summary() throws StoreException {
        try {
            return countAll();
        } finally {
            sql.endRead();
        }
    }

    /** H2 keeps the row count (count(*) reads no rows); PostgreSQL's planner statistics estimate it. */
    @Override
    public synchronized long estimatedFactCount() throws StoreException {
        try {
            return estimatedRows();
        } finally {
            sql.endRead();
        }
    }

    /** As {@link #estimatedFactCount}, inside the caller's read. */
    private long estimatedRows() throws StoreException {
        long[] result = {-1};
        if (dialect != SqlDialect.POSTGRESQL) {
            sql.stream("counting facts", "SELECT count(*) FROM " + schema.facts(), Sql.NO_PARAMETERS,
                    rs -> result[0] = rs.getLong(1));
        } else {
            sql.stream("estimating the number of facts", "SELECT reltuples FROM pg_class WHERE oid = to_regclass(?)",
                    ps -> ps.setString(1, schema.sizedTable()), rs -> result[0] = Math.round(rs.getDouble(1)));
        }
        return result[0] < 0 ? -1 : result[0]; // never analysed: PostgreSQL says -1 (or 0 before version 14)
    }

    /**
     * The counts in one pass, grouped by subject first: a hash aggregate, where count(DISTINCT subject)
     * made PostgreSQL sort every row.
     */
    private StoreSummary countAll() throws StoreException {
        String validTo = schema.col("f", "valid_to");
        String successor = schema.col("f", "superseded_by");
        String subject = schema.col("f", "subject");
        String perSubject = "SELECT " + subject + " AS s, count(*) AS n, "
                + "SUM(CASE WHEN " + validTo + " IS NULL THEN 1 ELSE 0 END) AS cur, "
                + "SUM(CASE WHEN " + validTo + " IS NOT NULL AND " + successor + " IS NOT NULL THEN 1 ELSE 0 END) AS sup, "
                + "SUM(CASE WHEN " + validTo + " IS NOT NULL AND " + successor + " IS NULL THEN 1 ELSE 0 END) AS inv"
                + " FROM " + schema.facts() + " f GROUP BY " + subject;
        String query = "SELECT COALESCE(SUM(g.n), 0), count(g.s), COALESCE(SUM(g.cur), 0), COALESCE(SUM(g.sup), 0), "
                + "COALESCE(SUM(g.inv), 0) FROM (" + perSubject + ") g";
        StoreSummary[] result = {StoreSummary.EMPTY};
        sql.withGroupingMemory("counting facts", () -> sql.streamFew("counting facts", query, Sql.NO_PARAMETERS,
                rs -> result[0] = new StoreSummary(rs.getLong(1), rs.getLong(2), rs.getLong(3), rs.getLong(4),
                        rs.getLong(5))));
        return result[0];
    }

    @Override
    public AnalysisReport analyze(Progress progress) throws StoreException {
        return analyze(progress, found -> { });
    }

    /** Per-group findings are handed to {@code early} as the pass goes; the link findings come with the report. */
    @Override
    public synchronized AnalysisReport analyze(Progress progress, Consumer<List<Finding>> early)
            throws StoreException {
        return analyzeInOnePass(progress, SubjectRanges.MIN_FACTS_TO_SPLIT, early);
    }

    /** As {@link #analyze}, the pass split over cores from {@code minFactsToSplit} facts (tests use 0). */
    synchronized AnalysisReport analyzeInOnePass(Progress progress, long minFactsToSplit) throws StoreException {
        return analyzeInOnePass(progress, minFactsToSplit, found -> { });
    }

    /**
     * Counts and every finding in one ordered pass ({@link GroupScan}), in subject ranges on connections of
     * their own: H2 runs a query on one thread, and PostgreSQL never plans a query fetched in batches in
     * parallel, so one connection would leave a core idle. Then a lookup of the links leaving their group.
     */
    synchronized AnalysisReport analyzeInOnePass(Progress progress, long minFactsToSplit, Consumer<List<Finding>> early)
            throws StoreException {
        try {
            progress.update("reading predicate cardinalities", 0, -1);
            PredicateCardinalities cardinalities = readCardinalities();
            checkAnalysisIndex();
            long expected = estimatedRows();
            progress.update("analysing facts", 0, expected);
            GroupScan scan = new GroupScan(schema, reader, cardinalities, early, new GroupScan.RowCount(expected));
            List<GroupScan.Part> parts = ranges(minFactsToSplit).read(scan::scan, progress);
            progress.update("superseded_by links that leave their subject", -1, -1);
            List<Finding> findings = new ArrayList<>();
            StoreSummary summary = scan.merge(sql, parts, findings);
            progress.update("analysis done", 1, 1);
            return new AnalysisReport(descriptor.location(), summary, findings);
        } finally {
            sql.endRead();
        }
    }

    /** The schema as read at open, for tests in this package. */
    StoreSchema schema() {
        return schema;
    }

    /** Whether to tell H2 to read the analysis index ({@link StoreSchema#checkAnalysisIndex}). */
    private void checkAnalysisIndex() {
        try {
            schema.checkAnalysisIndex(connection, dialect);
        } catch (SQLException e) {
            // only the speed depends on it: the pass reads as it did before
        }
    }

    /** The subject ranges a pass would read in parallel. */
    synchronized List<SubjectRanges.Range> splitRanges(int parts, long minFactsToSplit) throws StoreException {
        try {
            return ranges(minFactsToSplit).ranges(parts);
        } finally {
            sql.endRead();
        }
    }

    /** Ranges of subjects read at once on more connections (H2: the analysis and the overview; PostgreSQL: the overview). */
    private SubjectRanges ranges(long minFactsToSplit) {
        return new SubjectRanges(sql, moreConnections, schema, descriptor.location(), minFactsToSplit);
    }

    @Override
    public synchronized PredicateCardinalities cardinalities() throws StoreException {
        try {
            return readCardinalities();
        } finally {
            sql.endRead();
        }
    }

    private PredicateCardinalities readCardinalities() throws StoreException {
        Optional<StoreSchema.Pair> table = schema.predicates();
        Map<String, Cardinality> declared = new TreeMap<>(impliedCardinalities);
        if (table.isEmpty()) {
            return declared.isEmpty() ? PredicateCardinalities.NONE : new PredicateCardinalities(declared);
        }
        String query = "SELECT " + table.get().first().quoted() + ", " + table.get().second().quoted()
                + " FROM " + table.get().table();
        sql.stream("reading memscope_predicates", query, Sql.NO_PARAMETERS, rs -> {
            String predicate = rs.getString(1);
            String text = rs.getString(2);
            Cardinality cardinality = Cardinality.parse(text);
            if (predicate == null || cardinality == null) {
                throw new StoreException(descriptor.location() + ": table memscope_predicates: predicate "
                        + predicate + " has cardinality \"" + text + "\", expected one or many");
            }
            declared.put(predicate, cardinality);
        });
        return new PredicateCardinalities(declared);
    }

    /**
     * The subjects with their fact counts, as {@link #overview} reads them: one GROUP BY, in subject ranges
     * on several connections for a big table, sorted in Java so the order does not depend on the server's
     * collation.
     */
    @Override
    public synchronized List<SubjectSummary> subjects(Progress progress) throws StoreException {
        return overview(progress).subjects();
    }

    /**
     * Subjects, counts and how the store was read in one pass (what the window shows first), equal to
     * {@link #subjects}, {@link #summary} and {@link #source} called one after the other.
     */
    @Override
    public synchronized StoreOverview overview(Progress progress) throws StoreException {
        return overview(progress, SubjectRanges.MIN_FACTS_TO_SPLIT);
    }

    /** As {@link #overview(Progress)}, read in parallel ranges from {@code minFactsToSplit} facts (tests use 0). */
    synchronized StoreOverview overview(Progress progress, long minFactsToSplit) throws StoreException {
        try {
            checkAnalysisIndex();
            SubjectOverview overview = new SubjectOverview(sql, schema, reader);
            SubjectOverview.Result r = SubjectOverview.merge(
                    ranges(minFactsToSplit).read(overview::read, progress));
            return new StoreOverview(r.subjects(), r.summary(), foreignSource != null ? foreignSource
                    : new StoreSource(StoreFormat.MEMSCOPE, schema.describeMapping(), r.inferredLinks()));
        } finally {
            sql.endRead();
        }
    }

    /** One indexed read of the first names and a GROUP BY over them: fast at any size. */
    @Override
    public synchronized List<SubjectSummary> firstSubjects(int limit) throws StoreException {
        try {
            return new SubjectOverview(sql, schema, reader).firstPage(limit);
        } finally {
            sql.endRead();
        }
    }

    @Override
    public List<Fact> factsOf(String subject) throws StoreException {
        return interactively((on, c) -> subjectFacts(on, subject, null, null));
    }

    @Override
    public List<Fact> factsAsOf(String subject, String predicate, Instant asOf) throws StoreException {
        return interactively((on, c) -> subjectFacts(on, subject, predicate, asOf));
    }

    /** A read on the interactive connection ({@code connection} for the catalogue, {@code on} for queries). */
    private interface InteractiveRead<T> {
        T read(Sql on, Connection connection) throws StoreException;
    }

    /**
     * Runs {@code read} on the interactive connection (opened on first use), ending its transaction after;
     * on the store's own connection where no second one can be had.
     */
    private <T> T interactively(InteractiveRead<T> read) throws StoreException {
        synchronized (interactiveLock) {
            if (closed) {
                throw new StoreException(descriptor.location() + ": the store is closed");
            }
            if (interactive == null && !interactiveUnavailable) {
                try {
                    interactiveConnection = moreConnections == null ? null : moreConnections.open();
                } catch (StoreException e) {
                    interactiveConnection = null; // e.g. the server's connection limit: share the store's instead
                }
                interactiveUnavailable = interactiveConnection == null;
                if (interactiveConnection != null) {
                    interactive = new Sql(interactiveConnection, dialect, descriptor.location());
                }
            }
            if (interactive != null) {
                try {
                    return read.read(interactive, interactiveConnection);
                } finally {
                    interactive.endRead();
                }
            }
        }
        synchronized (this) {
            try {
                return read.read(sql, connection);
            } finally {
                sql.endRead();
            }
        }
    }

    /** One subject's facts (index on subject, predicate); the as-of rule is applied by Fact itself. */
    private List<Fact> subjectFacts(Sql sql, String subject, String predicate, Instant asOf) throws StoreException {
        FactReader reader = this.reader;
        StoreSchema schema = this.schema;
        String query = "SELECT " + reader.selectList("f") + " FROM " + schema.facts() + " f WHERE "
                + schema.col("f", "subject") + " = ?"
                + (predicate == null ? "" : " AND " + schema.col("f", "predicate") + " = ?");
        List<Fact> facts = new ArrayList<>();
        try {
            sql.stream("reading facts of " + subject, query, ps -> {
                ps.setString(1, subject);
                if (predicate != null) {
                    ps.setString(2, predicate);
                }
            }, rs -> {
                Fact f = reader.read(rs);
                if (asOf == null || f.isValidAt(asOf)) {
                    facts.add(f);
                }
            });
        } finally {
            sql.endRead();
        }
        facts.sort(SUBJECT_ORDER);
        return facts;
    }

    @Override
    public Optional<Fact> fact(FactId id) throws StoreException {
        return interactively((on, c) -> {
            FactReader reader = this.reader;
            StoreSchema schema = this.schema;
            if (!schema.ids().canBind(id)) {
                return Optional.empty();
            }
            String query = "SELECT " + reader.selectList("f") + " FROM " + schema.facts() + " f WHERE "
                    + schema.col("f", "id") + " = ?";
            List<Fact> found = new ArrayList<>(1);
            on.stream("reading fact " + id, query, ps -> schema.ids().bind(ps, 1, id),
                    rs -> found.add(reader.read(rs)));
            return found.stream().findFirst();
        });
    }

    /** On the interactive connection: the fact details pane asks for these while an analysis may hold the store. */
    @Override
    public List<Dependency> dependenciesOf(FactId id) throws StoreException {
        return interactively((on, c) -> dependencies(on, id));
    }

    /** The dependencies of a fact, read in the current edit's transaction. */
    List<Dependency> dependenciesInTransaction(FactId id) throws StoreException {
        return dependencies(sql, id);
    }

    private List<Dependency> dependencies(Sql sql, FactId id) throws StoreException {
        Optional<StoreSchema.Pair> table = schema.dependencies();
        if (table.isEmpty()) {
            return List.of();
        }
        StoreSchema.Pair t = table.get();
        IdCodec factIds = dependencyCodec(t.first());
        IdCodec basisIds = dependencyCodec(t.second());
        List<String> conditions = new ArrayList<>(2);
        List<IdCodec> binders = new ArrayList<>(2);
        if (factIds.canBind(id)) {
            conditions.add(t.first().quoted() + " = ?");
            binders.add(factIds);
        }
        if (basisIds.canBind(id)) {
            conditions.add(t.second().quoted() + " = ?");
            binders.add(basisIds);
        }
        if (conditions.isEmpty()) {
            return List.of();
        }
        String query = "SELECT " + t.first().quoted() + ", " + t.second().quoted() + " FROM " + t.table()
                + " WHERE " + String.join(" OR ", conditions);
        List<Dependency> found = new ArrayList<>();
        sql.stream("reading dependencies of " + id, query, ps -> {
            for (int i = 1; i <= binders.size(); i++) {
                binders.get(i - 1).bind(ps, i, id); // a uuid column compares with a uuid, not with text
            }
        }, rs -> found.add(new Dependency(factIds.read(rs, 1), basisIds.read(rs, 2))));
        found.sort(Comparator.comparing(Dependency::factId).thenComparing(Dependency::dependsOn));
        return found;
    }

    private IdCodec dependencyCodec(Column column) throws StoreException {
        IdCodec codec = IdCodec.forColumn(column.jdbcType(), column.typeName());
        if (codec == null) {
            throw new StoreException(descriptor.location() + ": table fact_dependencies: fact_id and depends_on"
                    + " must be integer or text columns");
        }
        return codec;
    }

    /** Streams the table grouped by subject and predicate; the consumer sees one row at a time. */
    @Override
    public synchronized void forEachFact(FactConsumer consumer, Progress progress) throws StoreException {
        streamFacts("", consumer, progress);
    }

    @Override
    public synchronized void forEachCurrentFact(FactConsumer consumer, Progress progress) throws StoreException {
        streamFacts(" WHERE " + schema.col("f", "valid_to") + " IS NULL", consumer, progress);
    }

    private void streamFacts(String where, FactConsumer consumer, Progress progress) throws StoreException {
        String query = "SELECT " + reader.selectList("f") + " FROM " + schema.facts() + " f" + where + " ORDER BY "
                + schema.col("f", "subject") + ", " + schema.col("f", "predicate");
        long[] seen = new long[1];
        GroupedFacts grouped = new GroupedFacts(consumer);
        try {
            sql.stream("reading all facts", query, Sql.NO_PARAMETERS, rs -> {
                grouped.accept(reader.read(rs));
                if (++seen[0] % 10_000 == 0) {
                    progress.update("reading facts", seen[0], -1);
                    progress.checkCancelled();
                }
            });
            grouped.flush();
        } finally {
            sql.endRead();
        }
    }

    @Override
    public synchronized void forEachDependency(DependencyConsumer consumer) throws StoreException {
        streamDependencies(false, consumer);
    }

    /**
     * One query, where the default looks up both facts of every dependency (a quarter of a snapshot export's
     * time, docs/adr/0011-sql-read-paths.md). Where the id columns' types differ
     * (a text dependency column beside integer ids), the database could not compare them: the default runs.
     */
    @Override
    public synchronized void forEachCurrentDependency(DependencyConsumer consumer) throws StoreException {
        Optional<StoreSchema.Pair> table = schema.dependencies();
        if (table.isPresent() && (dependencyCodec(table.get().first()) != schema.ids()
                || dependencyCodec(table.get().second()) != schema.ids())) {
            MemoryStore.super.forEachCurrentDependency(consumer);
            return;
        }
        streamDependencies(true, consumer);
    }

    private void streamDependencies(boolean bothCurrent, DependencyConsumer consumer) throws StoreException {
        Optional<StoreSchema.Pair> table = schema.dependencies();
        if (table.isEmpty()) {
            return;
        }
        StoreSchema.Pair t = table.get();
        IdCodec factIds = dependencyCodec(t.first());
        IdCodec basisIds = dependencyCodec(t.second());
        String query = "SELECT " + t.first().quoted() + ", " + t.second().quoted() + " FROM " + t.table() + " d"
                + (bothCurrent ? " WHERE " + currentFactWith("d." + t.first().quoted()) + " AND "
                + currentFactWith("d." + t.second().quoted()) : "");
        try {
            sql.stream("reading dependencies", query, Sql.NO_PARAMETERS,
                    rs -> consumer.accept(new Dependency(factIds.read(rs, 1), basisIds.read(rs, 2))));
        } finally {
            sql.endRead();
        }
    }

    /** A condition: a current fact has the id in {@code column} (EXISTS, so duplicate ids cannot repeat a row). */
    private String currentFactWith(String column) {
        return "EXISTS (SELECT 1 FROM " + schema.facts() + " f WHERE " + schema.col("f", "id") + " = " + column
                + " AND " + schema.col("f", "valid_to") + " IS NULL)";
    }

    /**
     * Flags and the audit log are read on the interactive connection too: the window reloads them as a store
     * opens, and on the store's own connection they would wait for the whole analysis, holding a worker.
     * They see what edits have committed, which is all an edit leaves behind.
     */
    @Override
    public List<RecheckFlag> flags() throws StoreException {
        return interactively((on, c) -> edits.records(c, on, schema.ids()).flags());
    }

    @Override
    public List<AuditEntry> auditLog() throws StoreException {
        return interactively((on, c) -> edits.records(c, on, schema.ids()).auditLog());
    }

    @Override
    public synchronized List<String> verifyIntegrity(Progress progress) throws StoreException {
        try {
            return H2Integrity.scanProblems(connection, dialect, progress);
        } catch (SQLException e) {
            throw sql.failure("checking every table", e);
        }
    }

    /**
     * What is wrong with an H2 store's file as H2's storage layer reads it, before memscope opens it (a
     * newest version that cannot be read is invisible through SQL); empty for other stores.
     */
    public static List<String> fileProblems(String location) throws StoreException {
        Path mvFile;
        if (location.startsWith("jdbc:h2:")) {
            mvFile = H2Url.of(location).mvFile();
        } else if (location.endsWith(H2Connector.SUFFIX)) {
            mvFile = Path.of(location);
        } else {
            return List.of();
        }
        return java.nio.file.Files.isRegularFile(mvFile) ? H2Integrity.fileProblems(mvFile) : List.of();
    }

    /** On the interactive connection, so the window's check does not wait for an analysis to end. */
    @Override
    public List<MissingIndex> missingIndexes() throws StoreException {
        if (foreignSource != null || schema.hasComputedFields()) {
            // a temporary table memscope made itself, another system's table, or fields read from JSON:
            // no index on the table's columns would serve the analysis's order
            return List.of();
        }
        return interactively((on, c) -> StoreIndexes.missing(c, dialect, descriptor.location()));
    }

    @Override
    public synchronized List<MissingIndex> createMissingIndexes() throws StoreException {
        if (descriptor.readOnly()) {
            throw new StoreException(descriptor.location() + ": opened read-only; memscope changes nothing in it");
        }
        List<MissingIndex> created = StoreIndexes.create(connection, dialect, descriptor.location());
        if (!created.isEmpty()) {
            rediscover(); // the subject-order read names the new index from now on
        }
        return created;
    }

    @Override
    public Optional<String> externalChange() throws StoreException {
        if (dialect == SqlDialect.H2) {
            return Optional.empty(); // an open H2 file is locked against every other writer
        }
        // A SQLite file is judged by its times: Mem0's history is read into a temporary table, not counted.
        return changes.since(dialect == SqlDialect.SQLITE ? SqliteConnector.stamp(Path.of(descriptor.location()))
                : rowCounts(), dialect == SqlDialect.SQLITE);
    }

    /**
     * Rows and closed rows, on the interactive connection (asked every few seconds, it must not wait behind an
     * analysis): what agents do to memory (add, close, delete) changes one of them.
     */
    private long[] rowCounts() throws StoreException {
        return interactively((on, c) -> {
            long[] counts = {0, 0};
            on.stream("counting facts", "SELECT count(*), count(" + schema.col("f", "valid_to") + ") FROM "
                    + schema.facts() + " f", Sql.NO_PARAMETERS, rs -> {
                        counts[0] = rs.getLong(1);
                        counts[1] = rs.getLong(2);
                    });
            return counts;
        });
    }

    @Override
    public synchronized <T> T edit(EditWork<T> work) throws StoreException {
        if (descriptor.readOnly()) {
            throw new StoreException(descriptor.location() + ": opened read-only; memscope changes nothing in it");
        }
        Parts parts = new Parts(this, connection, dialect, schema, reader, sql, descriptor.location());
        try {
            return edits.run(parts, work);
        } finally {
            changes.forget(); // memscope's own change: counted again on the next look
            if (edits.createdTables()) {
                rediscover();
            }
        }
    }

    /** The schema read again, so the predicates table created by the first edit is read from now on. */
    private void rediscover() throws StoreException {
        try {
            schema = StoreSchema.discover(connection, dialect, descriptor.location(), mapping);
            reader = new FactReader(schema, dialect, descriptor.location());
            connection.rollback();
        } catch (SQLException e) {
            throw sql.failure("reading the schema again", e);
        }
    }

    @Override
    public synchronized void close() throws StoreException {
        synchronized (interactiveLock) {
            closed = true;
            if (interactiveConnection != null) {
                PgConnector.closeQuietly(interactiveConnection);
                interactiveConnection = null;
                interactive = null;
            }
        }
        try {
            connection.close();
        } catch (SQLException e) {
            throw new StoreException(descriptor.location() + ": closing failed: " + SqlErrors.reason(e), e);
        }
    }
}
