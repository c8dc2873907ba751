package io.memscope.ui.dialog;

import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The one place the window's dialogs are made (JabRef's {@code DialogService}): messages with the title of
 * their kind, and confirmations that can be told not to ask again for the rest of the session.
 */
public final class DialogService {
    private final Supplier<Window> owner;
    /** Confirmations the operator told not to ask again, by key, until memscope quits. */
    private final Set<String> notAgain;

    public DialogService(Supplier<Window> owner) {
        this(owner, new HashSet<>());
    }

    private DialogService(Supplier<Window> owner, Set<String> notAgain) {
        this.owner = owner;
        this.notAgain = notAgain;
    }

    /**
     * The same service with its dialogs over {@code window} (a window of its own, such as the review queue,
     * whose keyboard focus must come back to it): what it was told not to ask again is shared.
     */
    public DialogService over(Window window) {
        return new DialogService(() -> window, notAgain);
    }

    /** Shows the message without waiting for it to be read. */
    public void show(Message message) {
        Alert alert = new Alert(message.kind().type(), message.text());
        alert.setTitle(message.kind().title());
        alert.setHeaderText(message.kind().title());
        alert.getDialogPane().setMinWidth(520);
        alert.getDialogPane().getStyleClass().add("message-dialog");
        Window w = owner.get();
        if (w != null) {
            alert.initOwner(w);
            alert.getDialogPane().getStylesheets().setAll(w.getScene().getStylesheets());
        }
        alert.show();
    }

    /**
     * Asks before a sweeping change: returns true when the operator goes ahead. With {@code key} not null,
     * the dialog offers "Don't ask again until memscope quits", and once ticked the same question is not
     * asked again.
     */
    public boolean confirm(String key, String title, String what, String goAhead) {
        if (key != null && notAgain.contains(key)) {
            return true;
        }
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION);
        alert.setTitle(title);
        alert.setHeaderText(title);
        ButtonType proceed = new ButtonType(goAhead, ButtonBar.ButtonData.OK_DONE);
        alert.getButtonTypes().setAll(proceed, ButtonType.CANCEL);
        Label text = new Label(what);
        text.setWrapText(true);
        CheckBox again = new CheckBox("Don't ask again until memscope quits");
        VBox content = new VBox(12, text);
        if (key != null) {
            content.getChildren().add(again);
        }
        alert.getDialogPane().setContent(content);
        alert.getDialogPane().setMinWidth(480);
        Window w = owner.get();
        if (w != null) {
            alert.initOwner(w);
            alert.getDialogPane().getStylesheets().setAll(w.getScene().getStylesheets());
        }
        Optional<ButtonType> answer = alert.showAndWait();
        boolean yes = answer.isPresent() && answer.get() == proceed;
        if (yes && key != null && again.isSelected()) {
            notAgain.add(key);
        }
        return yes;
    }

    /** Whether the operator told the confirmation {@code key} not to ask again. */
    public boolean asksFor(String key) {
        return !notAgain.contains(key);
    }
}
