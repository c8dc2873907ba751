package io.memscope.store.json;

import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.open.StoreOpener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class StoreDescriptionTest {
    @TempDir
    Path dir;

    @Test
    void everyBundledStoryHasADescriptionAndOpens() throws Exception {
        for (String story : List.of("story-move", "story-price", "story-plan", "story-fleet", "story-derived")) {
            Path file = Path.of("sample-stores", story + ".json");
            assertThat(StoreDescription.read(file)).as(story).isPresent();
            try (MemoryStore store = StoreOpener.open(file.toString(), true)) {
                assertThat(store.summary().facts()).as(story).isPositive();
            }
        }
    }

    @Test
    void theStoriesTellWhatTheyPromise() throws Exception {
        try (MemoryStore fleet = StoreOpener.open("sample-stores/story-fleet.json", true)) {
            assertThat(fleet.analyze(Progress.NONE).contradictions()).hasSize(2);
        }
        try (MemoryStore derived = StoreOpener.open("sample-stores/story-derived.json", true)) {
            assertThat(derived.dependenciesOf(io.memscope.model.FactId.of(40))).hasSize(2);
        }
        try (MemoryStore move = StoreOpener.open("sample-stores/story-move.json", true)) {
            assertThat(move.analyze(Progress.NONE).isClean()).isTrue();
        }
    }

    @Test
    void aStoreWithoutOneOrWithItAfterTheFactsHasNone() throws Exception {
        Path late = dir.resolve("late.json");
        Files.writeString(late, "{\"facts\": [], \"description\": \"too late\"}");
        Path array = dir.resolve("array.json");
        Files.writeString(array, "[]");
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\"description\": ");
        assertThat(StoreDescription.read(late)).isEmpty();
        assertThat(StoreDescription.read(array)).isEmpty();
        assertThat(StoreDescription.read(broken)).isEmpty();
    }

    @Test
    void anActionKeepsTheDescriptionOfTheStoreItRewrites() throws Exception {
        Path copy = dir.resolve("story.json");
        Files.copy(Path.of("sample-stores/story-move.json"), copy);
        String before = StoreDescription.read(copy).orElseThrow();
        try (MemoryStore store = StoreOpener.open(copy.toString(), false)) {
            new io.memscope.review.ActionRunner(store, "ana").run(new io.memscope.review.Flag(
                    io.memscope.model.FactId.of(2), "check the address"));
        }
        assertThat(StoreDescription.read(copy)).contains(before);
        try (MemoryStore reread = StoreOpener.open(copy.toString(), true)) {
            assertThat(reread.flags()).hasSize(1);
        }
    }
}
