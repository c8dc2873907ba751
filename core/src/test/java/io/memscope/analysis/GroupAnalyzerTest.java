package io.memscope.analysis;

import io.memscope.model.Cardinality;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static io.memscope.testing.Facts.fact;
import static io.memscope.testing.Facts.undated;
import static org.assertj.core.api.Assertions.assertThat;

class GroupAnalyzerTest {

    @Test
    void twoCurrentDifferentValuesContradict() {
        List<Finding> found = GroupAnalyzer.analyze(Cardinality.ONE, List.of(
                fact(2, "u", "lives_in", "Braga", 10, -1, -1),
                fact(1, "u", "lives_in", "Porto", 0, -1, -1)));
        assertThat(described(found)).containsExactly(finding(FindingKind.CONTRADICTION, 1, 2));
    }

    @Test
    void equalValuesAfterTrimAndCaseFoldAreADuplicate() {
        List<Finding> found = GroupAnalyzer.analyze(Cardinality.ONE, List.of(
                fact(1, "u", "email", "Ana@Example.org ", 0, -1, -1),
                fact(2, "u", "email", "\tana@example.ORG", 5, -1, -1)));
        assertThat(described(found)).containsExactly(finding(FindingKind.DUPLICATE, 1, 2));
    }

    @Test
    void multiValuedPredicatesNeverContradictOrOverlap() {
        List<Finding> found = GroupAnalyzer.analyze(Cardinality.MANY, List.of(
                fact(1, "u", "likes", "jazz", 0, -1, -1),
                fact(2, "u", "likes", "surf", 0, 20, -1),
                fact(3, "u", "likes", "chess", 5, -1, -1)));
        assertThat(found).isEmpty();
    }

    @Test
    void closedAndCurrentIntervalsThatIntersectOverlap() {
        List<Finding> found = GroupAnalyzer.analyze(Cardinality.ONE, List.of(
                fact(1, "u", "manager", "Kim", 0, 10, 2),
                fact(2, "u", "manager", "Lee", 5, -1, -1)));
        assertThat(described(found)).containsExactly(finding(FindingKind.OVERLAP, 1, 2));
    }

    @Test
    void touchingHalfOpenIntervalsDoNotOverlap() {
        List<Finding> found = GroupAnalyzer.analyze(Cardinality.ONE, List.of(
                fact(1, "u", "plan", "a", 0, 10, 2),
                fact(2, "u", "plan", "b", 10, 20, 3),
                fact(3, "u", "plan", "c", 20, -1, -1)));
        assertThat(found).isEmpty();
    }

    @Test
    void overlapFindsEveryIntersectingPairNotOnlyNeighbours() {
        List<Finding> found = GroupAnalyzer.analyze(Cardinality.ONE, List.of(
                fact(1, "u", "plan", "a", 0, 100, -1),
                fact(2, "u", "plan", "b", 10, 20, -1),
                fact(3, "u", "plan", "c", 30, 40, -1)));
        assertThat(described(found)).containsExactlyInAnyOrder(
                finding(FindingKind.OVERLAP, 1, 2), finding(FindingKind.OVERLAP, 1, 3));
    }

    @Test
    void factsThatEndBeforeTheyStartAreReportedButNotOverlapped() {
        List<Finding> found = GroupAnalyzer.analyze(Cardinality.ONE, List.of(
                fact(1, "u", "title", "Engineer", 30, 10, -1),
                fact(2, "u", "title", "Lead", 0, -1, -1)));
        assertThat(described(found)).containsExactly(finding(FindingKind.ENDS_BEFORE_START, 1));
    }

    @Test
    void emptyIntervalIsNeitherAnOverlapNorEndsBeforeStart() {
        List<Finding> found = GroupAnalyzer.analyze(Cardinality.ONE, List.of(
                fact(1, "u", "city", "Detroit", 10, 10, -1),
                fact(2, "u", "city", "Ferndale", 0, -1, -1)));
        assertThat(found).isEmpty();
    }

    @Test
    void missingValidFromStartsAtTheBeginningOfTime() {
        List<Finding> found = GroupAnalyzer.analyze(Cardinality.ONE, List.of(
                undated(1, "u", "birthday", "03-14"),
                fact(2, "u", "birthday", "03-15", 0, 5, -1)));
        assertThat(described(found)).containsExactlyInAnyOrder(
                finding(FindingKind.MISSING_VALID_FROM, 1), finding(FindingKind.OVERLAP, 1, 2));
    }

    @Test
    void aLinkedButOpenFactIsSupersededButCurrent() {
        List<Finding> found = GroupAnalyzer.analyze(Cardinality.ONE, List.of(
                fact(1, "u", "phone", "100", 0, -1, 2),
                fact(2, "u", "phone", "100", 5, -1, -1)));
        assertThat(described(found)).containsExactlyInAnyOrder(
                finding(FindingKind.SUPERSEDED_BUT_CURRENT, 1), finding(FindingKind.DUPLICATE, 1, 2));
    }

    @Test
    void anEndRecordedWithoutItsTimeIsReportedOnceTheFactHasEnded() {
        Fact deleted = fact(1, "u", "memory", "Likes jazz", 0, 5, -1);
        Fact marked = new Fact(deleted.id(), deleted.subject(), deleted.predicate(), deleted.value(),
                deleted.valueKind(), deleted.validFrom(), deleted.validTo(), null, null, null, null, null,
                Map.of(), false, true);
        assertThat(described(GroupAnalyzer.analyze(Cardinality.MANY, List.of(marked))))
                .containsExactly(finding(FindingKind.UNKNOWN_END, 1));
        assertThat(GroupAnalyzer.analyze(Cardinality.MANY, List.of(deleted))).as("an end with its time").isEmpty();
        assertThat(GroupAnalyzer.analyze(Cardinality.MANY, List.of(marked.withValidity(null, null))))
                .as("a replay before the end: the fact is still open there").isEmpty();
    }

    /** "kind ids" so a mismatch reads at a glance. */
    private static String finding(FindingKind kind, long... ids) {
        return kind.jsonName() + " " + java.util.Arrays.toString(ids);
    }

    private static List<String> described(List<Finding> findings) {
        return findings.stream().map(f -> f.kind().jsonName() + " "
                + java.util.Arrays.toString(f.factIds().stream().mapToLong(FactId::number).toArray())).toList();
    }
}
