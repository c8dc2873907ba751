package io.memscope.store.jdbc;

import io.memscope.model.Cardinality;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.PredicateCardinalities;
import io.memscope.model.Progress;
import io.memscope.model.StoreSummary;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The queries of a relational store's reads, on whichever connection they are given, over the schema as
 * read at open (or again after an edit created memscope's tables: then a new one is made).
 */
final class FactQueries {
    /** The order of a subject's facts: sorted here, not by SQL, so every database collation gives the same. */
    private static final Comparator<Fact> SUBJECT_ORDER = Comparator.comparing(Fact::predicate)
            .thenComparing(Fact::validFrom, Comparator.nullsFirst(Comparator.naturalOrder()))
            .thenComparing(Fact::id);

    private final StoreSchema schema;
    private final FactReader reader;
    private final SqlDialect dialect;
    private final String location;

    FactQueries(StoreSchema schema, SqlDialect dialect, String location) {
        this.schema = schema;
        this.reader = new FactReader(schema, dialect, location);
        this.dialect = dialect;
        this.location = location;
    }

    StoreSchema schema() {
        return schema;
    }

    FactReader reader() {
        return reader;
    }

    /** One subject's facts (index on subject, predicate); the as-of rule is applied by Fact itself. */
    List<Fact> subjectFacts(Sql on, String subject, String predicate, Instant asOf) throws StoreException {
        String query = "SELECT " + reader.selectList("f") + " FROM " + schema.facts() + " f WHERE "
                + schema.col("f", "subject") + " = ?"
                + (predicate == null ? "" : " AND " + schema.col("f", "predicate") + " = ?");
        List<Fact> facts = new ArrayList<>();
        try {
            on.stream("reading facts of " + subject, query, q -> {
                q.bind(0, subject);
                if (predicate != null) {
                    q.bind(1, predicate);
                }
            }, reader::read, f -> {
                if (asOf == null || f.isValidAt(asOf)) {
                    facts.add(f);
                }
            });
        } finally {
            on.endRead();
        }
        facts.sort(SUBJECT_ORDER);
        return facts;
    }

    Optional<Fact> fact(Sql on, FactId id) throws StoreException {
        if (!schema.ids().canBind(id)) {
            return Optional.empty();
        }
        String query = "SELECT " + reader.selectList("f") + " FROM " + schema.facts() + " f WHERE "
                + schema.col("f", "id") + " = ?";
        return on.first("reading fact " + id, query, q -> q.bind(0, schema.ids().argument(id)), reader::read);
    }

    List<Dependency> dependencies(Sql on, FactId id) throws StoreException {
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
        List<Dependency> found = new ArrayList<>(on.list("reading dependencies of " + id, query, q -> {
            for (int i = 0; i < binders.size(); i++) {
                q.bind(i, binders.get(i).argument(id)); // a uuid column compares with a uuid, not with text
            }
        }, rs -> new Dependency(factIds.read(rs, 1), basisIds.read(rs, 2))));
        found.sort(Comparator.comparing(Dependency::factId).thenComparing(Dependency::dependsOn));
        return found;
    }

    IdCodec dependencyCodec(Column column) throws StoreException {
        IdCodec codec = IdCodec.forColumn(column.jdbcType(), column.typeName());
        if (codec == null) {
            throw new StoreException(location + ": table fact_dependencies: fact_id and depends_on"
                    + " must be integer or text columns");
        }
        return codec;
    }

    /** Streams the table grouped by subject and predicate; the consumer sees one row at a time. */
    void streamFacts(Sql on, boolean currentOnly, MemoryStore.FactConsumer consumer, Progress progress)
            throws StoreException {
        String where = currentOnly ? " WHERE " + schema.col("f", "valid_to") + " IS NULL" : "";
        String query = "SELECT " + reader.selectList("f") + " FROM " + schema.facts() + " f" + where + " ORDER BY "
                + schema.col("f", "subject") + ", " + schema.col("f", "predicate");
        long[] seen = new long[1];
        GroupedFacts grouped = new GroupedFacts(consumer);
        on.stream("reading all facts", query, Sql.NO_PARAMETERS, reader::read, fact -> {
            grouped.accept(fact);
            if (++seen[0] % 10_000 == 0) {
                progress.update("reading facts", seen[0], -1);
                progress.checkCancelled();
            }
        });
        grouped.flush();
    }

    /** Streams the facts of {@code subjects} as {@link #streamFacts} groups them, a few hundred subjects a query. */
    void streamFactsOf(Sql on, java.util.Collection<String> subjects, MemoryStore.FactConsumer consumer,
                       Progress progress) throws StoreException {
        List<String> sorted = subjects.stream().sorted().distinct().toList();
        GroupedFacts grouped = new GroupedFacts(consumer);
        long[] seen = new long[1];
        for (int start = 0; start < sorted.size(); start += FactLocations.IN_LIST_CHUNK) {
            List<String> chunk = sorted.subList(start, Math.min(sorted.size(), start + FactLocations.IN_LIST_CHUNK));
            FactLocations.InList<String> in = FactLocations.InList.of(chunk);
            String query = "SELECT " + reader.selectList("f") + " FROM " + schema.facts() + " f WHERE "
                    + schema.col("f", "subject") + " " + in.sql() + " ORDER BY "
                    + schema.col("f", "subject") + ", " + schema.col("f", "predicate");
            on.stream("reading the facts of some subjects", query, q -> {
                for (int i = 0; i < in.places(); i++) {
                    q.bind(i, in.at(i));
                }
            }, reader::read, fact -> {
                grouped.accept(fact);
                if (++seen[0] % 10_000 == 0) {
                    progress.update("reading facts", seen[0], -1);
                    progress.checkCancelled();
                }
            });
        }
        grouped.flush();
    }

    /**
     * Streams the table as {@link #streamFacts} does, each fact without its value or details: the columns of the
     * analysis index, so the database reads that index alone ({@link StoreIndexes}).
     */
    void streamWithoutValues(Sql on, SubjectRanges.Range range, MemoryStore.FactConsumer consumer, Progress progress,
                             AtomicLong seen) throws StoreException {
        long[] own = new long[1];
        GroupedFacts grouped = new GroupedFacts(consumer);
        on.stream("reading all facts", reader.withoutValueQuery(range), range::bind, reader::readWithoutValue, fact -> {
            grouped.accept(fact);
            if (++own[0] % 10_000 == 0) {
                progress.update("reading facts", seen.addAndGet(10_000), -1); // the parts read at once, together
                progress.checkCancelled();
            }
        });
        grouped.flush();
    }

    /** Whether the dependency columns hold ids as the facts' id column does, so the database can compare them. */
    boolean dependenciesComparable() throws StoreException {
        Optional<StoreSchema.Pair> table = schema.dependencies();
        return table.isEmpty() || dependencyCodec(table.get().first()) == schema.ids()
                && dependencyCodec(table.get().second()) == schema.ids();
    }

    void streamDependencies(Sql on, boolean bothCurrent, MemoryStore.DependencyConsumer consumer)
            throws StoreException {
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
        on.stream("reading dependencies", query, Sql.NO_PARAMETERS,
                rs -> new Dependency(factIds.read(rs, 1), basisIds.read(rs, 2)), consumer::accept);
    }

    /** A condition: a current fact has the id in {@code column} (EXISTS, so duplicate ids cannot repeat a row). */
    private String currentFactWith(String column) {
        return "EXISTS (SELECT 1 FROM " + schema.facts() + " f WHERE " + schema.col("f", "id") + " = " + column
                + " AND " + schema.col("f", "valid_to") + " IS NULL)";
    }

    /** Rows and closed rows: what agents do to memory (add, close, delete) changes one of them. */
    long[] rowCounts(Sql on) throws StoreException {
        return on.first("counting facts", "SELECT count(*), count(" + schema.col("f", "valid_to") + ") FROM "
                + schema.facts() + " f", Sql.NO_PARAMETERS, rs -> new long[]{rs.getLong(1), rs.getLong(2)})
                .orElse(new long[]{0, 0});
    }

    /**
     * Whether some fact's source holds two spaces ({@link io.memscope.model.SourceTexts#isSentence}): one query
     * that stops at the first such row; false where the table has no source. With {@code sample} above 0, only
     * that many facts of the lowest ids are asked, by the primary key: a table with no such source would
     * otherwise be read whole.
     */
    boolean anySourceSentence(Sql on, int sample) throws StoreException {
        if (!schema.has("source") && !schema.hasComputedFields()) {
            return false;
        }
        String twoSpaces = "'%" + " %".repeat(io.memscope.model.SourceTexts.MIN_SPACES) + "'";
        String source = "CAST(" + schema.col("f", "source") + " AS VARCHAR)";
        String from = sample <= 0 ? schema.facts() + " f"
                : "(SELECT " + source + " AS source_text FROM " + schema.facts() + " f ORDER BY "
                + schema.col("f", "id") + on.dialect().firstRows(sample) + ") s";
        String text = sample <= 0 ? source : "s.source_text";
        return on.first("looking for sources that read as sentences", "SELECT 1 FROM " + from + " WHERE " + text
                + " LIKE " + twoSpaces + on.dialect().firstRowOnly(), Sql.NO_PARAMETERS, rs -> Boolean.TRUE)
                .orElse(false);
    }

    /** Links marked inferred (a Graphiti store exported to H2); 0 where the table has no such column. */
    long inferredLinks(Sql on) throws StoreException {
        if (!schema.has(StoreSchema.INFERRED_LINK)) {
            return 0;
        }
        return on.count("counting inferred links", "SELECT count(*) FROM " + schema.facts() + " f WHERE "
                + schema.col("f", StoreSchema.INFERRED_LINK) + " = TRUE");
    }

    /** H2 keeps the row count (count(*) reads no rows); PostgreSQL's planner statistics estimate it. */
    long estimatedRows(Sql on) throws StoreException {
        long rows;
        if (dialect != SqlDialect.POSTGRESQL) {
            rows = on.count("counting facts", "SELECT count(*) FROM " + schema.facts());
        } else {
            rows = on.first("estimating the number of facts", "SELECT reltuples FROM pg_class WHERE oid = to_regclass(?)",
                    q -> q.bind(0, schema.sizedTable()), rs -> Math.round(rs.getDouble(1))).orElse(-1L);
        }
        return rows < 0 ? -1 : rows; // never analysed: PostgreSQL says -1 (or 0 before version 14)
    }

    /**
     * The counts in one pass, grouped by subject first: a hash aggregate, where count(DISTINCT subject)
     * made PostgreSQL sort every row.
     */
    StoreSummary countAll(Sql on) throws StoreException {
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
        List<StoreSummary> result = new ArrayList<>(1);
        on.withGroupingMemory("counting facts", () -> on.streamFew("counting facts", query, Sql.NO_PARAMETERS,
                rs -> new StoreSummary(rs.getLong(1), rs.getLong(2), rs.getLong(3), rs.getLong(4), rs.getLong(5)),
                result::add));
        return result.isEmpty() ? StoreSummary.EMPTY : result.get(result.size() - 1);
    }

    /** The declared cardinalities over {@code implied} (those a known table's system implies). */
    PredicateCardinalities cardinalities(Sql on, Map<String, Cardinality> implied) throws StoreException {
        Optional<StoreSchema.Pair> table = schema.predicates();
        Map<String, Cardinality> declared = new TreeMap<>(implied);
        if (table.isEmpty()) {
            return declared.isEmpty() ? PredicateCardinalities.NONE : new PredicateCardinalities(declared);
        }
        String query = "SELECT " + table.get().first().quoted() + ", " + table.get().second().quoted()
                + " FROM " + table.get().table();
        on.stream("reading memscope_predicates", query, Sql.NO_PARAMETERS,
                rs -> new String[]{rs.getString(1), rs.getString(2)}, row -> {
                    Cardinality cardinality = Cardinality.parse(row[1]);
                    if (row[0] == null || cardinality == null) {
                        throw new StoreException(location + ": table memscope_predicates: predicate "
                                + row[0] + " has cardinality \"" + row[1] + "\", expected one or many");
                    }
                    declared.put(row[0], cardinality);
                });
        return new PredicateCardinalities(declared);
    }
}
