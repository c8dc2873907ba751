package io.memscope.ui.main;

import io.memscope.store.StoreDescriptor;
import io.memscope.store.StoreKind;
import io.memscope.store.StoreSource;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import org.controlsfx.control.NotificationPane;
import org.controlsfx.control.action.Action;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The top of the inspector: which store is shown (its kind, location, format and mode, its one-line
 * story), the offer to create missing indexes, and the overview of counts. While a store opens it shows
 * the store being opened, never the previous one's numbers beside the new one's name; and the notice that
 * another program changed it.
 */
final class StoreBarView {
    private final MainViewModel model;
    private final Label storeKindLabel;
    private final Label storeLabel;
    private final Label readOnlyBadge;
    private final Label formatLabel;
    private final Label descriptionLabel;
    private final OverviewView overviewView;

    StoreBarView(MainViewModel model, HBox storeBar, Label storeKindLabel, Label storeLabel, Label readOnlyBadge,
                 Label formatLabel, Label descriptionLabel, FlowPane overview) {
        this.model = model;
        this.storeKindLabel = storeKindLabel;
        this.storeLabel = storeLabel;
        this.readOnlyBadge = readOnlyBadge;
        this.formatLabel = formatLabel;
        this.descriptionLabel = descriptionLabel;
        this.overviewView = new OverviewView(overview);
        for (Node strip : List.of(storeBar, overview)) {
            strip.visibleProperty().bind(model.inspecting());
            strip.managedProperty().bind(model.inspecting());
        }
        // the kind chip keeps its place while it is empty (a store still being read), so the bar keeps its height
        storeKindLabel.visibleProperty().bind(storeKindLabel.textProperty().isNotEmpty());
        model.openingProperty().addListener((o, old, location) -> refresh());
        model.sessionProperty().addListener((o, old, session) -> refresh());
        model.reportProperty().addListener((o, old, report) -> refreshOverview());
        model.actions().flags().addListener((javafx.collections.ListChangeListener<io.memscope.model.RecheckFlag>) c
                -> refreshOverview());
        readOnlyBadge.setVisible(false);
        readOnlyBadge.setManaged(false);
        showSource(null);
    }

    void bindIndexNotice(IndexAdviceViewModel advice, HBox indexNotice, Label indexNoticeText, Button create) {
        indexNotice.visibleProperty().bind(advice.shownProperty());
        indexNotice.managedProperty().bind(advice.shownProperty());
        indexNoticeText.textProperty().bind(advice.messageProperty());
        create.visibleProperty().bind(advice.canCreateProperty());
        create.managedProperty().bind(advice.canCreateProperty());
        create.disableProperty().bind(advice.busyProperty());
    }

    /** The notice that another program changed the open store: Reload reads it again, Not Now keeps quiet. */
    void bindChangeNotice(ExternalChangeWatch watch, NotificationPane notice) {
        notice.getActions().setAll(new Action("Reload", e -> model.reload()), new Action("Not Now", e -> watch.dismiss()));
        watch.changeProperty().addListener((o, was, change) -> {
            if (change == null) {
                notice.hide();
            } else {
                notice.show(change + ". What the window shows may be out of date.");
            }
        });
        watch.start();
    }

    /**
     * The open store in the bar; while another one opens, that one's location, and the overview of the
     * store being opened (blank until it is read), not the counts of the one it replaces.
     */
    private void refresh() {
        StoreSession session = model.sessionProperty().get();
        String opening = model.openingProperty().get();
        boolean replacing = opening != null;
        StoreDescriptor d = session == null || replacing ? null : session.store().descriptor();
        StoreKind kind = d != null ? d.kind() : StoreKind.of(opening);
        storeKindLabel.setText(kind == null ? "" : kind.displayName());
        storeLabel.setText(d != null ? d.location() : opening != null ? opening : "No store open");
        readOnlyBadge.setVisible(d != null && d.readOnly());
        readOnlyBadge.setManaged(readOnlyBadge.isVisible());
        StoreSession shown = replacing ? null : session;
        showSource(shown == null ? null : shown.source());
        // on the store's line, shortened to fit, so a description does not push the window down
        String description = shown == null ? null : shown.description();
        descriptionLabel.setText(description == null ? "" : description);
        descriptionLabel.setTooltip(description == null ? null : new Tooltip(description));
        refreshOverview();
    }

    /** How the store was read: its format and, where fields came from other names, the mapping. */
    private void showSource(StoreSource source) {
        boolean plain = source == null || (!source.format().isForeign() && source.mapping().isEmpty());
        formatLabel.setVisible(!plain);
        formatLabel.setManaged(!plain);
        if (plain) {
            return;
        }
        String mapping = source.mapping().entrySet().stream().map(e -> e.getKey() + " ← " + e.getValue())
                .collect(Collectors.joining(",  "));
        formatLabel.setText(source.format().jsonName() + (source.mapping().isEmpty() ? "" : " · mapped"));
        formatLabel.setTooltip(new Tooltip("Read as " + source.format().jsonName()
                + (mapping.isEmpty() ? "" : "\n" + mapping)
                + (source.inferredLinks() == 0 ? "" : "\n" + source.inferredLinks()
                + " superseded_by links inferred (the source records none)")));
    }

    private void refreshOverview() {
        boolean replacing = model.openingProperty().get() != null;
        overviewView.show(replacing ? null : model.sessionProperty().get(), replacing ? null : model.reportProperty().get(),
                model.findingsByKind(), replacing ? 0 : model.actions().flags().size());
    }
}
