package io.memscope.ui.main;

import javafx.beans.binding.Bindings;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import org.controlsfx.control.StatusBar;

/**
 * The window's status bar (ControlsFX's {@link StatusBar}): what the store holds or what just happened on
 * the left, and the running work's step, progress and Cancel on the right.
 */
final class StatusBarView {
    private final MainViewModel model;
    private final StatusBar bar;

    StatusBarView(MainViewModel model, StatusBar bar) {
        this.model = model;
        this.bar = bar;
    }

    void bind() {
        bar.textProperty().bind(model.statusProperty());
        bar.progressProperty().bind(Bindings.when(model.busyProperty()).then(model.progressProperty()).otherwise(0.0));
        Label step = new Label();
        step.getStyleClass().add("muted");
        step.textProperty().bind(model.progressMessageProperty());
        // hidden, not emptied, between two steps' messages: an empty label changes the bar's height, and a
        // change of the root's bounds repaints the whole window
        step.visibleProperty().bind(model.busyProperty().and(model.progressMessageProperty().isNotEmpty()));
        Button cancel = new Button("Cancel");
        cancel.getStyleClass().add("small-button");
        cancel.setId("status-cancel");
        cancel.setOnAction(e -> model.cancel());
        cancel.visibleProperty().bind(model.busyProperty());
        cancel.setFocusTraversable(false);
        bar.getRightItems().setAll(step, cancel);
    }
}
