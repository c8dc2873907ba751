package io.memscope.store.jdbc;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreKind;
import io.memscope.store.open.StoreOpener;
import io.memscope.testing.Postgres;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.file.Path;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The analysis is one pass over the table, which takes many seconds on a big store: the findings of each
 * (subject, predicate) group are handed over as the pass goes, so the window can show them while the rest
 * is still found. Only the links that leave their group wait for the lookup at the end.
 */
class EarlyFindingsTest {
    @TempDir
    Path dir;

    @Test
    void everyFindingButTheLeavingLinksIsHandedOverOnceAndTheReportHoldsThemAll() throws Exception {
        String url = Postgres.databaseWith("sample-stores/every-finding.json");
        try (MemoryStore store = StoreOpener.open(url, true)) {
            List<List<Finding>> handedOver = Collections.synchronizedList(new ArrayList<>());
            AnalysisReport report = store.analyze(Progress.NONE, handedOver::add);

            List<Finding> early = handedOver.stream().flatMap(List::stream).toList();
            assertThat(early).doesNotHaveDuplicates();
            assertThat(report.findings()).containsAll(early);
            assertThat(early).as("every finding but the dangling and cross links came early")
                    .containsExactlyInAnyOrderElementsOf(report.findings().stream()
                            .filter(f -> f.kind() != FindingKind.DANGLING_SUPERSEDED_BY
                                    && f.kind() != FindingKind.CROSS_LINK).toList());
            assertThat(store.analyze(Progress.NONE)).as("the same report without anyone listening").isEqualTo(report);
        }
    }

    /**
     * One range (no split), so every hand-over but the last came while the pass was still reading rows. The
     * values of the groups to compare are read on the pass's own connection while its rows stream: H2's lazy
     * result and PostgreSQL's cursor both stay open across that read.
     */
    @ParameterizedTest
    @EnumSource(value = StoreKind.class, names = {"H2", "POSTGRESQL"})
    void findingsAreHandedOverWhileThePassReads(StoreKind kind) throws Exception {
        try (JdbcMemoryStore store = generated(kind, 210_000)) {
            List<List<Finding>> handOvers = new ArrayList<>();
            AnalysisReport report = store.analyzeInOnePass(Progress.NONE, Long.MAX_VALUE, handOvers::add);
            assertThat(handOvers).as("at 100 000 and 200 000 rows, and at the end").hasSize(3);
            assertThat(handOvers.stream().mapToInt(List::size).sum())
                    .isEqualTo(report.findings().size() - report.ofKind(FindingKind.DANGLING_SUPERSEDED_BY).size()
                            - report.ofKind(FindingKind.CROSS_LINK).size());
            // contradictions need their values, read in batches: they come as the pass goes too, not at its end
            assertThat(handOvers.get(0)).anyMatch(f -> f.kind() == FindingKind.CONTRADICTION);
            assertThat(handOvers.get(1)).anyMatch(f -> f.kind() == FindingKind.CONTRADICTION);
            assertThat(store.analyzeInOnePass(Progress.NONE, 0)).as("the same as the pass split in ranges")
                    .isEqualTo(report);
        }
    }

    private JdbcMemoryStore generated(StoreKind kind, long facts) throws Exception {
        if (kind == StoreKind.H2) {
            return JdbcMemoryStore.openH2File(SampleStore.generatedH2(dir.resolve("big.mv.db"), facts, 7), true);
        }
        String url = Postgres.freshDatabaseUrl();
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(url);
             JdbcStoreWriter writer = JdbcStoreWriter.into(c)) {
            new io.memscope.store.synthetic.SyntheticStoreGenerator(facts, 7).writeTo(writer, Progress.NONE);
            writer.commit();
        }
        return JdbcMemoryStore.open(url, true);
    }
}
