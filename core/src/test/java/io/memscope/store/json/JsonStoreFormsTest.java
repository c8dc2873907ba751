package io.memscope.store.json;

import io.memscope.model.Cardinality;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.ValueKind;
import io.memscope.store.StoreDescriptor;
import io.memscope.store.StoreKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class JsonStoreFormsTest {
    @TempDir
    Path dir;

    private Path file(String name, String content) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, content);
        return p;
    }

    @Test
    void readsTheObjectFormWithSectionsInAnyOrderSkipsUnknownKeysAndKeepsUnknownFieldsAsMetadata() throws Exception {
        Path p = file("store.json", """
                {"version": {"nested": [1, 2, {"deep": true}]},
                 "predicates": [{"predicate": "likes", "cardinality": "many"}],
                 "dependencies": [{"fact_id": 2, "depends_on": 1}, {"fact_id": 2, "depends_on": 404}],
                 "flags": [{"fact_id": 1}],
                 "audit": [],
                 "facts": [
                   {"id": 1, "subject": "alice", "predicate": "lives_in", "value": "Berlin",
                    "valid_from": "2024-01-01T00:00:00Z", "valid_to": "2024-06-01T12:00:00+02:00", "superseded_by": 2,
                    "extra": {"ignored": [1, 2, 3]}},
                   {"id": 2, "subject": "alice", "predicate": "lives_in", "value": "Paris",
                    "valid_from": "2024-06-01T10:00:00Z", "valid_to": null, "superseded_by": null,
                    "recorded_at": "2024-06-02T00:00:00.123456789Z", "source": "conversation 7", "agent": "planner",
                    "confidence": 0.75}
                 ]}
                """);
        try (JsonMemoryStore store = JsonMemoryStore.open(p, true)) {
            assertThat(store.descriptor()).isEqualTo(new StoreDescriptor(StoreKind.JSON, p.toString(), true));
            assertThat(store.cardinalities().of("likes")).isEqualTo(Cardinality.MANY);
            assertThat(store.cardinalities().of("lives_in")).isEqualTo(Cardinality.ONE);
            Fact first = store.fact(FactId.of(1)).orElseThrow();
            assertThat(first).isEqualTo(Fact.of(FactId.of(1), "alice", "lives_in", "Berlin",
                    Instant.parse("2024-01-01T00:00:00Z"), Instant.parse("2024-06-01T10:00:00Z"), FactId.of(2))
                    .withMetadata(java.util.Map.of("extra", "{\"ignored\":[1,2,3]}")));
            Fact second = store.fact(FactId.of(2)).orElseThrow();
            assertThat(second.recordedAt()).isEqualTo(Instant.parse("2024-06-02T00:00:00.123456Z"));
            assertThat(second.source()).isEqualTo("conversation 7");
            assertThat(second.agent()).isEqualTo("planner");
            assertThat(second.confidence()).isEqualTo(0.75);
            assertThat(store.dependenciesOf(FactId.of(2))).containsExactly(
                    new Dependency(FactId.of(2), FactId.of(1)), new Dependency(FactId.of(2), FactId.of(404)));
            assertThat(store.dependenciesOf(FactId.of(1))).containsExactly(new Dependency(FactId.of(2), FactId.of(1)));
            assertThat(store.summary().facts()).isEqualTo(2);
        }
    }

    @Test
    void readsABareArrayOfFactsWithoutValidFrom() throws Exception {
        Path p = file("facts.json", """
                [{"id": "a-1", "subject": "bob", "predicate": "age", "value": 41},
                 {"id": "a-2", "subject": "bob", "predicate": "vip", "value": true, "valid_from": null}]
                """);
        try (JsonMemoryStore store = JsonMemoryStore.open(p, false)) {
            List<Fact> facts = store.factsOf("bob");
            assertThat(facts).extracting(Fact::id).containsExactly(FactId.of("a-1"), FactId.of("a-2"));
            assertThat(facts).extracting(Fact::validFrom).containsOnlyNulls();
            assertThat(facts).extracting(Fact::value).containsExactly("41", "true");
            assertThat(facts).extracting(Fact::valueKind).containsExactly(ValueKind.NUMBER, ValueKind.BOOLEAN);
            assertThat(store.cardinalities().declared()).isEmpty();
            assertThat(store.descriptor().readOnly()).isFalse();
        }
    }

    @Test
    void readsJsonLinesWithBlankLines() throws Exception {
        Path p = file("facts.jsonl", """
                {"id": 1, "subject": "carol", "predicate": "price", "value": 12.50, "valid_from": "2024-01-01T00:00:00Z"}

                {"id": 2, "subject": "carol", "predicate": "name", "value": "Carol", "valid_from": "2024-01-01T00:00:00Z"}
                """);
        try (JsonMemoryStore store = JsonMemoryStore.open(p, true)) {
            assertThat(store.factsOf("carol")).extracting(Fact::value).containsExactly("Carol", "12.50");
            assertThat(store.fact(FactId.of(1)).orElseThrow().valueKind()).isEqualTo(ValueKind.NUMBER);
        }
    }

    @Test
    void keepsIdTypesApartAndReportsUnknownSubjectsAndIdsAsEmpty() throws Exception {
        // "17" beside 17 is refused (MixedIdTypesTest); a string that reads as no number is an id of its own
        Path p = file("ids.json", """
                {"facts": [
                  {"id": 17, "subject": "s", "predicate": "p", "value": "number id"},
                  {"id": "x17", "subject": "s", "predicate": "q", "value": "string id", "superseded_by": 17}
                ]}
                """);
        try (JsonMemoryStore store = JsonMemoryStore.open(p, true)) {
            assertThat(store.fact(FactId.of(17)).orElseThrow().value()).isEqualTo("number id");
            assertThat(store.fact(FactId.of("x17")).orElseThrow().supersededBy()).isEqualTo(FactId.of(17));
            assertThat(store.fact(FactId.of(18))).isEmpty();
            assertThat(store.factsOf("nobody")).isEmpty();
            assertThat(store.factsAsOf("s", "nothing", Instant.now())).isEmpty();
            assertThat(store.dependenciesOf(FactId.of(17))).isEmpty();
        }
    }
}
