package io.memscope.store.json;

import io.memscope.model.FactId;
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
 * Ids {@code 1} and {@code "1"} in one file were two facts that printed alike ("facts 1, 1"), and the string
 * one could not be named in a command: such a store is refused on open, naming both records' lines.
 */
class MixedIdTypesTest {
    private static final String FACT = "{\"id\": %s, \"subject\": \"ann\", \"predicate\": \"city\", \"value\": \"%s\","
            + " \"valid_from\": \"2024-01-0%d\"}";

    @TempDir
    Path dir;

    private Path store(String firstId, String secondId) throws Exception {
        Path file = dir.resolve("store.json");
        Files.writeString(file, "{\"facts\": [\n" + String.format(FACT, firstId, "Oslo", 1).replace("-01\"", "-01T00:00:00Z\"")
                + ",\n" + String.format(FACT, "7", "Rome", 2).replace("-02\"", "-02T00:00:00Z\"")
                + ",\n" + String.format(FACT, secondId, "Bonn", 3).replace("-03\"", "-03T00:00:00Z\"") + "\n]}\n");
        return file;
    }

    @Test
    void aNumberIdAndTheSameIdAsAStringAreRefusedWithBothLines() throws Exception {
        Path file = store("1", "\"1\"");
        byte[] before = Files.readAllBytes(file);
        assertThatThrownBy(() -> StoreOpener.open(file.toString(), false)).isInstanceOf(StoreException.class)
                .hasMessageContaining(file.toString())
                .hasMessageContaining("line 4")
                .hasMessageContaining("id \"1\" and id 1 at line 2")
                .hasMessageContaining("one number and one string");
        assertThat(Files.readAllBytes(file)).as("nothing written").isEqualTo(before);
    }

    @Test
    void theStringFirstIsRefusedAsWell() throws Exception {
        Path file = store("\"1\"", "1");
        assertThatThrownBy(() -> StoreOpener.open(file.toString(), true)).isInstanceOf(StoreException.class)
                .hasMessageContaining("line 4, column 1: id 1 and id \"1\" at line 2");
    }

    @Test
    void aStringThatCommandsReadAsTheNumberIsRefusedInEitherOrder() throws Exception {
        assertThatThrownBy(() -> StoreOpener.open(store("\"017\"", "17").toString(), true))
                .hasMessageContaining("line 4, column 1: id 17 and id \"017\" at line 2");
        assertThatThrownBy(() -> StoreOpener.open(store("17", "\"+17\"").toString(), true))
                .hasMessageContaining("line 4, column 1: id \"+17\" and id 17 at line 2");
    }

    @Test
    void numbersAndStringsThatNoOneCouldConfuseStillOpen() throws Exception {
        Path file = store("1", "\"a1\"");
        try (MemoryStore store = StoreOpener.open(file.toString(), true)) {
            assertThat(store.fact(FactId.of(1))).isPresent();
            assertThat(store.fact(FactId.of("a1"))).isPresent();
        }
    }
}
