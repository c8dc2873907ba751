package io.memscope.ui.main;

import io.memscope.review.Undo;
import io.memscope.ui.actions.StandardAction;
import io.memscope.ui.connect.ConnectDialog;
import io.memscope.ui.dialog.DialogService;
import io.memscope.ui.dialog.Message;
import io.memscope.ui.prefs.AppPreferences;
import io.memscope.ui.review.ActionDialogs;
import io.memscope.ui.review.ReviewWindow;
import io.memscope.ui.theme.Theme;
import javafx.application.Platform;
import javafx.scene.control.Alert;
import javafx.stage.FileChooser;
import javafx.stage.Window;

import java.io.File;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** What the window's commands do: the handlers behind the menus, the welcome's buttons and their keys. */
final class WindowCommands {
    private final MainViewModel model;
    private final AppPreferences preferences;
    private final DialogService dialogs;
    private final Supplier<Window> window;
    private final BooleanSupplier readOnly;

    WindowCommands(MainViewModel model, AppPreferences preferences, DialogService dialogs, Supplier<Window> window,
                   BooleanSupplier readOnly) {
        this.model = model;
        this.preferences = preferences;
        this.dialogs = dialogs;
        this.window = window;
        this.readOnly = readOnly;
    }

    /** The handlers of the commands that need nothing but the model and dialogs; the panes add theirs. */
    Map<StandardAction, Runnable> handlers() {
        Map<StandardAction, Runnable> h = new EnumMap<>(StandardAction.class);
        h.put(StandardAction.OPEN, this::open);
        h.put(StandardAction.CONNECT, this::connect);
        h.put(StandardAction.RELOAD, model::reload);
        h.put(StandardAction.CANCEL, model::cancel);
        h.put(StandardAction.QUIT, this::quit);
        h.put(StandardAction.REVIEW, this::review);
        h.put(StandardAction.UNDO, this::undo);
        h.put(StandardAction.OPERATOR, this::operator);
        h.put(StandardAction.ABOUT, this::about);
        return h;
    }

    void open() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Open memory store");
        chooser.getExtensionFilters().addAll(
                new FileChooser.ExtensionFilter("Memory stores (*.json, *.jsonl, *.mv.db, SQLite *.db, *.sqlite)",
                        "*.json", "*.jsonl", "*.db", "*.sqlite", "*.sqlite3"),
                new FileChooser.ExtensionFilter("All files", "*"));
        File file = chooser.showOpenDialog(window.get());
        if (file != null) {
            model.open(file.getPath(), readOnly.getAsBoolean());
        }
    }

    void connect() {
        new ConnectDialog(window.get(), preferences).showAndWait()
                .ifPresent(r -> model.open(r.url(), r.readOnly(), r.mapping(), r.credentials()));
    }

    private void quit() {
        Window w = window.get();
        if (w != null) {
            w.hide();
        }
        Platform.exit();
    }

    private void review() {
        if (!ensureOperator()) {
            return;
        }
        StoreSession s = model.sessionProperty().get();
        if (s != null) {
            new ReviewWindow(window.get(), model.executor(), model.actions(), s::store, model.reportProperty(),
                    model.aliasesProperty(), model.suggestions().rows(), model.suggestions()::implied, dialogs).show();
        }
    }

    /** Undoes the latest action, saying which one it is. */
    void undo() {
        if (!model.actions().availableProperty().get() || !ensureOperator()) {
            return;
        }
        String what = model.actions().undoLabelProperty().get();
        ActionDialogs.reason(window.get(), "Undo", what + ". The undo is recorded as a new audit entry that"
                + " restores the earlier values.", false)
                .ifPresent(r -> model.actions().run(new Undo(r.isEmpty() ? null : r), e -> { }));
    }

    private void operator() {
        ActionDialogs.operator(window.get(), model.actions().operatorProperty().get())
                .ifPresent(model.actions().operatorProperty()::set);
    }

    /** The operator is asked once for their name (the OS user by default), then remembered. */
    boolean ensureOperator() {
        if (model.actions().operatorConfirmed()) {
            return true;
        }
        var name = ActionDialogs.operator(window.get(), model.actions().operatorProperty().get());
        name.ifPresent(n -> model.actions().operatorProperty().set(n));
        return name.isPresent();
    }

    void toggleTheme(boolean dark) {
        Theme theme = dark ? Theme.DARK : Theme.LIGHT;
        preferences.setTheme(theme.key());
        Window w = window.get();
        if (w != null && w.getScene() != null) {
            theme.applyTo(w.getScene());
        }
    }

    void shortcuts() {
        Alert alert = new Alert(Alert.AlertType.INFORMATION);
        alert.setTitle("Keyboard shortcuts");
        alert.setHeaderText("Keyboard shortcuts");
        alert.getDialogPane().setContent(ShortcutHelp.view());
        Window w = window.get();
        if (w != null) {
            alert.getDialogPane().getStylesheets().setAll(w.getScene().getStylesheets()); // the theme's grid
            alert.initOwner(w);
        }
        alert.show();
    }

    private void about() {
        Alert alert = new Alert(Alert.AlertType.INFORMATION,
                "memscope inspects the long-term memory of AI agents: how every fact changed, where memory "
                        + "contradicts itself, and what an agent should believe now.");
        alert.setTitle("About memscope");
        alert.setHeaderText("memscope " + io.memscope.cli.MemscopeCli.version());
        Window w = window.get();
        if (w != null) {
            alert.initOwner(w);
        }
        alert.show();
    }

    void notice(String text) {
        dialogs.show(Message.of(Message.Kind.NOTICE, text));
    }
}
