package io.memscope.ui.main;

import io.memscope.model.AnalysisReport;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import io.memscope.model.StoreSummary;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** What the window takes from an analysis: table rows, counts per kind, each subject's findings and badge. */
class FindingsViewTest {
    private static Finding finding(FindingKind kind, String subject, long id) {
        return new Finding(kind, subject, "lives_in", List.of(FactId.of(id)));
    }

    @Test
    void findingsAreArrangedByKindAndSubject() {
        Finding samContradiction = finding(FindingKind.CONTRADICTION, "user:sam", 1);
        Finding samCycle = finding(FindingKind.CYCLE, "user:sam", 2);
        Finding acmeDuplicate = finding(FindingKind.DUPLICATE, "customer:acme", 3);
        Finding acmeOverlap = finding(FindingKind.OVERLAP, "customer:acme", 4);
        FindingsView view = FindingsView.of(new AnalysisReport("store", new StoreSummary(4, 2, 4, 0, 0),
                List.of(acmeOverlap, samCycle, acmeDuplicate, samContradiction)));

        assertThat(view.rows()).containsExactly(samContradiction, acmeDuplicate, samCycle, acmeOverlap);
        assertThat(view.rows().indexOf(samCycle)).isEqualTo(2);
        assertThat(view.rows().indexOf(finding(FindingKind.CYCLE, "user:eli", 9))).isEqualTo(-1);
        assertThat(view.count(FindingKind.CONTRADICTION)).isEqualTo(1);
        assertThat(view.count(FindingKind.DANGLING_SUPERSEDED_BY)).isZero();
        assertThat(view.problems()).as("cycle and overlap").isEqualTo(2);
        assertThat(view.ofSubject("user:sam")).containsExactly(samContradiction, samCycle);
        assertThat(view.ofSubject("user:nobody")).isEmpty();
        assertThat(view.ofSubject(null)).isEmpty();
        assertThat(view.badges()).containsEntry("user:sam", 2).containsEntry("customer:acme", 2).hasSize(2);
    }

    @Test
    void theTableFindsEachRowWhereItIsInAnyHandOver() {
        Finding twice = finding(FindingKind.CONTRADICTION, "user:sam", 1);
        List<Finding> handedOver = new java.util.ArrayList<>(List.of(twice, twice)); // reported by two ranges
        for (int i = 0; i < 500; i++) {
            handedOver.add(finding(FindingKind.values()[i % FindingKind.values().length], "user:" + (i * 7 % 101), i));
        }
        javafx.collections.ObservableList<Finding> rows =
                FindingsView.rowsOf(new AnalysisReport("store", StoreSummary.EMPTY, handedOver));

        for (int i = 0; i < rows.size(); i++) {
            assertThat(rows.indexOf(rows.get(i))).isEqualTo(rows.get(i).equals(twice) ? rows.indexOf(twice) : i);
        }
        assertThat(rows.indexOf(twice)).isEqualTo(java.util.stream.IntStream.range(0, rows.size())
                .filter(i -> rows.get(i).equals(twice)).findFirst().orElseThrow());
        assertThat(rows.indexOf(finding(FindingKind.CONTRADICTION, "user:sam", 2))).as("same subject, other fact")
                .isEqualTo(-1);
        assertThat(rows.contains("user:sam")).isFalse();
    }

    @Test
    void noAnalysisYetShowsNothing() {
        assertThat(FindingsView.NONE.rows()).isEmpty();
        assertThat(FindingsView.NONE.problems()).isZero();
        assertThat(FindingsView.NONE.report()).isNull();
    }
}
