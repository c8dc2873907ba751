package io.memscope.ui.main;

import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The Findings tab: every finding of the last analysis (or those found so far while one runs), its
 * count in the tab's title, and the navigation to a finding's facts when one is chosen.
 *
 * <p>Until findings can be shown the table holds blank rows, as the subject list does: its rows and
 * cells are made and styled behind the welcome or while a store opens, so the pulse that shows the
 * first findings, while the analysis holds the cores, only fills them in (made in that pulse they stalled
 * the window: docs/adr/0012-fx-thread-work-at-open.md).
 * A label over the blank rows says what the table's placeholder would.
 */
final class FindingsTable {
    private static final int BLANK_ROWS = 30;
    /** A row with no finding: shown blank, never chosen. */
    private static final Finding BLANK = new Finding(FindingKind.values()[0], "", "", List.of());

    private final TableView<Finding> table;

    FindingsTable(TableView<Finding> table, List<TableColumn<Finding, String>> columns, Tab tab, Label pending,
                  MainViewModel model) {
        this.table = table;
        TableColumn<Finding, String> kind = columns.get(0);
        kind.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue() == BLANK ? ""
                : io.memscope.ui.format.FindingText.name(c.getValue().kind())));
        kind.setCellFactory(c -> new javafx.scene.control.TableCell<>() {
            private final javafx.scene.control.Tooltip why = new javafx.scene.control.Tooltip();

            @Override
            protected void updateItem(String text, boolean empty) {
                super.updateItem(text, empty);
                Finding f = empty || getTableRow() == null ? null : getTableRow().getItem();
                setText(empty ? null : text);
                if (f == null || f == BLANK) {
                    setTooltip(null);
                } else {
                    why.setText(io.memscope.ui.format.FindingText.explanation(f.kind()));
                    setTooltip(why);
                }
            }
        });
        columns.get(1).setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().subject()));
        columns.get(2).setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().predicate()));
        columns.get(3).setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().factIds().stream()
                .map(FactId::toString).collect(Collectors.joining(", "))));

        // blank while findings may still come and none has: no store yet (behind the welcome), or one opening
        // or being analysed; an analysis that ended (with none, or cancelled) gets the placeholder
        ObservableList<Finding> blanks = FXCollections.observableArrayList(Collections.nCopies(BLANK_ROWS, BLANK));
        BooleanBinding blank = Bindings.createBooleanBinding(() -> model.findings().isEmpty()
                        && model.reportProperty().get() == null
                        && (model.busyProperty().get() || !model.inspecting().get()),
                model.findingsProperty(), model.reportProperty(), model.busyProperty(), model.inspecting());
        table.itemsProperty().bind(Bindings.when(blank).then(blanks).otherwise(model.findingsProperty()));
        BlankRows.mark(table, blank);
        pending.setText("Findings appear as the analysis finds them.");
        pending.visibleProperty().bind(blank);
        pending.setMouseTransparent(true);
        // while a store is still being read there is no report yet: "no problems" would be a false all-clear
        Label none = new Label();
        none.textProperty().bind(Bindings.when(model.reportProperty().isNull())
                .then("Analysis did not finish: no findings are shown.")
                .otherwise("No contradictions, duplicates or problems."));
        table.setPlaceholder(none);
        table.getSelectionModel().selectedItemProperty().addListener((o, old, finding) -> {
            if (finding != null && finding != BLANK) {
                model.showFinding(finding);
            }
        });
        tab.textProperty().bind(Bindings.createStringBinding(
                () -> model.reportProperty().get() != null ? "Findings (" + model.findings().size() + ")"
                        : model.findings().isEmpty() ? "Findings (…)"
                        : "Findings (" + model.findings().size() + " so far…)",
                model.findingsProperty(), model.reportProperty()));
    }

    void select(Finding finding) {
        table.getSelectionModel().select(finding);
    }

    void focus() {
        table.requestFocus();
    }
}
