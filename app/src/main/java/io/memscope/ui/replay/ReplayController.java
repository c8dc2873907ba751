package io.memscope.ui.replay;

import javafx.beans.binding.Bindings;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.layout.HBox;


/** The player bar: step back, play/pause, step forward, scrub, speed, and where the replay is. */
public final class ReplayController {
    @FXML private HBox bar;
    @FXML private Button playButton;
    @FXML private Button backButton;
    @FXML private Button forwardButton;
    @FXML private Slider scrubber;
    @FXML private Label timeLabel;
    @FXML private Label stepLabel;
    @FXML private ComboBox<Double> speedBox;

    private ReplayViewModel model;

    public void bind(ReplayViewModel replay) {
        this.model = replay;
        bar.visibleProperty().bind(replay.activeProperty());
        bar.managedProperty().bind(replay.activeProperty());
        playButton.textProperty().bind(Bindings.when(replay.playingProperty()).then("Pause").otherwise("Play"));
        org.controlsfx.glyphfont.Glyph play = new org.controlsfx.glyphfont.Glyph("FontAwesome", "PLAY");
        org.controlsfx.glyphfont.Glyph pause = new org.controlsfx.glyphfont.Glyph("FontAwesome", "PAUSE");
        play.getStyleClass().add("icon");
        pause.getStyleClass().add("icon");
        playButton.graphicProperty().bind(Bindings.when(replay.playingProperty()).then(pause).otherwise(play));
        playButton.setTooltip(new javafx.scene.control.Tooltip("Play / pause ("
                + io.memscope.ui.actions.StandardAction.REPLAY_PLAY.keysShown() + ")"));
        backButton.setTooltip(new javafx.scene.control.Tooltip("Previous step ("
                + io.memscope.ui.actions.StandardAction.REPLAY_BACK.keysShown() + ")"));
        forwardButton.setTooltip(new javafx.scene.control.Tooltip("Next step ("
                + io.memscope.ui.actions.StandardAction.REPLAY_FORWARD.keysShown() + ")"));
        scrubber.setMin(0);
        scrubber.setBlockIncrement(1);
        scrubber.setMajorTickUnit(1);
        scrubber.setMinorTickCount(0);
        scrubber.setSnapToTicks(true);
        scrubber.maxProperty().bind(Bindings.max(0, replay.stepsProperty().subtract(1)));
        replay.stepProperty().addListener((o, old, i) -> scrubber.setValue(Math.max(0, i.intValue())));
        scrubber.valueProperty().addListener((o, old, v) -> {
            int i = (int) Math.round(v.doubleValue());
            if (i != replay.stepProperty().get() && replay.stepsProperty().get() > 0) {
                replay.playingProperty().set(false);
                replay.stepProperty().set(i);
            }
        });
        timeLabel.textProperty().bind(Bindings.createStringBinding(() -> replay.timeProperty().get() == null
                ? "nothing learned yet" : io.memscope.ui.format.DateText.of(replay.timeProperty().get()), replay.timeProperty()));
        stepLabel.textProperty().bind(Bindings.createStringBinding(() -> "step " + (replay.stepProperty().get() + 1)
                + " of " + replay.stepsProperty().get(), replay.stepProperty(), replay.stepsProperty()));
        speedBox.getItems().setAll(0.5, 1.0, 2.0, 4.0, 8.0);
        speedBox.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Double d) {
                return d == null ? "" : (d == Math.floor(d) ? String.valueOf(d.intValue()) : String.valueOf(d)) + "×";
            }

            @Override
            public Double fromString(String s) {
                return Double.valueOf(s.replace("×", ""));
            }
        });
        speedBox.setValue(replay.speedProperty().get());
        speedBox.valueProperty().addListener((o, old, v) -> replay.speedProperty().set(v == null ? 1 : v));
    }

    @FXML
    private void onPlay() {
        model.playingProperty().set(!model.playingProperty().get());
    }

    @FXML
    private void onStepBack() {
        model.stepBack();
    }

    @FXML
    private void onStepForward() {
        model.stepForward();
    }

    @FXML
    private void onClose() {
        model.playingProperty().set(false);
        model.activeProperty().set(false);
    }
}
