package io.memscope.ui.review;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.review.ReviewQueue;
import io.memscope.ui.actions.StandardAction;
import io.memscope.ui.dialog.DialogService;
import io.memscope.ui.format.FindingText;
import io.memscope.ui.timeline.TimelineControl;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableSet;
import javafx.collections.SetChangeListener;
import javafx.collections.WeakSetChangeListener;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The review queue window: the competing facts side by side with their provenance, a small timeline of
 * their lane, and one key per decision (the keys are {@link StandardAction}'s, as Help lists them).
 */
public final class ReviewController {
    @FXML private VBox root;
    @FXML private Label progressLabel;
    @FXML private Label titleLabel;
    @FXML private Label explanationLabel;
    @FXML private TextField filterField;
    @FXML private Label pendingLabel;
    @FXML private Label noticeLabel;
    @FXML private HBox cards;
    @FXML private TimelineControl miniTimeline;
    @FXML private TextField reasonField;
    @FXML private FlowPane decisionBar;
    @FXML private Label keysLabel;
    @FXML private VBox summaryBox;
    @FXML private Label summaryTitle;
    @FXML private Label summaryLabel;
    @FXML private VBox skippedList;
    @FXML private Button reviewSkippedButton;
    @FXML private Button closeButton;
    @FXML private Button clearFilterButton;
    @FXML private VBox itemBox;

    private ReviewQueueViewModel model;
    private final Map<Decision, Button> buttons = new EnumMap<>(Decision.class);
    private DialogService dialogs;
    private Set<FactId> flagged = Set.of();
    private Runnable close = () -> { };
    /** R moves into the reason field on its key press; the letter it then types must not land there. */
    private boolean swallowTyped;
    private final SetChangeListener<FactId> onFlags = c -> showCards();

    /** Shows {@code queue}; {@code dialogs} asks before sweeping decisions, {@code close} closes the window. */
    /** The small timeline puts the names of one accepted attribute in one lane, as the main timeline does. */
    void laneAliases(javafx.beans.value.ObservableValue<io.memscope.model.AliasGroups> aliases) {
        miniTimeline.aliasesProperty().bind(aliases);
    }

    public void bind(ReviewQueueViewModel queue, DialogService dialogs, ObservableSet<FactId> flaggedIds, Runnable close) {
        this.dialogs = dialogs;
        this.close = close;
        this.model = queue;
        this.flagged = flaggedIds;
        reasonField.textProperty().bindBidirectional(queue.reasonProperty());
        reasonField.setOnAction(e -> root.requestFocus());
        filterField.textProperty().bindBidirectional(queue.filterProperty());
        filterField.setOnAction(e -> root.requestFocus());
        for (Decision d : Decision.values()) {
            Button b = new Button("[" + d.key() + "]  " + d.label());
            b.getStyleClass().add("decision-button");
            b.setFocusTraversable(false);
            b.setOnAction(e -> decide(d));
            buttons.put(d, b);
            decisionBar.getChildren().add(b);
        }
        keysLabel.setText("Keys: 1 / 2 (3 \u2026 9) keep that value \u00b7 K keeps the chosen one \u00b7 B both hold \u00b7 I invalidate the chosen fact \u00b7 F flag it"
                + " \u00b7 C clear its flag \u00b7 A accept / D dismiss a suggestion \u00b7 S skip \u00b7 U undo \u00b7 Tab chooses the other fact \u00b7 R types a reason"
                + " \u00b7 Ctrl+1 / Ctrl+2 / Ctrl+I the same for every item of this kind \u00b7 Ctrl+F filters \u00b7 Esc closes");
        pendingLabel.textProperty().bind(queue.pendingTextProperty());
        noticeLabel.textProperty().bind(queue.noticeProperty());
        for (Label l : List.of(pendingLabel, noticeLabel)) {
            l.visibleProperty().bind(l.textProperty().isNotEmpty());
            l.managedProperty().bind(l.visibleProperty());
        }
        reviewSkippedButton.setOnAction(e -> {
            queue.reviewSkipped();
            root.requestFocus();
        });
        closeButton.setOnAction(e -> close.run());
        clearFilterButton.setOnAction(e -> {
            filterField.clear();
            root.requestFocus();
        });
        queue.currentProperty().addListener((o, old, item) -> showItem(item));
        queue.positionProperty().addListener((o, a, b) -> showProgress());
        queue.totalProperty().addListener((o, a, b) -> showProgress());
        queue.facts().addListener((ListChangeListener<Fact>) c -> showCards());
        queue.context().addListener((ListChangeListener<Fact>) c -> miniTimeline.getFacts().setAll(queue.context()));
        queue.selectedProperty().addListener((o, a, b) -> showCards());
        queue.pendingTextProperty().addListener((o, a, b) -> {
            showCards();
            showFinished(); // the summary counts a decision once it is written
        });
        flaggedIds.addListener(new WeakSetChangeListener<>(onFlags)); // the inspector's set outlives this window
        queue.finishedProperty().addListener((o, was, done) -> showFinished());
        queue.skipped().addListener((ListChangeListener<ReviewQueue.Item>) c -> showFinished());
        root.addEventFilter(KeyEvent.KEY_PRESSED, this::onKey);
        root.addEventFilter(KeyEvent.KEY_TYPED, e -> {
            if (swallowTyped) {
                swallowTyped = false;
                e.consume();
            }
        });
        showItem(queue.currentProperty().get());
        showFinished();
    }

    private void onKey(KeyEvent e) {
        swallowTyped = false;
        boolean inField = reasonField.isFocused() || filterField.isFocused();
        if (StandardAction.CLOSE_REVIEW.matches(e)) {
            e.consume();
            if (inField) {
                root.requestFocus();
            } else {
                close.run();
            }
            return;
        }
        if (StandardAction.FILTER_QUEUE.matches(e)) {
            e.consume();
            filterField.requestFocus();
            filterField.selectAll();
            return;
        }
        if (inField) {
            return;
        }
        Decision batch = StandardAction.BATCH_KEEP_FIRST.matches(e) ? Decision.KEEP_FIRST
                : StandardAction.BATCH_KEEP_SECOND.matches(e) ? Decision.KEEP_SECOND
                : StandardAction.BATCH_INVALIDATE.matches(e) ? Decision.INVALIDATE : null;
        if (batch != null) {
            e.consume();
            decideAll(batch);
            return;
        }
        if (StandardAction.OTHER_FACT.matches(e)) {
            e.consume();
            if (!model.facts().isEmpty()) {
                model.selectedProperty().set((model.selectedProperty().get() + 1) % model.facts().size());
            }
            return;
        }
        if (StandardAction.TYPE_REASON.matches(e)) {
            e.consume();
            swallowTyped = true;
            reasonField.requestFocus();
            reasonField.end();
            return;
        }
        int nth = nth(e);
        if (nth >= 0) {
            e.consume();
            if (nth < model.facts().size() && model.applies(Decision.KEEP_CHOSEN)) {
                model.selectedProperty().set(nth); // a card's number, past the two keys of their own
                decide(Decision.KEEP_CHOSEN);
            }
            return;
        }
        for (Decision d : Decision.values()) {
            if (d.action().matches(e)) {
                e.consume();
                decide(d);
                return;
            }
        }
    }

    /** The card a key 3 to 9 names (2 to 8, counted from 0), or -1 for any other key. */
    private static int nth(KeyEvent e) {
        if (e.isShortcutDown() || e.isAltDown()) {
            return -1;
        }
        String name = e.getCode().getName(); // "3", or "Numpad 3"
        String digit = name.startsWith("Numpad ") ? name.substring("Numpad ".length()) : name;
        return digit.length() == 1 && digit.charAt(0) >= '3' && digit.charAt(0) <= '9' ? digit.charAt(0) - '1' : -1;
    }

    /** A key or a button: sweeping decisions say what they will do first, unless told not to ask again. */
    private void decide(Decision d) {
        if (!model.applies(d)) {
            return;
        }
        ReviewQueue.Item item = model.currentProperty().get();
        if (d == Decision.ACCEPT && item != null && item.isAlias() && !item.alias().implied().isEmpty()
                && !AliasItems.confirm(dialogs, item.alias())) {
            root.requestFocus();
            return;
        }
        Fact chosen = model.chosen();
        if (d.sweeping() && chosen != null && !dialogs.confirm("review-" + d.name().toLowerCase(),
                d == Decision.BOTH_HOLD ? "Both hold for every subject?" : "Invalidate as never true?",
                DecisionActions.consequence(d, chosen),
                d == Decision.BOTH_HOLD ? "Make It Multi-Valued" : "Invalidate")) {
            root.requestFocus();
            return;
        }
        model.decide(d);
        root.requestFocus();
    }

    /** One question for the lot, always asked: it says how many and what, and that each is undone on its own. */
    private void decideAll(Decision d) {
        List<ReviewQueue.Item> items = model.batch();
        if (items.isEmpty() || !model.applies(d)) {
            return;
        }
        String kind = FindingText.name(items.get(0).finding().kind()).toLowerCase();
        String what = d == Decision.INVALIDATE ? "invalidate fact " + (model.selectedProperty().get() + 1)
                + " of each as never true" : "keep value " + (d == Decision.KEEP_FIRST ? 1 : 2) + " in each";
        if (dialogs.confirm(null, "The same for all " + items.size() + "?",
                items.size() + " " + kind + (items.size() == 1 ? "" : "s") + " left in the queue"
                        + (model.filtered() ? " as filtered" : "") + ": " + what + ". Each is written and audited"
                        + " on its own, as if decided by key; U undoes them one at a time.",
                "Decide All " + items.size())) {
            model.decideAll(d);
        }
        root.requestFocus();
    }

    private void showProgress() {
        progressLabel.setText(model.totalProperty().get() == 0 ? ""
                : model.positionProperty().get() + " of " + model.totalProperty().get()
                + (model.filtered() ? " (filtered)" : ""));
    }

    private void showItem(ReviewQueue.Item item) {
        showProgress();
        titleLabel.setText(item == null ? "" : ItemTexts.title(item));
        explanationLabel.setText(item == null ? "" : ItemTexts.explanation(item));
        miniTimeline.getFindings().setAll(item == null || !item.isFinding() ? List.of() : List.of(item.finding()));
        showCards();
    }

    private void showCards() {
        cards.getChildren().clear();
        List<Fact> facts = model.facts();
        boolean waiting = model.waiting();
        ReviewQueue.Item item = model.currentProperty().get();
        if (item != null && item.isFlag() && !facts.isEmpty()) { // a flag names its fact only: say where it is
            titleLabel.setText("Flagged for recheck  \u00b7  " + facts.get(0).subject() + " / " + facts.get(0).predicate());
        }
        if (item != null && item.isSuggested() && facts.size() == 2) {
            titleLabel.setText("Suggested supersession  \u00b7  " + facts.get(0).subject() + " / "
                    + facts.get(0).predicate() + "  \u2192  " + facts.get(1).subject() + " / " + facts.get(1).predicate());
        }
        miniTimeline.getFlaggedIds().retainAll(flagged);
        miniTimeline.getFlaggedIds().addAll(flagged);
        for (int i = 0; i < facts.size(); i++) {
            int index = i;
            VBox card = FactCard.of(i, facts.get(i), i == model.selectedProperty().get(),
                    flagged.contains(facts.get(i).id()), waiting);
            card.setOnMouseClicked(e -> model.selectedProperty().set(index));
            cards.getChildren().add(card);
        }
        if (item != null && item.isAlias() && item.factIds().isEmpty()) {
            Label none = new Label(AliasItems.impliesNone(item.alias()));
            none.getStyleClass().add("muted");
            cards.getChildren().add(none);
        }
        buttons.forEach((d, b) -> b.setDisable(!model.applies(d)));
    }

    private void showFinished() {
        boolean done = model.finishedProperty().get();
        itemBox.setVisible(!done);
        itemBox.setManaged(!done);
        summaryBox.setVisible(done);
        summaryBox.setManaged(done);
        summaryTitle.setText(model.filtered() ? "Nothing left that matches the filter" : "Nothing left to review");
        summaryLabel.setText(model.summary());
        List<ReviewQueue.Item> skipped = model.skipped();
        skippedList.getChildren().clear();
        if (!skipped.isEmpty()) {
            Label head = new Label("Skipped:");
            head.getStyleClass().add("field-name");
            skippedList.getChildren().add(head);
            skipped.forEach(i -> skippedList.getChildren().add(new Label(ItemTexts.describe(i))));
        }
        reviewSkippedButton.setText("Review Skipped (" + skipped.size() + ")");
        reviewSkippedButton.setVisible(!skipped.isEmpty());
        reviewSkippedButton.setManaged(!skipped.isEmpty());
        clearFilterButton.setVisible(model.filtered());
        clearFilterButton.setManaged(model.filtered());
        if (done) {
            (skipped.isEmpty() ? closeButton : reviewSkippedButton).requestFocus();
        } else if (closeButton.isFocused() || reviewSkippedButton.isFocused() || clearFilterButton.isFocused()) {
            root.requestFocus();
        }
    }
}
