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
    void noAnalysisYetShowsNothing() {
        assertThat(FindingsView.NONE.rows()).isEmpty();
        assertThat(FindingsView.NONE.problems()).isZero();
        assertThat(FindingsView.NONE.report()).isNull();
    }
}
