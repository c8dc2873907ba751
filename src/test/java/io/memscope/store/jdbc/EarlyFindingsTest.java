package io.memscope.store.jdbc;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreOpener;
import io.memscope.testing.Postgres;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * On PostgreSQL the analysis is several queries, the last ending long after the first on a big store: each
 * query's findings are handed over as it ends, so the window can show them while the rest is still found.
 */
class EarlyFindingsTest {
    @Test
    void eachQuerysFindingsAreHandedOverOnceAndTheReportHoldsThemAll() throws Exception {
        String url = Postgres.databaseWith("sample-stores/every-finding.json");
        try (MemoryStore store = StoreOpener.open(url, true)) {
            List<List<Finding>> handedOver = Collections.synchronizedList(new ArrayList<>());
            AnalysisReport report = store.analyze(Progress.NONE, handedOver::add);

            List<Finding> early = handedOver.stream().flatMap(List::stream).toList();
            assertThat(handedOver).as("more than one hand-over: one a query").hasSizeGreaterThan(1);
            assertThat(early).doesNotHaveDuplicates();
            assertThat(report.findings()).containsAll(early);
            assertThat(early).as("every finding but the cycles, found last, came early")
                    .containsExactlyInAnyOrderElementsOf(report.findings().stream()
                            .filter(f -> f.kind() != FindingKind.CYCLE).toList());
            assertThat(store.analyze(Progress.NONE)).as("the same report without anyone listening").isEqualTo(report);
        }
    }
}
