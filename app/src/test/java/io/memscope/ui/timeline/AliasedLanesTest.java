package io.memscope.ui.timeline;

import io.memscope.model.AliasGroups;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.FindingKind;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Set;

import static io.memscope.ui.timeline.TimelineLayoutTest.finding;
import static io.memscope.ui.timeline.TimelineLayoutTest.t;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Predicates accepted as one attribute share one lane, labelled with the names the subject uses, their facts
 * in time order and each bar still its own predicate's; a chain of aliases is one lane; without the alias the
 * lanes are apart again. A link across the alias is drawn as an arrow within the lane.
 */
class AliasedLanesTest {
    private static final Instant NOW = Instant.parse("2025-01-01T00:00:00Z");

    private static Fact fact(long id, String subject, String predicate, String value, String from, String to, Long next) {
        return Fact.of(FactId.of(id), subject, predicate, value, t(from), to == null ? null : t(to),
                next == null ? null : FactId.of(next));
    }

    private static final List<Fact> RACHEL = List.of(
            fact(1, "user:rachel", "lives in", "Detroit", "2020-01-01", "2023-05-01", 2L),
            fact(2, "user:rachel", "moved to", "Ferndale", "2023-05-01", null, null),
            fact(3, "user:rachel", "home city", "Ferndale", "2024-02-01", null, null),
            fact(4, "user:rachel", "job", "nurse", "2021-01-01", null, null));

    private static AliasGroups aliases(List<List<String>> predicates) {
        return AliasGroups.of(predicates, List.of());
    }

    @Test
    void predicatesAcceptedAsOneAttributeShareALaneInTimeOrder() {
        TimelineLayout layout = TimelineLayout.of(RACHEL, List.of(), Set.of(), NOW,
                aliases(List.of(List.of("lives in", "moved to"))));
        assertThat(layout.lanes()).extracting(TimelineLane::predicate)
                .containsExactly("home city", "job", "lives in = moved to");
        TimelineLane city = layout.lane("moved to").orElseThrow();
        assertThat(layout.lane("lives in")).containsSame(city);
        assertThat(city.predicates()).containsExactly("lives in", "moved to");
        assertThat(city.bars()).extracting(TimelineBar::id).containsExactly(FactId.of(1), FactId.of(2));
        assertThat(city.bars()).extracting(b -> b.fact().predicate()).containsExactly("lives in", "moved to");
        assertThat(FactDescription.of(city.bars().get(1), ZoneOffset.UTC)).startsWith("moved to = Ferndale");
        // the link across the two names is the supersession the alias stands for: an arrow in the lane
        assertThat(layout.arrows()).singleElement().satisfies(a -> {
            assertThat(a.from().id()).isEqualTo(FactId.of(1));
            assertThat(a.to().id()).isEqualTo(FactId.of(2));
        });
    }

    @Test
    void aChainOfAliasesIsOneLaneAndNoAliasIsALanePerPredicate() {
        TimelineLayout chained = TimelineLayout.of(RACHEL, List.of(), Set.of(), NOW,
                aliases(List.of(List.of("lives in", "moved to"), List.of("moved to", "home city"))));
        assertThat(chained.lanes()).extracting(TimelineLane::predicate)
                .containsExactly("home city = lives in = moved to", "job");
        assertThat(chained.lanes().get(0).bars()).extracting(TimelineBar::id)
                .containsExactly(FactId.of(1), FactId.of(2), FactId.of(3));
        // two current values side by side: the lane takes a second row rather than hiding one
        assertThat(chained.lanes().get(0).rowCount()).isEqualTo(2);
        // its names are drawn one under the other, beside those rows, so none is cut off
        assertThat(chained.lanes().get(0).labelLines()).containsExactly("home city =", "lives in = moved to");
        assertThat(chained.lanes().get(1).labelLines()).containsExactly("job");

        TimelineLayout apart = TimelineLayout.of(RACHEL, List.of(), Set.of(), NOW, AliasGroups.NONE);
        assertThat(apart.lanes()).extracting(TimelineLane::predicate)
                .containsExactly("home city", "job", "lives in", "moved to");
        assertThat(apart.arrows()).isEmpty();
    }

    @Test
    void aContradictionAcrossAnAliasMarksBothBarsAndTheSubjectsAreNamedWhenKeysMix() {
        List<Fact> facts = List.of(
                fact(1, "user:rachel", "lives in", "Detroit", "2020-01-01", null, null),
                fact(2, "Rachel", "moved to", "Ferndale", "2023-05-01", null, null));
        AliasGroups both = AliasGroups.of(List.of(List.of("lives in", "moved to")),
                List.of(List.of("user:rachel", "Rachel")));
        TimelineLayout layout = TimelineLayout.of(facts,
                List.of(finding(FindingKind.ALIAS_CONTRADICTION, "lives in", 1, 2)), Set.of(), NOW, both);
        assertThat(layout.lanes()).singleElement().extracting(TimelineLane::predicate).isEqualTo("lives in = moved to");
        assertThat(layout.bar(FactId.of(1)).orElseThrow().has(BarState.CONTRADICTION)).isTrue();
        assertThat(layout.bar(FactId.of(2)).orElseThrow().has(BarState.CONTRADICTION)).isTrue();
        assertThat(layout.manySubjects()).isTrue();
        assertThat(FactDescription.of(layout.bar(FactId.of(2)).orElseThrow(), ZoneOffset.UTC, true))
                .startsWith("Rachel: moved to = Ferndale");
    }
}
