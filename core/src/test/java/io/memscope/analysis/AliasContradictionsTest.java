package io.memscope.analysis;

import io.memscope.model.AliasGroups;
import io.memscope.model.Cardinality;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import io.memscope.model.PredicateCardinalities;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static io.memscope.testing.Facts.fact;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two current values of one person under predicates (or subject keys) the operator accepted as one are a
 * contradiction across the alias; equal values, a closed fact, or a multi-valued attribute are not.
 */
class AliasContradictionsTest {
    private static final AliasGroups CITY = AliasGroups.of(List.of(List.of("lives in", "moved to")), List.of());

    private static List<Finding> among(List<Fact> facts, AliasGroups aliases) {
        return AliasContradictions.among(facts, aliases, PredicateCardinalities.NONE);
    }

    @Test
    void twoCurrentValuesUnderAliasedPredicatesContradict() {
        List<Finding> found = among(List.of(
                fact(1, "user:rachel", "lives in", "Detroit", 1, -1, -1),
                fact(2, "user:rachel", "moved to", "Ferndale", 10, -1, -1),
                fact(3, "user:rachel", "job", "nurse", 2, -1, -1),
                fact(4, "ben", "lives in", "Boston", 1, -1, -1)), CITY);
        assertThat(found).singleElement().satisfies(f -> {
            assertThat(f.kind()).isEqualTo(FindingKind.ALIAS_CONTRADICTION);
            assertThat(f.subject()).isEqualTo("user:rachel");
            assertThat(f.predicate()).isEqualTo("lives in");
            assertThat(f.factIds()).containsExactly(FactId.of(1), FactId.of(2));
        });
        assertThat(among(List.of(
                fact(1, "user:rachel", "lives in", "Detroit", 1, -1, -1),
                fact(2, "user:rachel", "moved to", "Ferndale", 10, -1, -1)), AliasGroups.NONE))
                .as("without the alias the two are unrelated").isEmpty();
    }

    @Test
    void equalValuesAClosedFactOrAMultiValuedNameAreNoContradiction() {
        assertThat(among(List.of(
                fact(1, "ben", "lives in", "Boston", 1, -1, -1),
                fact(2, "ben", "moved to", " boston", 3, -1, -1)), CITY)).isEmpty();
        assertThat(among(List.of(
                fact(1, "ben", "lives in", "Boston", 1, 3, 2),
                fact(2, "ben", "moved to", "Salem", 3, -1, -1)), CITY)).isEmpty();
        AliasGroups music = AliasGroups.of(List.of(List.of("likes", "enjoys")), List.of());
        assertThat(AliasContradictions.among(List.of(
                fact(1, "ivy", "likes", "jazz", 1, -1, -1),
                fact(2, "ivy", "enjoys", "rock", 2, -1, -1)), music,
                new PredicateCardinalities(Map.of("likes", Cardinality.MANY)))).isEmpty();
    }

    @Test
    void subjectKeysAndChainsOfAliasesMakeOneEntityAndAttribute() {
        AliasGroups aliases = AliasGroups.of(
                List.of(List.of("lives in", "moved to"), List.of("moved to", "home city")),
                List.of(List.of("user:rachel", "Rachel")));
        List<Finding> found = among(List.of(
                fact(1, "user:rachel", "lives in", "Detroit", 1, -1, -1),
                fact(3, "Rachel", "home city", "Ferndale", 12, -1, -1),
                fact(5, "Rachel", "job", "nurse", 2, -1, -1),
                fact(6, "user:rachel", "job", "teacher", 9, -1, -1)), aliases);
        assertThat(found).extracting(Finding::factIds).containsExactlyInAnyOrder(
                List.of(FactId.of(1), FactId.of(3)), List.of(FactId.of(5), FactId.of(6)));
    }

    @Test
    void aContradictionUnderOnePredicateAloneIsLeftToTheStoresAnalysis() {
        assertThat(among(List.of(
                fact(1, "ana", "lives in", "Porto", 1, -1, -1),
                fact(2, "ana", "lives in", "Braga", 2, -1, -1)), CITY)).isEmpty();
    }
}
