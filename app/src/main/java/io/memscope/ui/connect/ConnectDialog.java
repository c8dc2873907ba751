package io.memscope.ui.connect;

import io.memscope.ui.prefs.AppPreferences;
import io.memscope.ui.task.FxTaskExecutor;
import javafx.fxml.FXMLLoader;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.DialogPane;
import javafx.stage.Window;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Optional;

/** The Connect to PostgreSQL dialog: FXML form, {@link ConnectViewModel} behind it. */
public final class ConnectDialog {
    /**
     * What the operator chose: the location (a PostgreSQL URL built from the fields holds its password, in
     * memory only), the mode, the mapping, and a user and password typed beside a JDBC URL (or null).
     */
    public record Result(String url, boolean readOnly, io.memscope.store.TableMapping mapping,
                         io.memscope.store.Credentials credentials) {
    }

    private final Dialog<Result> dialog = new Dialog<>();
    private final FxTaskExecutor executor = new FxTaskExecutor();

    public ConnectDialog(Window owner, AppPreferences preferences) {
        ConnectViewModel model = new ConnectViewModel(executor);
        model.hostProperty().set(preferences.get("connect.host", "localhost"));
        model.portProperty().set(preferences.get("connect.port", "5432"));
        model.databaseProperty().set(preferences.get("connect.database", ""));
        model.userProperty().set(preferences.get("connect.user", System.getProperty("user.name", "")));
        FXMLLoader loader = new FXMLLoader(ConnectDialog.class.getResource("connect-dialog.fxml"));
        loader.setControllerFactory(type -> new ConnectController(model));
        DialogPane pane;
        try {
            pane = loader.load();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        DialogPane loaded = pane;
        io.memscope.ui.dialog.DialogService dialogs = new io.memscope.ui.dialog.DialogService(() ->
                loaded.getScene() != null && loaded.getScene().getWindow() != null ? loaded.getScene().getWindow() : owner);
        model.onReadFailure(text -> dialogs.show(io.memscope.ui.dialog.Message.of(
                io.memscope.ui.dialog.Message.Kind.CANNOT_OPEN, text)));
        model.kindProperty().set(ConnectViewModel.Kind.valueOf(preferences.get("connect.kind", "POSTGRESQL")));
        model.jdbcUrlProperty().set(preferences.get("connect.jdbc", ""));
        ButtonType connect = new ButtonType("Open", ButtonBar.ButtonData.OK_DONE);
        pane.getButtonTypes().setAll(connect, ButtonType.CANCEL);
        pane.lookupButton(connect).disableProperty().bind(model.validProperty().not());
        if (owner != null) {
            dialog.initOwner(owner);
            if (owner.getScene() != null) {
                pane.getStylesheets().setAll(owner.getScene().getStylesheets());
            }
        }
        dialog.setTitle("Open a memory store");
        dialog.setDialogPane(pane);
        dialog.setResultConverter(button -> {
            if (button != connect) {
                return null;
            }
            // Remember where, never the password.
            preferences.put("connect.host", model.hostProperty().get());
            preferences.put("connect.port", model.portProperty().get());
            preferences.put("connect.database", model.databaseProperty().get());
            preferences.put("connect.user", model.userProperty().get());
            preferences.put("connect.kind", model.kindProperty().get().name());
            preferences.put("connect.jdbc", io.memscope.store.Redaction.withoutPassword(model.jdbcUrlProperty().get()));
            preferences.flush();
            return new Result(model.location(), model.readOnlyProperty().get(), model.chosenMapping(),
                    model.credentials());
        });
        dialog.setOnHidden(e -> {
            model.tables().cancel();
            executor.close();
        });
    }

    public Optional<Result> showAndWait() {
        return dialog.showAndWait();
    }
}
