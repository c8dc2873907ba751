package io.memscope.ui.main;

import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.fxml.FXML;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/** Shows every field of the selected fact, its findings, its chain and its dependencies. */
public final class FactDetailsController {
    @FXML private Label emptyLabel;
    @FXML private VBox content;
    @FXML private Label valueLabel;
    @FXML private Label statusChip;
    @FXML private GridPane fieldGrid;
    @FXML private VBox findingsBox;
    @FXML private VBox chainBox;
    @FXML private VBox suggestedBox;
    @FXML private VBox dependsOnBox;
    @FXML private VBox dependentsBox;
    @FXML private javafx.scene.layout.FlowPane actionsBox;
    @FXML private VBox historyBox;

    private FactDetailsViewModel model;
    private ObservableList<Finding> subjectFindings;
    private Consumer<FactId> navigate;
    private io.memscope.ui.review.ActionsViewModel actions;
    private io.memscope.ui.review.FactActions factActions;
    private java.util.function.Supplier<List<Fact>> subjectFacts = List::of;
    private SuggestionsViewModel suggestions;
    private Consumer<io.memscope.suggest.Suggestion> review;

    void bind(FactDetailsViewModel details, ObservableList<Finding> findings, Consumer<FactId> navigateTo) {
        this.model = details;
        this.subjectFindings = findings;
        this.navigate = navigateTo;
        details.factProperty().addListener((o, old, fact) -> show(fact));
        details.chain().addListener((ListChangeListener<Fact>) c -> showChain());
        details.dependsOn().addListener((ListChangeListener<Dependency>) c ->
                showDependencies(dependsOnBox, details.dependsOn(), true));
        details.dependents().addListener((ListChangeListener<Dependency>) c ->
                showDependencies(dependentsBox, details.dependents(), false));
        findings.addListener((ListChangeListener<Finding>) c -> show(details.factProperty().get()));
        show(null);
    }

    /** Adds the action buttons and the fact's own audit history. */
    void bindActions(io.memscope.ui.review.ActionsViewModel actionsModel,
                     java.util.function.Supplier<javafx.stage.Window> owner,
                     java.util.function.Supplier<List<Fact>> facts) {
        this.actions = actionsModel;
        this.subjectFacts = facts;
        this.factActions = new io.memscope.ui.review.FactActions(actionsBox, actionsModel, owner);
        actionsModel.audit().addListener((ListChangeListener<io.memscope.model.AuditEntry>) c ->
                show(model.factProperty().get()));
        actionsModel.flaggedIds().addListener((javafx.collections.SetChangeListener<FactId>) c ->
                show(model.factProperty().get()));
        actionsModel.availableProperty().addListener((o, a, b) -> show(model.factProperty().get()));
        show(model.factProperty().get());
    }

    /**
     * Lists the undecided supersessions that name the shown fact, each with a link that opens it in the
     * Suggestions tab ({@code review}), where it is accepted or dismissed.
     */
    void bindSuggestions(SuggestionsViewModel suggestionsModel, Consumer<io.memscope.suggest.Suggestion> reviewIn) {
        this.suggestions = suggestionsModel;
        this.review = reviewIn;
        suggestionsModel.rows().addListener((ListChangeListener<io.memscope.suggest.Suggestion>) c ->
                showSuggested(model.factProperty().get()));
        showSuggested(model.factProperty().get());
    }

    private void showSuggested(Fact fact) {
        suggestedBox.getChildren().clear();
        if (fact == null || suggestions == null) {
            suggestedBox.getChildren().add(muted("none"));
            return;
        }
        for (io.memscope.suggest.Suggestion s : suggestions.rows()) {
            if (!(s instanceof io.memscope.suggest.Suggestion.ImplicitSupersession i)
                    || !i.oldFact().equals(fact.id()) && !i.newFact().equals(fact.id())) {
                continue;
            }
            boolean replaces = i.newFact().equals(fact.id());
            FactId other = replaces ? i.oldFact() : i.newFact();
            String described = suggestions.fact(other).map(f -> " (" + f.predicate() + " \u201c" + f.value() + "\u201d)")
                    .orElse("");
            Label line = new Label((replaces ? "may replace fact " : "may be replaced by fact ") + other + described
                    + String.format(Locale.ROOT, "  \u00b7  score %.2f", i.score()));
            line.setWrapText(true);
            line.getStyleClass().add("suggested-line");
            Hyperlink open = new Hyperlink("Review in Suggestions\u2026");
            open.setOnAction(e -> review.accept(s));
            suggestedBox.getChildren().addAll(line, open);
        }
        if (suggestedBox.getChildren().isEmpty()) {
            suggestedBox.getChildren().add(muted("none"));
        }
    }

    private void show(Fact fact) {
        emptyLabel.setVisible(fact == null);
        emptyLabel.setManaged(fact == null);
        content.setVisible(fact != null);
        content.setManaged(fact != null);
        if (fact == null) {
            return;
        }
        valueLabel.setText(fact.value() == null ? "(no value)" : fact.value());
        String status = fact.status().name().toLowerCase(Locale.ROOT);
        statusChip.setText(status);
        statusChip.getStyleClass().setAll("chip", "chip-" + status);
        fieldGrid.getChildren().clear();
        int row = 0;
        row = field(row, "id", fact.id().toString());
        row = field(row, "subject", fact.subject());
        row = field(row, "predicate", fact.predicate());
        row = field(row, "valid from", fact.validFrom() == null ? "missing (counts as the beginning)" : time(fact.validFrom()));
        row = field(row, "valid to", fact.validTo() == null ? "— (current)" : time(fact.validTo()));
        row = field(row, "superseded by", fact.supersededBy() == null ? "—" : fact.supersededBy().toString());
        row = field(row, "recorded at", fact.recordedAt() == null ? "—" : time(fact.recordedAt()));
        row = field(row, "source", fact.source() == null ? "—" : fact.source());
        row = field(row, "agent", fact.agent() == null ? "—" : fact.agent());
        field(row, "confidence", fact.confidence() == null ? "—" : String.format("%.2f", fact.confidence()));
        findingsBox.getChildren().clear();
        for (Finding f : subjectFindings) {
            if (f.concerns(fact.id())) {
                Label l = new Label(f.kind().jsonName().replace('_', ' ') + "  ·  facts " + f.factIds());
                l.getStyleClass().addAll("finding-line", "finding-" + f.kind().jsonName());
                l.setWrapText(true);
                findingsBox.getChildren().add(l);
            }
        }
        if (findingsBox.getChildren().isEmpty()) {
            findingsBox.getChildren().add(muted("none"));
        }
        showChain();
        showSuggested(fact);
        showDependencies(dependsOnBox, model.dependsOn(), true);
        showDependencies(dependentsBox, model.dependents(), false);
        showActionsAndHistory(fact);
    }

    private void showActionsAndHistory(Fact fact) {
        if (actions == null) {
            return;
        }
        factActions.show(fact, subjectFacts.get(), subjectFindings);
        historyBox.getChildren().clear();
        for (io.memscope.model.AuditEntry e : actions.audit()) {
            if (e.touches(fact.id())) {
                Label l = new Label("#" + e.sequence() + "  " + e.action() + "  by " + e.operator() + "  "
                        + time(e.time()) + (e.reason() == null ? "" : "  · " + e.reason()));
                l.setWrapText(true);
                historyBox.getChildren().add(l);
            }
        }
        if (actions.flaggedIds().contains(fact.id())) {
            Label flagged = new Label("flagged for recheck");
            flagged.getStyleClass().addAll("chip", "chip-flagged");
            historyBox.getChildren().add(0, flagged);
        }
        if (historyBox.getChildren().isEmpty()) {
            historyBox.getChildren().add(muted("no operator action on this fact"));
        }
    }

    private int field(int row, String name, String value) {
        Label key = new Label(name);
        key.getStyleClass().add("field-name");
        Label text = new Label(value);
        text.getStyleClass().add("field-value");
        text.setWrapText(true);
        fieldGrid.addRow(row, key, text);
        return row + 1;
    }

    private void showChain() {
        chainBox.getChildren().clear();
        Fact shown = model.factProperty().get();
        List<Fact> chain = model.chain();
        if (shown == null || chain.size() <= 1) {
            chainBox.getChildren().add(muted("no predecessor or successor"));
            return;
        }
        for (Fact f : chain) {
            Hyperlink link = new Hyperlink(f.value() + "   (" + (f.validFrom() == null ? "?" : time(f.validFrom()))
                    + (f.equals(shown) ? ", this fact)" : ")"));
            link.getStyleClass().add(f.equals(shown) ? "chain-this" : "chain-link");
            link.setOnAction(e -> navigate.accept(f.id()));
            chainBox.getChildren().add(link);
        }
    }

    private void showDependencies(VBox box, List<Dependency> dependencies, boolean basis) {
        box.getChildren().clear();
        if (dependencies.isEmpty()) {
            box.getChildren().add(muted("none"));
            return;
        }
        for (Dependency d : dependencies) {
            FactId other = basis ? d.dependsOn() : d.factId();
            Hyperlink link = new Hyperlink("fact " + other);
            link.setOnAction(e -> navigate.accept(other));
            box.getChildren().add(link);
        }
    }

    private static Label muted(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("muted");
        return l;
    }

    private static String time(Instant t) {
        return io.memscope.ui.format.DateText.of(t.truncatedTo(java.time.temporal.ChronoUnit.SECONDS));
    }
}
