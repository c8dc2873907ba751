package io.memscope.store.neo4j;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.FindingKind;
import io.memscope.model.Progress;
import io.memscope.model.StoreSummary;
import io.memscope.model.SubjectSummary;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;
import io.memscope.store.StoreKind;
import io.memscope.store.StoreSource;
import io.memscope.store.open.StoreOpener;
import io.memscope.testing.GraphitiNeo4j;
import io.memscope.testing.SharedNeo4j;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A Graphiti graph read live from a real Neo4j: two groups with an "Alice" each, a move Graphiti
 * invalidated (old edge closed at the new edge's valid_at, no link between them), an edge invalidated with
 * no successor, and embeddings on every entity and edge that memscope must leave on the server.
 */
@ExtendWith(SharedNeo4j.class)
class Neo4jGraphitiStoreTest {
    private static final List<Double> EMBEDDING = List.of(0.25, -0.5, 0.125);
    private static final String G1 = "Alice [group g1]";
    private static final String G2 = "Alice [group g2]";

    private static GraphitiNeo4j neo4j;
    private static MemoryStore store;

    @BeforeAll
    static void writeGraph(GraphitiNeo4j empty) throws StoreException {
        neo4j = empty;
        neo4j.node("n-alice-1", "Alice", "g1", "Person", "2023-01-01T00:00:00Z", EMBEDDING);
        neo4j.node("n-berlin", "Berlin", "g1", "City", "2023-01-01T00:00:00Z", EMBEDDING);
        neo4j.node("n-paris", "Paris", "g1", "City", "2024-03-02T10:00:00Z", EMBEDDING);
        neo4j.node("n-acme", "Acme", "g1", "Organization", "2023-01-01T00:00:00Z", null);
        neo4j.node("n-alice-2", "Alice", "g2", "Person", "2020-01-01T00:00:00Z", EMBEDDING);
        neo4j.node("n-rome", "Rome", "g2", "City", "2020-01-01T00:00:00Z", EMBEDDING);
        neo4j.node("n-oslo", "Oslo", "g2", "City", "2021-05-01T00:00:00Z", EMBEDDING);
        neo4j.node("n-tea", "tea", "g2", "Drink", "2020-01-01T00:00:00Z", EMBEDDING);
        edge("e-berlin", "n-alice-1", "n-berlin", "g1", "LIVES_IN", "Alice lives in Berlin.",
                "2023-01-01T00:00:00Z", "2024-03-01T00:00:00Z", "2023-01-01T08:00:00Z", "2024-03-02T10:00:00.123456789Z");
        edge("e-paris", "n-alice-1", "n-paris", "g1", "LIVES_IN", "Alice moved to Paris in March 2024.",
                "2024-03-01T00:00:00Z", null, "2024-03-02T10:00:00Z", null);
        edge("e-acme", "n-alice-1", "n-acme", "g1", "WORKS_AT", "Alice works at Acme.",
                "2022-09-01T00:00:00Z", null, "2023-01-01T08:00:00Z", null);
        edge("e-rome", "n-alice-2", "n-rome", "g2", "LIVES_IN", "Alice lives in Rome.",
                "2020-01-01T00:00:00Z", null, "2020-01-01T08:00:00Z", null);
        edge("e-oslo", "n-alice-2", "n-oslo", "g2", "LIVES_IN", "Alice lives in Oslo.",
                "2021-05-01T00:00:00Z", null, "2021-05-01T08:00:00Z", null);
        edge("e-tea", "n-alice-2", "n-tea", "g2", "LIKES", "Alice likes tea.",
                "2020-01-01T00:00:00Z", "2022-01-01T00:00:00Z", "2020-01-01T08:00:00Z", "2022-01-02T00:00:00Z");
        store = StoreOpener.open(neo4j.boltUrl(), false);
    }

    private static void edge(String uuid, String source, String target, String group, String name, String fact,
                             String validAt, String invalidAt, String createdAt, String expiredAt) {
        Map<String, Object> f = new HashMap<>();
        f.put("uuid", uuid);
        f.put("source_node_uuid", source);
        f.put("target_node_uuid", target);
        f.put("group_id", group);
        f.put("name", name);
        f.put("fact", fact);
        f.put("episodes", List.of("ep-" + uuid));
        f.put("valid_at", validAt);
        f.put("invalid_at", invalidAt);
        f.put("created_at", createdAt);
        f.put("expired_at", expiredAt);
        neo4j.edge(f, EMBEDDING, Map.of("confidence_note", "stated by the user"));
    }

    @AfterAll
    static void closeStore() throws StoreException {
        if (store != null) {
            store.close();
        }
    }

    @Test
    void opensTheBoltUrlAsAReadOnlyGraphitiStore() {
        assertThat(store.descriptor().kind()).isEqualTo(StoreKind.NEO4J);
        assertThat(store.descriptor().readOnly()).as("Graphiti owns the graph").isTrue();
        assertThatThrownBy(store::checkCanEdit).isInstanceOf(StoreException.class).hasMessageContaining("read-only");
        StoreSource source = StoreSource.of(store);
        assertThat(source.format()).isEqualTo(StoreFormat.GRAPHITI);
        assertThat(source.inferredLinks()).isEqualTo(1);
    }

    @Test
    void countsEveryEdgeOnceWithEachGroupsAliceAsASubjectOfItsOwn() throws StoreException {
        assertThat(store.summary()).isEqualTo(new StoreSummary(6, 2, 4, 1, 1));
        assertThat(store.subjects(Progress.NONE)).extracting(SubjectSummary::subject, SubjectSummary::facts)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(G1, 3L), org.assertj.core.groups.Tuple.tuple(G2, 3L));
    }

    @Test
    void infersTheSuccessorOfTheInvalidatedEdgeAndMarksItInferred() throws StoreException {
        List<Fact> facts = store.factsOf(G1);
        assertThat(facts).extracting(f -> f.id().toString()).containsExactly("e-berlin", "e-paris", "e-acme");
        Fact berlin = facts.get(0);
        assertThat(berlin.value()).isEqualTo("Berlin");
        assertThat(berlin.validFrom()).isEqualTo(Instant.parse("2023-01-01T00:00:00Z"));
        assertThat(berlin.validTo()).isEqualTo(Instant.parse("2024-03-01T00:00:00Z"));
        assertThat(berlin.recordedAt()).isEqualTo(Instant.parse("2023-01-01T08:00:00Z"));
        assertThat(berlin.supersededBy()).isEqualTo(FactId.of("e-paris"));
        assertThat(berlin.inferredLink()).isTrue();
        assertThat(store.fact(FactId.of("e-berlin"))).contains(berlin);
        assertThat(store.fact(FactId.of("no-such-edge"))).isEmpty();
    }

    @Test
    void keepsTheSentenceAndEveryOtherPropertyAsMetadataButNoEmbedding() throws StoreException {
        Fact berlin = store.factsOf(G1).get(0);
        assertThat(berlin.metadata()).containsEntry("fact", "Alice lives in Berlin.")
                .containsEntry("group_id", "g1").containsEntry("episodes", "[\"ep-e-berlin\"]")
                .containsEntry("source_node_uuid", "n-alice-1").containsEntry("target_node_uuid", "n-berlin")
                .containsEntry("confidence_note", "stated by the user")
                .containsEntry("expired_at", "2024-03-02T10:00:00.123456789Z");
        assertThat(berlin.metadata().keySet()).noneMatch(k -> k.contains("embedding"))
                .doesNotContain("source_uuid", "target_uuid", "uuid", "name");
    }

    @Test
    void answersAsOfFromTheChain() throws StoreException {
        assertThat(store.factsAsOf(G1, "LIVES_IN", Instant.parse("2023-06-01T00:00:00Z")))
                .extracting(Fact::value).containsExactly("Berlin");
        assertThat(store.factsAsOf(G1, "LIVES_IN", Instant.parse("2024-06-01T00:00:00Z")))
                .extracting(Fact::value).containsExactly("Paris");
        assertThat(store.factsAsOf(G2, null, Instant.parse("2023-01-01T00:00:00Z")))
                .extracting(Fact::value).containsExactly("Rome", "Oslo");
    }

    @Test
    void findsTheContradictionInOneGroupOnly() throws StoreException {
        AnalysisReport report = store.analyze(Progress.NONE);
        assertThat(report.summary()).isEqualTo(new StoreSummary(6, 2, 4, 1, 1));
        assertThat(report.findings()).singleElement().satisfies(f -> {
            assertThat(f.kind()).isEqualTo(FindingKind.CONTRADICTION);
            assertThat(f.subject()).isEqualTo(G2);
            assertThat(f.predicate()).isEqualTo("LIVES_IN");
            assertThat(f.factIds()).containsExactly(FactId.of("e-oslo"), FactId.of("e-rome"));
        });
    }

    @Test
    void streamsEveryFactGroupedBySubject() throws StoreException {
        List<String> ids = new java.util.ArrayList<>();
        store.forEachFact(f -> ids.add(f.subject() + " " + f.id()), Progress.NONE);
        assertThat(ids).containsExactly(G1 + " e-berlin", G1 + " e-paris", G1 + " e-acme",
                G2 + " e-tea", G2 + " e-rome", G2 + " e-oslo");
    }

    @Test
    void anEdgeKeepsItsSentenceAsItsFactNeverAsASource() throws StoreException {
        List<String> sources = new java.util.ArrayList<>();
        store.forEachFact(f -> sources.add(f.source()), Progress.NONE);
        assertThat(sources).isNotEmpty().containsOnlyNulls();
        assertThat(store.hasSourceSentences()).isFalse();
    }
}
