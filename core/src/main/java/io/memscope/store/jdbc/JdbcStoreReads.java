package io.memscope.store.jdbc;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Cardinality;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.PredicateCardinalities;
import io.memscope.model.Progress;
import io.memscope.model.SourceTexts;
import io.memscope.model.StoreSummary;
import io.memscope.model.SubjectSummary;
import io.memscope.store.MemoryStore;
import io.memscope.store.MissingIndex;
import io.memscope.store.StoreDescriptor;
import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;
import io.memscope.store.StoreOverview;
import io.memscope.store.StoreSource;

import java.sql.Connection;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * What a SQL memory store answers from its fact table without changing anything: the passes over the whole
 * table on the store's connection ({@link StorePasses}), and the reads an operator waits on, on a connection
 * of their own ({@link InteractiveReads}). The superclass of {@link JdbcMemoryStore}, which adds opening a
 * store, memscope's own records and edits, and the store's upkeep; apart because reading is most of the port.
 */
abstract class JdbcStoreReads implements MemoryStore, StoreSource.Described {
    final Connection connection;
    final SqlDialect dialect;
    final StoreDescriptor descriptor;
    final Sql sql;
    final InteractiveReads interactive;
    private final StorePasses passes;
    /** Made again after an edit created memscope's own tables (read by interactive reads too). */
    private volatile FactQueries queries;
    /** How a foreign store (Mem0's history.db) was read, shown instead of the temporary table it became. */
    private volatile StoreSource foreignSource;
    /** Cardinalities a known table's system implies, beneath those of a memscope_predicates table. */
    private volatile Map<String, Cardinality> impliedCardinalities = Map.of();

    /** @param moreConnections more read connections to the same database: parts of a pass, and interactive reads */
    JdbcStoreReads(Connection connection, SqlDialect dialect, StoreDescriptor descriptor, StoreSchema schema,
                   SubjectRanges.Connections moreConnections) {
        this.connection = connection;
        this.dialect = dialect;
        this.descriptor = descriptor;
        this.queries = new FactQueries(schema, dialect, descriptor.location());
        this.sql = new Sql(connection, dialect, descriptor.location());
        this.passes = new StorePasses(sql, connection, dialect, moreConnections, descriptor.location());
        this.interactive = new InteractiveReads(moreConnections, dialect, descriptor.location(), this, sql,
                connection);
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

    /** The queries of the schema as last read. */
    final FactQueries queries() {
        return queries;
    }

    /** Reads {@code schema} from now on: the one read again after memscope created tables or indexes. */
    final void readFrom(StoreSchema schema) {
        queries = new FactQueries(schema, dialect, descriptor.location());
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
    public boolean hasSourceSentences() throws StoreException {
        return hasSourceSentences(SourceTexts.ASKED_WHOLE_UP_TO, SourceTexts.SAMPLE);
    }

    /** As {@link #hasSourceSentences()}, asking every row up to {@code wholeUpTo} facts, else {@code sample}. */
    synchronized boolean hasSourceSentences(long wholeUpTo, int sample) throws StoreException {
        if (foreignSource != null) {
            return MemoryStore.super.hasSourceSentences();
        }
        FactQueries q = queries;
        int asked = estimatedFactCount() > wholeUpTo ? sample : 0;
        return passes.ended(() -> q.anySourceSentence(sql, asked));
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
}
