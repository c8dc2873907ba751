package io.memscope.store.jdbc;

import io.memscope.store.open.StoreWriters;
import io.memscope.store.open.StoreOpener;
import io.memscope.model.Fact;
import io.memscope.model.Progress;
import io.memscope.store.StoreKind;
import io.memscope.store.StoreSource;
import io.memscope.testing.Postgres;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The one-pass overview the window opens with equals the three separate reads it replaces, and the
 * export stream keeps the canonical order although the database now only sorts by subject and predicate.
 */
class JdbcOverviewTest {
    @TempDir
    Path dir;

    JdbcMemoryStore sample(StoreKind kind) throws Exception {
        return SampleStore.open(kind, dir);
    }

    @ParameterizedTest
    @EnumSource(value = StoreKind.class, names = {"H2", "SQLITE", "POSTGRESQL"})
    void overviewEqualsSubjectsSummaryAndSource(StoreKind kind) throws Exception {
        try (JdbcMemoryStore store = sample(kind)) {
            io.memscope.store.StoreOverview overview = store.overview(Progress.NONE);

            // subjects() is read as the overview reads them; what it must hold comes from the sample itself
            java.util.Map<String, Long> perSubject = new java.util.TreeMap<>();
            SampleStore.facts().forEach(f -> perSubject.merge(f.subject(), 1L, Long::sum));
            assertThat(overview.subjects()).extracting(io.memscope.model.SubjectSummary::subject)
                    .containsExactlyElementsOf(perSubject.keySet());
            assertThat(overview.subjects()).extracting(io.memscope.model.SubjectSummary::facts)
                    .containsExactlyElementsOf(perSubject.values());
            assertThat(overview.subjects()).isEqualTo(store.subjects(Progress.NONE));
            assertThat(overview.summary()).isEqualTo(store.summary());
            assertThat(overview.source()).isEqualTo(StoreSource.of(store));
        }
    }

    @ParameterizedTest
    @EnumSource(value = StoreKind.class, names = {"H2", "SQLITE", "POSTGRESQL"})
    void theFirstPageIsTheStartOfTheFullSubjectList(StoreKind kind) throws Exception {
        try (JdbcMemoryStore store = sample(kind)) {
            List<io.memscope.model.SubjectSummary> all = store.subjects(Progress.NONE);

            assertThat(store.firstSubjects(3)).isEqualTo(all.subList(0, 3));
            assertThat(store.firstSubjects(1000)).isEqualTo(all);
        }
    }

    /** More dependencies than one fetch: the export looks facts up while the dependency cursor is open. */
    @ParameterizedTest
    @EnumSource(value = StoreKind.class, names = {"H2", "SQLITE", "POSTGRESQL"})
    void exportingTheCurrentSnapshotLooksFactsUpWhileStreamingDependencies(StoreKind kind) throws Exception {
        int pairs = SqlDialect.FETCH_SIZE + 500;
        io.memscope.store.StoreWriter w;
        String location;
        Connection c = null;
        if (kind == StoreKind.H2) {
            Path file = dir.resolve("deps.mv.db");
            w = JdbcStoreWriter.createH2(file);
            location = file.toString();
        } else {
            location = Postgres.freshDatabaseUrl();
            c = DriverManager.getConnection(location);
            w = JdbcStoreWriter.into(c);
        }
        try (io.memscope.store.StoreWriter writer = w) {
            for (int i = 0; i < pairs; i++) {
                java.time.Instant t = java.time.Instant.parse("2024-01-01T00:00:00Z");
                writer.fact(Fact.of(io.memscope.model.FactId.of(2L * i), "s" + i, "p", "a", t, null, null));
                writer.fact(Fact.of(io.memscope.model.FactId.of(2L * i + 1), "s" + i, "q", "b", t, null, null));
                writer.dependency(new io.memscope.model.Dependency(io.memscope.model.FactId.of(2L * i + 1),
                        io.memscope.model.FactId.of(2L * i)));
            }
            writer.commit();
        } finally {
            if (c != null) {
                c.close();
            }
        }
        Path out = dir.resolve("current.jsonl");
        try (io.memscope.store.MemoryStore store = io.memscope.store.open.StoreOpener.open(location, true);
             io.memscope.store.StoreWriter writer = io.memscope.store.open.StoreWriters.create(out)) {
            io.memscope.store.StoreCopier.CopyResult copied =
                    io.memscope.store.StoreCopier.copy(store, writer, true, Progress.NONE);
            assertThat(copied).isEqualTo(new io.memscope.store.StoreCopier.CopyResult(2L * pairs, pairs));
        }
    }

    @ParameterizedTest
    @EnumSource(value = StoreKind.class, names = {"H2", "SQLITE", "POSTGRESQL"})
    void everyFactStreamsGroupedAndInCanonicalOrder(StoreKind kind) throws Exception {
        try (JdbcMemoryStore store = sample(kind)) {
            List<Fact> streamed = new ArrayList<>();
            store.forEachFact(streamed::add, Progress.NONE);

            List<Fact> expected = new ArrayList<>();
            for (String subject : streamed.stream().map(Fact::subject).distinct().toList()) {
                expected.addAll(store.factsOf(subject));
            }
            assertThat(streamed).hasSize(SampleStore.facts().size()).isEqualTo(expected);
        }
    }
}
