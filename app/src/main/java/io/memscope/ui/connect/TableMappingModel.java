package io.memscope.ui.connect;

import io.memscope.store.Credentials;
import io.memscope.store.MappingProposal;
import io.memscope.store.TableMapping;
import io.memscope.store.TableSample;
import io.memscope.store.open.StoreOpener;
import io.memscope.ui.task.BackgroundTask;
import io.memscope.ui.task.TaskExecutor;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.concurrent.Task;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The connect dialog's "Map a table" step: the tables of the database, and for the one chosen a form of
 * memscope's fields, each filled with the proposed column or JSON path ({@link MappingProposal}) and open
 * to correction, kept in step with the mapping the dialog opens with and with its {@code --map} text.
 * Reading runs on the executor and can be cancelled; a failure goes to {@code failed} in one line.
 */
public final class TableMappingModel {
    /** Where to read (the location and the typed login), asked when a read starts. */
    record Target(String location, Credentials credentials) {
    }

    private final TaskExecutor executor;
    private final Supplier<Target> target;
    private final StringProperty table;
    private final StringProperty mappingText;
    private final Consumer<String> failed;
    private final ObservableList<String> tables = FXCollections.observableArrayList();
    private final ObservableList<String> sources = FXCollections.observableArrayList();
    private final Map<String, StringProperty> fields = new LinkedHashMap<>();
    private final ObjectProperty<TableSample> sample = new SimpleObjectProperty<>();
    private final StringProperty notice = new SimpleStringProperty("");
    private final StringProperty commandLine = new SimpleStringProperty("");
    private final StringProperty missing = new SimpleStringProperty("");
    private final StringProperty step = new SimpleStringProperty("");
    private final ObjectProperty<Task<?>> running = new SimpleObjectProperty<>();
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    /** Set while the form is being filled from a proposal, so each field's change is not written back alone. */
    private boolean filling;

    TableMappingModel(TaskExecutor executor, Supplier<Target> target, StringProperty table, StringProperty mappingText,
                      Consumer<String> failed) {
        this.executor = executor;
        this.target = target;
        this.table = table;
        this.mappingText = mappingText;
        this.failed = failed;
        for (String field : TableMapping.FIELDS) {
            StringProperty source = new SimpleStringProperty("");
            source.addListener((o, was, now) -> {
                if (!filling) {
                    writeBack();
                }
            });
            fields.put(field, source);
        }
        busy.bind(running.isNotNull());
        table.addListener((o, was, now) -> {
            TableSample shown = sample.get();
            if (shown != null && (now == null || !shown.table().equalsIgnoreCase(now.strip()))) {
                clearTable(); // another table: the fields proposed for this one no longer apply
            }
        });
    }

    private void clearTable() {
        sample.set(null);
        sources.clear();
        notice.set("");
        filling = true;
        try {
            fields.values().forEach(f -> f.set(""));
        } finally {
            filling = false;
        }
        writeBack();
    }

    /** Reads the database's tables for the operator to choose from. */
    public void readTables() {
        Target where = target.get();
        start(BackgroundTask.wrap(progress -> {
            progress.update("reading the tables", -1, -1);
            return StoreOpener.sqlTables(where.location(), where.credentials());
        }).onSuccess(found -> {
            tables.setAll(found);
            notice.set(found.isEmpty() ? "This database has no tables." : "Choose the table that holds the memories.");
        }));
    }

    /** Samples {@code name} and fills the form with the mapping proposed for it. */
    public void choose(String name) {
        if (name == null || name.isBlank()) {
            return;
        }
        Target where = target.get();
        String wanted = name.strip();
        start(BackgroundTask.wrap(progress -> StoreOpener.sampleTable(where.location(), where.credentials(), wanted,
                progress)).onSuccess(this::show));
    }

    /** Stops the read under way; the form keeps what it had. */
    public void cancel() {
        Task<?> task = running.get();
        if (task != null) {
            task.cancel(true);
        }
    }

    /** The database changed: what was read of the old one no longer applies. */
    void forget() {
        cancel();
        tables.clear();
        clearTable();
    }

    /** The mapping the dialog opens with when the chosen table needs none of its own, else null. */
    TableMapping builtInMapping() {
        TableSample s = sample.get();
        return s != null && s.needsNoMapping() && s.table().equalsIgnoreCase(table.get().strip())
                ? s.builtInMapping() : null;
    }

    private void show(TableSample found) {
        sample.set(found);
        sources.setAll(found.sources());
        MappingProposal proposal = MappingProposal.of(found);
        filling = true;
        try {
            table.set(found.table());
            fields.forEach((field, source) -> source.set(proposal.sources().getOrDefault(field, "")));
        } finally {
            filling = false;
        }
        writeBack();
        if (found.needsNoMapping()) {
            notice.set(found.builtIn() + ".");
            return;
        }
        String note = found.jsonNote().isEmpty() ? "" : " " + found.jsonNote() + ".";
        notice.set(proposal.refusal().map(r -> capitalised(r) + ".")
                .orElse("Proposed from the column names and types and the JSON keys in the first "
                        + found.rowsRead() + " rows: check it before opening.") + note);
    }

    /** The form's sources become the dialog's mapping and the {@code --map} text. */
    private void writeBack() {
        TableSample s = sample.get();
        if (s != null && s.needsNoMapping()) {
            mappingText.set("");
            missing.set("");
            TableMapping builtIn = MappingProposal.proposed(s);
            commandLine.set(builtIn.isDefault() ? "(none needed)" : MappingProposal.commandLine(builtIn));
            return;
        }
        Map<String, String> chosen = new LinkedHashMap<>();
        fields.forEach((field, source) -> chosen.put(field, source.get()));
        // before a table is sampled, a blank field means a column of the field's own name, as in --map
        missing.set(s == null ? "" : String.join(", ", MappingProposal.missing(chosen)));
        String name = s != null ? s.table() : table.get() == null || table.get().isBlank() ? "facts" : table.get().strip();
        try {
            TableMapping mapping = MappingProposal.mapping(name, chosen);
            mappingText.set(String.join(",", mapping.columns().entrySet().stream()
                    .map(e -> e.getKey() + "=" + e.getValue()).toList()));
            commandLine.set(MappingProposal.commandLine(mapping));
        } catch (IllegalArgumentException e) {
            commandLine.set("");
        }
    }

    private <T> void start(BackgroundTask<T> work) {
        cancel();
        Task<?>[] task = new Task<?>[1];
        boolean[] cancelled = {false};
        task[0] = work.onFailure(e -> failed.accept(String.valueOf(e.getMessage())))
                .onCancel(() -> cancelled[0] = true)
                .onEnd(() -> {
                    if (running.get() == task[0]) { // a newer read owns the step line otherwise
                        step.unbind();
                        step.set(cancelled[0] ? "Cancelled: the form keeps what it had." : "");
                        running.set(null);
                    }
                })
                .asTask();
        running.set(task[0]);
        step.bind(task[0].messageProperty());
        executor.execute(task[0]);
    }

    private static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    public ObservableList<String> tables() {
        return tables;
    }

    /** The columns and JSON paths of the chosen table, for the fields' lists. */
    public ObservableList<String> sources() {
        return sources;
    }

    /** Each of memscope's fields to its chosen source, in {@link TableMapping#FIELDS} order. */
    public Map<String, StringProperty> fields() {
        return Collections.unmodifiableMap(fields);
    }

    public ObjectProperty<TableSample> sampleProperty() {
        return sample;
    }

    public StringProperty noticeProperty() {
        return notice;
    }

    public StringProperty commandLineProperty() {
        return commandLine;
    }

    /** The required fields the form gives no source for, comma-separated, or empty. */
    public StringProperty missingProperty() {
        return missing;
    }

    public StringProperty stepProperty() {
        return step;
    }

    public ObjectProperty<Task<?>> runningProperty() {
        return running;
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }
}
