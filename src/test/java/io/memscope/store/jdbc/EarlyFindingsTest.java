package io.memscope.store.jdbc;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreOpener;
import io.memscope.testing.Postgres;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

    /** One range (no split), so every hand-over but the last came while the pass was still reading rows. */
    @Test
    void findingsAreHandedOverWhileThePassReads() throws Exception {
        Path h2 = SampleStore.generatedH2(dir.resolve("big.mv.db"), 210_000, 7);
        try (JdbcMemoryStore store = JdbcMemoryStore.openH2File(h2, true)) {
            List<Integer> handOvers = new ArrayList<>();
            AnalysisReport report = store.analyzeInOnePass(Progress.NONE, Long.MAX_VALUE, found -> {
                handOvers.add(found.size());
            });
            assertThat(handOvers).as("at 100 000 and 200 000 rows, and at the end").hasSize(3);
            assertThat(handOvers.stream().mapToInt(Integer::intValue).sum())
                    .isEqualTo(report.findings().size() - report.ofKind(FindingKind.DANGLING_SUPERSEDED_BY).size()
                            - report.ofKind(FindingKind.CROSS_LINK).size());
        }
    }
}
