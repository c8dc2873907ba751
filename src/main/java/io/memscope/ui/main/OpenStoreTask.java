package io.memscope.ui.main;

import io.memscope.model.SubjectSummary;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreOpener;
import io.memscope.store.StoreOverview;
import io.memscope.store.jdbc.TableMapping;
import io.memscope.store.json.JsonSubjectPreview;
import io.memscope.store.json.StoreDescription;
import io.memscope.ui.task.ProgressTask;
import javafx.application.Platform;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Opens a store and reads what the window shows first (counts and subjects). Findings come after,
 * from {@link AnalysisTask}, so subjects are on screen while the analysis still runs. A store whose
 * opening fails or is cancelled is closed here, never handed on half-open.
 */
final class OpenStoreTask extends ProgressTask<StoreSession> {
    private final String location;
    private final boolean readOnly;
    private final TableMapping mapping;

    /** How many subjects a store shows at once, before the whole list is read. */
    static final int PREVIEW_SUBJECTS = 500;

    private final ObjectProperty<List<SubjectSummary>> preview = new SimpleObjectProperty<>();

    OpenStoreTask(String location, boolean readOnly, TableMapping mapping) {
        this.location = location;
        this.readOnly = readOnly;
        this.mapping = mapping;
        updateTitle("Opening " + location);
    }

    @Override
    protected StoreSession call() throws Exception {
        update("opening " + location, -1, -1);
        previewJsonHead();
        MemoryStore store = StoreOpener.open(location, readOnly, null, mapping, this);
        try {
            publish(store.firstSubjects(PREVIEW_SUBJECTS)); // a table gives its first ones at once, by index
            update("listing subjects and counting facts", -1, -1);
            StoreOverview overview = store.overview(this);
            checkCancelled();
            String description = location.toLowerCase(java.util.Locale.ROOT).endsWith(".json")
                    ? StoreDescription.read(java.nio.file.Path.of(location)).orElse(null) : null;
            return new StoreSession(location, mapping, store, overview.summary(), overview.subjects(),
                    store.cardinalities(), description, overview.source());
        } catch (Exception | Error e) {
            closeQuietly(store);
            throw e;
        }
    }

    /**
     * A JSON file has no index, so its subjects would appear only once the whole file is read: the head of
     * the file gives the first ones in a moment. A file the preview cannot read simply has none.
     */
    private void previewJsonHead() {
        String lower = location.toLowerCase(Locale.ROOT);
        if (!mapping.isDefault() || !(lower.endsWith(".json") || lower.endsWith(".jsonl")
                || lower.endsWith(".ndjson"))) {
            return;
        }
        Path file;
        try {
            file = Path.of(location);
        } catch (InvalidPathException e) {
            return; // the open explains the bad name
        }
        update("reading the first subjects of " + file.getFileName(), -1, -1);
        publish(JsonSubjectPreview.read(file, PREVIEW_SUBJECTS, this));
        checkCancelled();
    }

    private void publish(List<SubjectSummary> first) {
        if (!first.isEmpty()) {
            Platform.runLater(() -> preview.set(first));
        }
    }

    /**
     * The first subjects of the store (a SQL store's first page, a JSON file's head), set on the FX thread
     * while the full list is still read.
     */
    ReadOnlyObjectProperty<List<SubjectSummary>> previewProperty() {
        return preview;
    }

    static void closeQuietly(MemoryStore store) {
        try {
            store.close();
        } catch (Exception ignored) {
            // closing a store we are abandoning: nothing useful to tell the operator
        }
    }
}
