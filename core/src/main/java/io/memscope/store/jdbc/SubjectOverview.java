package io.memscope.store.jdbc;

import io.memscope.model.FactId;
import io.memscope.model.PackedSubjectList;
import io.memscope.model.Progress;
import io.memscope.model.StoreSummary;
import io.memscope.model.SubjectSummary;
import io.memscope.store.StoreException;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What the window shows first, in ONE pass over the table: the subject list (facts and latest change per
 * subject) with each subject's status counts, summed into the overview's counts, and the number of
 * inferred links. Separately these are three scans ({@code subjects}, {@code summary}, {@code source});
 * at a million rows each scan is seconds the operator waits.
 */
final class SubjectOverview {
    /**
     * The subjects in name order (packed: a million rows are a few arrays), the store's counts, and how many
     * links were inferred.
     */
    record Result(List<SubjectSummary> subjects, StoreSummary summary, long inferredLinks) {
    }

    private final Sql sql;
    private final StoreSchema schema;
    private final FactReader reader;

    SubjectOverview(Sql sql, StoreSchema schema, FactReader reader) {
        this.sql = sql;
        this.schema = schema;
        this.reader = reader;
    }

    /**
     * The first {@code limit} subjects by name, with their counts, in milliseconds whatever the table's
     * size: the index on (subject, ...) gives the names in order and the scan stops at the limit; then
     * one range query counts just those. Shown while {@link #read} still runs over the whole table.
     */
    List<SubjectSummary> firstPage(int limit) throws StoreException {
        String subject = schema.col("f", "subject");
        List<String> names = new ArrayList<>(limit);
        try {
            sql.stream("listing the first subjects", "SELECT " + subject + " FROM " + schema.factsInSubjectOrder("f")
                    + " WHERE " + subject + " IS NOT NULL ORDER BY " + subject, Sql.NO_PARAMETERS,
                    rs -> rs.getString(1), name -> {
                if (names.isEmpty() || !names.get(names.size() - 1).equals(name)) {
                    if (names.size() == limit) {
                        throw new PageFull();
                    }
                    names.add(name);
                }
            });
        } catch (PageFull enough) {
            // the statement is closed on the way out; the rest of the table is never read
        }
        if (names.isEmpty()) {
            return List.of();
        }
        SqlDialect d = sql.dialect();
        String query = "SELECT " + subject + ", count(*), " + d.latest(schema.col("f", "valid_from")) + ", "
                + d.latest(schema.col("f", "valid_to")) + " FROM " + schema.factsInSubjectOrder("f") + " WHERE " + subject
                + " >= ? AND " + subject + " <= ? GROUP BY " + subject;
        List<SubjectSummary> page = new ArrayList<>(sql.list("counting the first subjects", query,
                q -> q.bind(0, names.get(0)).bind(1, names.get(names.size() - 1)), rs -> {
                    Instant from = reader.timestamp(rs, 3, "valid_from");
                    Instant to = reader.timestamp(rs, 4, "valid_to");
                    return new SubjectSummary(rs.getString(1), rs.getLong(2),
                            from == null ? to : to == null || from.isAfter(to) ? from : to);
                }));
        page.sort(Comparator.comparing(SubjectSummary::subject));
        return page;
    }

    /** Stops the name scan once the page is full. */
    private static final class PageFull extends RuntimeException {
        PageFull() {
            super(null, null, false, false);
        }
    }

    /** One range's subjects, not yet packed into the list's arrays (see {@link #merge}), and its sums. */
    record Part(PackedSubjectList.Builder subjects, StoreSummary summary, long inferredLinks) {
    }

    /** Over the whole table, as one pass. */
    Result read(Progress progress) throws StoreException {
        return merge(List.of(read(sql, SubjectRanges.Range.ALL, progress)));
    }

    /** The parts of {@link #read(Sql, SubjectRanges.Range, Progress)} over ranges that cover the table, as one result. */
    static Result merge(List<Part> parts) {
        List<PackedSubjectList.Builder> subjects = new ArrayList<>();
        StoreSummary summary = StoreSummary.EMPTY;
        long inferred = 0;
        for (Part part : parts) {
            subjects.add(part.subjects());
            summary = summary.plus(part.summary());
            inferred += part.inferredLinks();
        }
        // the ranges follow the database's collation; the list follows Java's (join sorts when they differ)
        return new Result(PackedSubjectList.Builder.join(subjects), summary, inferred);
    }

    /** One range of subjects through {@code on} (a connection of its own when ranges run at once). */
    Part read(Sql on, SubjectRanges.Range range, Progress progress) throws StoreException {
        String validTo = schema.col("f", "valid_to");
        String successor = schema.col("f", "superseded_by");
        String inferred = schema.has(StoreSchema.INFERRED_LINK)
                ? "COALESCE(SUM(CASE WHEN " + schema.col("f", StoreSchema.INFERRED_LINK) + " = TRUE THEN 1 ELSE 0 END), 0)"
                : "0";
        String query = "SELECT " + schema.col("f", "subject") + ", count(*), "
                + on.dialect().latest(schema.col("f", "valid_from")) + ", " + on.dialect().latest(validTo) + ", "
                + "COALESCE(SUM(CASE WHEN " + validTo + " IS NULL THEN 1 ELSE 0 END), 0), "
                + "COALESCE(SUM(CASE WHEN " + validTo + " IS NOT NULL AND " + successor
                + " IS NOT NULL THEN 1 ELSE 0 END), 0), " + inferred
                + " FROM " + schema.factsInSubjectOrder("f") + range.where(schema.col("f", "subject"))
                + " GROUP BY " + schema.col("f", "subject");
        Sums sums = new Sums();
        on.withGroupingMemory("listing subjects", () -> on.stream("listing subjects", query, range::bind, rs -> {
            Instant from = reader.timestamp(rs, 3, "valid_from");
            Instant to = reader.timestamp(rs, 4, "valid_to");
            return new SubjectRow(rs.getString(1), rs.getLong(2),
                    from == null ? to : to == null || from.isAfter(to) ? from : to,
                    rs.getLong(5), rs.getLong(6), rs.getLong(7));
        }, row -> sums.add(row, progress)));
        if (sums.subjectless) {
            throw reader.lacking(firstSubjectless(on), "subject");
        }
        StoreSummary summary = new StoreSummary(sums.facts, sums.subjects.size(), sums.current, sums.superseded,
                sums.facts - sums.current - sums.superseded);
        return new Part(sums.subjects, summary, sums.inferred);
    }

    /** One subject's group: its facts, latest change, and status counts. */
    private record SubjectRow(String subject, long facts, Instant latest, long current, long superseded,
                              long inferred) {
    }

    /** A range's subjects and sums as its rows arrive. */
    private static final class Sums {
        private final PackedSubjectList.Builder subjects = new PackedSubjectList.Builder();
        private long facts;
        private long current;
        private long superseded;
        private long inferred;
        private boolean subjectless;

        void add(SubjectRow row, Progress progress) {
            if (row.subject() == null) {
                subjectless = true;
                return;
            }
            subjects.add(row.subject(), row.facts(), row.latest());
            facts += row.facts();
            current += row.current();
            superseded += row.superseded();
            inferred += row.inferred();
            if (subjects.size() % 10_000 == 0) {
                progress.checkCancelled();
            }
        }
    }

    /**
     * The store refuses facts without a subject, as the analysis does, naming the first: the window would
     * otherwise list a subject that has no name, and no analysis would ever finish for the store.
     */
    private FactId firstSubjectless(Sql on) throws StoreException {
        String id = schema.col("f", "id");
        return on.first("finding the facts without a subject", "SELECT " + id + " FROM " + schema.factsInSubjectOrder("f")
                + " WHERE " + schema.col("f", "subject") + " IS NULL ORDER BY " + id + on.dialect().firstRowOnly(),
                Sql.NO_PARAMETERS, rs -> schema.ids().read(rs, 1)).orElse(null);
    }
}
