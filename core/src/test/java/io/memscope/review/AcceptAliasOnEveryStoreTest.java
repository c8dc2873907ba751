package io.memscope.review;

import io.memscope.model.AuditEntry;
import io.memscope.model.FactId;
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

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An accepted alias is kept by every store that keeps an audit log (JSON, H2, SQLite, PostgreSQL), read back
 * after a fresh open, linked with the pairs it implies in one entry, and taken back, links and all, by one undo.
 */
class AcceptAliasOnEveryStoreTest {
    private static final Instant NOW = Instant.parse("2024-06-01T12:00:00.123456Z");

    @TempDir
    Path dir;

    private String location;

    private ActionRunner runner(MemoryStore store) {
        return new ActionRunner(store, "olga", Clock.fixed(NOW, ZoneOffset.UTC));
    }

    private List<AuditEntry> log() throws StoreException {
        try (MemoryStore store = StoreOpener.open(location, true)) {
            return store.auditLog();
        }
    }

    @ParameterizedTest
    @EnumSource(ReviewFixture.Kind.class)
    void anAliasIsStoredReadBackAndUndoneWithItsLinks(ReviewFixture.Kind kind) throws Exception {
        location = ReviewFixture.create(kind, dir);
        try (MemoryStore store = StoreOpener.open(location, false)) {
            var berlin = store.fact(FactId.of(1)).orElseThrow();
            var paris = store.fact(FactId.of(2)).orElseThrow();
            AuditEntry entry = runner(store).run(new AcceptAlias(AcceptAlias.Kind.PREDICATE, "lives_in",
                    "home \"city\"", List.of(new AcceptAlias.Link(berlin, paris)), "same attribute"));
            assertThat(entry.action()).isEqualTo("alias");
            assertThat(entry.facts()).hasSize(1);
            runner(store).run(new AcceptAlias(AcceptAlias.Kind.SUBJECT, "dan", "Dan (customer)", List.of(), null));
        }
        AcceptedAliases read = AcceptedAliases.in(log());
        assertThat(read.predicatesAliased("home \"city\"", "lives_in")).isTrue();
        assertThat(read.subjectsAliased("dan", "Dan (customer)")).isTrue();
        assertThat(read.predicatesAliased("lives_in", "job")).isFalse();
        try (MemoryStore store = StoreOpener.open(location, true)) {
            assertThat(store.fact(FactId.of(1)).orElseThrow().supersededBy()).isEqualTo(FactId.of(2));
        }

        // the alias that linked nothing is undone first, then the one with its link
        try (MemoryStore store = StoreOpener.open(location, false)) {
            runner(store).run(new Undo(null));
            assertThat(AcceptedAliases.in(store.auditLog()).subjectsAliased("dan", "Dan (customer)")).isFalse();
            runner(store).run(new Undo(null));
        }
        assertThat(AcceptedAliases.in(log()).predicates()).isEmpty();
        try (MemoryStore store = StoreOpener.open(location, true)) {
            assertThat(store.fact(FactId.of(1)).orElseThrow().supersededBy()).isNull();
            assertThat(store.fact(FactId.of(1)).orElseThrow().validTo()).isNull();
            assertThat(Undo.target(store.auditLog())).isEmpty();
        }
    }
}
