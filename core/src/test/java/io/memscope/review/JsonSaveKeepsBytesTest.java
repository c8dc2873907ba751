package io.memscope.review;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;
import io.memscope.store.open.StoreOpener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * An action rewrites only what it changes: every record it did not touch, and every top-level key that is
 * not memscope's own, keeps its exact bytes in the saved file, however memscope itself would have written it.
 */
class JsonSaveKeepsBytesTest {
    private static final String CHANGED = "{\"id\": 2, \"subject\": \"ann\", \"predicate\": \"lives_in\","
            + " \"value\": \"Paris\", \"valid_from\": \"2024-02-01T00:00:00Z\"}";
    private static final Instant CLOSED = Instant.parse("2024-06-01T00:00:00Z");

    @TempDir
    Path dir;

    @Test
    void nanosecondsOfAnUntouchedRecordStay() throws Exception {
        assertUntouched("{\"id\": 1, \"subject\": \"bob\", \"predicate\": \"age\", \"value\": \"41\","
                + " \"valid_from\": \"2024-01-01T10:00:00.123456789Z\"}");
    }

    @Test
    void anUnknownNestedFieldOfAnUntouchedRecordStays() throws Exception {
        assertUntouched("{\"id\": 1, \"subject\": \"bob\", \"predicate\": \"age\", \"value\": \"41\","
                + " \"valid_from\": \"2024-01-01T10:00:00Z\", \"x_extra\": {\"nested\": [1, 2.5, \"z\"]}}");
    }

    @Test
    void anUnknownNumberFieldOfAnUntouchedRecordStaysANumber() throws Exception {
        assertUntouched("{\"id\": 1, \"subject\": \"bob\", \"predicate\": \"age\", \"value\": \"41\","
                + " \"valid_from\": \"2024-01-01T10:00:00Z\", \"value2\": 1}");
    }

    @Test
    void aLoneSurrogateOfAnUntouchedRecordStays() throws Exception {
        assertUntouched("{\"id\": 1, \"subject\": \"bob\", \"predicate\": \"age\", \"value\": \"4\\ud8001\","
                + " \"valid_from\": \"2024-01-01T10:00:00Z\", \"source\": \"chat \\udfff\"}");
    }

    @Test
    void anotherToolsTopLevelKeysStayAsWritten() throws Exception {
        String pipeline = "\"x_pipeline\" : { \"run\": 7, \"ratio\": 1.50, \"big\": 1e400 }";
        String version = "\"x_version\":3";
        String original = "{\"description\": \"two people\",\n" + pipeline + ",\n\"facts\": [\n  " + untouchedRecord()
                + ",\n  " + CHANGED + "\n],\n" + version + "\n}\n";
        String saved = invalidateFact2(original);
        assertThat(saved).contains(pipeline).contains(version).contains("\"description\": \"two people\"")
                .startsWith("{\"description\": \"two people\",\n" + pipeline + ",\n\"facts\": [\n  " + untouchedRecord());
        try (MemoryStore store = StoreOpener.open(dir.resolve("store.json").toString(), true)) {
            assertThat(store.auditLog()).hasSize(1);
            assertThat(store.fact(FactId.of(2)).orElseThrow().validTo()).isEqualTo(CLOSED);
        }
    }

    @Test
    void theChangedRecordKeepsItsOtherFieldsAndASecondActionFindsIt() throws Exception {
        String changed = "{\"id\": 2, \"subject\": \"ann\", \"predicate\": \"lives_in\", \"value\": \"Paris\","
                + " \"valid_from\": \"2024-02-01T00:00:00.000000001Z\", \"valid_to\": null, \"x\": [1.0]}";
        String original = "{\"facts\": [\n  " + untouchedRecord() + ",\n  " + changed + "\n]}";
        String saved = invalidateFact2(original);
        assertThat(saved).contains("{\"id\": 2, \"subject\": \"ann\", \"predicate\": \"lives_in\", \"value\": \"Paris\","
                + " \"valid_from\": \"2024-02-01T00:00:00.000000001Z\", \"valid_to\": \"2024-06-01T00:00:00Z\","
                + " \"x\": [1.0]}");
        try (MemoryStore store = StoreOpener.open(dir.resolve("store.json").toString(), false)) {
            new ActionRunner(store, "olga").run(new Flag(FactId.of(2), "recheck"));
        }
        String twice = Files.readString(dir.resolve("store.json"), StandardCharsets.UTF_8);
        assertThat(twice).startsWith("{\"facts\": [\n  " + untouchedRecord() + ",\n  ");
        try (MemoryStore store = StoreOpener.open(dir.resolve("store.json").toString(), true)) {
            assertThat(store.auditLog()).hasSize(2);
            assertThat(store.flags()).hasSize(1);
        }
    }

    @Test
    void aResolvedRecordGetsItsEndAndSuccessorAddedAndKeepsTheRest() throws Exception {
        Path file = dir.resolve("store.json");
        String older = "{\"id\": \"a\", \"subject\": \"ann\", \"predicate\": \"city\", \"value\": \"Oslo\","
                + " \"valid_from\": \"2024-01-01T00:00:00.5Z\", \"x\": 1e2}";
        String newer = "{\"id\": \"b\", \"subject\": \"ann\", \"predicate\": \"city\", \"value\": \"Rome\","
                + " \"valid_from\": \"2024-03-01T00:00:00Z\"}";
        Files.writeString(file, "{\"facts\": [\n" + older + ",\n" + newer + "\n]}\n");
        try (MemoryStore store = StoreOpener.open(file.toString(), false)) {
            Fact a = store.fact(FactId.of("a")).orElseThrow();
            Fact b = store.fact(FactId.of("b")).orElseThrow();
            new ActionRunner(store, "olga").run(new ResolveContradiction(b, java.util.List.of(a, b), null));
        }
        assertThat(Files.readString(file)).startsWith("{\"facts\": [\n" + older.substring(0, older.length() - 1)
                + ", \"valid_to\": \"2024-03-01T00:00:00Z\", \"superseded_by\": \"b\"},\n" + newer + "\n]");
    }

    @Test
    void aBareArrayBecomesAnObjectWithItsRecordsAsWritten() throws Exception {
        String original = "[\n  " + untouchedRecord() + ",\n  " + CHANGED + "\n]\n";
        String saved = invalidateFact2(original);
        assertThat(saved).startsWith("{\n  \"facts\": [\n  " + untouchedRecord() + ",\n  ");
        try (MemoryStore store = StoreOpener.open(dir.resolve("store.json").toString(), true)) {
            assertThat(store.auditLog()).hasSize(1);
        }
    }

    @Test
    void aStoreInUtf16IsRefusedRatherThanRewrittenAndStaysAsItWas() throws Exception {
        Path file = dir.resolve("store.json");
        byte[] utf16 = ("{\"facts\": [" + untouchedRecord() + ", " + CHANGED + "]}").getBytes(StandardCharsets.UTF_16);
        Files.write(file, utf16);
        try (MemoryStore store = StoreOpener.open(file.toString(), false)) {
            Fact fact2 = store.fact(FactId.of(2)).orElseThrow();
            assertThatThrownBy(() -> new ActionRunner(store, "olga").run(Invalidate.at(fact2, CLOSED, "moved away")))
                    .isInstanceOf(StoreException.class)
                    .hasMessageContaining(file.toString())
                    .hasMessageContaining("saves UTF-8 files only")
                    .hasMessageContaining("nothing was changed");
        }
        assertThat(Files.readAllBytes(file)).isEqualTo(utf16);
    }

    private static String untouchedRecord() {
        return "{\"id\": 1, \"subject\": \"bob\", \"predicate\": \"age\", \"value\": 41.50,"
                + " \"valid_from\": \"2024-01-01T10:00:00.5Z\", \"metadata\": {\"k\": \"v\"}}";
    }

    /** Writes a store whose first record is {@code record}, acts on fact 2, and checks record 1's bytes. */
    private void assertUntouched(String record) throws Exception {
        String original = "{\n  \"facts\": [\n    " + record + ",\n    " + CHANGED + "\n  ]\n}\n";
        String saved = invalidateFact2(original);
        assertThat(saved).as("the saved file up to the changed record")
                .startsWith("{\n  \"facts\": [\n    " + record + ",\n    ");
    }

    /** Writes {@code content} as the store, invalidates fact 2 through memscope, and returns the saved file. */
    private String invalidateFact2(String content) throws Exception {
        Path file = dir.resolve("store.json");
        Files.write(file, content.getBytes(StandardCharsets.UTF_8));
        try (MemoryStore store = StoreOpener.open(file.toString(), false)) {
            Fact fact2 = store.fact(FactId.of(2)).orElseThrow();
            new ActionRunner(store, "olga").run(Invalidate.at(fact2, CLOSED, "moved away"));
        }
        return Files.readString(file, StandardCharsets.UTF_8);
    }
}
