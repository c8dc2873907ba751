package io.memscope.ui.main;

import io.memscope.model.SubjectSummary;
import io.memscope.ui.task.ProgressTask;
import io.memscope.ui.task.TaskExecutor;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The subject list: every subject with its finding badge, filtered as the operator types and sorted by
 * name, findings or latest change. Everything that touches all rows (making them, sorting, setting
 * badges, filtering) runs on a worker thread and ends in a finished read-only list; the JavaFX thread
 * only swaps that list in ({@link #rowsProperty()}), which costs the same for five thousand subjects or
 * a million. Only small lists are made on the JavaFX thread itself (see {@link #INLINE_ROWS}).
 * The newest request wins when several overlap.
 */
public final class SubjectListViewModel {
    /** Up to this many rows (plus badges) a new list is made on the JavaFX thread: well under a millisecond. */
    static final int INLINE_ROWS = 2_000;

    private final TaskExecutor executor;
    private final ReadOnlyObjectWrapper<ObservableList<SubjectRow>> rows =
            new ReadOnlyObjectWrapper<>(SubjectRowList.empty());
    private final ReadOnlyStringWrapper countText = new ReadOnlyStringWrapper("");
    private final StringProperty filter = new SimpleStringProperty("");
    private final ObjectProperty<SubjectSort> sort = new SimpleObjectProperty<>(SubjectSort.NAME);

    // What the next list is made from; only read and written on the JavaFX thread.
    private List<SubjectSummary> subjects = List.of();
    private Map<String, Integer> badges = Map.of();
    private boolean preview;
    /** Set when subjects, findings or the order changed since {@link #sorted} was made. */
    private boolean stale;

    /** All subjects as last shown: the base for filtering, badge updates and {@link #indexOf}. */
    private SortedSubjects sorted = SortedSubjects.empty();
    private long generation;

    public SubjectListViewModel(TaskExecutor executor) {
        this.executor = executor;
        filter.addListener((obs, old, text) -> update());
        sort.addListener((obs, old, order) -> {
            stale = true;
            update();
        });
    }

    /** The whole list of subjects, with the number of findings of each (subjects without findings need none). */
    void setSubjects(List<SubjectSummary> all, Map<String, Integer> findingsPerSubject) {
        set(all, findingsPerSubject, false);
    }

    /**
     * The first subjects of a store that is still being read (their fact counts may be partial): shown
     * at once, and said to be a preview until {@link #setSubjects} replaces them.
     */
    void showPreview(List<SubjectSummary> first) {
        set(first, Map.of(), true);
    }

    private void set(List<SubjectSummary> all, Map<String, Integer> findingsPerSubject, boolean isPreview) {
        this.subjects = all;
        this.badges = findingsPerSubject;
        this.preview = isPreview;
        this.stale = true;
        update();
    }

    /**
     * Makes the list to show, then swaps it in; a request made meanwhile supersedes this one. A few thousand
     * rows (a preview, a small store) are made right here, so they are on screen in this very pulse; more go
     * to a worker, because sorting or filtering a million rows would stall the window.
     */
    private void update() {
        long mine = ++generation;
        SortedSubjects base = sorted;
        boolean rebuild = stale;
        List<SubjectSummary> source = subjects;
        Map<String, Integer> found = badges;
        boolean isPreview = preview;
        SubjectSort order = sort.get() == null ? SubjectSort.NAME : sort.get();
        String needle = filter.get() == null ? "" : filter.get().strip().toLowerCase(Locale.ROOT);
        Supplier<Shown> work = () -> {
            SortedSubjects next = rebuild ? base.withBadges(source, found, order) : base;
            return new Shown(next, needle.isEmpty() ? next.all() : next.all().matching(needle));
        };
        if ((rebuild ? source.size() + found.size() : base.all().size()) <= INLINE_ROWS) {
            apply(work.get(), isPreview);
            return;
        }
        ProgressTask<Shown> task = new ProgressTask<>() {
            @Override
            protected Shown call() {
                return work.get();
            }
        };
        task.setOnSucceeded(e -> {
            if (generation == mine) {
                apply(task.getValue(), isPreview);
            }
        });
        executor.execute(task);
    }

    /** On the JavaFX thread: a reference swap and a line of text, whatever the number of rows. */
    private void apply(Shown shown, boolean isPreview) {
        sorted = shown.all();
        stale = false;
        countText.set(countText(shown.visible().size(), shown.all().all().size(), isPreview));
        rows.set(shown.visible());
    }

    /** All subjects and the rows of them the filter lets through. */
    private record Shown(SortedSubjects all, SubjectRowList visible) {
    }

    static String countText(int shown, int total, boolean isPreview) {
        if (isPreview) {
            return shown == total ? String.format("First %,d subjects · still reading…", total)
                    : String.format("%,d of the first %,d subjects · still reading…", shown, total);
        }
        return String.format("%,d of %,d subjects", shown, total);
    }

    /**
     * Where a subject is in what the list shows, or -1: a lookup, and with a filter a binary search, never
     * a scan, because at ten million facts the list has a million rows and selecting runs on the FX thread.
     */
    public int indexOf(String subject) {
        ObservableList<SubjectRow> shown = rows.get();
        return shown instanceof SubjectRowList list ? sorted.indexIn(list, subject) : -1;
    }

    /** What the list view shows: a finished list, replaced (never changed) when subjects, order or filter change. */
    public ReadOnlyObjectProperty<ObservableList<SubjectRow>> rowsProperty() {
        return rows.getReadOnlyProperty();
    }

    public ObservableList<SubjectRow> rows() {
        return rows.get();
    }

    /** "12 of 300 subjects", or that the list is a preview of a store still being read. */
    public ReadOnlyStringProperty countTextProperty() {
        return countText.getReadOnlyProperty();
    }

    public StringProperty filterProperty() {
        return filter;
    }

    public ObjectProperty<SubjectSort> sortProperty() {
        return sort;
    }
}
