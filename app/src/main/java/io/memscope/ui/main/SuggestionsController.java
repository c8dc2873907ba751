package io.memscope.ui.main;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.suggest.Suggestion;
import io.memscope.ui.dialog.DialogService;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.StackPane;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The Suggestions tab: what {@link SuggestionsViewModel} proposes, its count in the tab's title, the full
 * {@code why} of the selected row, Accept for any row (an alias after one confirmation of the pairs it links)
 * and Dismiss for any row (put on the record, so it is not proposed again). Choosing a
 * supersession shows its old fact on the timeline, as choosing a finding shows the finding's facts.
 */
public final class SuggestionsController {
    @FXML private StackPane acceptHolder;
    @FXML private StackPane dismissHolder;
    @FXML private Button acceptButton;
    @FXML private Button dismissButton;
    @FXML private Label actionsNote;
    @FXML private TableView<Suggestion> suggestionsTable;
    @FXML private TableColumn<Suggestion, String> suggestionKindColumn;
    @FXML private TableColumn<Suggestion, String> suggestionWhatColumn;
    @FXML private TableColumn<Suggestion, String> suggestionScoreColumn;
    @FXML private TextArea whyArea;

    private SuggestionsViewModel model;
    private DialogService dialogs;

    /** @param showFact opens a fact's subject and selects the fact */
    public void bind(SuggestionsViewModel suggestions, Tab tab, Consumer<FactId> showFact, DialogService dialogs) {
        this.model = suggestions;
        this.dialogs = dialogs;
        suggestionKindColumn.setCellValueFactory(c -> new ReadOnlyStringWrapper(kind(c.getValue())));
        suggestionScoreColumn.setCellValueFactory(c -> new ReadOnlyStringWrapper(
                String.format(Locale.ROOT, "%.2f", c.getValue().score())));
        suggestionWhatColumn.setCellValueFactory(c -> new ReadOnlyStringWrapper(between(c.getValue())));
        suggestionsTable.setItems(suggestions.rows());
        Label placeholder = new Label();
        placeholder.textProperty().bind(suggestions.stateProperty());
        placeholder.getStyleClass().add("muted");
        suggestionsTable.setPlaceholder(placeholder);

        suggestionsTable.getSelectionModel().selectedItemProperty().addListener((o, old, s) -> {
            whyArea.setText(s == null ? "" : s.why());
            if (s instanceof Suggestion.ImplicitSupersession i) {
                showFact.accept(i.oldFact());
            }
        });
        BooleanBinding readOnly = suggestions.writableProperty().not();
        acceptButton.disableProperty().bind(readOnly.or(suggestionsTable.getSelectionModel().selectedItemProperty()
                .isNull()));
        dismissButton.disableProperty().bind(readOnly.or(suggestionsTable.getSelectionModel().selectedItemProperty()
                .isNull()));
        String why = "This store is open read-only: accepting or dismissing writes to its audit log."
                + " Open it for writing to decide.";
        Tooltip acceptTip = new Tooltip();
        acceptTip.textProperty().bind(Bindings.when(readOnly).then(why).otherwise(
                "Supersede the old fact by the new one, or store the alias and link the pairs it implies,"
                        + " with one audit entry (Undo reverts it)"));
        Tooltip.install(acceptHolder, acceptTip);
        Tooltip dismissTip = new Tooltip();
        dismissTip.textProperty().bind(Bindings.when(readOnly).then(why).otherwise(
                "Put on the record that this is no supersession or no alias: it is not proposed again"));
        Tooltip.install(dismissHolder, dismissTip);
        actionsNote.textProperty().bind(Bindings.when(readOnly).then("Read-only store: suggestions are shown, "
                + "not acted on.").otherwise("Proposals, not facts: accept or dismiss each; accepting an "
                + "alias stores it and links the supersessions it implies."));

        tab.textProperty().bind(suggestions.titleProperty());
    }

    /** Shows the undecided supersessions on {@code timeline}, dashed, until they are accepted or dismissed. */
    public void drawOn(io.memscope.ui.timeline.TimelineControl timeline) {
        javafx.beans.InvalidationListener copy = o -> timeline.getSuggestedLinks().setAll(model.rows().stream()
                .filter(s -> s instanceof Suggestion.ImplicitSupersession)
                .map(s -> (Suggestion.ImplicitSupersession) s)
                .map(s -> new io.memscope.ui.timeline.SuggestedLink(s.oldFact(), s.newFact())).toList());
        model.rows().addListener(copy);
    }

    /** Short, as the Findings tab names its kinds; the JSON name is in the guide. */
    private static String kind(Suggestion s) {
        if (s instanceof Suggestion.ImplicitSupersession) {
            return "Supersession";
        }
        return s instanceof Suggestion.PredicateAlias ? "Predicate alias" : "Subject alias";
    }

    /** The two facts, subjects or predicates a suggestion links, in one line. */
    private String between(Suggestion s) {
        if (s instanceof Suggestion.ImplicitSupersession i) {
            return describe(i.oldFact()) + "  →  " + describe(i.newFact());
        }
        if (s instanceof Suggestion.PredicateAlias p) {
            return "predicates \u201c" + p.first() + "\u201d and \u201c" + p.second() + "\u201d";
        }
        Suggestion.SubjectAlias a = (Suggestion.SubjectAlias) s;
        return "subjects \u201c" + a.first() + "\u201d and \u201c" + a.second() + "\u201d";
    }

    private String describe(FactId id) {
        return model.fact(id).map(f -> "fact " + id + " " + line(f)).orElse("fact " + id);
    }

    private static String line(Fact f) {
        return "(" + f.subject() + " " + f.predicate() + " " + f.value() + ")";
    }

    void focus() {
        suggestionsTable.requestFocus();
    }

    /** Selects {@code s} in the table and scrolls to it, as "Review in Suggestions" of the fact pane asks. */
    void select(Suggestion s) {
        suggestionsTable.getSelectionModel().select(s);
        suggestionsTable.scrollTo(s);
        suggestionsTable.requestFocus();
    }

    @FXML
    private void onAccept() {
        Suggestion s = suggestionsTable.getSelectionModel().getSelectedItem();
        if (s instanceof Suggestion.ImplicitSupersession i) {
            model.accept(i);
        } else if (s != null) {
            acceptAlias(s);
        }
    }

    /** One question for the whole batch: the alias and every pair it implies are one decision and one undo. */
    private void acceptAlias(Suggestion alias) {
        List<Suggestion.ImplicitSupersession> pairs = model.implied(alias);
        if (!pairs.isEmpty()) {
            StringBuilder what = new StringBuilder(between(alias) + " name one " + (alias instanceof
                    Suggestion.PredicateAlias ? "attribute" : "entity") + ". Accepting stores the alias and supersedes "
                    + pairs.size() + (pairs.size() == 1 ? " fact" : " facts") + " it implies, in one audit entry that"
                    + " one Undo reverts:");
            pairs.stream().limit(12).forEach(p -> what.append("\n  ").append(describe(p.oldFact())).append("  →  ")
                    .append(describe(p.newFact())));
            if (pairs.size() > 12) {
                what.append("\n  … and ").append(pairs.size() - 12).append(" more");
            }
            String go = "Accept and link " + pairs.size();
            if (!dialogs.confirm(null, "Accept alias", what.toString(), go)) {
                return;
            }
        }
        model.acceptAlias(alias, pairs);
    }

    @FXML
    private void onDismiss() {
        Suggestion s = suggestionsTable.getSelectionModel().getSelectedItem();
        if (s instanceof Suggestion.ImplicitSupersession i) {
            model.dismiss(i);
        } else if (s != null) {
            model.dismissAlias(s);
        }
    }
}
