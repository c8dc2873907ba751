package io.memscope.ui.export;

import javafx.fxml.FXMLLoader;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.DialogPane;
import javafx.stage.Window;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Optional;

/** The Export dialog: shape, format and destination; the export itself runs in the window's background. */
public final class ExportDialog {
    private final Dialog<ExportViewModel> dialog = new Dialog<>();

    public ExportDialog(Window owner, ExportViewModel model) {
        FXMLLoader loader = new FXMLLoader(ExportDialog.class.getResource("export-dialog.fxml"));
        loader.setControllerFactory(type -> new ExportController(model));
        DialogPane pane;
        try {
            pane = loader.load();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ButtonType export = new ButtonType("Export", ButtonBar.ButtonData.OK_DONE);
        pane.getButtonTypes().setAll(export, ButtonType.CANCEL);
        pane.lookupButton(export).disableProperty().bind(model.validProperty().not());
        if (owner != null) {
            dialog.initOwner(owner);
            if (owner.getScene() != null) {
                pane.getStylesheets().setAll(owner.getScene().getStylesheets());
            }
        }
        dialog.setTitle("Export memory");
        dialog.setDialogPane(pane);
        dialog.setResultConverter(button -> button == export ? model : null);
    }

    public Optional<ExportViewModel> showAndWait() {
        return dialog.showAndWait();
    }
}
