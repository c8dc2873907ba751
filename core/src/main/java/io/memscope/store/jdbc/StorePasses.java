package io.memscope.store.jdbc;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Cardinality;
import io.memscope.model.Finding;
import io.memscope.model.PredicateCardinalities;
import io.memscope.model.Progress;
import io.memscope.model.StoreSummary;
import io.memscope.model.SubjectSummary;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;
import io.memscope.store.StoreOverview;
import io.memscope.store.StoreSource;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * The passes over a whole table (the analysis, the overview, the first page of subjects), each on the
 * store's connection and, for a big table, in subject ranges on more connections; each ends its read.
 */
final class StorePasses {
    private final Sql sql;
    private final Connection connection;
    private final SqlDialect dialect;
    private final SubjectRanges.Connections more;
    private final String location;

    StorePasses(Sql sql, Connection connection, SqlDialect dialect, SubjectRanges.Connections more, String location) {
        this.sql = sql;
        this.connection = connection;
        this.dialect = dialect;
        this.more = more;
        this.location = location;
    }

    /** A read on the store's connection, its transaction ended after. */
    interface Read<T> {
        T read() throws StoreException;
    }

    /** A read that hands its rows on instead of returning them. */
    interface Work {
        void run() throws StoreException;
    }

    void ended(Work work) throws StoreException {
        ended(() -> {
            work.run();
            return null;
        });
    }

    <T> T ended(Read<T> read) throws StoreException {
        try {
            return read.read();
        } finally {
            sql.endRead();
        }
    }

    /**
     * Counts and every finding in one ordered pass ({@link GroupScan}), in subject ranges on connections of
     * their own: H2 runs a query on one thread, and PostgreSQL never plans a query fetched in batches in
     * parallel, so one connection would leave a core idle. Then a lookup of the links leaving their group.
     */
    AnalysisReport analyze(FactQueries q, Map<String, Cardinality> implied, Progress progress, long minFactsToSplit,
                           Consumer<List<Finding>> early) throws StoreException {
        return ended(() -> {
            progress.update("reading predicate cardinalities", 0, -1);
            PredicateCardinalities cardinalities = q.cardinalities(sql, implied);
            checkAnalysisIndex(q);
            long expected = q.estimatedRows(sql);
            progress.update("analysing facts", 0, expected);
            GroupScan scan = new GroupScan(q.schema(), q.reader(), cardinalities, early, new GroupScan.RowCount(expected));
            List<GroupScan.Part> parts = ranges(q, minFactsToSplit).read(scan::scan, progress);
            progress.update("superseded_by links that leave their subject", -1, -1);
            List<Finding> findings = new ArrayList<>();
            StoreSummary summary = scan.merge(sql, parts, findings);
            progress.update("analysis done", 1, 1);
            return new AnalysisReport(location, summary, findings);
        });
    }

    /** Every fact without its value, from the analysis index where the store has it, in subject ranges at once. */
    void withoutValues(FactQueries q, Supplier<MemoryStore.FactPart> parts, Progress progress, long minFactsToSplit)
            throws StoreException {
        ended(() -> {
            checkAnalysisIndex(q);
            AtomicLong seen = new AtomicLong();
            ranges(q, minFactsToSplit).read((on, range, p) -> {
                MemoryStore.FactPart part = parts.get();
                q.streamWithoutValues(on, range, part, p, seen);
                part.end();
                return null;
            }, progress);
        });
    }

    /** Subjects, counts and how the store was read ({@code foreign}, or memscope's format) in one pass. */
    StoreOverview overview(FactQueries q, StoreSource foreign, Progress progress, long minFactsToSplit)
            throws StoreException {
        return ended(() -> {
            checkAnalysisIndex(q);
            SubjectOverview overview = new SubjectOverview(sql, q.schema(), q.reader());
            SubjectOverview.Result r = SubjectOverview.merge(ranges(q, minFactsToSplit).read(overview::read, progress));
            return new StoreOverview(r.subjects(), r.summary(), foreign != null ? foreign
                    : new StoreSource(StoreFormat.MEMSCOPE, q.schema().describeMapping(), r.inferredLinks()));
        });
    }

    /** One indexed read of the first names and a GROUP BY over them: fast at any size. */
    List<SubjectSummary> firstSubjects(FactQueries q, int limit) throws StoreException {
        return ended(() -> new SubjectOverview(sql, q.schema(), q.reader()).firstPage(limit));
    }

    /** The subject ranges a pass would read in parallel. */
    List<SubjectRanges.Range> splitRanges(FactQueries q, int parts, long minFactsToSplit) throws StoreException {
        return ended(() -> ranges(q, minFactsToSplit).ranges(parts));
    }

    /** Whether to tell H2 to read the analysis index ({@link StoreSchema#checkAnalysisIndex}). */
    private void checkAnalysisIndex(FactQueries q) {
        try {
            q.schema().checkAnalysisIndex(connection, dialect);
        } catch (SQLException e) {
            // only the speed depends on it: the pass reads as it did before
        }
    }

    /** Ranges of subjects read at once on more connections (H2: the analysis and the overview; PostgreSQL: the overview). */
    private SubjectRanges ranges(FactQueries q, long minFactsToSplit) {
        return new SubjectRanges(sql, more, q.schema(), location, minFactsToSplit);
    }
}
