package io.memscope.ui.main;

import io.memscope.analysis.AsOfComparison;
import io.memscope.model.Fact;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;

import java.time.Instant;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The As-of tab: per predicate, what memory held at the cursor beside what a naive last-mention
 * reader would say, with the rows where they differ marked ({@code :diverges} in the stylesheet).
 */
final class AsOfTable {
    private static final PseudoClass DIVERGES = PseudoClass.getPseudoClass("diverges");
    private final TableView<AsOfComparison.Row> table;
    private final Label title;

    AsOfTable(TableView<AsOfComparison.Row> table, TableColumn<AsOfComparison.Row, String> predicate,
              TableColumn<AsOfComparison.Row, String> held, TableColumn<AsOfComparison.Row, String> naive, Label title) {
        this.table = table;
        this.title = title;
        predicate.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().predicate()));
        held.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().held().isEmpty() ? "—"
                : c.getValue().held().stream().map(Fact::value).collect(Collectors.joining("  |  "))));
        naive.setCellValueFactory(c -> new ReadOnlyStringWrapper(
                c.getValue().lastMention().map(Fact::value).orElse("—")));
        table.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(AsOfComparison.Row row, boolean empty) {
                super.updateItem(row, empty);
                pseudoClassStateChanged(DIVERGES, !empty && row != null && row.diverges());
            }
        });
        table.setPlaceholder(new Label("Turn on the as-of cursor (Ctrl+T) and drag it along the timeline."));
    }

    void show(List<Fact> facts, Instant t) {
        if (t == null) {
            title.setText("What memory held at an instant, beside what a naive last-mention reader would say.");
            table.getItems().clear();
            return;
        }
        List<AsOfComparison.Row> rows = AsOfComparison.of(facts, t);
        long diverging = rows.stream().filter(AsOfComparison.Row::diverges).count();
        title.setText("As of " + io.memscope.ui.format.DateText.of(t) + (diverging == 0 ? "" : "  ·  the naive reader is wrong on " + diverging
                + (diverging == 1 ? " predicate" : " predicates")));
        table.getItems().setAll(rows);
    }
}
