package io.memscope.store.jdbc;

import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;
import io.memscope.store.open.StoreOpener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * H2 keeps one database per file in a process, in the mode it was first opened in. Opening for writing a
 * file that is open read-only would give a store on which every action fails with H2's "database is read
 * only"; it is refused with a message that says why instead.
 */
class H2OpenModeTest {
    @TempDir
    Path dir;

    @Test
    void aFileOpenReadOnlyIsNotOpenedForWritingUntilItIsClosed() throws Exception {
        Path file = dir.resolve("s.mv.db");
        Files.copy(Path.of("sample-stores/every-finding.mv.db"), file);
        try (MemoryStore readOnly = StoreOpener.open(file.toString(), true)) {
            assertThatThrownBy(() -> StoreOpener.open(file.toString(), false))
                    .isInstanceOf(StoreException.class).hasMessageContaining("open read-only in memscope already");
            assertThat(readOnly.summary().facts()).as("the open store is untouched").isEqualTo(18);
        }
        try (MemoryStore writable = StoreOpener.open(file.toString(), false)) {
            assertThat(writable.descriptor().readOnly()).isFalse();
        }
    }
}
