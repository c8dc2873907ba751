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
    @FXML private TextField tableField;
    @FXML private TextField mappingField;
    @FXML private CheckBox readOnlyBox;
    @FXML private Button testButton;
    @FXML private Label testResult;
    @FXML private Label problemLabel;
    @FXML private javafx.scene.control.ToggleButton postgresKind;
    @FXML private javafx.scene.control.ToggleButton jdbcKind;
    @FXML private javafx.scene.control.ToggleButton fileKind;
    @FXML private javafx.scene.layout.GridPane postgresForm;
    @FXML private javafx.scene.layout.GridPane jdbcForm;
    @FXML private javafx.scene.layout.GridPane fileForm;
    @FXML private javafx.scene.layout.GridPane mappingForm;
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
        tableField.textProperty().bindBidirectional(model.tableProperty());
        mappingField.textProperty().bindBidirectional(model.mappingProperty());
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
        mappingForm.visibleProperty().bind(model.kindProperty().isNotEqualTo(ConnectViewModel.Kind.FILE));
        mappingForm.managedProperty().bind(mappingForm.visibleProperty());
        model.kindProperty().addListener((o, a, b) -> problemLabel.setText(model.problem()));
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

    @FXML
    private void onPropose() {
        model.proposeMapping();
    }

    @FXML
    private void onTest() {
        model.test();
    }
}
