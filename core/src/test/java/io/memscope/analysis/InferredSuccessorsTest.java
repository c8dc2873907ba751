package io.memscope.analysis;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class InferredSuccessorsTest {
    private record Edge(String id, String subject, String predicate, Integer from, Integer to) {
    }

    private static List<String> links(Edge... edges) {
        List<String> found = new ArrayList<>();
        int n = InferredSuccessors.link(List.of(edges), Edge::subject, Edge::predicate, Edge::from, Edge::to,
                (old, next) -> found.add(old.id() + "->" + next.id()));
        assertThat(n).isEqualTo(found.size());
        return found;
    }

    @Test
    void theOneEdgeThatBeginsWhereAnotherEndedSucceedsIt() {
        assertThat(links(new Edge("a", "ana", "lives_in", 1, 5), new Edge("b", "ana", "lives_in", 5, null)))
                .containsExactly("a->b");
    }

    @Test
    void twoCandidatesAreNoSuccessorBecauseEitherCouldBeMeant() {
        assertThat(links(new Edge("a", "ana", "lives_in", 1, 5), new Edge("b", "ana", "lives_in", 5, null),
                new Edge("c", "ana", "lives_in", 5, null))).isEmpty();
    }

    @Test
    void anotherSubjectOrPredicateOrAnEdgeThatEndsWhereItBeginsIsNoSuccessor() {
        assertThat(links(new Edge("a", "ana", "lives_in", 1, 5), new Edge("b", "bo", "lives_in", 5, null),
                new Edge("c", "ana", "works_at", 5, null), new Edge("d", "ana", "likes", 5, 5))).isEmpty();
    }

    @Test
    void anEdgeWithoutAStartIsNeverACandidate() {
        assertThat(links(new Edge("a", "ana", "lives_in", 1, 5), new Edge("b", "ana", "lives_in", null, null)))
                .isEmpty();
    }
}
