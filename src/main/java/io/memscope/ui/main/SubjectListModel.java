package io.memscope.ui.main;

import io.memscope.model.SubjectSummary;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import javafx.collections.transformation.SortedList;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The subject list: every subject with its finding badge, filtered as the operator types and
 * sorted by name, findings or latest change. The backing list is replaced wholesale (one change
 * event) so a million subjects update in one go rather than row by row.
 */
public final class SubjectListModel {
    private final ObservableList<SubjectRow> all = FXCollections.observableArrayList();
    private final FilteredList<SubjectRow> filtered = new FilteredList<>(all);
    private final SortedList<SubjectRow> sorted = new SortedList<>(filtered);
    private final StringProperty filter = new SimpleStringProperty("");
    private final ObjectProperty<SubjectSort> sort = new SimpleObjectProperty<>(SubjectSort.NAME);

    public SubjectListModel() {
        filter.addListener((obs, old, text) -> applyFilter(text));
        sorted.comparatorProperty().bind(javafx.beans.binding.Bindings.createObjectBinding(
                () -> sort.get() == null ? SubjectSort.NAME.order() : sort.get().order(), sort));
    }

    void setSubjects(List<SubjectSummary> subjects, Map<String, Integer> findingsPerSubject) {
        List<SubjectRow> rows = new ArrayList<>(subjects.size());
        for (SubjectSummary s : subjects) {
            rows.add(SubjectRow.of(s, findingsPerSubject.getOrDefault(s.subject(), 0)));
        }
        all.setAll(rows);
    }

    private void applyFilter(String text) {
        String needle = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        filtered.setPredicate(needle.isEmpty() ? null
                : row -> row.subject().toLowerCase(Locale.ROOT).contains(needle));
    }

    /** What the list view shows. */
    public ObservableList<SubjectRow> rows() {
        return sorted;
    }

    public int totalCount() {
        return all.size();
    }

    public StringProperty filterProperty() {
        return filter;
    }

    public ObjectProperty<SubjectSort> sortProperty() {
        return sort;
    }
}
