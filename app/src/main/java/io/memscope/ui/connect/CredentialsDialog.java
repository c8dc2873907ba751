package io.memscope.ui.connect;

import io.memscope.store.Credentials;
import javafx.application.Platform;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;

import java.util.Optional;

/**
 * Asks for the user and password a store wants. What is typed opens this store until memscope quits: it is
 * kept in memory, never written to the preferences, and never shown.
 */
public final class CredentialsDialog {
    private CredentialsDialog() {
    }

    public static Optional<Credentials> ask(Window owner, String location, String refusal, String user) {
        Dialog<Credentials> dialog = new Dialog<>();
        dialog.setTitle("Sign in to the store");
        dialog.setHeaderText(location + " asks for a user name and password");
        TextField userField = new TextField(user == null ? "" : user);
        userField.setId("credentials-user");
        PasswordField passwordField = new PasswordField();
        passwordField.setId("credentials-password");
        Label why = new Label(refusal);
        why.setWrapText(true);
        why.getStyleClass().add("muted");
        why.setMaxWidth(460);
        Label kept = new Label("Used until memscope quits; memscope never saves a password.");
        kept.getStyleClass().add("muted");
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(8);
        grid.add(why, 0, 0, 2, 1);
        grid.add(new Label("User"), 0, 1);
        grid.add(userField, 1, 1);
        grid.add(new Label("Password"), 0, 2);
        grid.add(passwordField, 1, 2);
        grid.add(kept, 0, 3, 2, 1);
        dialog.getDialogPane().setContent(grid);
        ButtonType signIn = new ButtonType("Open", ButtonBar.ButtonData.OK_DONE);
        dialog.getDialogPane().getButtonTypes().setAll(signIn, ButtonType.CANCEL);
        dialog.setResultConverter(b -> b == signIn ? new Credentials(userField.getText().strip(), passwordField.getText())
                : null);
        if (owner != null) {
            dialog.initOwner(owner);
            if (owner.getScene() != null) {
                dialog.getDialogPane().getStylesheets().setAll(owner.getScene().getStylesheets());
            }
        }
        Platform.runLater(() -> (userField.getText().isEmpty() ? userField : passwordField).requestFocus());
        return dialog.showAndWait();
    }
}
