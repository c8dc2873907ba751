package io.memscope.ui.main;

import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/** A subject with its number of facts and a badge counting its findings (hidden when it has none). */
final class SubjectCell extends ListCell<SubjectRow> {
    private final Label name = new Label();
    private final Label facts = new Label();
    private final Label badge = new Label();
    private final HBox box;

    SubjectCell() {
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        name.getStyleClass().add("subject-name");
        facts.getStyleClass().add("muted");
        badge.getStyleClass().addAll("badge", "finding-badge");
        box = new HBox(6, name, spacer, facts, badge);
        box.setAlignment(Pos.CENTER_LEFT);
        name.setMinWidth(0);
    }

    @Override
    protected void updateItem(SubjectRow row, boolean empty) {
        super.updateItem(row, empty);
        if (empty || row == null) {
            setGraphic(null);
            setText(null);
            return;
        }
        name.setText(row.subject());
        facts.setText(Long.toString(row.facts()));
        badge.setText(Integer.toString(row.findings()));
        badge.setVisible(row.findings() > 0);
        badge.setManaged(row.findings() > 0);
        setText(null);
        setGraphic(box);
    }
}
