package io.memscope.ui.timeline;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class TimelineLayoutTest {
    private static final Instant NOW = Instant.parse("2025-01-01T00:00:00Z");

    static Instant t(String date) {
        return Instant.parse(date + "T00:00:00Z");
    }

    static Fact fact(long id, String predicate, String value, String from, String to, Long supersededBy) {
        return Fact.of(FactId.of(id), "user:1", predicate, value, from == null ? null : t(from),
                to == null ? null : t(to), supersededBy == null ? null : FactId.of(supersededBy));
    }

    static Finding finding(FindingKind kind, String predicate, long... ids) {
        return new Finding(kind, "user:1", predicate, java.util.Arrays.stream(ids).mapToObj(FactId::of).toList());
    }

    private static TimelineBar bar(TimelineLayout layout, long id) {
        return layout.bar(FactId.of(id)).orElseThrow();
    }

    @Test
    void oneLanePerPredicateInNameOrderAndABarPerFactOverItsValidity() {
        TimelineLayout layout = TimelineLayout.of(List.of(
                fact(1, "lives_in", "Berlin", "2020-01-01", "2022-06-01", 2L),
                fact(2, "lives_in", "Hamburg", "2022-06-01", null, null),
                fact(3, "employer", "Acme", "2021-01-01", "2023-01-01", null)), List.of(), Set.of(), NOW);

        assertThat(layout.lanes()).extracting(TimelineLane::predicate).containsExactly("employer", "lives_in");
        assertThat(layout.lane("lives_in").orElseThrow().bars()).extracting(TimelineBar::id)
                .containsExactly(FactId.of(1), FactId.of(2));
        TimelineBar berlin = bar(layout, 1);
        assertThat(berlin.lane()).isEqualTo(1);
        assertThat(berlin.start()).isEqualTo(t("2020-01-01"));
        assertThat(berlin.end()).isEqualTo(t("2022-06-01"));
        assertThat(berlin.openEnded()).isFalse();
        assertThat(berlin.states()).containsExactly(BarState.SUPERSEDED);
        assertThat(bar(layout, 3).states()).containsExactly(BarState.INVALIDATED);
        assertThat(layout.extent()).isEqualTo(new TimeRange(t("2020-01-01"), NOW));
    }

    @Test
    void aCurrentFactRunsToNowAndIsOpenEnded() {
        TimelineLayout layout = TimelineLayout.of(List.of(fact(2, "lives_in", "Hamburg", "2022-06-01", null, null)),
                List.of(), Set.of(), NOW);
        TimelineBar bar = bar(layout, 2);
        assertThat(bar.end()).isEqualTo(NOW);
        assertThat(bar.openEnded()).isTrue();
        assertThat(bar.states()).containsExactly(BarState.CURRENT);
    }

    @Test
    void aFactWithoutValidFromStartsAtTheEarliestTimeShownBeforeAllOthers() {
        TimelineLayout layout = TimelineLayout.of(List.of(
                fact(1, "tz", "CET", null, "2021-01-01", null),
                fact(2, "tz", "UTC", "2021-01-01", null, null)),
                List.of(finding(FindingKind.MISSING_VALID_FROM, "tz", 1)), Set.of(), NOW);
        TimelineBar bar = bar(layout, 1);
        assertThat(bar.startUnknown()).isTrue();
        assertThat(bar.start()).isEqualTo(layout.extent().start()).isBefore(t("2021-01-01"));
        assertThat(bar.states()).contains(BarState.PROBLEM);
        assertThat(bar.problems()).containsExactly(FindingKind.MISSING_VALID_FROM);
        assertThat(layout.lane("tz").orElseThrow().bars().get(0)).isEqualTo(bar);
    }

    @Test
    void contradictionDuplicateFlaggedAndProblemStatesComeFromFindingsAndFlags() {
        TimelineLayout layout = TimelineLayout.of(List.of(
                fact(1, "lives_in", "Munich", "2023-01-01", null, null),
                fact(2, "lives_in", "Bremen", "2023-05-01", null, null),
                fact(3, "employer", "Acme", "2022-01-01", null, null),
                fact(4, "employer", " acme", "2022-02-01", null, null),
                fact(5, "phone", "555", "2021-01-01", "2022-01-01", 99L)),
                List.of(finding(FindingKind.CONTRADICTION, "lives_in", 1, 2),
                        finding(FindingKind.DUPLICATE, "employer", 3, 4),
                        finding(FindingKind.DANGLING_SUPERSEDED_BY, "phone", 5),
                        finding(FindingKind.CONTRADICTION, "lives_in", 77, 78)),
                Set.of(FactId.of(2)), NOW);

        assertThat(bar(layout, 1).states()).containsExactlyInAnyOrder(BarState.CURRENT, BarState.CONTRADICTION);
        assertThat(bar(layout, 2).states())
                .containsExactlyInAnyOrder(BarState.CURRENT, BarState.CONTRADICTION, BarState.FLAGGED);
        assertThat(bar(layout, 3).states()).containsExactlyInAnyOrder(BarState.CURRENT, BarState.DUPLICATE);
        assertThat(bar(layout, 5).states()).containsExactlyInAnyOrder(BarState.SUPERSEDED, BarState.PROBLEM);
        assertThat(bar(layout, 5).problems()).containsExactly(FindingKind.DANGLING_SUPERSEDED_BY);
        // the dangling link is a marker at the end of the bar, not an arrow
        assertThat(layout.arrows()).isEmpty();
        assertThat(layout.markers()).singleElement().satisfies(m -> {
            assertThat(m.kind()).isEqualTo(FindingKind.DANGLING_SUPERSEDED_BY);
            assertThat(m.bar()).isEqualTo(bar(layout, 5));
            assertThat(m.at()).isEqualTo(t("2022-01-01"));
        });
    }

    @Test
    void overlappingBarsOfALaneGetTheirOwnSubRows() {
        TimelineLayout layout = TimelineLayout.of(List.of(
                fact(1, "lives_in", "Munich", "2023-01-01", null, null),
                fact(2, "lives_in", "Bremen", "2023-05-01", null, null),
                fact(3, "lives_in", "Kiel", "2020-01-01", "2023-01-01", 1L),
                fact(4, "lives_in", "Ulm", "2019-01-01", "2020-01-01", 3L)),
                List.of(finding(FindingKind.CONTRADICTION, "lives_in", 1, 2)), Set.of(), NOW);

        TimelineLane lane = layout.lane("lives_in").orElseThrow();
        assertThat(lane.rowCount()).isEqualTo(2);
        // a chain that hands over exactly at valid_to stays in one row; the contradicting fact moves down
        assertThat(lane.rows().get(0)).extracting(TimelineBar::id).containsExactly(FactId.of(4), FactId.of(3), FactId.of(1));
        assertThat(lane.rows().get(1)).extracting(TimelineBar::id).containsExactly(FactId.of(2));
        assertThat(layout.barAt(0, t("2024-01-01"))).map(TimelineBar::id).contains(FactId.of(1));
        assertThat(layout.barAt(0, 1, t("2024-01-01"))).map(TimelineBar::id).contains(FactId.of(2));
        assertThat(layout.barAt(0, 1, t("2023-02-01"))).isEmpty();
        assertThat(layout.barAt(0, 0, t("2020-01-01"))).map(TimelineBar::id).contains(FactId.of(3));
    }

    @Test
    void arrowsLeadFromEachFactToItsSuccessorInTheSameLaneOnly() {
        TimelineLayout layout = TimelineLayout.of(List.of(
                fact(1, "lives_in", "Berlin", "2020-01-01", "2021-01-01", 2L),
                fact(2, "lives_in", "Hamburg", "2021-01-01", "2022-01-01", 3L),
                fact(3, "lives_in", "Munich", "2022-01-01", null, null),
                fact(4, "employer", "Acme", "2020-01-01", "2021-01-01", 3L)),
                List.of(finding(FindingKind.CROSS_LINK, "employer", 4, 3)), Set.of(), NOW);

        assertThat(layout.arrows()).extracting(a -> a.from().id().toString() + "->" + a.to().id())
                .containsExactlyInAnyOrder("1->2", "2->3");
        assertThat(layout.markers()).singleElement().satisfies(m -> {
            assertThat(m.kind()).isEqualTo(FindingKind.CROSS_LINK);
            assertThat(m.bar().id()).isEqualTo(FactId.of(4));
        });
        assertThat(layout.next(bar(layout, 1))).map(TimelineBar::id).contains(FactId.of(2));
        assertThat(layout.previous(bar(layout, 1))).isEmpty();
    }

    @Test
    void problemsBecomeMarkersWhereTheyHappen() {
        TimelineLayout layout = TimelineLayout.of(List.of(
                fact(1, "email", "a@x", "2022-01-01", "2021-01-01", null),
                fact(2, "plan", "basic", "2020-01-01", "2022-01-01", null),
                fact(3, "plan", "pro", "2021-01-01", "2023-01-01", null),
                fact(4, "loop", "x", "2020-01-01", "2021-01-01", 5L),
                fact(5, "loop", "y", "2021-01-01", "2022-01-01", 4L)),
                List.of(finding(FindingKind.ENDS_BEFORE_START, "email", 1),
                        finding(FindingKind.OVERLAP, "plan", 2, 3),
                        finding(FindingKind.CYCLE, "loop", 4, 5)), Set.of(), NOW);

        TimelineBar reversed = bar(layout, 1);
        assertThat(reversed.start()).isEqualTo(t("2021-01-01"));
        assertThat(reversed.end()).isEqualTo(t("2022-01-01"));
        assertThat(layout.markers()).extracting(m -> m.kind() + "@" + m.bar().id() + ":" + m.at() + ".." + m.until())
                .containsExactlyInAnyOrder(
                        "ENDS_BEFORE_START@1:2021-01-01T00:00:00Z..2022-01-01T00:00:00Z",
                        "OVERLAP@3:2021-01-01T00:00:00Z..2022-01-01T00:00:00Z",
                        "CYCLE@4:2021-01-01T00:00:00Z..2021-01-01T00:00:00Z",
                        "CYCLE@5:2022-01-01T00:00:00Z..2022-01-01T00:00:00Z");
        assertThat(layout.lane("plan").orElseThrow().rowCount()).isEqualTo(2);
        assertThat(layout.arrows()).hasSize(2);
    }

    @Test
    void anEndWithoutItsTimeIsMarkedWhereTheFactEndsAtTheLatest() {
        TimelineLayout layout = TimelineLayout.of(List.of(fact(7, "memory", "Likes jazz", "2024-07-26", "2024-08-05", null)),
                List.of(finding(FindingKind.UNKNOWN_END, "memory", 7)), Set.of(), NOW);

        assertThat(layout.markers()).singleElement().satisfies(m -> {
            assertThat(m.kind()).isEqualTo(FindingKind.UNKNOWN_END);
            assertThat(m.at()).isEqualTo(t("2024-08-05"));
            assertThat(m.description()).contains("unknown time");
        });
        assertThat(bar(layout, 7).problems()).containsExactly(FindingKind.UNKNOWN_END);
    }

    @Test
    void visibleBarsAreFoundWithoutScanningTheLane() {
        List<Fact> facts = new java.util.ArrayList<>();
        Instant start = t("2000-01-01");
        for (int i = 0; i < 10_000; i++) {
            Instant from = start.plusSeconds(3600L * i);
            facts.add(Fact.of(FactId.of(i), "user:1", "p" + (i % 3), "v" + i, from,
                    i >= 9_997 ? null : from.plusSeconds(3 * 3600L), i >= 9_997 ? null : FactId.of(i + 3)));
        }
        TimelineLayout layout = TimelineLayout.of(facts, List.of(), Set.of(), NOW);
        assertThat(layout.barCount()).isEqualTo(10_000);
        assertThat(layout.lanes()).allSatisfy(l -> assertThat(l.rowCount()).isEqualTo(1));
        assertThat(layout.arrows()).hasSize(9_997);
        List<TimelineBar> visible = layout.visibleBars(0, 0, start.plusSeconds(3600L * 30), start.plusSeconds(3600L * 60));
        assertThat(visible).extracting(b -> b.id().number()).containsExactly(27L, 30L, 33L, 36L, 39L, 42L, 45L, 48L, 51L, 54L, 57L, 60L);
    }

    @Test
    void aShortHistoryFarFromNowIsFittedWithoutNow() {
        TimelineLayout layout = TimelineLayout.of(List.of(
                fact(1, "price", "499", "2023-01-08", "2023-01-12", 2L),
                fact(2, "price", "449", "2023-01-12", "2023-01-15", null)), List.of(), Set.of(), NOW);
        assertThat(layout.fit()).isEqualTo(new TimeRange(t("2023-01-08"), t("2023-01-15")));
        assertThat(layout.extent().end()).isEqualTo(NOW);
    }

    @Test
    void factsThatGoOnPastAShortHistoryGetHalfItsLengthMoreButNotNow() {
        TimelineLayout layout = TimelineLayout.of(List.of(
                fact(1, "price", "499", "2023-01-08", "2023-01-12", 2L),
                fact(2, "price", "529", "2023-01-12", null, null)), List.of(), Set.of(), NOW);
        assertThat(layout.fit()).isEqualTo(new TimeRange(t("2023-01-08"), t("2023-01-14")));
    }

    @Test
    void nowIsFittedWhenItIsWithinOneHistoryOfTheFacts() {
        TimelineLayout layout = TimelineLayout.of(List.of(
                fact(1, "lives_in", "Kiel", "2022-01-01", "2023-01-01", 2L),
                fact(2, "lives_in", "Ulm", "2023-01-01", "2024-01-01", null)), List.of(), Set.of(), NOW);
        assertThat(layout.fit()).isEqualTo(new TimeRange(t("2022-01-01"), NOW));
    }

    @Test
    void aLoneInstantIsFittedToNow() {
        TimelineLayout layout = TimelineLayout.of(List.of(fact(1, "tz", "CET", "2020-01-01", null, null)),
                List.of(), Set.of(), NOW);
        assertThat(layout.fit()).isEqualTo(layout.extent()).isEqualTo(new TimeRange(t("2020-01-01"), NOW));
    }

    /** Superseded, yet still current: its marker sits at "now", so "now" stays in the fit. */
    @Test
    void aProblemPinnedAtNowKeepsNowInTheFit() {
        TimelineLayout layout = TimelineLayout.of(List.of(
                fact(1, "phone", "555 0100", "2023-01-08", null, 2L),
                fact(2, "phone", "555 0199", "2023-01-12", null, null)),
                List.of(finding(FindingKind.SUPERSEDED_BUT_CURRENT, "phone", 1)), Set.of(), NOW);
        assertThat(layout.fit()).isEqualTo(new TimeRange(t("2023-01-08"), NOW));
    }
}
