package io.memscope.store.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.memscope.model.FactId;
import io.memscope.review.ActionRunner;
import io.memscope.review.Flag;
import io.memscope.store.MemoryStore;
import io.memscope.store.open.StoreOpener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Another tool's top-level keys survive memscope rewriting the store after an operator's action. */
class OtherMembersTest {
    private static final String FACT = "{\"id\": %d, \"subject\": \"user:1\", \"predicate\": \"city\", \"value\": \"%s\","
            + " \"valid_from\": \"2024-0%d-01T00:00:00Z\"}";

    @TempDir
    Path dir;

    private Path store(String before, String after) throws Exception {
        Path file = dir.resolve("store.json");
        Files.writeString(file, "{" + before + "\"facts\": [" + String.format(FACT, 1, "Oslo", 1) + ", "
                + String.format(FACT, 2, "Köln", 2) + "]" + after + "}");
        return file;
    }

    private static void flagFactOne(Path file) throws Exception {
        try (MemoryStore store = StoreOpener.open(file.toString(), false)) {
            new ActionRunner(store, "ana").run(new Flag(FactId.of(1), "check the city"));
        }
    }

    @Test
    void keysBeforeAndAfterTheFactsAreCopiedAsWritten() throws Exception {
        Path file = store("\"description\": \"two cities\", \"x_pipeline\": {\"run\": 7, \"steps\": [\"a\", {\"b\": null}],"
                        + " \"ratio\": 1.50, \"huge\": 1e400, \"ok\": true}, ",
                ", \"notes\": \"gespeichert für später ✓\", \"checksums\": [12345678901234567890, -0.0]");
        ObjectMapper json = new ObjectMapper();
        JsonNode before = json.readTree(file.toFile());

        flagFactOne(file);

        String text = Files.readString(file);
        JsonNode after = json.readTree(file.toFile());
        assertThat(after.get("x_pipeline")).isEqualTo(before.get("x_pipeline"));
        assertThat(after.get("notes")).isEqualTo(before.get("notes"));
        assertThat(after.get("checksums")).isEqualTo(before.get("checksums"));
        assertThat(text).as("numbers as written").contains("1.50", "1e400", "12345678901234567890", "-0.0");
        assertThat(text.indexOf("\"description\"")).as("the description stays once, first")
                .isEqualTo(text.lastIndexOf("\"description\"")).isLessThan(text.indexOf("\"facts\""));
        assertThat(after.get("flags")).hasSize(1);
        try (MemoryStore reread = StoreOpener.open(file.toString(), true)) {
            assertThat(reread.summary().facts()).isEqualTo(2);
            assertThat(reread.flags()).hasSize(1);
        }
    }

    @Test
    void aDescriptionAfterTheFactsIsAnotherToolsKeyAndKept() throws Exception {
        Path file = store("", ", \"description\": \"written late\"");

        flagFactOne(file);

        JsonNode after = new ObjectMapper().readTree(file.toFile());
        assertThat(after.get("description").asText()).isEqualTo("written late");
        assertThat(StoreDescription.read(file)).as("still after the facts, so still not the store's description")
                .isEmpty();
    }
}
