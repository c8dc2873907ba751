package io.memscope.store.json;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Progress;
import io.memscope.model.StoreSummary;
import io.memscope.store.StoreException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A store of realistic size loads and analyses, and a cancel stops the loading. */
class JsonStoreScaleTest {
    private static final int SUBJECTS = 20_000;
    private static final int PREDICATES = 5;
    private static final Instant T2020 = Instant.parse("2020-01-01T00:00:00Z");
    private static final Instant T2021 = Instant.parse("2021-01-01T00:00:00Z");

    @TempDir
    Path dir;

    /**
     * Per subject and predicate an old fact superseded by a new one: 200 000 facts. Every 1000th subject's
     * first predicate keeps both current with different values, which makes 20 contradictions.
     */
    private Path generate(String name) throws StoreException {
        Path file = dir.resolve(name);
        try (JsonStoreWriter w = JsonStoreWriter.create(file)) {
            for (int s = SUBJECTS - 1; s >= 0; s--) { // reverse order: the index must sort
                for (int k = 0; k < PREDICATES; k++) {
                    long id = (long) s * 10 + k * 2L;
                    boolean contradiction = s % 1000 == 0 && k == 0;
                    String subject = "subject-" + s;
                    w.fact(Fact.of(FactId.of(id), subject, "p" + k, "old " + id, T2020,
                            contradiction ? null : T2021, contradiction ? null : FactId.of(id + 1)));
                    w.fact(Fact.of(FactId.of(id + 1), subject, "p" + k, "new " + id, T2021, null, null));
                }
            }
            w.commit();
        }
        return file;
    }

    @Test
    void twoHundredThousandFactsLoadAndAnalyse() throws Exception {
        Path file = generate("big.json");
        List<Long> totals = new ArrayList<>();
        Progress recording = new Progress() {
            @Override
            public void update(String step, long done, long total) {
                totals.add(total);
            }
        };
        try (JsonMemoryStore store = JsonMemoryStore.open(file, true, recording)) {
            assertThat(totals).contains(Files.size(file));
            AnalysisReport report = store.analyze(recording);
            assertThat(report.summary()).isEqualTo(new StoreSummary(200_000, SUBJECTS, 100_020, 99_980, 0));
            assertThat(report.contradictions()).hasSize(20);
            assertThat(report.findings()).hasSize(20);
            assertThat(report.contradictions().get(0).factIds()).containsExactly(FactId.of(0), FactId.of(1));
            assertThat(store.factsOf("subject-12345")).hasSize(10).first()
                    .extracting(Fact::id).isEqualTo(FactId.of(123450));
            assertThat(store.fact(FactId.of(199_999))).isPresent();
        }
    }

    @Test
    void cancellingStopsLoading() throws Exception {
        Path file = generate("cancel.json");
        int[] updates = {0};
        Progress cancelAfterFirstReport = new Progress() {
            @Override
            public void update(String step, long done, long total) {
                updates[0]++;
            }

            @Override
            public boolean isCancelled() {
                return updates[0] > 0;
            }
        };
        assertThat(Files.size(file)).as("big enough to be read in two halves").isGreaterThan(TailRead.SPLIT_FROM_BYTES);
        assertThatThrownBy(() -> JsonMemoryStore.open(file, true, cancelAfterFirstReport))
                .isInstanceOf(Progress.CancelledException.class);
        assertThat(updates[0]).as("stopped at the first check, long before the end").isEqualTo(1);
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (tailThreadAlive() && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertThat(tailThreadAlive()).as("the thread reading the second half stopped too").isFalse();
    }

    private static boolean tailThreadAlive() {
        return Thread.getAllStackTraces().keySet().stream()
                .anyMatch(t -> t.getName().equals("memscope-read-tail") && t.isAlive());
    }
}
