package io.memscope.store.jdbc;

import io.memscope.store.TableMapping;
import io.memscope.model.AnalysisReport;
import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreCopier;
import io.memscope.store.StoreWriter;
import io.memscope.store.json.JsonMemoryStore;
import io.memscope.store.json.JsonStoreWriter;
import io.memscope.store.synthetic.SyntheticStoreGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static io.memscope.testing.Facts.fact;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Passes split over subject ranges (one connection and thread each) give what one pass gives. */
class SubjectRangesTest {
    @TempDir
    Path dir;

    @Test
    void rangesPartitionTheSubjectsAndTheReportIsTheSameAsOnePass() throws Exception {
        Path json = dir.resolve("synthetic.json");
        try (StoreWriter writer = JsonStoreWriter.create(json)) {
            new SyntheticStoreGenerator(20_000, 11).writeTo(writer, Progress.NONE);
            // a cycle through two subjects far apart, so it spans two ranges
            writer.fact(fact(20_001, "aaa", "city", "Oslo", 0, 10, 20_002));
            writer.fact(fact(20_002, "zzz", "city", "Rome", 10, 20, 20_001));
            writer.commit();
        }
        Path h2 = dir.resolve("synthetic.mv.db");
        try (MemoryStore from = JsonMemoryStore.open(json, true); StoreWriter writer = JdbcStoreWriter.createH2(h2)) {
            StoreCopier.copy(from, writer, false, Progress.NONE);
        }
        try (MemoryStore reference = JsonMemoryStore.open(json, true);
             JdbcMemoryStore store = JdbcMemoryStore.openH2File(h2, true)) {
            List<SubjectRanges.Range> ranges = store.splitRanges(4, 0);
            assertThat(ranges).hasSize(4);
            assertThat(ranges.get(0).from()).isNull();
            assertThat(ranges.get(3).to()).isNull();
            for (int i = 1; i < ranges.size(); i++) {
                assertThat(ranges.get(i).from()).isEqualTo(ranges.get(i - 1).to());
                assertThat(ranges.get(i).from()).isGreaterThan(ranges.get(i - 1).from() == null ? ""
                        : ranges.get(i - 1).from());
            }
            assertThat(store.splitRanges(4, Long.MAX_VALUE)).containsExactly(SubjectRanges.Range.ALL);

            AnalysisReport expected = reference.analyze(Progress.NONE);
            AnalysisReport split = store.analyzeInOnePass(Progress.NONE, 0);
            AnalysisReport whole = store.analyzeInOnePass(Progress.NONE, Long.MAX_VALUE);
            assertThat(expected.ofKind(io.memscope.model.FindingKind.CYCLE)).isNotEmpty();
            for (AnalysisReport actual : List.of(split, whole)) {
                assertThat(actual.summary()).isEqualTo(expected.summary());
                assertThat(actual.findings()).containsExactlyElementsOf(expected.findings());
            }

            io.memscope.store.StoreOverview overview = store.overview(Progress.NONE, 0);
            assertThat(overview.subjects()).containsExactlyElementsOf(reference.subjects(Progress.NONE));
            assertThat(overview.summary()).isEqualTo(expected.summary());
            assertThat(store.overview(Progress.NONE, Long.MAX_VALUE)).isEqualTo(overview);
        }
    }

    /** PostgreSQL splits the overview and the analysis at subjects sampled from random pages (once analysed). */
    /** The suggester's read without values: parts of whole subjects, read at once, that add up to one pass. */
    @Test
    void factsWithoutValuesComeInPartsOfWholeSubjectsThatAddUpToOnePass() throws Exception {
        Path json = dir.resolve("synthetic.json");
        try (StoreWriter writer = JsonStoreWriter.create(json)) {
            new SyntheticStoreGenerator(20_000, 5).writeTo(writer, Progress.NONE);
            writer.commit();
        }
        Path h2 = dir.resolve("synthetic.mv.db");
        try (MemoryStore from = JsonMemoryStore.open(json, true); StoreWriter writer = JdbcStoreWriter.createH2(h2)) {
            StoreCopier.copy(from, writer, false, Progress.NONE);
        }
        try (JdbcMemoryStore store = JdbcMemoryStore.openH2File(h2, true)) {
            List<List<io.memscope.model.Fact>> whole = partsWithoutValues(store, Long.MAX_VALUE);
            List<List<io.memscope.model.Fact>> split = partsWithoutValues(store, 0);
            assertThat(whole).hasSize(1);
            assertThat(split).hasSize(Math.min(4, Runtime.getRuntime().availableProcessors()));
            java.util.Set<String> seen = new java.util.HashSet<>();
            List<io.memscope.model.Fact> together = new java.util.ArrayList<>();
            for (List<io.memscope.model.Fact> part : split) {
                java.util.Set<String> own = new java.util.LinkedHashSet<>();
                part.forEach(f -> own.add(f.subject()));
                own.forEach(subject -> assertThat(seen.add(subject)).as(subject + " in two parts").isTrue());
                together.addAll(part);
            }
            // as sets of the same size: an any-order list comparison of 20,000 facts is quadratic when the
            // parts come in another order than one pass, which their threads decide
            assertThat(together).hasSameSizeAs(whole.get(0));
            assertThat(new java.util.HashSet<>(together)).isEqualTo(new java.util.HashSet<>(whole.get(0)));
            assertThat(whole.get(0)).allMatch(f -> f.value() == null).hasSize(20_000);
        }
    }

    private static List<List<io.memscope.model.Fact>> partsWithoutValues(JdbcMemoryStore store, long minFactsToSplit)
            throws Exception {
        List<List<io.memscope.model.Fact>> parts = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
        store.forEachFactWithoutValue(() -> {
            List<io.memscope.model.Fact> part = new java.util.ArrayList<>();
            parts.add(part);
            return new MemoryStore.FactPart() {
                @Override
                public void accept(io.memscope.model.Fact fact) {
                    part.add(fact);
                }

                @Override
                public void end() {
                }
            };
        }, Progress.NONE, minFactsToSplit);
        return parts;
    }

    @Test
    void thePostgresOverviewAndAnalysisSplitOverConnectionsEqualOnePass() throws Exception {
        String url = io.memscope.testing.Postgres.freshDatabaseUrl();
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(url)) {
            try (JdbcStoreWriter writer = JdbcStoreWriter.into(c)) {
                new SyntheticStoreGenerator(20_000, 5).writeTo(writer, Progress.NONE);
                // a cycle through two subjects far apart (two ranges), and a link to another subject
                writer.fact(fact(20_001, "aaa", "city", "Oslo", 0, 10, 20_002));
                writer.fact(fact(20_002, "zzz", "city", "Rome", 10, 20, 20_001));
                writer.fact(fact(20_003, "aab", "city", "Pisa", 0, 10, 20_004));
                writer.fact(fact(20_004, "zzy", "job", "cook", 10, -1, -1));
                writer.commit();
            }
            c.setAutoCommit(true);
            try (java.sql.Statement st = c.createStatement()) {
                st.execute("ANALYZE facts"); // the sample is sized by the planner's row estimate
                st.execute("CREATE VIEW facts_view AS SELECT * FROM facts");
            }
        }
        // a view has no pages to sample (and no row estimate): it is read in one range, to the same answer
        try (JdbcMemoryStore view = JdbcMemoryStore.open(url, true, new TableMapping("facts_view", java.util.Map.of()));
             JdbcMemoryStore table = JdbcMemoryStore.open(url, true)) {
            assertThat(view.splitRanges(2, 0)).containsExactly(SubjectRanges.Range.ALL);
            assertThat(view.analyzeInOnePass(Progress.NONE, 0).findings())
                    .containsExactlyElementsOf(table.analyzeInOnePass(Progress.NONE, 0).findings());
            assertThat(view.overview(Progress.NONE, 0).subjects()).isEqualTo(table.overview(Progress.NONE, 0).subjects());
        }
        try (JdbcMemoryStore store = JdbcMemoryStore.open(url, true)) {
            List<SubjectRanges.Range> ranges = store.splitRanges(2, 0);
            assertThat(ranges).hasSize(2);
            assertThat(ranges.get(0).to()).isEqualTo(ranges.get(1).from()).isNotNull();
            assertThat(store.splitRanges(2, Long.MAX_VALUE)).containsExactly(SubjectRanges.Range.ALL);

            io.memscope.store.StoreOverview whole = store.overview(Progress.NONE, Long.MAX_VALUE);
            io.memscope.store.StoreOverview split = store.overview(Progress.NONE, 0);
            assertThat(whole.subjects()).hasSizeGreaterThan(1000);
            assertThat(split).isEqualTo(whole);
            assertThat(split.summary()).isEqualTo(store.summary());

            AnalysisReport onePass = store.analyzeInOnePass(Progress.NONE, Long.MAX_VALUE);
            AnalysisReport inRanges = store.analyzeInOnePass(Progress.NONE, 0);
            assertThat(onePass.ofKind(io.memscope.model.FindingKind.CYCLE)).isNotEmpty();
            assertThat(onePass.ofKind(io.memscope.model.FindingKind.CONTRADICTION)).isNotEmpty();
            assertThat(onePass.ofKind(io.memscope.model.FindingKind.CROSS_LINK)).isNotEmpty();
            assertThat(inRanges.summary()).isEqualTo(onePass.summary());
            assertThat(inRanges.findings()).containsExactlyElementsOf(onePass.findings());
        }
    }

    /** A database that refuses more connections (a server at its limit) costs the parallelism, not the read. */
    @Test
    void refusedConnectionsMeanOneRangeOnTheStoresOwn() throws Exception {
        Path h2 = SampleStore.generatedH2(dir.resolve("refused.mv.db"), 5_000, 3);
        Path mvFile = H2Connector.mvFile(h2);
        try (java.sql.Connection c = H2Connector.connect(mvFile, true, "")) {
            StoreSchema schema = StoreSchema.discover(c, SqlDialect.H2, h2.toString(), TableMapping.DEFAULT);
            Sql main = new Sql(c, SqlDialect.H2, h2.toString());
            SubjectRanges.PartReader<SubjectRanges.Range> which = (on, range, p) -> range;

            SubjectRanges refused = new SubjectRanges(main, () -> {
                throw new io.memscope.store.StoreException(h2 + ": too many connections");
            }, schema, h2.toString(), 0);
            assertThat(refused.read(which, Progress.NONE)).containsExactly(SubjectRanges.Range.ALL);

            SubjectRanges allowed = new SubjectRanges(main, () -> H2Connector.connect(mvFile, true, ""), schema,
                    h2.toString(), 0);
            int cores = Math.min(4, Runtime.getRuntime().availableProcessors());
            assertThat(allowed.read(which, Progress.NONE)).hasSize(cores);
        }
    }

    @Test
    void cancellingStopsEveryPartAndLeavesTheStoreUsable() throws Exception {
        Path h2 = SampleStore.generatedH2(dir.resolve("cancel.mv.db"), 30_000, 3);
        try (JdbcMemoryStore store = JdbcMemoryStore.openH2File(h2, true)) {
            Progress cancelled = new Progress() {
                @Override
                public boolean isCancelled() {
                    return true;
                }
            };
            assertThatThrownBy(() -> store.analyzeInOnePass(cancelled, 0))
                    .isInstanceOf(Progress.CancelledException.class);
            assertThat(store.summary().facts()).isEqualTo(30_000);
            assertThat(store.analyzeInOnePass(Progress.NONE, 0).summary().facts()).isEqualTo(30_000);
        }
    }
}
