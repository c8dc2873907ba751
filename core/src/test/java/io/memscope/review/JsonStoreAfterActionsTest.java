package io.memscope.review;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Progress;
import io.memscope.model.SubjectSummary;
import io.memscope.store.ConflictException;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;
import io.memscope.store.open.StoreOpener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A JSON store does not read its file again after saving an action: what it holds then must be exactly what a
 * fresh read of the saved file gives. And since an action no longer hashes the file before it starts, a rewrite
 * by another program that kept the file's size and time must still be caught before the save replaces it.
 */
class JsonStoreAfterActionsTest {
    private static final Instant NOW = Instant.parse("2026-11-30T12:00:00Z");

    @TempDir
    Path dir;

    @Test
    void afterActionsTheOpenStoreHoldsWhatTheSavedFileHolds() throws Exception {
        Path json = copyOf("every-finding.json");
        Path h2 = copyOf("every-finding.mv.db");
        try (MemoryStore store = StoreOpener.open(json.toString(), false);
             MemoryStore sameInH2 = StoreOpener.open(h2.toString(), false)) {
            actOn(store);
            actOn(sameInH2);
            try (MemoryStore fresh = StoreOpener.open(json.toString(), true)) {
                assertSameContent(store, fresh);
                // the saved file itself, against the same actions on a store of another kind
                for (SubjectSummary s : fresh.subjects(Progress.NONE)) {
                    assertThat(fresh.factsOf(s.subject())).as(s.subject()).isEqualTo(sameInH2.factsOf(s.subject()));
                }
                assertThat(fresh.analyze(Progress.NONE).findings())
                        .isEqualTo(sameInH2.analyze(Progress.NONE).findings());
            }
        }
    }

    /** A resolve, a supersede, two invalidations, a flag, a cardinality and an undo, at a fixed time. */
    private static void actOn(MemoryStore store) throws StoreException {
        ActionRunner runner = new ActionRunner(store, "olga", Clock.fixed(NOW, ZoneOffset.UTC));
        runner.run(new ResolveContradiction(fact(store, 2), List.of(fact(store, 1), fact(store, 2)), "moved"));
        runner.run(new SupersedeByHand(fact(store, 11), fact(store, 12), "new number"));
        runner.run(Invalidate.neverTrue(fact(store, 13), "never his title"));
        runner.run(Invalidate.at(fact(store, 30), null, "moved on")); // now
        runner.run(new Flag(FactId.of(5), "ask again"));
        runner.run(new MarkMultiValued("email", "several addresses"));
        runner.run(new Undo("keep one address"));
    }

    @Test
    void aRewriteInPlaceThatKeptSizeAndTimeIsRefusedBeforeTheSaveReplacesIt() throws Exception {
        Path file = copyOf("every-finding.json");
        try (MemoryStore store = StoreOpener.open(file.toString(), false)) {
            Fact braga = fact(store, 2);
            Fact porto = fact(store, 1);
            FileTime time = Files.getLastModifiedTime(file);
            String theirs = Files.readString(file).replace("\"Porto\"", "\"Paris\"");
            try (FileChannel in = FileChannel.open(file, StandardOpenOption.WRITE)) { // same file, same length
                in.write(ByteBuffer.wrap(theirs.getBytes(StandardCharsets.UTF_8)), 0);
            }
            Files.setLastModifiedTime(file, time);

            assertThatThrownBy(() -> new ActionRunner(store, "olga")
                    .run(new ResolveContradiction(braga, List.of(porto, braga), "moved")))
                    .isInstanceOf(ConflictException.class).hasMessageContaining("another program changed the file");
            assertThat(Files.readString(file)).as("the other program's version stays").isEqualTo(theirs);
        }
    }

    private Path copyOf(String sample) throws Exception {
        Path file = dir.resolve(sample);
        Files.copy(Path.of("sample-stores", sample), file);
        return file;
    }

    private static Fact fact(MemoryStore store, long id) throws StoreException {
        return store.fact(FactId.of(id)).orElseThrow();
    }

    private static void assertSameContent(MemoryStore open, MemoryStore fresh) throws StoreException {
        List<SubjectSummary> subjects = fresh.subjects(Progress.NONE);
        assertThat(open.subjects(Progress.NONE)).isEqualTo(subjects);
        for (SubjectSummary s : subjects) {
            assertThat(open.factsOf(s.subject())).as(s.subject()).isEqualTo(fresh.factsOf(s.subject()));
        }
        assertThat(open.summary()).isEqualTo(fresh.summary());
        assertThat(open.cardinalities()).isEqualTo(fresh.cardinalities());
        assertThat(open.flags()).isEqualTo(fresh.flags());
        assertThat(open.auditLog()).isEqualTo(fresh.auditLog());
        assertThat(open.analyze(Progress.NONE).findings()).isEqualTo(fresh.analyze(Progress.NONE).findings());
        assertThat(open.fact(FactId.of(999))).isEqualTo(fresh.fact(FactId.of(999)));
    }
}
