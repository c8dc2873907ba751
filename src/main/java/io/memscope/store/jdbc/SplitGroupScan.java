package io.memscope.store.jdbc;

import io.memscope.analysis.GroupedLinks;
import io.memscope.model.Finding;
import io.memscope.model.PredicateCardinalities;
import io.memscope.model.Progress;
import io.memscope.model.StoreSummary;
import io.memscope.store.StoreException;

import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Runs {@link GroupScan} over several subject ranges at once, each on its own connection to the same
 * embedded H2 database. Why: reading rows in index order costs H2 a B-tree lookup per row (about twice a
 * plain scan, measured), and that work is single-threaded per query; two ranges on two cores took 1 M
 * facts from 3.7 s to 2.5 s. Ranges are whole subjects, so no group is split, and the findings and counts
 * of the parts add up to those of one pass.
 *
 * <p>The split points come from a sample of subjects at evenly spaced row ids (a few dozen index seeks),
 * ordered by the database itself so the ranges partition the table under its collation. Row ids with
 * large gaps make the parts uneven (never wrong): the split only shares out the work.
 */
final class SplitGroupScan {
    /** Below this a second connection and thread cost more than they save. */
    static final long MIN_FACTS_TO_SPLIT = 200_000;
    private static final int MAX_PARTS = 4;
    private static final int SAMPLES = 64;

    /** Opens one more read connection to the store's database. */
    interface Connections {
        Connection open() throws StoreException;
    }

    private final Sql main;
    private final Connections more;
    private final StoreSchema schema;
    private final SqlDialect dialect;
    private final String location;
    private final Progress progress;
    private final long minFactsToSplit;

    SplitGroupScan(Sql main, Connections more, StoreSchema schema, String location, Progress progress) {
        this(main, more, schema, location, progress, MIN_FACTS_TO_SPLIT);
    }

    /** With another threshold, so a test can split a small table. */
    SplitGroupScan(Sql main, Connections more, StoreSchema schema, String location, Progress progress,
                   long minFactsToSplit) {
        this.minFactsToSplit = minFactsToSplit;
        this.main = main;
        this.more = more;
        this.schema = schema;
        this.dialect = main.dialect();
        this.location = location;
        this.progress = progress;
    }

    /** Adds every finding to {@code findings} and returns the counts. */
    StoreSummary run(FactReader reader, PredicateCardinalities cardinalities, List<Finding> findings)
            throws StoreException {
        int parts = more == null ? 1 : Math.min(MAX_PARTS, Runtime.getRuntime().availableProcessors());
        List<GroupScan.Range> ranges = parts > 1 ? ranges(parts) : List.of(GroupScan.Range.ALL);
        AtomicBoolean failed = new AtomicBoolean();
        Progress guarded = new Progress() { // a failed part stops the others at their next check
            @Override
            public boolean isCancelled() {
                return failed.get() || progress.isCancelled();
            }
        };
        GroupScan scan = new GroupScan(schema, reader, cardinalities, guarded);
        List<Worker> workers = new ArrayList<>();
        for (int i = 1; i < ranges.size(); i++) {
            Worker w = new Worker(scan, ranges.get(i), failed);
            workers.add(w);
            w.thread.start();
        }
        GroupScan.Part first;
        try {
            first = scan.scan(main, ranges.get(0));
        } catch (StoreException | RuntimeException e) {
            failed.set(true);
            joinAll(workers);
            throw e;
        }
        joinAll(workers);
        for (Worker w : workers) {
            w.rethrow();
        }
        progress.checkCancelled();
        List<GroupScan.Part> all = new ArrayList<>();
        all.add(first);
        workers.forEach(w -> all.add(w.part));
        StoreSummary summary = StoreSummary.EMPTY;
        List<GroupedLinks> links = new ArrayList<>();
        for (GroupScan.Part part : all) {
            summary = summary.plus(part.summary());
            findings.addAll(part.findings());
            links.add(part.links());
        }
        progress.update("superseded_by links that leave their subject", PushedDownAnalysis.STEPS - 1,
                PushedDownAnalysis.STEPS);
        findings.addAll(scan.links(main, links));
        return summary;
    }

    /**
     * Up to {@code parts} ranges of about equal rows; one range when the table is small or cannot be
     * sampled by row id (then nothing is lost but the parallelism).
     */
    List<GroupScan.Range> ranges(int parts) throws StoreException {
        long[] bounds = new long[3];
        String facts = schema.facts();
        try {
            main.stream("sizing the table", "SELECT min(f._ROWID_), max(f._ROWID_), count(*) FROM " + facts + " f",
                    Sql.NO_PARAMETERS, rs -> {
                        bounds[0] = rs.getLong(1);
                        bounds[1] = rs.getLong(2);
                        bounds[2] = rs.getLong(3);
                    });
        } catch (StoreException e) {
            return List.of(GroupScan.Range.ALL); // a view or a table without row ids: one pass
        }
        if (bounds[2] < minFactsToSplit) {
            return List.of(GroupScan.Range.ALL);
        }
        List<String> sample = new ArrayList<>();
        String subject = schema.col("f", "subject");
        String seek = "SELECT " + subject + " FROM " + facts + " f WHERE f._ROWID_ >= ? AND " + subject
                + " IS NOT NULL ORDER BY f._ROWID_ FETCH FIRST 1 ROWS ONLY";
        for (int i = 0; i < SAMPLES; i++) {
            long at = bounds[0] + (bounds[1] - bounds[0]) * i / SAMPLES;
            main.stream("sampling subjects", seek, ps -> ps.setLong(1, at), rs -> sample.add(rs.getString(1)));
        }
        List<String> ordered = inDatabaseOrder(sample);
        if (ordered.size() < parts) {
            return List.of(GroupScan.Range.ALL); // a few subjects hold all rows: nothing to share out
        }
        List<GroupScan.Range> ranges = new ArrayList<>();
        String from = null;
        for (int p = 1; p < parts; p++) {
            String to = ordered.get(p * ordered.size() / parts); // distinct and rising, so no range is empty
            ranges.add(new GroupScan.Range(from, to));
            from = to;
        }
        ranges.add(new GroupScan.Range(from, null));
        return ranges;
    }

    /** Sorted by the database's own comparison, distinct: the ranges must follow its collation, not Java's. */
    private List<String> inDatabaseOrder(List<String> values) throws StoreException {
        if (values.isEmpty()) {
            return values;
        }
        String rows = String.join(", ", values.stream().map(v -> "(CAST(? AS " + dialect.textType() + "))").toList());
        List<String> ordered = new ArrayList<>();
        main.stream("ordering the sample", "SELECT DISTINCT x FROM (VALUES " + rows + ") v(x) ORDER BY x", ps -> {
            for (int i = 0; i < values.size(); i++) {
                ps.setString(i + 1, values.get(i));
            }
        }, rs -> ordered.add(rs.getString(1)));
        return ordered;
    }

    private static void joinAll(List<Worker> workers) {
        for (Worker w : workers) {
            boolean interrupted = false;
            while (true) {
                try {
                    w.thread.join();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true; // the part stops at its next check once failed is set
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** One range on a connection of its own. */
    private final class Worker {
        private final Thread thread;
        private GroupScan.Part part;
        private Throwable failure;

        Worker(GroupScan scan, GroupScan.Range range, AtomicBoolean failed) {
            this.thread = new Thread(() -> {
                try (Connection c = more.open()) {
                    part = scan.scan(new Sql(c, dialect, location), range);
                } catch (Throwable t) {
                    failure = t;
                    failed.set(true);
                }
            }, "memscope-scan-" + range.from());
            thread.setDaemon(true);
        }

        void rethrow() throws StoreException {
            if (failure instanceof StoreException e) {
                throw e;
            }
            if (failure instanceof RuntimeException e) {
                throw e;
            }
            if (failure instanceof Error e) {
                throw e;
            }
            if (failure != null) {
                throw new StoreException(location + ": analysing the facts failed: " + failure.getMessage(), failure);
            }
        }
    }
}
