package io.memscope.ui.review;

import io.memscope.model.Fact;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import io.memscope.review.Flag;
import io.memscope.review.Invalidate;
import io.memscope.review.MarkMultiValued;
import io.memscope.review.ResolveAcrossAlias;
import io.memscope.review.ResolveContradiction;
import io.memscope.review.ReviewAction;
import io.memscope.review.SupersedeByHand;
import io.memscope.review.Unflag;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceDialog;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.stage.Window;

import java.util.List;
import java.util.function.Supplier;

/**
 * The action buttons under the selected fact's details: only the actions that make sense for that
 * fact, and none at all on a read-only store (which says so instead).
 */
public final class FactActions {
    private final FlowPane box;
    private final ActionsViewModel actions;
    private final Supplier<Window> owner;

    public FactActions(FlowPane box, ActionsViewModel actions, Supplier<Window> owner) {
        this.box = box;
        this.actions = actions;
        this.owner = owner;
    }

    /** Rebuilds the buttons for this fact, the subject's facts and findings as the window shows them. */
    public void show(Fact fact, List<Fact> subjectFacts, List<Finding> findings) {
        box.getChildren().clear();
        if (fact == null) {
            return;
        }
        if (!actions.availableProperty().get()) {
            Label readOnly = new Label("Read-only store: no actions. Reopen it without File → Open Read-Only to act.");
            readOnly.setWrapText(true);
            // a FlowPane gives a label its full one-line width; wrap at the pane's width instead
            readOnly.setMinWidth(0);
            readOnly.prefWidthProperty().bind(box.widthProperty());
            readOnly.getStyleClass().add("muted");
            box.getChildren().add(readOnly);
            return;
        }
        List<Fact> currentRivals = subjectFacts.stream().filter(f -> f.isCurrent()
                && f.predicate().equals(fact.predicate())).toList();
        boolean contested = findings.stream().anyMatch(f -> f.concerns(fact.id())
                && (f.kind() == FindingKind.CONTRADICTION || f.kind() == FindingKind.DUPLICATE));
        boolean contradiction = findings.stream().anyMatch(f -> f.concerns(fact.id())
                && f.kind() == FindingKind.CONTRADICTION);
        if (contested && fact.isCurrent()) {
            add("Keep this value", "Every other current value of " + fact.predicate() + " is superseded by this one",
                    () -> ActionDialogs.reason(owner.get(), "Resolve", "Keep \"" + fact.value() + "\" as the value of "
                            + fact.predicate(), false).map(r -> new ResolveContradiction(fact, currentRivals, r)));
        }
        findings.stream().filter(f -> f.concerns(fact.id()) && f.kind() == FindingKind.ALIAS_CONTRADICTION)
                .findFirst().filter(f -> fact.isCurrent()).ifPresent(across -> {
                    // the facts of the finding the window shows; one it does not show refuses the decision
                    List<Fact> shown = subjectFacts.stream().filter(f -> across.factIds().contains(f.id())).toList();
                    add("Keep this value", "Every other current value of this attribute, under any of its accepted"
                            + " names, is superseded by this one", () -> ActionDialogs.reason(owner.get(), "Resolve",
                            "Keep \"" + fact.value() + "\" across the alias of " + fact.predicate(), false)
                            .map(r -> new ResolveAcrossAlias(fact, shown, r)));
                });
        if (contradiction) {
            add("Both hold", "Mark " + fact.predicate() + " as multi-valued: its values do not contradict",
                    () -> ActionDialogs.reason(owner.get(), "Both hold", fact.predicate() + " holds several values at once",
                            false).map(r -> new MarkMultiValued(fact.predicate(), r)));
        }
        List<Fact> later = subjectFacts.stream().filter(f -> f.predicate().equals(fact.predicate())
                && !f.id().equals(fact.id()) && f.validFrom() != null
                && (fact.validFrom() == null || f.validFrom().isAfter(fact.validFrom()))).toList();
        if (!later.isEmpty() && fact.supersededBy() == null) {
            add("Superseded by…", "Link this fact to the later fact that replaced it", () -> {
                // the choices read "value (from 2024-03-02)", not a record dump
                java.util.Map<String, Fact> byLabel = new java.util.LinkedHashMap<>();
                for (Fact f : later) {
                    byLabel.put("\"" + f.value() + "\"  (fact " + f.id() + ", from " + f.validFrom().toString()
                            .substring(0, 10) + ")", f);
                }
                ChoiceDialog<String> choose = new ChoiceDialog<>(byLabel.keySet().iterator().next(), byLabel.keySet());
                choose.setTitle("Supersede by hand");
                choose.setHeaderText("Which later fact replaced \"" + fact.value() + "\"?");
                choose.initOwner(owner.get());
                return choose.showAndWait().map(byLabel::get).flatMap(newer -> ActionDialogs.reason(owner.get(), "Supersede",
                        "\"" + fact.value() + "\" is superseded by \"" + newer.value() + "\"", false)
                        .map(r -> new SupersedeByHand(fact, newer, r)));
            });
        }
        if (fact.isCurrent()) {
            add("Invalidate…", "Close this fact with no successor", () -> ActionDialogs.invalidate(owner.get(), fact)
                    .map(c -> c.at() == null ? Invalidate.neverTrue(fact, c.reason()) : Invalidate.at(fact, c.at(), c.reason())));
        }
        if (actions.flaggedIds().contains(fact.id())) {
            add("Clear flag", "This fact has been checked again", () -> ActionDialogs.reason(owner.get(), "Clear flag",
                    "\"" + fact.value() + "\" has been rechecked", false).map(r -> new Unflag(fact.id(), r)));
        } else {
            Button flag = new Button("Flag for recheck…");
            flag.getStyleClass().add("action-button");
            flag.setOnAction(e -> actions.preview(fact.id(), preview -> ActionDialogs.flag(owner.get(), fact, preview)
                    .ifPresent(r -> actions.run(new Flag(fact.id(), r), entry -> { }))));
            box.getChildren().add(flag);
        }
    }

    private void add(String text, String tip, Supplier<java.util.Optional<? extends ReviewAction>> ask) {
        Button b = new Button(text);
        b.getStyleClass().add("action-button");
        b.setTooltip(new javafx.scene.control.Tooltip(tip));
        b.disableProperty().bind(actions.busyProperty());
        b.setOnAction(e -> ask.get().ifPresent(action -> actions.run(action, entry -> { })));
        box.getChildren().add(b);
    }
}
