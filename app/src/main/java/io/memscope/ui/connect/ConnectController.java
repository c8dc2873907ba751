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
