package io.memscope.ui.main;

import io.memscope.model.SubjectSummary;
import io.memscope.ui.FxThread;
import io.memscope.ui.task.TaskExecutor;
import javafx.collections.ObservableList;
import javafx.concurrent.Task;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The subject list as the window uses it: filled, filtered, sorted, badged and looked up. */
class SubjectListModelTest {
    /** Runs each task at once and counts them: a list made on a worker goes through here. */
    private static final class CountingExecutor implements TaskExecutor {
        int tasks;

        @Override
        public void execute(Task<?> task) {
            tasks++;
            task.run();
        }
    }

    private final CountingExecutor executor = new CountingExecutor();
    private final SubjectListViewModel list = FxThread.call(() -> new SubjectListViewModel(executor));

    private static List<SubjectSummary> subjects(int n) {
        List<SubjectSummary> out = new ArrayList<>();
        for (int i = n - 1; i >= 0; i--) { // not in name order: the list sorts
            out.add(new SubjectSummary(String.format("user:%05d", i), i % 7 + 1,
                    Instant.parse("2024-01-01T00:00:00Z").plusSeconds(3600L * ((i * 37) % n))));
        }
        return out;
    }

    private List<String> shown() {
        return list.rows().stream().map(SubjectRow::subject).toList();
    }

    @Test
    void smallListsFillAtOnceWithTheirBadges() {
        FxThread.run(() -> list.setSubjects(subjects(3), Map.of("user:00002", 2)));
        assertThat(shown()).containsExactly("user:00000", "user:00001", "user:00002");
        assertThat(list.rows().get(2).findings()).isEqualTo(2);
        assertThat(list.countTextProperty().get()).isEqualTo("3 of 3 subjects");
        assertThat(executor.tasks).as("a few rows are made on the JavaFX thread").isZero();
    }

    @Test
    void aPreviewSaysItIsOneUntilTheWholeListArrives() {
        FxThread.run(() -> list.showPreview(subjects(3)));
        assertThat(list.countTextProperty().get()).isEqualTo("First 3 subjects · still reading…");
        FxThread.run(() -> list.filterProperty().set("1"));
        assertThat(list.countTextProperty().get()).isEqualTo("1 of the first 3 subjects · still reading…");
        FxThread.run(() -> list.setSubjects(subjects(5), Map.of()));
        assertThat(list.countTextProperty().get()).isEqualTo("1 of 5 subjects");
    }

    @Test
    void aLargeListIsMadeOnAWorkerAndSwappedInWhole() {
        List<SubjectSummary> all = subjects(10_000);
        FxThread.run(() -> list.setSubjects(all, Map.of()));
        assertThat(executor.tasks).isEqualTo(1);
        ObservableList<SubjectRow> before = list.rows();
        assertThat(before).hasSize(10_000);
        assertThat(before.get(0).subject()).isEqualTo("user:00000");

        FxThread.run(() -> list.setSubjects(all, Map.of("user:04242", 1)));
        ObservableList<SubjectRow> after = list.rows();
        assertThat(after).as("a new list, not the old one changed").isNotSameAs(before);
        assertThat(before.get(4242).findings()).as("the list that was shown stays as it was").isZero();
        assertThat(after.get(4242)).extracting(SubjectRow::subject, SubjectRow::findings)
                .containsExactly("user:04242", 1);
        assertThat(list.indexOf("user:04242")).isEqualTo(4242);
        assertThat(after.indexOf(after.get(4242))).isEqualTo(4242);
        assertThat(after.indexOf(before.get(4242))).as("the row with its old badge is gone").isEqualTo(-1);
    }

    @Test
    void filteringALargeListKeepsItsOrderAndFindsEachShownSubject() {
        FxThread.run(() -> {
            list.setSubjects(subjects(10_000), Map.of("user:00123", 1, "user:09123", 1));
            list.sortProperty().set(SubjectSort.FINDINGS);
            list.filterProperty().set("  USER:091 "); // as typed: case and spaces do not matter
        });
        assertThat(shown()).hasSize(100).startsWith("user:09123", "user:09100", "user:09101");
        assertThat(list.countTextProperty().get()).isEqualTo("100 of 10,000 subjects");
        for (SubjectSort order : SubjectSort.values()) {
            FxThread.run(() -> list.sortProperty().set(order));
            List<String> shown = shown();
            for (int i = 0; i < shown.size(); i++) {
                assertThat(list.indexOf(shown.get(i))).as(order + " " + shown.get(i)).isEqualTo(i);
            }
            assertThat(list.indexOf("user:00123")).as("filtered out").isEqualTo(-1);
            assertThat(list.indexOf("user:nobody")).isEqualTo(-1);
        }
        FxThread.run(() -> list.filterProperty().set(""));
        assertThat(list.rows()).hasSize(10_000);
    }

    @Test
    void everyOrderOfALargeListIsTheOneItsComparatorGives() {
        List<SubjectSummary> all = new ArrayList<>();
        Map<String, Integer> badges = new java.util.HashMap<>();
        for (int i = 0; i < 10_000; i++) {
            String subject = String.format("user:%05d", (i * 7_919) % 10_000); // not in name order
            // few distinct dates and counts, so most rows tie on the first key; every seventh row undated
            all.add(new SubjectSummary(subject, 1, i % 7 == 0 ? null
                    : Instant.parse("2024-01-01T00:00:00Z").plusNanos(i % 13)));
            if (i % 3 == 0) {
                badges.put(subject, i % 4 + 1);
            }
        }
        FxThread.run(() -> list.setSubjects(all, badges));
        for (SubjectSort order : SubjectSort.values()) {
            FxThread.run(() -> list.sortProperty().set(order));
            List<String> expected = all.stream().map(s -> SubjectRow.of(s, badges.getOrDefault(s.subject(), 0)))
                    .sorted(order.order()).map(SubjectRow::subject).toList();
            assertThat(shown()).as(order.name()).containsExactlyElementsOf(expected);
            assertThat(list.indexOf(expected.get(4_321))).isEqualTo(4_321);
        }
    }

    @Test
    void theNewestRequestWins() {
        List<TaskHolder> held = new ArrayList<>();
        SubjectListViewModel slow = FxThread.call(() -> new SubjectListViewModel(task -> held.add(new TaskHolder(task))));
        FxThread.run(() -> slow.setSubjects(subjects(5_000), Map.of()));
        FxThread.run(() -> slow.setSubjects(subjects(6_000), Map.of()));
        FxThread.run(() -> {
            held.get(1).task().run();
            held.get(0).task().run(); // the older one finishes last
        });
        assertThat(slow.rows()).hasSize(6_000);
    }

    private record TaskHolder(Task<?> task) {
    }
}
