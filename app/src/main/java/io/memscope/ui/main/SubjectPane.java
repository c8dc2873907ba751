package io.memscope.ui.main;

import io.memscope.ui.actions.StandardAction;
import io.memscope.ui.list.FixedRowListSkin;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

import java.util.Collections;

/**
 * The subject browser's left pane: the filter, the sort, and the list with its badges. The list and the
 * model's selected subject follow each other; the filter hands the keyboard to the list with Down or Enter.
 */
final class SubjectPane {
    /** Blank rows the subject list starts with: more than a tall window shows. */
    private static final int BLANK_ROWS = 60;

    private final MainViewModel model;
    private final TextField filterField;
    private final ListView<SubjectRow> subjectList;
    private final Label subjectTitle;

    SubjectPane(MainViewModel model, TextField filterField, ComboBox<SubjectSort> sortBox,
                ListView<SubjectRow> subjectList, Label subjectCount, Label subjectTitle, Runnable undo) {
        this.model = model;
        this.filterField = filterField;
        this.subjectList = subjectList;
        this.subjectTitle = subjectTitle;
        SubjectListViewModel list = model.subjectList();
        filterField.textProperty().bindBidirectional(list.filterProperty());
        sortBox.getItems().setAll(SubjectSort.values());
        sortBox.valueProperty().bindBidirectional(list.sortProperty());
        // Until the first store's subjects arrive the list holds blank rows (hidden behind the welcome, then
        // while the store is read): its cells are made and styled then, not in the pulse that shows the first
        // subjects while the loading threads hold the cores, which only fills them in.
        ObservableList<SubjectRow> blanks = FXCollections.observableArrayList(
                Collections.nCopies(BLANK_ROWS, SubjectRow.BLANK));
        BooleanBinding blank = Bindings.createBooleanBinding(() -> list.rows().isEmpty()
                        && (model.openingProperty().get() != null || !model.inspecting().get()),
                list.rowsProperty(), model.openingProperty(), model.inspecting());
        subjectList.itemsProperty().bind(Bindings.when(blank).then(blanks).otherwise(list.rowsProperty()));
        BlankRows.mark(subjectList, blank);
        subjectList.setCellFactory(v -> new SubjectCell(model.actions().flaggedSubjects(),
                subject -> AliasNames.of(model.aliasesProperty().get(), subject)));
        model.aliasesProperty().addListener((o, old, now) -> {
            subjectList.refresh();
            syncListSelection(model.selectedSubjectProperty().get());
        });
        model.actions().flaggedSubjects().addListener((javafx.collections.SetChangeListener<String>) c ->
                subjectList.refresh());
        subjectList.setSkin(new FixedRowListSkin<>(subjectList)); // a million subjects scroll as ten do
        Label placeholder = new Label();
        placeholder.getStyleClass().add("placeholder");
        placeholder.textProperty().bind(Bindings.createStringBinding(() ->
                list.filterProperty().get() == null || list.filterProperty().get().isBlank()
                        ? "No subjects" : "No subject matches", list.filterProperty()));
        subjectList.setPlaceholder(placeholder);
        subjectCount.textProperty().bind(Bindings.when(blank.and(model.openingProperty().isNotNull()))
                .then("Reading subjects…").otherwise(list.countTextProperty()));
        subjectList.getSelectionModel().selectedItemProperty().addListener((o, old, row) -> {
            if (row != null && !row.isBlank() && !row.subject().equals(model.selectedSubjectProperty().get())) {
                model.selectedSubjectProperty().set(row.subject());
            }
        });
        model.selectedSubjectProperty().addListener((o, old, subject) -> syncListSelection(subject));
        // rows arrive from a worker thread after the subject may already be chosen, or with a new badge
        subjectList.itemsProperty().addListener((o, old, rows) -> syncListSelection(model.selectedSubjectProperty().get()));
        filterField.setOnAction(e -> enterList());
        filterField.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.DOWN && !e.isShortcutDown()) {
                enterList();
                e.consume();
            } else if (StandardAction.UNDO.matches(e) && !filterField.isUndoable()) {
                undo.run(); // nothing typed to take back: the operator means the last action
                e.consume();
            }
        });
    }

    /** The keyboard goes from the filter to the list, on the selected subject or the first that matches. */
    private void enterList() {
        if (model.subjectList().rows().isEmpty()) {
            return;
        }
        if (subjectList.getSelectionModel().isEmpty()) {
            subjectList.getSelectionModel().selectFirst();
        }
        subjectList.requestFocus();
    }

    void focusFilter() {
        filterField.requestFocus();
        filterField.selectAll();
    }

    private void syncListSelection(String subject) {
        subjectTitle.setText(subject == null ? "" : AliasNames.of(model.aliasesProperty().get(), subject));
        SubjectRow selected = subjectList.getSelectionModel().getSelectedItem();
        if (subject == null || (selected != null && selected.subject().equals(subject))) {
            return;
        }
        int i = model.subjectList().indexOf(subject);
        if (i >= 0) {
            subjectList.getSelectionModel().select(i);
            if (!isShown(i)) {
                subjectList.scrollTo(Math.max(0, i - 3));
            }
            return;
        }
        subjectList.getSelectionModel().clearSelection();
    }

    /**
     * Whether row {@code i} of the subject list is on screen. Scrolling is skipped then: the list's rows are
     * swapped whole (with new finding badges) while a row stays selected, and the list must not jump.
     */
    private boolean isShown(int i) {
        return subjectList.getSkin() instanceof FixedRowListSkin<?> skin && skin.showsFully(i);
    }
}
