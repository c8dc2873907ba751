package io.memscope.ui.review;

import io.memscope.model.AuditEntry;
import io.memscope.model.FactChange;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.collections.transformation.FilteredList;
import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.stage.FileChooser;

import java.io.File;
import java.nio.file.Path;
import java.util.Locale;
import java.util.stream.Collectors;

/** The audit view: the hash-chained log of operator actions, filtered, verifiable and exportable. */
public final class AuditController {
    @FXML private TextField operatorFilter;
    @FXML private TextField actionFilter;
    @FXML private TextField factFilter;
    @FXML private TextField timeFilter;
    @FXML private Label verifyLabel;
    @FXML private TableView<AuditEntry> auditTable;
    @FXML private TableColumn<AuditEntry, String> seqColumn;
    @FXML private TableColumn<AuditEntry, String> timeColumn;
    @FXML private TableColumn<AuditEntry, String> operatorColumn;
    @FXML private TableColumn<AuditEntry, String> actionColumn;
    @FXML private TableColumn<AuditEntry, String> factsColumn;
    @FXML private TableColumn<AuditEntry, String> reasonColumn;

    private ActionsViewModel model;
    private FilteredList<AuditEntry> filtered;

    /**
     * @param shown whether the view is on screen: the table takes its rows the first time it is. Filled
     *              behind the hidden Audit tab, its cells were made and styled (the first time, with their
     *              code loaded) in the pulse that brings an opened store's session, the FX thread's busiest
     *              of an open; that pulse held the longest gap of some benchmark runs.
     */
    public void bind(ActionsViewModel actions, ObservableBooleanValue shown) {
        this.model = actions;
        filtered = new FilteredList<>(actions.audit());
        if (shown.get()) {
            auditTable.setItems(filtered);
        } else {
            shown.addListener(new ChangeListener<>() {
                @Override
                public void changed(ObservableValue<? extends Boolean> o, Boolean was, Boolean now) {
                    if (now) {
                        shown.removeListener(this);
                        auditTable.setItems(filtered);
                        scrollToLast();
                    }
                }
            });
        }
        auditTable.setPlaceholder(new Label("No operator action yet. Actions on facts are recorded here."));
        seqColumn.setCellValueFactory(c -> text("#" + c.getValue().sequence()));
        timeColumn.setCellValueFactory(c -> text(io.memscope.ui.format.DateText.of(c.getValue().time()
                .truncatedTo(java.time.temporal.ChronoUnit.SECONDS))));
        operatorColumn.setCellValueFactory(c -> text(c.getValue().operator()));
        actionColumn.setCellValueFactory(c -> text(c.getValue().action()
                + (c.getValue().isUndo() ? " (undoes #" + c.getValue().undoes() + ")" : "")));
        factsColumn.setCellValueFactory(c -> text(AuditText.touched(c.getValue())));
        reasonColumn.setCellValueFactory(c -> text(c.getValue().reason() == null ? "" : c.getValue().reason()));
        for (TextField f : new TextField[]{operatorFilter, actionFilter, factFilter, timeFilter}) {
            f.textProperty().addListener((o, a, b) -> applyFilter());
        }
        verifyLabel.textProperty().bind(actions.verifyResultProperty());
        // Scrolling a table that has no rows yet still lays out its flow: the same pulse, for nothing.
        actions.audit().addListener((ListChangeListener<AuditEntry>) c -> {
            if (auditTable.getItems() == filtered) {
                scrollToLast();
            }
        });
    }

    private void scrollToLast() {
        auditTable.scrollTo(Math.max(0, filtered.size() - 1));
    }

    private void applyFilter() {
        String who = lower(operatorFilter.getText());
        String what = lower(actionFilter.getText());
        String fact = factFilter.getText().strip();
        String when = timeFilter.getText().strip();
        filtered.setPredicate(e -> e.operator().toLowerCase(Locale.ROOT).contains(who)
                && e.action().toLowerCase(Locale.ROOT).contains(what)
                && (fact.isEmpty() || e.facts().stream().anyMatch(c -> c.factId().toString().equals(fact))
                || e.flags().stream().anyMatch(c -> c.factId().toString().equals(fact)))
                && (when.isEmpty() || e.time().toString().startsWith(when)));
    }

    @FXML
    private void onVerify() {
        model.verify();
    }

    @FXML
    private void onExportCsv() {
        save("CSV (*.csv)", "*.csv").ifPresent(path -> model.exportLog(filtered, path, false));
    }

    @FXML
    private void onExportJson() {
        save("JSON (*.json)", "*.json").ifPresent(path -> model.exportLog(filtered, path, true));
    }

    private java.util.Optional<Path> save(String description, String pattern) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export the audit log");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(description, pattern));
        File file = chooser.showSaveDialog(auditTable.getScene().getWindow());
        return java.util.Optional.ofNullable(file).map(File::toPath);
    }

    private static String lower(String s) {
        return s == null ? "" : s.strip().toLowerCase(Locale.ROOT);
    }

    private static ReadOnlyStringWrapper text(String s) {
        return new ReadOnlyStringWrapper(s);
    }
}
