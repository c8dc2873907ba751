package io.memscope.store.jdbc;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Cardinality;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.PredicateCardinalities;
import io.memscope.model.Progress;
import io.memscope.model.StoreSummary;
import io.memscope.store.StoreKind;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static io.memscope.store.jdbc.SampleStore.day;
import static io.memscope.store.jdbc.SampleStore.id;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The same hand-made store written to H2, SQLite and PostgreSQL must give the same, exact answers. */
class JdbcAnalysisTest {
    @TempDir
    Path dir;

    JdbcMemoryStore sample(StoreKind kind) throws Exception {
        return SampleStore.open(kind, dir);
    }

    @ParameterizedTest
    @EnumSource(value = StoreKind.class, names = {"H2", "SQLITE", "POSTGRESQL"})
    void findsEveryKindOfFindingWithExactIds(StoreKind kind) throws Exception {
        try (JdbcMemoryStore store = sample(kind)) {
            List<String> steps = new ArrayList<>();
            AnalysisReport report = store.analyze(new Progress() {
                @Override
                public void update(String step, long done, long total) {
                    steps.add(step);
                }
            });
            assertThat(report.summary()).isEqualTo(new StoreSummary(21, 10, 11, 6, 4));
            assertThat(report.findings()).containsExactlyElementsOf(SampleStore.expectedFindings());
            PredicateCardinalities declared = new PredicateCardinalities(Map.of("likes", Cardinality.MANY));
            assertThat(report.findings())
                    .isEqualTo(ReferenceAnalysis.findings(SampleStore.facts(), declared));
            assertThat(report.store()).isEqualTo(store.descriptor().location());
            assertThat(steps).as("the window shows each step").hasSizeGreaterThanOrEqualTo(3).endsWith("analysis done");
            assertThat(store.descriptor().kind()).isEqualTo(kind);
            assertThat(store.summary()).isEqualTo(report.summary());
        }
    }

    @ParameterizedTest
    @EnumSource(value = StoreKind.class, names = {"H2", "SQLITE", "POSTGRESQL"})
    void withoutTheDeclarationTheMultiValuedPredicateContradicts(StoreKind kind) throws Exception {
        try (JdbcMemoryStore store = sample(kind)) {
            assertThat(store.cardinalities().of("likes")).isEqualTo(Cardinality.MANY);
            assertThat(store.analyze(Progress.NONE).findings()).noneMatch(f -> f.subject().equals("ivy"));
        }
        // Same facts, no memscope_predicates row for likes: ivy's two current likes now contradict.
        if (kind == StoreKind.H2) {
            Path file = dir.resolve("undeclared.mv.db");
            try (JdbcStoreWriter w = JdbcStoreWriter.createH2(file)) {
                for (Fact f : SampleStore.facts()) {
                    w.fact(f);
                }
                w.commit();
            }
            try (JdbcMemoryStore store = JdbcMemoryStore.openH2File(file, true)) {
                assertThat(store.analyze(Progress.NONE).contradictions()).extracting(f -> f.subject())
                        .containsExactly("alice", "ivy");
                assertThat(store.analyze(Progress.NONE).ofKind(io.memscope.model.FindingKind.OVERLAP))
                        .hasSize(3);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(value = StoreKind.class, names = {"H2", "SQLITE", "POSTGRESQL"})
    void answersQuestionsAboutSubjectsAndFacts(StoreKind kind) throws Exception {
        try (JdbcMemoryStore store = sample(kind)) {
            assertThat(store.factsOf("alice")).extracting(Fact::id).containsExactly(id(3), id(4), id(1), id(2));
            assertThat(store.factsOf("hank")).extracting(Fact::id).containsExactly(id(16));
            assertThat(store.factsOf("nobody")).isEmpty();
            assertThat(store.factsAsOf("gina", "plan", day(2))).extracting(Fact::id).containsExactly(id(14), id(15));
            assertThat(store.factsAsOf("gina", null, day(3))).extracting(Fact::id).containsExactly(id(15));
            assertThat(store.factsAsOf("jack", "lives_in", day(1))).extracting(Fact::value).containsExactly("Lima");
            assertThat(store.factsAsOf("hank", null, Instant.parse("1900-01-01T00:00:00Z"))).hasSize(1);

            Fact full = store.fact(id(21)).orElseThrow();
            assertThat(full).isEqualTo(SampleStore.facts().get(20));
            assertThat(full.recordedAt()).isEqualTo(Instant.parse("2020-01-02T10:15:30.123456Z"));
            assertThat(store.fact(id(5)).orElseThrow().supersededBy()).isEqualTo(id(99));
            assertThat(store.fact(id(404))).isEmpty();
            assertThat(store.fact(FactId.of("not-a-number"))).isEmpty();

            assertThat(store.dependenciesOf(id(20))).containsExactly(new Dependency(id(21), id(20)));
            assertThat(store.dependenciesOf(id(13))).containsExactly(new Dependency(id(13), id(12)));
            assertThat(store.dependenciesOf(id(1))).isEmpty();
        }
    }

    @ParameterizedTest
    @EnumSource(value = StoreKind.class, names = {"H2", "SQLITE", "POSTGRESQL"})
    void cancellingStopsTheAnalysis(StoreKind kind) throws Exception {
        try (JdbcMemoryStore store = sample(kind)) {
            Progress cancelAfterCounting = new Progress() {
                int updates;

                @Override
                public void update(String step, long done, long total) {
                    updates++;
                }

                @Override
                public boolean isCancelled() {
                    return updates >= 2;
                }
            };
            assertThatThrownBy(() -> store.analyze(cancelAfterCounting)).isInstanceOf(Progress.CancelledException.class);
            // the store stays usable after a cancelled analysis
            assertThat(store.summary().facts()).isEqualTo(21);
        }
    }
}
