package io.memscope.ui.main;

import io.memscope.model.AnalysisReport;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import io.memscope.ui.FxThread;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Findings handed over early reach the window without the FX thread ever waiting for an analysing thread
 * that is still arranging (sorting) its own hand-over.
 */
class EarlyFindingsSwapTest {
    private static Finding contradiction(String subject) {
        return new Finding(FindingKind.CONTRADICTION, subject, "city", List.of(FactId.of(1), FactId.of(2)));
    }

    @Test
    void aSlowArrangementHoldsUpNeitherTheWindowNorALaterHandOver() throws Exception {
        FxThread.start();
        CountDownLatch arranging = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        List<List<String>> shown = new CopyOnWriteArrayList<>();
        CountDownLatch swapped = new CountDownLatch(1);
        EarlyFindings early = new EarlyFindings("store", rows -> {
            shown.add(rows.stream().map(Finding::subject).toList());
            swapped.countDown();
        }, (AnalysisReport report) -> {
            if (report.findings().size() == 1) { // the first hand-over is slow to arrange
                arranging.countDown();
                await(release);
            }
            return FindingsView.rowsOf(report);
        });
        Thread slow = new Thread(() -> early.add(List.of(contradiction("user:b"))), "slow-range");
        slow.start();
        assertThat(arranging.await(10, TimeUnit.SECONDS)).isTrue();

        Thread quick = new Thread(() -> early.add(List.of(contradiction("user:a"))), "quick-range");
        quick.start();
        // the later hand-over holds both findings and reaches the window while the first is still arranging
        assertThat(swapped.await(10, TimeUnit.SECONDS)).as("shown while the slow range arranges").isTrue();
        FxThread.run(() -> { });
        assertThat(shown).containsExactly(List.of("user:a", "user:b"));

        release.countDown();
        slow.join(10_000);
        quick.join(10_000);
        FxThread.run(() -> { });
        assertThat(shown).as("the older arrangement never replaces the newer one").hasSize(1);
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
