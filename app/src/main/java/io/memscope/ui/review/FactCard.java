package io.memscope.ui.review;

import io.memscope.model.Fact;
import io.memscope.ui.format.DateText;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.time.Instant;

/** One competing fact of a review item, with its provenance, as a card; styled by the theme ({@code .fact-card}). */
final class FactCard {
    private FactCard() {
    }

    static VBox of(int index, Fact f, boolean selected, boolean flagged, boolean pending) {
        Label number = new Label(Integer.toString(index + 1));
        number.getStyleClass().add("card-number");
        Label value = new Label(f.value());
        value.getStyleClass().add("card-value");
        value.setWrapText(true);
        HBox head = new HBox(8, number, value);
        if (flagged) {
            Label flag = new Label("\u2691 flagged for recheck");
            flag.getStyleClass().add("card-flag");
            flag.setMinWidth(Region.USE_PREF_SIZE);
            head.getChildren().add(flag);
        }
        GridPane fields = new GridPane();
        fields.getStyleClass().add("card-fields");
        int row = 0;
        for (String[] kv : new String[][]{{"fact", f.id().toString()}, {"status", f.status().name().toLowerCase()},
                {"valid from", f.validFrom() == null ? "missing" : date(f.validFrom())},
                {"valid to", date(f.validTo())}, {"recorded", date(f.recordedAt())},
                {"source", or(f.source())}, {"agent", or(f.agent())},
                {"confidence", f.confidence() == null ? "\u2014" : String.format("%.2f", f.confidence())}}) {
            Label k = new Label(kv[0]);
            k.getStyleClass().add("field-name");
            k.setMinWidth(Region.USE_PREF_SIZE);
            Label v = new Label(kv[1]);
            v.setWrapText(true);
            fields.addRow(row++, k, v);
        }
        VBox card = new VBox(6, head, fields);
        card.getStyleClass().add("fact-card");
        if (selected) {
            card.getStyleClass().add("selected-card");
        }
        if (flagged) {
            card.getStyleClass().add("flagged-card");
        }
        if (pending) {
            card.getStyleClass().add("pending-card");
        }
        card.setPrefWidth(360);
        card.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(card, Priority.ALWAYS);
        return card;
    }

    private static String date(Instant t) {
        return t == null ? "\u2014" : DateText.of(t);
    }

    private static String or(String s) {
        return s == null ? "\u2014" : s;
    }
}
