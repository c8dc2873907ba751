package io.memscope.store.jdbc;

import io.memscope.model.Progress;
import io.memscope.store.StoreException;
import org.jdbi.v3.core.statement.SqlStatement;

import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Reads a table in several subject ranges at once, each on its own connection. Why: a pass over a big
 * table is one query, and H2 runs a query on one thread; reading rows in index order also costs it a
 * B-tree lookup per row (docs/adr/0011-sql-read-paths.md). PostgreSQL plans a query in parallel only when
 * it runs whole, never when its rows are fetched in batches, so a big streamed GROUP BY also runs in one
 * server process unless split. Ranges hold whole subjects, so whatever is computed per subject or per (subject,
 * predicate) group adds up to the answer of one pass.
 *
 * <p>The split points are subjects sampled from the table (H2: at evenly spaced row ids, a few dozen index
 * seeks; PostgreSQL: a few random pages), ordered by the database itself so the ranges partition the
 * table under its collation. A sample that is not representative makes the parts uneven, never wrong:
 * the split only shares out the work.
 */
final class SubjectRanges {
    /** Below this a second connection and thread cost more than they save. */
    static final long MIN_FACTS_TO_SPLIT = 200_000;
    private static final int MAX_PARTS = 4;
    private static final int SAMPLES = 64;
    /** Rows the PostgreSQL page sample aims at, and the most it keeps (each becomes a query parameter). */
    private static final int PAGE_SAMPLE_ROWS = 2_000;
    private static final int MAX_PAGE_SAMPLE = 10_000;

    /** Opens one more read connection to the store's database. */
    interface Connections {
        Connection open() throws StoreException;
    }

    /** What is read from one range, on the connection {@code sql}. */
    interface PartReader<T> {
        T read(Sql sql, Range range, Progress progress) throws StoreException;
    }

    /**
     * The subjects from {@code from} (inclusive; null = the first, and the rows without a subject, which
     * sort first) to {@code to} (exclusive; null = to the end).
     */
    record Range(String from, String to) {
        static final Range ALL = new Range(null, null);

        /** {@code " WHERE ..."} limiting {@code subject} (a qualified column) to this range, or "". */
        String where(String subject) {
            List<String> conditions = new ArrayList<>();
            if (from != null) {
                conditions.add(subject + " >= ?");
            }
            if (to != null) {
                conditions.add(from == null ? "(" + subject + " < ? OR " + subject + " IS NULL)" : subject + " < ?");
            }
            return conditions.isEmpty() ? "" : " WHERE " + String.join(" AND ", conditions);
        }

        /** Binds the parameters of {@link #where}, from the first. */
        void bind(SqlStatement<?> statement) {
            int i = 0;
            if (from != null) {
                statement.bind(i++, from);
            }
            if (to != null) {
                statement.bind(i, to);
            }
        }
    }

    private final Sql main;
    private final Connections more;
    private final StoreSchema schema;
    private final String location;
    private final long minFactsToSplit;

    /** @param more null where only {@code main} may be used (then everything is one range) */
    SubjectRanges(Sql main, Connections more, StoreSchema schema, String location, long minFactsToSplit) {
        this.main = main;
        this.more = more;
        this.schema = schema;
        this.location = location;
        this.minFactsToSplit = minFactsToSplit;
    }

    /** What {@code reader} gives for each range, in range (subject) order; range one runs on this thread. */
    <T> List<T> read(PartReader<T> reader, Progress progress) throws StoreException {
        int parts = more == null ? 1 : Math.min(MAX_PARTS, Runtime.getRuntime().availableProcessors());
        List<Range> ranges = parts > 1 ? ranges(parts) : List.of(Range.ALL);
        List<Connection> connections = openMore(ranges.size() - 1);
        if (connections.size() < ranges.size() - 1) {
            ranges = List.of(Range.ALL);
        }
        AtomicBoolean failed = new AtomicBoolean();
        Progress guarded = new Progress() { // a failed part stops the others at their next check
            @Override
            public void update(String step, long done, long total) {
                progress.update(step, done, total);
            }

            @Override
            public boolean isCancelled() {
                return failed.get() || progress.isCancelled();
            }
        };
        List<Worker<T>> workers = new ArrayList<>();
        for (int i = 1; i < ranges.size(); i++) {
            Worker<T> w = new Worker<>(connections.get(i - 1), reader, ranges.get(i), guarded, failed);
            workers.add(w);
            w.thread.start();
        }
        T first;
        try {
            first = reader.read(main, ranges.get(0), guarded);
        } catch (StoreException | RuntimeException | Error e) {
            failed.set(true);
            joinAll(workers);
            if (e instanceof Progress.CancelledException && !progress.isCancelled()) {
                rethrowFirstFailure(workers); // stopped because a part failed: that failure is the news
            }
            throw e;
        }
        joinAll(workers);
        rethrowFirstFailure(workers);
        progress.checkCancelled();
        List<T> all = new ArrayList<>();
        all.add(first);
        workers.forEach(w -> all.add(w.result));
        return all;
    }

    /**
     * {@code count} more connections, opened here so that a database refusing them (a server at its
     * connection limit, a user allowed one) costs the parallelism and not the read: then none are kept.
     */
    private List<Connection> openMore(int count) {
        List<Connection> opened = new ArrayList<>();
        try {
            for (int i = 0; i < count; i++) {
                opened.add(more.open());
            }
        } catch (StoreException | RuntimeException e) {
            opened.forEach(PgConnector::closeQuietly);
            return List.of();
        }
        return opened;
    }

    /**
     * Up to {@code parts} ranges of about equal rows; one range when the table is small or cannot be
     * sampled by row id (then nothing is lost but the parallelism).
     */
    List<Range> ranges(int parts) throws StoreException {
        List<String> sample = main.dialect() == SqlDialect.POSTGRESQL ? pagesSample() : rowIdSample();
        List<String> ordered = inDatabaseOrder(sample);
        if (ordered.size() < parts) {
            return List.of(Range.ALL); // small, unsampleable, or a few subjects hold all rows: one pass
        }
        List<Range> ranges = new ArrayList<>();
        String from = null;
        for (int p = 1; p < parts; p++) {
            String to = ordered.get(p * ordered.size() / parts); // distinct and rising, so no range is empty
            ranges.add(new Range(from, to));
            from = to;
        }
        ranges.add(new Range(from, null));
        return ranges;
    }

    /** H2: subjects at evenly spaced row ids; none when the table is small or has no row ids (a view). */
    private List<String> rowIdSample() throws StoreException {
        long[] bounds;
        String facts = schema.facts();
        try {
            bounds = main.first("sizing the table", "SELECT min(f._ROWID_), max(f._ROWID_), count(*) FROM " + facts
                    + " f", Sql.NO_PARAMETERS, rs -> new long[]{rs.getLong(1), rs.getLong(2), rs.getLong(3)})
                    .orElse(new long[3]);
        } catch (StoreException e) {
            return List.of(); // a view or a table without row ids: one pass
        }
        if (bounds[2] < minFactsToSplit) {
            return List.of();
        }
        List<String> sample = new ArrayList<>();
        String subject = schema.col("f", "subject");
        String seek = "SELECT " + subject + " FROM " + facts + " f WHERE f._ROWID_ >= ? AND " + subject
                + " IS NOT NULL ORDER BY f._ROWID_ FETCH FIRST 1 ROWS ONLY";
        for (int i = 0; i < SAMPLES; i++) {
            long at = bounds[0] + (bounds[1] - bounds[0]) * i / SAMPLES;
            sample.addAll(main.list("sampling subjects", seek, q -> q.bind(0, at), rs -> rs.getString(1)));
        }
        return sample;
    }

    /**
     * PostgreSQL: the subjects of a few random pages ({@code TABLESAMPLE SYSTEM}, which reads only those
     * pages), sized by the planner's row estimate; none when the table is small, never analysed, or a view.
     * Its rows are the store's, so a bad guess only makes the parts uneven. Each part then runs on a
     * connection (a server process) of its own: a read fetched in batches never gets a parallel plan.
     */
    private List<String> pagesSample() throws StoreException {
        double rows = main.first("estimating the table's size", "SELECT reltuples FROM pg_class WHERE oid = to_regclass(?)",
                q -> q.bind(0, schema.sizedTable()), rs -> rs.getDouble(1)).orElse(-1.0);
        if (rows < minFactsToSplit || rows < 1) {
            return List.of();
        }
        double percent = Math.min(100, 100.0 * PAGE_SAMPLE_ROWS / rows);
        List<String> sample = new ArrayList<>();
        String subject = schema.col("f", "subject");
        try {
            main.stream("sampling subjects", "SELECT " + subject + " FROM " + schema.facts() + " f TABLESAMPLE SYSTEM ("
                    + String.format(java.util.Locale.ROOT, "%.6f", percent) + ") REPEATABLE (42) WHERE " + subject
                    + " IS NOT NULL", Sql.NO_PARAMETERS, rs -> rs.getString(1), name -> {
                        if (sample.size() < MAX_PAGE_SAMPLE) {
                            sample.add(name);
                        }
                    });
        } catch (StoreException e) {
            main.endRead(); // a view cannot be sampled: the failed statement aborted the transaction
            return List.of();
        }
        return sample;
    }

    /** Sorted by the database's own comparison, distinct: the ranges must follow its collation, not Java's. */
    private List<String> inDatabaseOrder(List<String> values) throws StoreException {
        if (values.isEmpty()) {
            return values;
        }
        String rows = String.join(", ", values.stream()
                .map(v -> "(CAST(? AS " + main.dialect().textType() + "))").toList());
        return main.list("ordering the sample", "SELECT DISTINCT x FROM (VALUES " + rows + ") v(x) ORDER BY x", q -> {
            for (int i = 0; i < values.size(); i++) {
                q.bind(i, values.get(i));
            }
        }, rs -> rs.getString(1));
    }

    /** The first real failure of a part; a part stopped only because another failed comes last. */
    private <T> void rethrowFirstFailure(List<Worker<T>> workers) throws StoreException {
        Worker<T> stopped = null;
        for (Worker<T> w : workers) {
            if (w.failure instanceof Progress.CancelledException) {
                stopped = stopped == null ? w : stopped;
            } else if (w.failure != null) {
                w.rethrow();
            }
        }
        if (stopped != null) {
            stopped.rethrow();
        }
    }

    private static void joinAll(List<? extends Worker<?>> workers) {
        boolean interrupted = false;
        for (Worker<?> w : workers) {
            while (true) {
                try {
                    w.thread.join();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true; // the part stops at its next check once failed is set
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** One range on a connection of its own. */
    private final class Worker<T> {
        private final Thread thread;
        private T result;
        private Throwable failure;

        Worker(Connection connection, PartReader<T> reader, Range range, Progress progress, AtomicBoolean failed) {
            this.thread = new Thread(() -> {
                try (Connection c = connection) {
                    result = reader.read(new Sql(c, main.dialect(), location), range, progress);
                } catch (Throwable t) {
                    failure = t;
                    failed.set(true);
                }
            }, "memscope-range-" + range.from());
            thread.setDaemon(true);
        }

        void rethrow() throws StoreException {
            io.memscope.store.WorkerFailure.rethrow(failure, location + ": reading the facts");
        }
    }
}
