package io.memscope.ui.timeline;

import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

import java.util.Locale;

/**
 * Swatches naming what the timeline's colours and outlines mean, wrapped onto more lines when the
 * timeline is narrow: a name is never cut short. Each swatch carries the style class of its state
 * ({@code current}, {@code contradiction}, ...), so the stylesheet that colours the timeline colours
 * the legend too. Style class {@code timeline-legend}.
 */
public class TimelineLegend extends FlowPane {

    public TimelineLegend() {
        getStyleClass().add("timeline-legend");
        for (BarState state : BarState.values()) {
            getChildren().add(item(state.name().toLowerCase(Locale.ROOT)));
        }
        // a suggested supersession is no state of a fact: it is named last, after every state
        getChildren().add(item("suggested"));
    }

    private static HBox item(String name) {
        Region swatch = new Region();
        swatch.getStyleClass().addAll("legend-swatch", name);
        Label label = new Label(name);
        label.setMinWidth(Region.USE_PREF_SIZE); // a short line, not an ellipsis
        HBox item = new HBox(swatch, label);
        item.setMinWidth(Region.USE_PREF_SIZE);
        item.getStyleClass().add("legend-item");
        return item;
    }
}
