package io.memscope.model;

import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** The packed subject list must read back exactly the rows put in, in the name order the window relies on. */
class PackedSubjectListTest {
    private static final Comparator<SubjectSummary> NAME_ORDER =
            Comparator.comparing(SubjectSummary::subject, Comparator.nullsFirst(Comparator.naturalOrder()));

    /** Names whose order as Java strings differs from their code points' order, a null subject, undated rows. */
    private static List<SubjectSummary> awkwardRows() {
        return List.of(
                new SubjectSummary("user:b", 3, Instant.parse("2024-05-01T10:00:00.123456789Z")),
                new SubjectSummary("\uFF5Ewide tilde", 1, null),
                new SubjectSummary("\uD83D\uDE00 smiley", 2, Instant.parse("1969-12-31T23:59:59.5Z")),
                new SubjectSummary(null, 4, Instant.parse("2024-01-01T00:00:00Z")),
                new SubjectSummary("", 5, Instant.MAX),
                new SubjectSummary("user:a", 6, Instant.MIN),
                new SubjectSummary("user:ab", 7, null),
                new SubjectSummary("Zürich", 8, Instant.EPOCH));
    }

    @Test
    void rowsComeBackAsTheyWentInInJavasNameOrder() {
        List<SubjectSummary> expected = new ArrayList<>(awkwardRows());
        expected.sort(NAME_ORDER);

        PackedSubjectList packed = PackedSubjectList.of(awkwardRows());

        assertThat(packed).containsExactlyElementsOf(expected);
        assertThat(packed.get(0).subject()).isNull();
        assertThat(packed.subject(1)).isEmpty();
    }

    @Test
    void eachSubjectIsFoundByNameAndAbsentNamesAreNot() {
        PackedSubjectList packed = PackedSubjectList.of(awkwardRows());
        for (int i = 0; i < packed.size(); i++) {
            assertThat(packed.indexOfSubject(packed.subject(i))).as(packed.subject(i)).isEqualTo(i);
            assertThat(packed.indexOf(packed.get(i))).isEqualTo(i);
        }
        assertThat(packed.indexOfSubject("user:aa")).isEqualTo(-1);
        assertThat(packed.indexOfSubject("A")).isEqualTo(-1);
        assertThat(packed.indexOfSubject("\uFFFF")).isEqualTo(-1);
        assertThat(packed.indexOf(new SubjectSummary("user:a", 99, Instant.MIN))).as("same name, other count")
                .isEqualTo(-1);
        assertThat(PackedSubjectList.empty().indexOfSubject("user:a")).isEqualTo(-1);
        assertThat(PackedSubjectList.of(List.of(new SubjectSummary("x", 1, null))).indexOfSubject(null))
                .isEqualTo(-1);
    }

    @Test
    void latestFirstOrdersAsTheInstantsDoWithUndatedRowsLast() {
        PackedSubjectList packed = PackedSubjectList.of(awkwardRows());
        Comparator<Instant> latestFirst = Comparator.nullsLast(Comparator.<Instant>reverseOrder());
        for (int a = 0; a < packed.size(); a++) {
            for (int b = 0; b < packed.size(); b++) {
                assertThat(Integer.signum(packed.compareLatestFirst(a, b)))
                        .as(packed.get(a) + " vs " + packed.get(b))
                        .isEqualTo(Integer.signum(latestFirst.compare(packed.lastChange(a), packed.lastChange(b))));
            }
        }
    }

    @Test
    void replacedRowsChangeOnlyTheirOwnCounts() {
        PackedSubjectList packed = PackedSubjectList.of(awkwardRows());
        SubjectSummary changed = new SubjectSummary("user:ab", 70, Instant.parse("2025-02-03T04:05:06.7Z"));

        PackedSubjectList after = packed.withRows(List.of(changed, new SubjectSummary("user:new", 1, null)));

        assertThat(after).hasSameSizeAs(packed);
        for (int i = 0; i < packed.size(); i++) {
            assertThat(after.get(i)).isEqualTo("user:ab".equals(packed.subject(i)) ? changed : packed.get(i));
        }
        assertThat(packed.get(packed.indexOfSubject("user:ab")).facts()).as("the old list is unchanged").isEqualTo(7);
    }

    @Test
    void manyRowsOutOfOrderAreSortedAndPartsJoinInOrder() {
        Random random = new Random(7);
        List<SubjectSummary> rows = new ArrayList<>();
        for (int i = 0; i < 100_000; i++) { // several chunks of rows and of chars
            String name = i == 80_000 ? null // in the second part: its place is counted from the part's start
                    : i == 60_000 ? "s" + "x".repeat(200_000) // longer than a chunk of chars
                    : "s" + Integer.toString(random.nextInt(1_000_000), 36) + "-" + i;
            rows.add(new SubjectSummary(name, i,
                    i % 5 == 0 ? null : Instant.ofEpochSecond(random.nextInt(), random.nextInt(1_000_000_000))));
        }
        List<SubjectSummary> expected = new ArrayList<>(rows);
        expected.sort(NAME_ORDER);
        List<PackedSubjectList.Builder> parts = new ArrayList<>();
        for (int from = 0; from < rows.size(); from += 70_000) { // chunks of 32 768 rows: one builder has several
            PackedSubjectList.Builder part = new PackedSubjectList.Builder();
            rows.subList(from, Math.min(rows.size(), from + 70_000)).forEach(r -> part.add(r.subject(), r.facts(), r.lastChange()));
            parts.add(part);
        }
        parts.add(new PackedSubjectList.Builder()); // an empty range

        assertThat(PackedSubjectList.of(rows)).containsExactlyElementsOf(expected);
        assertThat(PackedSubjectList.Builder.join(parts)).containsExactlyElementsOf(expected);
    }
}
