package io.memscope.ui.main;

import io.memscope.model.AnalysisReport;
import io.memscope.model.FindingKind;
import io.memscope.model.StoreSummary;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;

import java.util.Map;

/** Fills the overview strip: the store's counts, then its findings by kind, as small stat tiles. */
final class OverviewView {
    private final FlowPane pane;

    OverviewView(FlowPane pane) {
        this.pane = pane;
    }

    void show(StoreSession session, AnalysisReport report, Map<FindingKind, Long> byKind) {
        pane.getChildren().clear();
        if (session == null) {
            return;
        }
        StoreSummary s = session.summary();
        tile("facts", s.facts(), "stat");
        tile("subjects", s.subjects(), "stat");
        tile("current", s.current(), "stat-current");
        tile("superseded", s.superseded(), "stat-superseded");
        tile("invalidated", s.invalidated(), "stat-invalidated");
        if (report == null) {
            Label pending = new Label("analysing…");
            pending.getStyleClass().addAll("muted", "stat-pending");
            pane.getChildren().add(pending);
            return;
        }
        tile("contradictions", byKind.getOrDefault(FindingKind.CONTRADICTION, 0L), "stat-contradiction");
        tile("duplicates", byKind.getOrDefault(FindingKind.DUPLICATE, 0L), "stat-duplicate");
        long problems = byKind.entrySet().stream().filter(e -> e.getKey().isProblem())
                .mapToLong(Map.Entry::getValue).sum();
        VBox problemTile = tile("problems", problems, "stat-problem");
        StringBuilder detail = new StringBuilder();
        for (FindingKind kind : FindingKind.values()) {
            if (kind.isProblem()) {
                detail.append(String.format("%s: %,d%n", kind.jsonName(), byKind.getOrDefault(kind, 0L)));
            }
        }
        Tooltip.install(problemTile, new Tooltip(detail.toString().strip()));
    }

    private VBox tile(String caption, long value, String styleClass) {
        Label number = new Label(String.format("%,d", value));
        number.getStyleClass().add("stat-value");
        Label text = new Label(caption);
        text.getStyleClass().add("stat-caption");
        VBox tile = new VBox(number, text);
        tile.getStyleClass().addAll("stat-tile", styleClass);
        pane.getChildren().add(tile);
        return tile;
    }
}
