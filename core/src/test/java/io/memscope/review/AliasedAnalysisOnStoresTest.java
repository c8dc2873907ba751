package io.memscope.review;

import io.memscope.model.AnalysisReport;
import io.memscope.model.AuditEntry;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;
import io.memscope.store.StoreWriter;
import io.memscope.store.jdbc.JdbcStoreWriter;
import io.memscope.store.json.JsonStoreWriter;
import io.memscope.store.open.StoreOpener;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

import static io.memscope.testing.Facts.fact;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * On real stores (JSON, H2, SQLite): once the operator accepts that two predicates (or two subject keys) are
 * one, differing current values across them are reported as a contradiction across the alias, by a fresh open
 * as by the report brought up to date after an action, and an undo takes the finding back with the alias.
 */
class AliasedAnalysisOnStoresTest {
    private static final Instant NOW = Instant.parse("2024-06-01T12:00:00Z");

    @TempDir
    Path dir;

    private String location;

    private static List<Fact> facts() {
        return List.of(
                fact(1, "user:rachel", "lives in", "Detroit", 1, -1, -1),
                fact(2, "user:rachel", "moved to", "Ferndale", 10, -1, -1),
                fact(3, "Rachel", "home city", "Ferndale", 12, -1, -1),
                fact(4, "ben", "lives in", "Boston", 1, -1, -1),
                fact(5, "ben", "moved to", "boston", 3, -1, -1),
                fact(6, "Rachel", "job", "nurse", 2, -1, -1),
                fact(7, "user:rachel", "job", "teacher", 9, -1, -1));
    }

    private String create(String kind) throws Exception {
        switch (kind) {
            case "json" -> {
                Path file = dir.resolve("aliases.json");
                write(JsonStoreWriter.create(file));
                return file.toString();
            }
            case "h2" -> {
                Path file = dir.resolve("aliases.mv.db");
                write(JdbcStoreWriter.createH2(file));
                return file.toString();
            }
            default -> {
                Path file = dir.resolve("aliases.db");
                try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file)) {
                    write(JdbcStoreWriter.into(c));
                }
                return file.toString();
            }
        }
    }

    private static void write(StoreWriter writer) throws StoreException {
        try (writer) {
            for (Fact f : facts()) {
                writer.fact(f);
            }
            writer.commit();
        }
    }

    private static AuditEntry run(MemoryStore store, ReviewAction action) throws StoreException {
        return new ActionRunner(store, "olga", Clock.fixed(NOW, ZoneOffset.UTC)).run(action);
    }

    private static AcceptAlias predicates(String a, String b) {
        return new AcceptAlias(AcceptAlias.Kind.PREDICATE, a, b, List.of(), "one attribute");
    }

    private static AnalysisReport analysed(MemoryStore store) throws StoreException {
        return AliasedAnalysis.of(store, store.analyze(Progress.NONE)).report();
    }

    private static List<List<FactId>> acrossAliases(AnalysisReport report) {
        return report.ofKind(FindingKind.ALIAS_CONTRADICTION).stream().map(Finding::factIds).toList();
    }

    private static List<FactId> ids(long... ids) {
        return java.util.Arrays.stream(ids).mapToObj(FactId::of).toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {"json", "h2", "sqlite"})
    void anAcceptedAliasRevealsTheContradictionAcrossItUntilItIsUndone(String kind) throws Exception {
        location = create(kind);
        try (MemoryStore store = StoreOpener.open(location, false)) {
            AnalysisReport plain = store.analyze(Progress.NONE);
            assertThat(analysed(store).findings()).isEqualTo(plain.findings());
            assertThat(acrossAliases(plain)).isEmpty();

            run(store, predicates("lives in", "moved to"));
            // ben's two cities are one value; rachel's home city is another predicate until it is aliased too
            assertThat(acrossAliases(analysed(store))).containsExactly(ids(1, 2));
            assertThat(analysed(store).ofKind(FindingKind.ALIAS_CONTRADICTION).get(0).subject()).isEqualTo("user:rachel");

            run(store, new AcceptAlias(AcceptAlias.Kind.SUBJECT, "user:rachel", "Rachel", List.of(), null));
            run(store, predicates("home city", "moved to"));
            assertThat(acrossAliases(analysed(store))).containsExactlyInAnyOrder(ids(1, 2, 3), ids(6, 7));
        }
        try (MemoryStore store = StoreOpener.open(location, true)) {
            assertThat(acrossAliases(analysed(store))).as("read back from the audit log on a fresh open")
                    .containsExactlyInAnyOrder(ids(1, 2, 3), ids(6, 7));
        }
        try (MemoryStore store = StoreOpener.open(location, false)) {
            run(store, new Undo(null));
            run(store, new Undo(null));
            assertThat(acrossAliases(analysed(store))).containsExactly(ids(1, 2));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"json", "h2"})
    void theReportBroughtUpToDateAfterAnActionEqualsAFullAnalysis(String kind) throws Exception {
        location = create(kind);
        try (MemoryStore store = StoreOpener.open(location, false)) {
            run(store, predicates("lives in", "moved to"));
            run(store, new AcceptAlias(AcceptAlias.Kind.SUBJECT, "user:rachel", "Rachel", List.of(), null));
            AnalysisReport before = analysed(store);
            assertThat(acrossAliases(before)).containsExactlyInAnyOrder(ids(1, 2), ids(6, 7));

            // detroit was never true: rachel's city is ferndale alone, her job still two values across her keys
            AuditEntry invalidated = run(store, Invalidate.neverTrue(store.fact(FactId.of(1)).orElseThrow(), "never"));
            Optional<ReportRefresh.Refreshed> refreshed = ReportRefresh.after(store, before, invalidated);
            assertThat(refreshed).isPresent();
            assertThat(refreshed.get().report().findings()).isEqualTo(analysed(store).findings());
            assertThat(acrossAliases(refreshed.get().report())).containsExactly(ids(6, 7));
            assertThat(refreshed.get().aliases().subjectsWith("Rachel")).containsExactly("Rachel", "user:rachel");

            // nurse was never true either, a fact of the other key: the finding named by user:rachel's fact goes
            AuditEntry nurse = run(store, Invalidate.neverTrue(store.fact(FactId.of(6)).orElseThrow(), "never"));
            Optional<ReportRefresh.Refreshed> again = ReportRefresh.after(store, refreshed.get().report(), nurse);
            assertThat(again).isPresent();
            assertThat(again.get().report().findings()).isEqualTo(analysed(store).findings());
            assertThat(acrossAliases(again.get().report())).isEmpty();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"json"})
    void undoingAnAliasWithItsLinksAsksForAFullAnalysis(String kind) throws Exception {
        location = create(kind);
        try (MemoryStore store = StoreOpener.open(location, false)) {
            Fact detroit = store.fact(FactId.of(1)).orElseThrow();
            Fact ferndale = store.fact(FactId.of(2)).orElseThrow();
            run(store, new AcceptAlias(AcceptAlias.Kind.PREDICATE, "lives in", "moved to",
                    List.of(new AcceptAlias.Link(detroit, ferndale)), null));
            AnalysisReport linked = analysed(store);
            assertThat(acrossAliases(linked)).isEmpty();
            AuditEntry undo = run(store, new Undo(null));
            assertThat(ReportRefresh.after(store, linked, undo)).isEmpty();
            assertThat(acrossAliases(analysed(store))).isEmpty(); // the alias went with its link
        }
    }
}
