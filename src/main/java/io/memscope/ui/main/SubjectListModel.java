package io.memscope.ui.main;

import io.memscope.model.SubjectSummary;
import io.memscope.ui.task.ProgressTask;
import io.memscope.ui.task.TaskExecutor;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The subject list: every subject with its finding badge, filtered as the operator types and
 * sorted by name, findings or latest change. Rows are built and sorted on a worker thread (a million
 * subjects took the JavaFX thread hundreds of milliseconds) and handed over in one change event;
 * only the filter runs on the JavaFX thread. The newest request wins when several overlap.
 */
public final class SubjectListModel {
    private final TaskExecutor executor;
    private final ObservableList<SubjectRow> all = FXCollections.observableArrayList();
    private final FilteredList<SubjectRow> filtered = new FilteredList<>(all);
    private final StringProperty filter = new SimpleStringProperty("");
    private final ObjectProperty<SubjectSort> sort = new SimpleObjectProperty<>(SubjectSort.NAME);
    private List<SubjectSummary> subjects = List.of();
    private Map<String, Integer> findings = Map.of();
    private long generation;
    private Map<String, Integer> positions = Map.of();

    public SubjectListModel(TaskExecutor executor) {
        this.executor = executor;
        filter.addListener((obs, old, text) -> applyFilter(text));
        sort.addListener((obs, old, order) -> rebuild());
    }

    void setSubjects(List<SubjectSummary> subjects, Map<String, Integer> findingsPerSubject) {
        this.subjects = subjects;
        this.findings = findingsPerSubject;
        rebuild();
    }

    private void rebuild() {
        long mine = ++generation;
        List<SubjectSummary> source = subjects;
        Map<String, Integer> badges = findings;
        SubjectSort order = sort.get() == null ? SubjectSort.NAME : sort.get();
        ProgressTask<Sorted> task = new ProgressTask<>() {
            @Override
            protected Sorted call() {
                List<SubjectRow> sorted = rows(source, badges, order);
                Map<String, Integer> where = new java.util.HashMap<>(sorted.size() * 2);
                for (int i = 0; i < sorted.size(); i++) {
                    where.put(sorted.get(i).subject(), i);
                }
                return new Sorted(sorted, where);
            }
        };
        task.setOnSucceeded(e -> {
            if (generation == mine) {
                positions = task.getValue().positions();
                all.setAll(task.getValue().rows());
            }
        });
        executor.execute(task);
    }

    /** Rows in display order with each subject's position, both made off the JavaFX thread. */
    private record Sorted(List<SubjectRow> rows, Map<String, Integer> positions) {
    }

    /**
     * Where a subject is in what the list shows, or -1. Without a filter this is a lookup, not a scan:
     * at ten million facts the list has a million rows and selecting must not walk them on the FX thread.
     */
    public int indexOf(String subject) {
        if (filtered.getPredicate() == null) {
            return positions.getOrDefault(subject, -1);
        }
        for (int i = 0; i < filtered.size(); i++) {
            if (filtered.get(i).subject().equals(subject)) {
                return i;
            }
        }
        return -1;
    }

    /** The rows in display order; pure, so it can run on any thread. */
    static List<SubjectRow> rows(List<SubjectSummary> subjects, Map<String, Integer> findings, SubjectSort order) {
        List<SubjectRow> rows = new ArrayList<>(subjects.size());
        for (SubjectSummary s : subjects) {
            rows.add(SubjectRow.of(s, findings.getOrDefault(s.subject(), 0)));
        }
        rows.sort(order.order());
        return rows;
    }

    private void applyFilter(String text) {
        String needle = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        filtered.setPredicate(needle.isEmpty() ? null
                : row -> row.subject().toLowerCase(Locale.ROOT).contains(needle));
    }

    /** What the list view shows. */
    public ObservableList<SubjectRow> rows() {
        return filtered;
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
