package io.memscope.ui.connect;

import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;

/** Binds the connect form's fields to {@link ConnectViewModel}. */
public final class ConnectController {
    private final ConnectViewModel model;

    @FXML private TextField hostField;
    @FXML private TextField portField;
    @FXML private TextField databaseField;
    @FXML private TextField userField;
    @FXML private PasswordField passwordField;
    @FXML private javafx.scene.control.ComboBox<String> tableBox;
    @FXML private Button mapTableButton;
    @FXML private javafx.scene.layout.HBox readingRow;
    @FXML private javafx.scene.control.ProgressIndicator readingProgress;
    @FXML private Label readingStep;
    @FXML private Label mappingNotice;
    @FXML private javafx.scene.layout.GridPane fieldsGrid;
    @FXML private javafx.scene.control.TextArea commandLineField;
    @FXML private CheckBox readOnlyBox;
    @FXML private Button testButton;
    @FXML private Label testResult;
    @FXML private Label problemLabel;
    @FXML private Button cancelReadButton;
    @FXML private javafx.scene.control.ToggleButton postgresKind;
    @FXML private javafx.scene.control.ToggleButton jdbcKind;
    @FXML private javafx.scene.control.ToggleButton fileKind;
    @FXML private javafx.scene.layout.GridPane postgresForm;
    @FXML private javafx.scene.layout.GridPane jdbcForm;
    @FXML private javafx.scene.layout.GridPane fileForm;
    @FXML private javafx.scene.layout.VBox mappingForm;
    @FXML private TextField jdbcUrlField;
    @FXML private TextField jdbcUserField;
    @FXML private PasswordField jdbcPasswordField;
    @FXML private TextField fileField;

    ConnectController(ConnectViewModel model) {
        this.model = model;
    }

    @FXML
    private void initialize() {
        hostField.textProperty().bindBidirectional(model.hostProperty());
        portField.textProperty().bindBidirectional(model.portProperty());
        databaseField.textProperty().bindBidirectional(model.databaseProperty());
        userField.textProperty().bindBidirectional(model.userProperty());
        passwordField.textProperty().bindBidirectional(model.passwordProperty());
        readOnlyBox.selectedProperty().bindBidirectional(model.readOnlyProperty());
        testResult.textProperty().bind(model.testResultProperty());
        testButton.disableProperty().bind(model.validProperty().not().or(model.testingProperty()));
        model.testPassedProperty().addListener((o, was, ok) -> testResult.pseudoClassStateChanged(
                javafx.css.PseudoClass.getPseudoClass("ok"), ok));
        model.validProperty().addListener((o, was, valid) -> problemLabel.setText(model.problem()));
        problemLabel.setText(model.problem());
        jdbcUrlField.textProperty().bindBidirectional(model.jdbcUrlProperty());
        jdbcUserField.textProperty().bindBidirectional(model.jdbcUserProperty());
        jdbcPasswordField.textProperty().bindBidirectional(model.jdbcPasswordProperty());
        fileField.textProperty().bindBidirectional(model.fileProperty());
        java.util.Map<javafx.scene.control.ToggleButton, ConnectViewModel.Kind> kinds = java.util.Map.of(
                postgresKind, ConnectViewModel.Kind.POSTGRESQL, jdbcKind, ConnectViewModel.Kind.JDBC_URL,
                fileKind, ConnectViewModel.Kind.FILE);
        kinds.forEach((button, kind) -> {
            button.setSelected(model.kindProperty().get() == kind);
            button.selectedProperty().addListener((o, was, on) -> {
                if (on) {
                    model.kindProperty().set(kind);
                } else if (model.kindProperty().get() == kind) {
                    button.setSelected(true); // one kind is always chosen
                }
            });
        });
        bindShown(postgresForm, ConnectViewModel.Kind.POSTGRESQL);
        bindShown(jdbcForm, ConnectViewModel.Kind.JDBC_URL);
        bindShown(fileForm, ConnectViewModel.Kind.FILE);
        mappingForm.visibleProperty().bind(javafx.beans.binding.Bindings.createBooleanBinding(model::mapsTables,
                model.kindProperty(), model.fileProperty(), model.jdbcUrlProperty()));
        mappingForm.managedProperty().bind(mappingForm.visibleProperty());
        model.kindProperty().addListener((o, a, b) -> problemLabel.setText(model.problem()));
        new MappingForm(model.tables(), tableBox, fieldsGrid).bind(model.tableProperty());
        bindReading(model.tables());
    }

    /** The read under way: its step, a spinner and Cancel, shown only while it runs; the notice below. */
    private void bindReading(TableMappingModel tables) {
        readingRow.visibleProperty().bind(tables.busyProperty().or(tables.stepProperty().isNotEmpty()));
        readingRow.managedProperty().bind(readingRow.visibleProperty());
        readingProgress.visibleProperty().bind(tables.busyProperty());
        readingStep.textProperty().bind(tables.stepProperty());
        cancelReadButton.visibleProperty().bind(tables.busyProperty());
        mapTableButton.disableProperty().bind(tables.busyProperty().or(model.validProperty().not()
                .and(javafx.beans.binding.Bindings.createBooleanBinding(() -> model.location().isBlank(),
                        model.kindProperty(), model.fileProperty(), model.jdbcUrlProperty(), model.databaseProperty()))));
        mappingNotice.textProperty().bind(tables.noticeProperty());
        mappingNotice.visibleProperty().bind(tables.noticeProperty().isNotEmpty());
        mappingNotice.managedProperty().bind(mappingNotice.visibleProperty());
        Runnable mark = () -> {
            io.memscope.store.TableSample s = tables.sampleProperty().get();
            boolean builtIn = s != null && s.needsNoMapping();
            mappingNotice.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("built-in"), builtIn);
            mappingNotice.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("refused"),
                    s != null && !builtIn && !tables.missingProperty().get().isEmpty());
            fieldsGrid.setVisible(!builtIn); // the notice says why no field is asked for
            fieldsGrid.setManaged(!builtIn);
        };
        tables.sampleProperty().addListener(o -> mark.run());
        tables.missingProperty().addListener(o -> mark.run());
        commandLineField.textProperty().bind(tables.commandLineProperty());
        // the notice and the reading line come and go: the dialog grows with them instead of hiding its buttons
        for (javafx.beans.value.ObservableValue<?> shown : java.util.List.of(mappingNotice.visibleProperty(),
                readingRow.visibleProperty(), mappingNotice.textProperty(), mappingForm.visibleProperty(),
                fieldsGrid.visibleProperty())) {
            shown.addListener((o, was, now) -> javafx.application.Platform.runLater(this::fitWindow));
        }
        // after Map a Table… the list opens by itself: choosing is the next step
        tables.tables().addListener((javafx.collections.ListChangeListener<String>) c -> {
            if (!tables.tables().isEmpty() && tableBox.getScene() != null && tableBox.getScene().getWindow() != null
                    && tableBox.getScene().getWindow().isShowing()) {
                tableBox.show();
            }
        });
    }

    private void bindShown(javafx.scene.Node form, ConnectViewModel.Kind kind) {
        form.visibleProperty().bind(model.kindProperty().isEqualTo(kind));
    }

    @FXML
    private void onBrowse() {
        javafx.stage.FileChooser chooser = new javafx.stage.FileChooser();
        chooser.setTitle("Open memory store");
        chooser.getExtensionFilters().addAll(new javafx.stage.FileChooser.ExtensionFilter(
                "Memory stores (*.json, *.jsonl, *.mv.db, SQLite *.db, *.sqlite)", "*.json", "*.jsonl", "*.db",
                "*.sqlite", "*.sqlite3"),
                new javafx.stage.FileChooser.ExtensionFilter("All files", "*"));
        java.io.File chosen = chooser.showOpenDialog(fileField.getScene() == null ? null : fileField.getScene().getWindow());
        if (chosen != null) {
            model.fileProperty().set(chosen.getPath());
        }
    }

    private void fitWindow() {
        javafx.stage.Window w = mappingForm.getScene() == null ? null : mappingForm.getScene().getWindow();
        if (w != null && w.isShowing()) {
            w.sizeToScene();
        }
    }

    @FXML
    private void onMapTable() {
        model.tables().readTables();
    }

    @FXML
    private void onCancelRead() {
        model.tables().cancel();
    }

    @FXML
    private void onCopyCommandLine() {
        javafx.scene.input.ClipboardContent content = new javafx.scene.input.ClipboardContent();
        content.putString(commandLineField.getText());
        javafx.scene.input.Clipboard.getSystemClipboard().setContent(content);
    }

    @FXML
    private void onTest() {
        model.test();
    }
}
