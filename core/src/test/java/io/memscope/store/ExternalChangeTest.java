package io.memscope.store;

import io.memscope.model.FactId;
import io.memscope.review.Flag;
import io.memscope.store.open.StoreOpener;
import io.memscope.testing.Postgres;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/** The window offers a reload when another program changed the open store; memscope's own edits never do. */
class ExternalChangeTest {
    @TempDir
    Path dir;

    @Test
    void aJsonFileRewrittenByAnotherProgramIsNoticedAndAReopenClearsIt() throws Exception {
        Path file = dir.resolve("derived.json");
        Files.copy(Path.of("sample-stores/story-derived.json"), file);
        try (MemoryStore store = StoreOpener.open(file.toString(), true)) {
            assertThat(store.externalChange()).isEmpty();
            String text = Files.readString(file, StandardCharsets.UTF_8);
            Files.writeString(file, text + "\n", StandardCharsets.UTF_8);
            assertThat(store.externalChange()).hasValueSatisfying(m -> assertThat(m)
                    .contains(file.toString()).contains("changed by another program"));
        }
        try (MemoryStore reopened = StoreOpener.open(file.toString(), true)) {
            assertThat(reopened.externalChange()).isEmpty();
        }
    }

    @Test
    void aTouchThatKeepsTheSizeIsNoticedToo() throws Exception {
        Path file = dir.resolve("derived.json");
        Files.copy(Path.of("sample-stores/story-derived.json"), file);
        try (MemoryStore store = StoreOpener.open(file.toString(), true)) {
            Files.setLastModifiedTime(file, FileTime.from(Instant.parse("2030-01-01T00:00:00Z")));
            assertThat(store.externalChange()).isPresent();
        }
    }

    @Test
    void memscopesOwnActionIsNotAnExternalChange() throws Exception {
        Path file = dir.resolve("derived.json");
        Files.copy(Path.of("sample-stores/story-derived.json"), file);
        try (MemoryStore store = StoreOpener.open(file.toString(), false)) {
            new io.memscope.review.ActionRunner(store, "operator").run(new Flag(FactId.of(40), "check the move"));
            assertThat(store.externalChange()).isEmpty();
        }
    }

    @Test
    void aRemovedFileIsSaidToBeGone() throws Exception {
        Path file = dir.resolve("derived.json");
        Files.copy(Path.of("sample-stores/story-derived.json"), file);
        try (MemoryStore store = StoreOpener.open(file.toString(), true)) {
            Files.delete(file);
            assertThat(store.externalChange()).hasValueSatisfying(m -> assertThat(m).contains("no longer readable"));
        }
    }

    @Test
    void rowsAnotherProgramAddsToAPostgresTableAreNoticedButMemscopesOwnAreNot() throws Exception {
        String url = Postgres.databaseWith("sample-stores/story-derived.json");
        try (MemoryStore store = StoreOpener.open(url, false)) {
            assertThat(store.externalChange()).isEmpty();
            new io.memscope.review.ActionRunner(store, "operator").run(new Flag(FactId.of(40), "check the move"));
            assertThat(store.externalChange()).isEmpty();
            assertThat(store.externalChange()).isEmpty();
            try (Connection agent = DriverManager.getConnection(url); Statement st = agent.createStatement()) {
                st.execute("INSERT INTO facts (id, subject, predicate, value, valid_from) VALUES"
                        + " (9001, 'user:new', 'lives_in', 'Oslo', now())");
            }
            assertThat(store.externalChange()).hasValueSatisfying(m -> assertThat(m)
                    .contains("changed by another program").doesNotContain(Postgres.PASSWORD));
        }
    }

    @Test
    void aSqliteFileAnotherProgramWritesIsNoticed() throws Exception {
        Path file = dir.resolve("memory.db");
        try (MemoryStore from = StoreOpener.open("sample-stores/story-derived.json", true);
             Connection c = DriverManager.getConnection("jdbc:sqlite:" + file)) {
            StoreCopier.copy(from, io.memscope.store.jdbc.JdbcStoreWriter.into(c), false, io.memscope.model.Progress.NONE);
        }
        try (MemoryStore store = StoreOpener.open(file.toString(), true)) {
            assertThat(store.externalChange()).isEmpty();
            assertThat(store.externalChange()).isEmpty();
            try (Connection agent = DriverManager.getConnection("jdbc:sqlite:" + file);
                 Statement st = agent.createStatement()) {
                st.execute("INSERT INTO facts (id, subject, predicate, value, valid_from) VALUES"
                        + " (9001, 'user:new', 'lives_in', 'Oslo', '2024-01-01T00:00:00Z')");
            }
            assertThat(store.externalChange()).hasValueSatisfying(m -> assertThat(m).contains("changed by another program"));
        }
    }
}
