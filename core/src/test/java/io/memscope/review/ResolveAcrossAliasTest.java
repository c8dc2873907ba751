package io.memscope.review;

import io.memscope.model.AnalysisReport;
import io.memscope.model.AuditEntry;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.FindingKind;
import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;
import io.memscope.store.open.StoreOpener;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import static io.memscope.testing.Facts.fact;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * On real stores: keeping one value of a contradiction across an accepted alias supersedes the current facts
 * under the other names, leaves no finding behind, and one undo brings them back; a fact the operator was not
 * shown, or an alias undone since, refuses the decision and writes nothing.
 */
class ResolveAcrossAliasTest {
    private static final Instant NOW = Instant.parse("2024-06-01T12:00:00Z");

    @TempDir
    Path dir;

    private static List<Fact> facts() {
        return List.of(
                fact(1, "user:rachel", "lives in", "Detroit", 1, -1, -1),
                fact(2, "user:rachel", "moved to", "Ferndale", 10, -1, -1),
                fact(3, "Rachel", "home city", "Royal Oak", 12, -1, -1),
                fact(4, "ben", "lives in", "Boston", 1, -1, -1));
    }

    private String create(ReviewFixture.Kind kind) throws Exception {
        return ReviewFixture.create(kind, dir, facts(), List.of());
    }

    private static AuditEntry run(MemoryStore store, ReviewAction action) throws StoreException {
        return new ActionRunner(store, "olga", Clock.fixed(NOW, ZoneOffset.UTC)).run(action);
    }

    private static AnalysisReport analysed(MemoryStore store) throws StoreException {
        return AliasedAnalysis.of(store, store.analyze(Progress.NONE)).report();
    }

    private static Fact stored(MemoryStore store, long id) throws StoreException {
        return store.fact(FactId.of(id)).orElseThrow();
    }

    private static void aliasRachel(MemoryStore store) throws StoreException {
        run(store, new AcceptAlias(AcceptAlias.Kind.PREDICATE, "lives in", "moved to", List.of(), null));
        run(store, new AcceptAlias(AcceptAlias.Kind.PREDICATE, "home city", "moved to", List.of(), null));
        run(store, new AcceptAlias(AcceptAlias.Kind.SUBJECT, "user:rachel", "Rachel", List.of(), null));
    }

    @ParameterizedTest
    @EnumSource(ReviewFixture.Kind.class)
    void keepingOneValueSupersedesTheOthersUnderEveryNameUntilUndone(ReviewFixture.Kind kind) throws Exception {
        String location = create(kind);
        try (MemoryStore store = StoreOpener.open(location, false)) {
            aliasRachel(store);
            List<Fact> shown = List.of(stored(store, 1), stored(store, 2), stored(store, 3));
            assertThat(analysed(store).ofKind(FindingKind.ALIAS_CONTRADICTION)).singleElement()
                    .satisfies(f -> assertThat(f.factIds()).containsExactly(FactId.of(1), FactId.of(2), FactId.of(3)));

            AuditEntry kept = run(store, new ResolveAcrossAlias(stored(store, 3), shown, "she moved again"));

            assertThat(kept.action()).isEqualTo("resolve");
            assertThat(stored(store, 1).supersededBy()).isEqualTo(FactId.of(3));
            assertThat(stored(store, 2).supersededBy()).isEqualTo(FactId.of(3));
            assertThat(stored(store, 1).validTo()).as("closed when the kept value began").isEqualTo(stored(store, 3).validFrom());
            assertThat(stored(store, 3).isCurrent()).isTrue();
            assertThat(stored(store, 4).isCurrent()).as("another person's city is not touched").isTrue();
            AnalysisReport after = analysed(store);
            assertThat(after.ofKind(FindingKind.ALIAS_CONTRADICTION)).isEmpty();
            assertThat(after.ofKind(FindingKind.CROSS_LINK)).as("the links follow accepted aliases").isEmpty();

            run(store, new Undo(null));
            assertThat(stored(store, 1).isCurrent()).isTrue();
            assertThat(stored(store, 2).isCurrent()).isTrue();
            assertThat(analysed(store).ofKind(FindingKind.ALIAS_CONTRADICTION)).hasSize(1);
        }
    }

    @ParameterizedTest
    @EnumSource(value = ReviewFixture.Kind.class, names = {"JSON", "H2"})
    void aFactNotShownOrAnAliasUndoneRefusesTheDecision(ReviewFixture.Kind kind) throws Exception {
        String location = create(kind);
        try (MemoryStore store = StoreOpener.open(location, false)) {
            aliasRachel(store);
            // the operator saw Detroit and Ferndale only, before Royal Oak's key was joined
            List<Fact> shown = List.of(stored(store, 1), stored(store, 2));
            int entries = store.auditLog().size();

            assertThatThrownBy(() -> run(store, new ResolveAcrossAlias(stored(store, 2), shown, null)))
                    .isInstanceOf(StoreException.class).hasMessageContaining("fact 3 (Royal Oak)");
            assertThat(stored(store, 1).isCurrent()).as("nothing is written").isTrue();
            assertThat(store.auditLog()).hasSize(entries);

            run(store, new Undo(null));
            run(store, new Undo(null));
            run(store, new Undo(null));
            assertThatThrownBy(() -> run(store, new ResolveAcrossAlias(stored(store, 2), shown, null)))
                    .isInstanceOf(StoreException.class).hasMessageContaining("no accepted alias");
            assertThat(stored(store, 1).isCurrent()).isTrue();
        }
    }
}
