package io.memscope.review;

import io.memscope.model.AnalysisReport;
import io.memscope.model.AuditEntry;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Progress;
import io.memscope.model.SubjectSummary;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;
import io.memscope.store.open.StoreOpener;
import io.memscope.testing.Postgres;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * After each action on a copy of the every-finding sample (as JSON, as an H2 file and in PostgreSQL), the report
 * brought up to date from the touched subjects must equal a full analysis of the store, counts included, or decline
 * where only a full analysis can know (a cycle, a cardinality).
 */
class ReportRefreshTest {
    private static final Instant NOW = Instant.parse("2026-11-30T12:00:00Z");

    @TempDir
    Path dir;

    private MemoryStore store;
    private ActionRunner runner;
    private AnalysisReport report;

    @ParameterizedTest
    @ValueSource(strings = {"every-finding.json", "every-finding.mv.db", "postgresql"})
    void eachActionGivesTheReportAFullAnalysisWouldGive(String sample) throws Exception {
        try (MemoryStore opened = StoreOpener.open(copyOf(sample), false)) {
            store = opened;
            runner = new ActionRunner(store, "olga", Clock.fixed(NOW, ZoneOffset.UTC));
            report = store.analyze(Progress.NONE);

            Optional<ReportRefresh.Refreshed> resolved = refreshAfter(
                    new ResolveContradiction(fact(2), List.of(fact(1), fact(2)), "moved to Braga"));
            assertThat(resolved).isPresent();
            assertThat(resolved.get().subjects()).extracting(SubjectSummary::subject).containsExactly("user:ana");
            assertThat(resolved.get().report().contradictions()).hasSize(1); // only ben's phone is left

            // dev's city is the target of cho's cross link: that finding stays with cho, unchanged
            Instant moved = Instant.parse("2024-01-01T00:00:00Z");
            assertThat(refreshAfter(Invalidate.at(fact(30), moved, "moved"))).isPresent();
            assertThat(refreshAfter(new SupersedeByHand(fact(11), fact(12), "new number"))).isPresent();
            assertThat(refreshAfter(Invalidate.neverTrue(fact(13), "never his title"))).isPresent();
            assertThat(refreshAfter(new Undo("changed my mind"))).isPresent();
            Optional<ReportRefresh.Refreshed> flagged = refreshAfter(new Flag(FactId.of(5), "ask again"));
            assertThat(flagged).isPresent();
            assertThat(flagged.get().subjects()).isEmpty();

            assertThat(refreshAfter(Invalidate.neverTrue(fact(21), "wrong plan")))
                    .as("cho's plan is a cycle: only a full analysis knows what became of it").isEmpty();
            assertThat(refreshAfter(new MarkMultiValued("email", "people have several addresses")))
                    .as("a cardinality concerns every subject").isEmpty();
        }
    }

    /** A writable copy of the sample: the file, or (for "postgresql") its facts in a fresh database. */
    private String copyOf(String sample) throws Exception {
        if (!sample.equals("postgresql")) {
            Path copy = dir.resolve(sample);
            Files.copy(Path.of("sample-stores", sample), copy);
            return copy.toString();
        }
        return Postgres.databaseWith("sample-stores/every-finding.json");
    }

    /**
     * Runs the action, brings the last report up to date, and checks it against a full analysis (which then
     * becomes the report the next action starts from).
     */
    private Optional<ReportRefresh.Refreshed> refreshAfter(ReviewAction action) throws Exception {
        AuditEntry entry = runner.run(action);
        Optional<ReportRefresh.Refreshed> refreshed = ReportRefresh.after(store, report, entry);
        AnalysisReport full = store.analyze(Progress.NONE);
        refreshed.ifPresent(r -> {
            assertThat(r.report()).as(action.description()).isEqualTo(full);
            for (SubjectSummary row : r.subjects()) {
                assertThat(row).isIn(subjectsNow());
            }
        });
        report = full;
        return refreshed;
    }

    private List<SubjectSummary> subjectsNow() {
        try {
            return store.subjects(Progress.NONE);
        } catch (StoreException e) {
            throw new IllegalStateException(e);
        }
    }

    private Fact fact(long id) throws StoreException {
        return store.fact(FactId.of(id)).orElseThrow();
    }
}
