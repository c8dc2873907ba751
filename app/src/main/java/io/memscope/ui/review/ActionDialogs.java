package io.memscope.ui.review;

import io.memscope.model.Fact;
import io.memscope.review.FlagPreview;
import javafx.geometry.Insets;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputDialog;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

import java.time.Instant;
import java.util.Optional;

/** The small questions an action asks before it runs: a reason, when, how far a flag spreads, who. */
public final class ActionDialogs {
    private ActionDialogs() {
    }

    /** When an invalidated fact stopped holding, and why. {@code at} null means "never true". */
    public record InvalidateChoice(Instant at, String reason) {
    }

    public static Optional<String> reason(Window owner, String title, String header, boolean required) {
        Dialog<String> dialog = new Dialog<>();
        dialog.setTitle(title);
        dialog.setHeaderText(header);
        TextField reason = new TextField();
        reason.setPromptText(required ? "reason (required, goes into the audit log)" : "reason (optional)");
        reason.setPrefColumnCount(40);
        dialog.getDialogPane().setContent(new VBox(8, new Label("Reason"), reason));
        dialog.getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        if (required) {
            dialog.getDialogPane().lookupButton(ButtonType.OK).disableProperty().bind(reason.textProperty().isEmpty());
        }
        dialog.setResultConverter(b -> b == ButtonType.OK ? reason.getText().strip() : null);
        own(dialog, owner);
        javafx.application.Platform.runLater(reason::requestFocus);
        return dialog.showAndWait();
    }

    public static Optional<InvalidateChoice> invalidate(Window owner, Fact fact) {
        Dialog<InvalidateChoice> dialog = new Dialog<>();
        dialog.setTitle("Invalidate fact");
        dialog.setHeaderText("Invalidate \"" + fact.value() + "\" (" + fact.subject() + " / " + fact.predicate() + ")");
        ToggleGroup when = new ToggleGroup();
        RadioButton now = new RadioButton("It stopped holding now");
        RadioButton at = new RadioButton("It stopped holding at");
        RadioButton never = new RadioButton("It was never true (closed at its own valid_from)");
        now.setToggleGroup(when);
        at.setToggleGroup(when);
        never.setToggleGroup(when);
        now.setSelected(true);
        // a date, a date and a time, in the zone shown; or type a full ISO-8601 instant into the date's field
        io.memscope.ui.format.InstantPicker time = new io.memscope.ui.format.InstantPicker();
        time.setId("invalidate-at");
        time.disableProperty().bind(at.selectedProperty().not());
        TextField reason = new TextField();
        reason.setPromptText("reason (required, goes into the audit log)");
        Label problem = new Label();
        problem.getStyleClass().add("muted");
        VBox box = new VBox(8, now, at, time, never, new Label("Reason"), reason, problem);
        box.setPadding(new Insets(4));
        dialog.getDialogPane().setContent(box);
        dialog.getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        dialog.getDialogPane().lookupButton(ButtonType.OK).disableProperty().bind(
                reason.textProperty().isEmpty().or(at.selectedProperty().and(time.instantProperty().isNull())));
        time.instantProperty().addListener((o, old, t) -> problem.setText(t == null && at.isSelected()
                ? "Give a date (2025-06-01) and, if you like, a time (14:30)." : ""));
        dialog.setResultConverter(b -> {
            if (b != ButtonType.OK) {
                return null;
            }
            Instant chosen = never.isSelected() ? null : at.isSelected() ? time.instantProperty().get() : Instant.now();
            return new InvalidateChoice(chosen, reason.getText().strip());
        });
        own(dialog, owner);
        return dialog.showAndWait();
    }

    /** Says how many facts a flag will reach before it is applied; returns the reason if confirmed. */
    public static Optional<String> flag(Window owner, Fact fact, FlagPreview preview) {
        int dependents = preview.dependents().size();
        String header = "Flag \"" + fact.value() + "\" for recheck" + (dependents == 0
                ? ": no other fact depends on it."
                : ": the flag also reaches " + dependents + (dependents == 1 ? " fact" : " facts")
                + " derived from it (" + preview.total() + " in all).");
        return reason(owner, "Flag for recheck", header, true);
    }

    public static Optional<String> operator(Window owner, String current) {
        TextInputDialog dialog = new TextInputDialog(current);
        dialog.setTitle("Operator");
        dialog.setHeaderText("Who is making these changes? The name goes into every audit entry.");
        dialog.setContentText("Operator");
        own(dialog, owner);
        return dialog.showAndWait().map(String::strip).filter(s -> !s.isEmpty());
    }

    private static void own(Dialog<?> dialog, Window owner) {
        if (owner != null) {
            dialog.initOwner(owner);
            if (owner.getScene() != null) {
                dialog.getDialogPane().getStylesheets().setAll(owner.getScene().getStylesheets());
            }
        }
    }
}
