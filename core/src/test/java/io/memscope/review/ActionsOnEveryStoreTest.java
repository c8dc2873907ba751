package io.memscope.review;

import io.memscope.analysis.AuditChain;
import io.memscope.model.AuditEntry;
import io.memscope.model.Cardinality;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.FindingKind;
import io.memscope.model.Progress;
import io.memscope.model.RecheckFlag;
import io.memscope.store.ConflictException;
import io.memscope.store.EditSession;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;
import io.memscope.store.open.StoreOpener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import static io.memscope.testing.Facts.day;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Every action on a JSON file, a real H2 file and a real PostgreSQL database: the facts after (read back
 * by a fresh open), the audit entry, the chain, and undo restoring the facts.
 */
class ActionsOnEveryStoreTest {
    private static final Instant NOW = Instant.parse("2024-06-01T12:00:00.123456Z");

    @TempDir
    Path dir;

    private String location;

    private String create(ReviewFixture.Kind kind) throws Exception {
        location = ReviewFixture.create(kind, dir);
        return location;
    }

    private MemoryStore open() throws StoreException {
        return StoreOpener.open(location, false);
    }

    private static ActionRunner runner(MemoryStore store) {
        return new ActionRunner(store, "olga", Clock.fixed(NOW, ZoneOffset.UTC));
    }

    private static FactId id(long n) {
        return FactId.of(n);
    }

    private Fact fact(long n) throws StoreException {
        try (MemoryStore store = StoreOpener.open(location, true)) {
            return store.fact(id(n)).orElseThrow();
        }
    }

    private List<AuditEntry> auditLog() throws StoreException {
        try (MemoryStore store = StoreOpener.open(location, true)) {
            return store.auditLog();
        }
    }

    @ParameterizedTest
    @EnumSource(ReviewFixture.Kind.class)
    void resolveSupersedesTheOthersAndUndoRestoresThem(ReviewFixture.Kind kind) throws Exception {
        create(kind);
        Fact berlin = fact(1);
        Fact paris = fact(2);
        try (MemoryStore store = open()) {
            AuditEntry entry = runner(store).run(new ResolveContradiction(paris, List.of(berlin, paris), "moved"));
            assertThat(entry.sequence()).isEqualTo(1);
            assertThat(entry.action()).isEqualTo("resolve");
            assertThat(entry.operator()).isEqualTo("olga");
            assertThat(entry.reason()).isEqualTo("moved");
            assertThat(entry.time()).isEqualTo(NOW);
            assertThat(entry.previousHash()).isEqualTo(AuditChain.GENESIS);
            assertThat(entry.facts()).singleElement().satisfies(c -> {
                assertThat(c.before()).isEqualTo(berlin);
                assertThat(c.after()).isEqualTo(berlin.withValidity(day(3), id(2)));
            });
            assertThat(store.analyze(Progress.NONE).contradictions()).as("the index reflects the change")
                    .noneMatch(f -> f.subject().equals("alice"));
        }
        assertThat(fact(1)).isEqualTo(berlin.withValidity(day(3), id(2)));
        assertThat(fact(2)).isEqualTo(paris);
        assertThat(AuditChain.verify(auditLog())).isEmpty();

        try (MemoryStore store = open()) {
            AuditEntry undo = runner(store).run(new Undo(null));
            assertThat(undo.sequence()).isEqualTo(2);
            assertThat(undo.undoes()).isEqualTo(1L);
            assertThat(store.analyze(Progress.NONE).ofKind(FindingKind.CONTRADICTION))
                    .anyMatch(f -> f.subject().equals("alice"));
        }
        assertThat(fact(1)).isEqualTo(berlin);
        assertThat(auditLog()).hasSize(2);
        assertThat(AuditChain.verify(auditLog())).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(ReviewFixture.Kind.class)
    void bothHoldDeclaresThePredicateAndUndoRemovesTheDeclaration(ReviewFixture.Kind kind) throws Exception {
        create(kind);
        try (MemoryStore store = open()) {
            AuditEntry entry = runner(store).run(new MarkMultiValued("likes", null));
            assertThat(entry.cardinalities()).singleElement()
                    .satisfies(c -> assertThat(c.after()).isEqualTo(Cardinality.MANY))
                    .satisfies(c -> assertThat(c.before()).isNull());
            assertThat(store.cardinalities().isMultiValued("likes")).isTrue();
            assertThatThrownBy(() -> runner(store).run(new MarkMultiValued("likes", null)))
                    .isInstanceOf(StoreException.class).hasMessageContaining("already multi-valued");
        }
        try (MemoryStore store = open()) {
            assertThat(store.analyze(Progress.NONE).contradictions())
                    .noneMatch(f -> f.predicate().equals("likes"));
            assertThatThrownBy(() -> runner(store).run(new ResolveContradiction(fact(12), List.of(fact(11)), null)))
                    .hasMessageContaining("not a contradiction");
            runner(store).run(new Undo(null));
            assertThat(store.cardinalities().isMultiValued("likes")).isFalse();
        }
        assertThat(AuditChain.verify(auditLog())).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(ReviewFixture.Kind.class)
    void supersedeByHandLinksTheOlderFactToTheLaterOne(ReviewFixture.Kind kind) throws Exception {
        create(kind);
        Fact baker = fact(4);
        Fact cook = fact(5);
        try (MemoryStore store = open()) {
            assertThatThrownBy(() -> runner(store).run(new SupersedeByHand(cook, baker, null)))
                    .hasMessageContaining("must begin after fact 5");
            assertThatThrownBy(() -> runner(store).run(new SupersedeByHand(baker, fact(6), null)))
                    .hasMessageContaining("same subject and predicate");
            runner(store).run(new SupersedeByHand(baker, cook, "new job"));
        }
        assertThat(fact(4)).isEqualTo(baker.withValidity(day(5), id(5)));
        assertThat(auditLog()).hasSize(1);
        try (MemoryStore store = open()) {
            runner(store).run(new Undo(null));
        }
        assertThat(fact(4)).isEqualTo(baker);
    }

    @ParameterizedTest
    @EnumSource(ReviewFixture.Kind.class)
    void invalidateClosesAtATimeOrAsNeverTrue(ReviewFixture.Kind kind) throws Exception {
        create(kind);
        Fact age = fact(6);
        Fact berlin = fact(1);
        try (MemoryStore store = open()) {
            assertThatThrownBy(() -> runner(store).run(Invalidate.at(age, null, " ")))
                    .hasMessageContaining("needs a reason");
            assertThatThrownBy(() -> runner(store).run(Invalidate.at(age, day(1), "typo")))
                    .hasMessageContaining("before it begins");
            runner(store).run(Invalidate.at(age, null, "wrong person"));
            runner(store).run(Invalidate.neverTrue(berlin, "never lived there"));
        }
        assertThat(fact(6)).isEqualTo(age.withValidity(NOW, null));
        assertThat(fact(1)).isEqualTo(berlin.withValidity(day(1), null));
        try (MemoryStore store = open()) {
            runner(store).run(new Undo(null));
            runner(store).run(new Undo(null));
            assertThatThrownBy(() -> runner(store).run(new Undo(null))).hasMessageContaining("nothing to undo");
        }
        assertThat(fact(6)).isEqualTo(age);
        assertThat(fact(1)).isEqualTo(berlin);
        assertThat(auditLog()).extracting(AuditEntry::undoes).containsExactly(null, null, 2L, 1L);
        assertThat(AuditChain.verify(auditLog())).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(ReviewFixture.Kind.class)
    void aFlagSpreadsToDependentsThroughACycleAndClearsWithThem(ReviewFixture.Kind kind) throws Exception {
        create(kind);
        try (MemoryStore store = open()) {
            ActionRunner runner = runner(store);
            FlagPreview preview = runner.preview(id(7));
            assertThat(preview.total()).isEqualTo(4);
            assertThat(preview.dependents()).containsExactlyInAnyOrder(id(8), id(9), id(10));
            assertThat(preview.alreadyFlagged()).isZero();

            AuditEntry entry = runner.run(new Flag(id(7), "price changed"));
            assertThat(entry.flags()).hasSize(4);
            assertThat(store.flags()).extracting(RecheckFlag::factId).containsExactly(id(7), id(8), id(9), id(10));
            assertThat(store.flags()).filteredOn(RecheckFlag::isDirect).extracting(RecheckFlag::factId)
                    .containsExactly(id(7));
            assertThat(store.flags()).allSatisfy(f -> {
                assertThat(f.reason()).isEqualTo("price changed");
                assertThat(f.operator()).isEqualTo("olga");
                assertThat(f.flaggedAt()).isEqualTo(NOW);
            });
            assertThat(runner.preview(id(8)).alreadyFlagged()).isEqualTo(4);
        }
        try (MemoryStore store = open()) {
            assertThat(store.flags()).hasSize(4);
            runner(store).run(new Unflag(id(7), null));
            assertThat(store.flags()).isEmpty();
            assertThatThrownBy(() -> runner(store).run(new Unflag(id(7), null))).hasMessageContaining("not flagged");
            runner(store).run(new Undo(null));
            assertThat(store.flags()).hasSize(4);
            runner(store).run(new Undo(null));
            assertThat(store.flags()).isEmpty();
        }
        assertThat(AuditChain.verify(auditLog())).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(ReviewFixture.Kind.class)
    void aFactChangedSinceItWasShownIsRefusedAndNothingIsWritten(ReviewFixture.Kind kind) throws Exception {
        create(kind);
        Fact berlin = fact(1);
        Fact paris = fact(2);
        Fact stalePast = paris.withValidity(day(9), null);
        try (MemoryStore store = open()) {
            assertThatThrownBy(() -> runner(store).run(new ResolveContradiction(berlin, List.of(stalePast), null)))
                    .isInstanceOf(ConflictException.class)
                    .hasMessageContaining("fact 2 changed since it was shown")
                    .hasMessageContaining("valid_to was " + day(9) + ", is now null");
            assertThatThrownBy(() -> runner(store).run(new ResolveContradiction(berlin, List.of(), null)))
                    .isInstanceOf(ConflictException.class).hasMessageContaining("after the facts were shown");
        }
        assertThat(fact(1)).isEqualTo(berlin);
        assertThat(fact(2)).isEqualTo(paris);
        assertThat(auditLog()).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(ReviewFixture.Kind.class)
    void aFailureBetweenTheFactUpdateAndTheAuditWriteLeavesNeither(ReviewFixture.Kind kind) throws Exception {
        create(kind);
        Fact berlin = fact(1);
        Fact paris = fact(2);
        try (MemoryStore store = open()) {
            runner(store).run(new MarkMultiValued("likes", null)); // one entry before, so the log is not empty
            ActionRunner failing = runner(store);
            failing.hookSession(session -> failingAudit(session));
            assertThatThrownBy(() -> failing.run(new ResolveContradiction(paris, List.of(berlin), null)))
                    .hasMessageContaining("injected");
            assertThat(store.fact(id(1))).contains(berlin);
            assertThat(store.auditLog()).hasSize(1);
        }
        assertThat(fact(1)).isEqualTo(berlin);
        assertThat(auditLog()).hasSize(1);
    }

    /** The session, except that appending to the audit log fails after the action's changes were made. */
    private static EditSession failingAudit(EditSession session) {
        return (EditSession) Proxy.newProxyInstance(EditSession.class.getClassLoader(),
                new Class<?>[] {EditSession.class}, (proxy, method, args) -> {
                    if (method.getName().equals("appendAudit")) {
                        throw new IllegalStateException("injected failure before the audit write");
                    }
                    try {
                        return method.invoke(session, args);
                    } catch (java.lang.reflect.InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    @ParameterizedTest
    @EnumSource(value = ReviewFixture.Kind.class, names = {"JSON", "H2", "SQLITE"})
    void aReadOnlyStoreRefusesEveryActionAndIsNotWritten(ReviewFixture.Kind kind) throws Exception {
        create(kind);
        Path file = Path.of(location);
        byte[] before = java.nio.file.Files.readAllBytes(file);
        try (MemoryStore store = StoreOpener.open(location, true)) {
            assertThatThrownBy(() -> runner(store).run(new Flag(id(7), "x")))
                    .isInstanceOf(StoreException.class).hasMessageContaining("read-only");
        }
        assertThat(java.nio.file.Files.readAllBytes(file)).isEqualTo(before);
    }

    @Test
    void undoOfAForgedEntryIsRefusedInWords(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Fact berlin = ReviewFixture.facts().get(0);
        Fact closed = berlin.withValidity(io.memscope.testing.Facts.day(4), FactId.of(2));
        // a consistently re-hashed entry whose "before" rewrites the value: no action of memscope's makes that
        Fact rewritten = new Fact(berlin.id(), berlin.subject(), berlin.predicate(), "Rome", berlin.valueKind(),
                berlin.validFrom(), berlin.validTo(), berlin.supersededBy(), null, null, null, null);
        AuditEntry forged = io.memscope.analysis.AuditChain.seal(new AuditEntry(0, java.time.Instant.now(), "mallory",
                "supersede", List.of(new io.memscope.model.FactChange(rewritten, closed)), List.of(), List.of(), null,
                null, io.memscope.analysis.AuditChain.GENESIS, null), null);
        Path file = dir.resolve("forged.json");
        try (io.memscope.store.StoreWriter w = io.memscope.store.json.JsonStoreWriter.create(file)) {
            for (Fact f : ReviewFixture.facts()) {
                w.fact(f.id().equals(berlin.id()) ? closed : f);
            }
            w.audit(forged);
            w.commit();
        }
        try (MemoryStore store = StoreOpener.open(file.toString(), false)) {
            assertThat(io.memscope.analysis.AuditChain.verify(store.auditLog())).as("the forgery verifies").isEmpty();
            assertThatThrownBy(() -> runner(store).run(new Undo(null)))
                    .isInstanceOf(StoreException.class)
                    .hasMessageContaining("audit entry #1 cannot be undone")
                    .hasMessageContaining("is not one memscope makes");
        }
    }
}
