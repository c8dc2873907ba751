package io.memscope.ui.review;

import io.memscope.model.Fact;
import io.memscope.model.Finding;
import io.memscope.review.ReviewQueue;
import io.memscope.ui.review.ReviewQueueViewModel.Decision;
import io.memscope.ui.timeline.TimelineControl;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The review queue window: the competing facts side by side with their provenance, a small
 * timeline of their lane, and one key per decision.
 */
public final class ReviewController {
    @FXML private VBox root;
    @FXML private Label progressLabel;
    @FXML private Label titleLabel;
    @FXML private HBox cards;
    @FXML private TimelineControl miniTimeline;
    @FXML private TextField reasonField;
    @FXML private HBox decisionBar;
    @FXML private VBox summaryBox;
    @FXML private Label summaryLabel;
    @FXML private VBox itemBox;

    private ReviewQueueViewModel model;
    private final Map<Decision, Button> buttons = new EnumMap<>(Decision.class);
    private io.memscope.ui.dialog.DialogService dialogs;
    private Runnable close = () -> { };

    /** Shows {@code queue}; {@code dialogs} asks before sweeping decisions, {@code close} closes the window. */
    public void bind(ReviewQueueViewModel queue, io.memscope.ui.dialog.DialogService dialogs, Runnable close) {
        this.dialogs = dialogs;
        this.close = close;
        this.model = queue;
        reasonField.textProperty().bindBidirectional(queue.reasonProperty());
        reasonField.setOnAction(e -> root.requestFocus());
        for (Decision d : Decision.values()) {
            Button b = new Button("[" + d.key() + "]  " + d.label());
            b.getStyleClass().add("decision-button");
            b.setFocusTraversable(false);
            b.setOnAction(e -> queue.decide(d));
            buttons.put(d, b);
            decisionBar.getChildren().add(b);
        }
        queue.currentProperty().addListener((o, old, item) -> showItem(item));
        queue.facts().addListener((ListChangeListener<Fact>) c -> showCards());
        queue.context().addListener((ListChangeListener<Fact>) c -> miniTimeline.getFacts().setAll(queue.context()));
        queue.selectedProperty().addListener((o, a, b) -> showCards());
        queue.finishedProperty().addListener((o, was, done) -> showFinished(done));
        root.addEventFilter(KeyEvent.KEY_PRESSED, this::onKey);
        showItem(queue.currentProperty().get());
        showFinished(queue.finishedProperty().get());
    }

    private void onKey(KeyEvent e) {
        if (reasonField.isFocused()) {
            if (e.getCode() == KeyCode.ESCAPE) {
                root.requestFocus();
                e.consume();
            }
            return;
        }
        Decision d = switch (e.getCode()) {
            case DIGIT1, NUMPAD1 -> Decision.KEEP_FIRST;
            case DIGIT2, NUMPAD2 -> Decision.KEEP_SECOND;
            case B -> Decision.BOTH_HOLD;
            case I -> Decision.INVALIDATE;
            case F -> Decision.FLAG;
            case C -> Decision.CLEAR_FLAG;
            case S -> Decision.SKIP;
            case U -> Decision.UNDO;
            default -> null;
        };
        if (e.getCode() == KeyCode.TAB && !model.facts().isEmpty()) {
            model.selectedProperty().set((model.selectedProperty().get() + 1) % model.facts().size());
            e.consume();
            return;
        }
        if (e.getCode() == KeyCode.R) {
            reasonField.requestFocus();
            e.consume();
            return;
        }
        if (d != null) {
            e.consume();
            if (model.applies(d)) {
                model.decide(d);
            }
        }
    }

    private void showItem(ReviewQueue.Item item) {
        progressLabel.setText(model.totalProperty().get() == 0 ? ""
                : model.positionProperty().get() + " of " + model.totalProperty().get());
        if (item == null) {
            titleLabel.setText("");
        } else if (item.isFlag()) {
            titleLabel.setText("Flagged for recheck: " + (item.flag().reason() == null ? "" : item.flag().reason()));
        } else {
            Finding f = item.finding();
            titleLabel.setText(f.kind().jsonName().replace('_', ' ') + "  ·  " + f.subject() + " / " + f.predicate());
        }
        miniTimeline.getFindings().setAll(item == null || item.isFlag() ? List.of() : List.of(item.finding()));
        buttons.forEach((d, b) -> b.setDisable(!model.applies(d)));
    }

    private void showCards() {
        cards.getChildren().clear();
        List<Fact> facts = model.facts();
        for (int i = 0; i < facts.size(); i++) {
            cards.getChildren().add(card(i, facts.get(i), i == model.selectedProperty().get()));
        }
        buttons.forEach((d, b) -> b.setDisable(!model.applies(d)));
    }

    private VBox card(int index, Fact f, boolean selected) {
        Label number = new Label(Integer.toString(index + 1));
        number.getStyleClass().add("card-number");
        Label value = new Label(f.value());
        value.getStyleClass().add("card-value");
        value.setWrapText(true);
        GridPane fields = new GridPane();
        fields.setHgap(8);
        fields.setVgap(3);
        int row = 0;
        for (String[] kv : new String[][]{{"fact", f.id().toString()}, {"status", f.status().name().toLowerCase()},
                {"valid from", f.validFrom() == null ? "missing" : f.validFrom().toString()},
                {"valid to", f.validTo() == null ? "—" : f.validTo().toString()},
                {"recorded", f.recordedAt() == null ? "—" : f.recordedAt().toString()},
                {"source", f.source() == null ? "—" : f.source()}, {"agent", f.agent() == null ? "—" : f.agent()},
                {"confidence", f.confidence() == null ? "—" : String.format("%.2f", f.confidence())}}) {
            Label k = new Label(kv[0]);
            k.getStyleClass().add("field-name");
            k.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            Label v = new Label(kv[1]);
            v.setWrapText(true);
            fields.addRow(row++, k, v);
        }
        VBox card = new VBox(6, new HBox(8, number, value), fields);
        card.getStyleClass().add("fact-card");
        if (selected) {
            card.getStyleClass().add("selected-card");
        }
        card.setOnMouseClicked(e -> model.selectedProperty().set(index));
        card.setPrefWidth(360);
        card.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(card, javafx.scene.layout.Priority.ALWAYS);
        return card;
    }

    private void showFinished(boolean done) {
        itemBox.setVisible(!done);
        itemBox.setManaged(!done);
        summaryBox.setVisible(done);
        summaryBox.setManaged(done);
        summaryLabel.setText(model.summary());
    }
}
