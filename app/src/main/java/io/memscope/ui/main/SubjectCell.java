package io.memscope.ui.main;

import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.text.Text;

/**
 * A subject with its number of facts and a badge counting its findings (hidden when it has none).
 * Cells are made while a store opens, when the first rows arrive, so each is kept to few nodes: the
 * name is a label (it shortens with an ellipsis), the count a plain text, and the name grows to push
 * the count and badge to the right instead of a spacer. The badge is made only when a cell first shows
 * a subject with findings: few subjects have any, and a label is the costliest node here to create and
 * style (the first rows' layout pass was mostly creating and styling cells, sampled in the window
 * benchmark).
 */
final class SubjectCell extends ListCell<SubjectRow> {
    private final Label name = new Label();
    private final Text facts = new Text();
    /** Null until this cell first shows a subject with findings. */
    private Label badge;
    /** Null until this cell first shows a subject with a flagged fact. */
    private Label flag;
    private final HBox box;
    private final java.util.Set<String> flagged;
    private final java.util.function.Function<String, String> names;

    SubjectCell() {
        this(java.util.Set.of(), subject -> subject);
    }

    /**
     * {@code flagged}: the subjects that have a fact flagged for recheck, marked with a flag; {@code names}: what
     * a subject's row says (the subject, with the keys accepted as the same entity).
     */
    SubjectCell(java.util.Set<String> flagged, java.util.function.Function<String, String> names) {
        this.flagged = flagged;
        this.names = names;
        name.getStyleClass().add("subject-name");
        name.setMinWidth(0);
        name.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(name, Priority.ALWAYS);
        facts.getStyleClass().add("subject-facts");
        box = new HBox(6, name, facts);
        box.setAlignment(Pos.CENTER_LEFT);
    }

    @Override
    protected void updateItem(SubjectRow row, boolean empty) {
        super.updateItem(row, empty);
        if (empty || row == null) {
            setGraphic(null);
            setText(null);
            return;
        }
        name.setText(row.isBlank() ? row.subject() : names.apply(row.subject()));
        facts.setText(row.isBlank() ? "" : Long.toString(row.facts()));
        showBadge(row.findings());
        showFlag(!row.isBlank() && flagged.contains(row.subject()));
        setText(null);
        setGraphic(box);
    }

    private void showFlag(boolean on) {
        if (flag == null) {
            if (!on) {
                return;
            }
            flag = new org.controlsfx.glyphfont.Glyph("FontAwesome", "FLAG").size(11);
            flag.getStyleClass().add("flag-badge");
            box.getChildren().add(1, flag);
        }
        flag.setVisible(on);
        flag.setManaged(on);
    }

    private void showBadge(int findings) {
        if (badge == null) {
            if (findings == 0) {
                return;
            }
            badge = new Label();
            badge.getStyleClass().addAll("badge", "finding-badge");
            box.getChildren().add(badge);
        }
        badge.setText(Integer.toString(findings));
        badge.setVisible(findings > 0);
        badge.setManaged(findings > 0);
    }
}
