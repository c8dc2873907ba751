package io.memscope.ui.export;

import io.memscope.export.ExportFormat;
import io.memscope.export.ExportShape;
import javafx.fxml.FXML;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.stage.FileChooser;

import java.io.File;

/** Binds the Export dialog's form to {@link ExportViewModel}. */
public final class ExportController {
    private final ExportViewModel model;

    @FXML private RadioButton snapshotRadio;
    @FXML private RadioButton historyRadio;
    @FXML private ComboBox<ExportFormat> formatBox;
    @FXML private TextField destinationField;
    @FXML private Label problemLabel;
    @FXML private Label formatHint;

    ExportController(ExportViewModel model) {
        this.model = model;
    }

    @FXML
    private void initialize() {
        ToggleGroup shapes = new ToggleGroup();
        snapshotRadio.setToggleGroup(shapes);
        historyRadio.setToggleGroup(shapes);
        snapshotRadio.setSelected(model.shapeProperty().get() == ExportShape.CURRENT_SNAPSHOT);
        historyRadio.setSelected(model.shapeProperty().get() == ExportShape.FULL_HISTORY);
        shapes.selectedToggleProperty().addListener((o, old, t) -> model.shapeProperty().set(
                t == historyRadio ? ExportShape.FULL_HISTORY : ExportShape.CURRENT_SNAPSHOT));
        formatBox.getItems().setAll(ExportFormat.values());
        formatBox.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(ExportFormat f) {
                return f == null ? "" : f.option().toUpperCase(java.util.Locale.ROOT) + "  —  " + f.description();
            }

            @Override
            public ExportFormat fromString(String s) {
                return null;
            }
        });
        formatBox.valueProperty().bindBidirectional(model.formatProperty());
        destinationField.textProperty().bindBidirectional(model.destinationProperty());
        Runnable refresh = () -> problemLabel.setText(model.problem());
        model.validProperty().addListener((o, a, b) -> refresh.run());
        model.destinationProperty().addListener((o, a, b) -> refresh.run());
        refresh.run();
        formatHint.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() ->
                model.formatProperty().get() == ExportFormat.CSV ? "CSV holds the facts only (no dependencies or cardinalities)."
                        : model.formatProperty().get() == ExportFormat.JSONL ? "JSON Lines holds the facts only (no dependencies or cardinalities)."
                        : "", model.formatProperty()));
    }

    @FXML
    private void onBrowse() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export to");
        ExportFormat f = model.formatProperty().get();
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(f.description(), "*" + f.extension()));
        File file = chooser.showSaveDialog(destinationField.getScene().getWindow());
        if (file != null) {
            String path = file.getPath();
            model.destinationProperty().set(path.endsWith(f.extension()) ? path : path + f.extension());
        }
    }
}
