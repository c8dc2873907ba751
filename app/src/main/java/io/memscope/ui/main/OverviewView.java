package io.memscope.ui.main;

import io.memscope.model.AnalysisReport;
import io.memscope.model.FindingKind;
import io.memscope.model.StoreSummary;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;

import java.util.List;
import java.util.Map;

/**
 * Fills the overview strip: the store's counts, then its findings by kind, as small stat tiles. The
 * tiles are made once and only their numbers change: new nodes cost the JavaFX thread styling and
 * layout, and the overview changes exactly while a store opens, when the thread must stay free. For
 * the same reason every tile keeps its place from the start: a number not known yet shows as pending
 * ("…"), so the strip's height never changes and the window below it is not laid out and painted
 * again when the counts arrive.
 */
final class OverviewView {
    private static final PseudoClass PENDING = PseudoClass.getPseudoClass("pending");

    private final Tile facts = new Tile("facts", "stat");
    private final Tile subjects = new Tile("subjects", "stat");
    private final Tile current = new Tile("current", "stat-current");
    private final Tile superseded = new Tile("superseded", "stat-superseded");
    private final Tile invalidated = new Tile("invalidated", "stat-invalidated");
    private final Tile contradictions = new Tile("contradictions", "stat-contradiction");
    private final Tile duplicates = new Tile("duplicates", "stat-duplicate");
    private final Tile problems = new Tile("problems", "stat-problem");
    private final Tile flagged = new Tile("flagged", "stat-flagged");
    private final List<Tile> counts = List.of(facts, subjects, current, superseded, invalidated);
    private final List<Tile> findings = List.of(contradictions, duplicates, problems, flagged);
    private final Tooltip problemDetail = new Tooltip();

    OverviewView(FlowPane pane) {
        Tooltip.install(problems.box, problemDetail);
        for (Tile t : counts) {
            pane.getChildren().add(t.box);
        }
        for (Tile t : findings) {
            pane.getChildren().add(t.box);
        }
        Tooltip.install(flagged.box, new Tooltip("Facts flagged for recheck (directly, or derived from a flagged fact)"));
        show(null, null, Map.of(), 0);
    }

    void show(StoreSession session, AnalysisReport report, Map<FindingKind, Long> byKind, int flags) {
        if (session == null) {
            counts.forEach(Tile::pending);
            findings.forEach(Tile::pending);
            problemDetail.setText("Not analysed yet");
            return;
        }
        StoreSummary s = session.summary();
        facts.set(s.facts());
        subjects.set(s.subjects());
        current.set(s.current());
        superseded.set(s.superseded());
        invalidated.set(s.invalidated());
        flagged.set(flags);
        if (report == null) {
            List.of(contradictions, duplicates, problems).forEach(Tile::pending);
            problemDetail.setText("Analysing…");
            return;
        }
        contradictions.set(byKind.getOrDefault(FindingKind.CONTRADICTION, 0L)
                + byKind.getOrDefault(FindingKind.ALIAS_CONTRADICTION, 0L));
        duplicates.set(byKind.getOrDefault(FindingKind.DUPLICATE, 0L));
        problems.set(byKind.entrySet().stream().filter(e -> e.getKey().isProblem())
                .mapToLong(Map.Entry::getValue).sum());
        StringBuilder detail = new StringBuilder();
        for (FindingKind kind : FindingKind.values()) {
            if (kind.isProblem()) {
                detail.append(String.format("%s: %,d  (%s)%n", io.memscope.ui.format.FindingText.name(kind),
                        byKind.getOrDefault(kind, 0L), io.memscope.ui.format.FindingText.explanation(kind)));
            }
        }
        problemDetail.setText(detail.toString().strip());
    }

    /** A number above its caption. */
    private static final class Tile {
        final VBox box;
        private final Label number = new Label();

        Tile(String caption, String styleClass) {
            number.getStyleClass().add("stat-value");
            Label text = new Label(caption);
            text.getStyleClass().add("stat-caption");
            box = new VBox(number, text);
            box.getStyleClass().addAll("stat-tile", styleClass);
        }

        void set(long value) {
            number.setText(String.format("%,d", value));
            box.pseudoClassStateChanged(PENDING, false);
        }

        void pending() {
            number.setText("…");
            box.pseudoClassStateChanged(PENDING, true);
        }
    }
}
