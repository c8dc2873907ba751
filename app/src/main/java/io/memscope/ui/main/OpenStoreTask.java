package io.memscope.ui.main;

import io.memscope.model.Progress;
import io.memscope.model.SubjectSummary;
import io.memscope.store.MemoryStore;
import io.memscope.store.OpenRequest;
import io.memscope.store.Redaction;
import io.memscope.store.StoreKind;
import io.memscope.store.open.StoreOpener;
import io.memscope.store.StoreOverview;
import io.memscope.store.TableMapping;
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
    /**
     * The store's own first subjects went to the FX thread (a preview of the file's head would be older), or
     * the store failed to open (the window shows the open store's subjects again): no preview after that.
     */
    private boolean previewOver;
    /**
     * Tests only: the preview waits here between reading the head and handing it over, deaf to the interrupt
     * as if it had passed its last check, so a test can put the open's end between the two; null otherwise.
     */
    volatile java.util.concurrent.CountDownLatch previewGate;

    /** User and password typed for this store, or null. */
    private final io.memscope.store.Credentials credentials;

    OpenStoreTask(String location, boolean readOnly, TableMapping mapping) {
        this(location, readOnly, mapping, null);
    }

    OpenStoreTask(String location, boolean readOnly, TableMapping mapping, io.memscope.store.Credentials credentials) {
        this.location = location;
        this.readOnly = readOnly;
        this.mapping = mapping;
        this.credentials = credentials;
        updateTitle("Opening " + Redaction.shown(location));
    }

    @Override
    protected StoreSession call() throws Exception {
        update("opening " + Redaction.shown(location), -1, -1);
        Thread preview = previewJsonHead();
        MemoryStore store;
        try {
            store = StoreOpener.open(new OpenRequest(location, readOnly, null, mapping, credentials), this);
        } catch (Exception | Error e) {
            endPreview(); // the window goes back to the open store's subjects: a preview must not follow
            throw e;
        } finally {
            if (preview != null) {
                preview.interrupt(); // a preview still reading (a store read in an instant) is not needed now
            }
        }
        try {
            publish(store.firstSubjects(PREVIEW_SUBJECTS), true); // a table gives its first ones at once, by index
            update("listing subjects and counting facts", -1, -1);
            StoreOverview overview = store.overview(this);
            checkCancelled();
            String description = StoreOpener.description(location).orElse(null);
            return new StoreSession(location, mapping, store, overview.summary(), overview.subjects(),
                    store.cardinalities(), description, overview.source());
        } catch (Exception | Error e) {
            closeQuietly(store);
            throw e;
        }
    }

    /**
     * A JSON file has no index, so its subjects would appear only once the whole file is read: the head of
     * the file gives the first ones in a moment. It is read on a thread of its own while the store loads,
     * because in line it held the load back. A file the preview cannot read simply has none.
     *
     * @return the preview's thread, or null when there is no preview
     */
    private Thread previewJsonHead() {
        if (!mapping.isDefault() || StoreKind.of(location) != StoreKind.JSON) {
            return null;
        }
        Progress untilDone = new Progress() {
            @Override
            public boolean isCancelled() {
                return OpenStoreTask.this.isCancelled() || Thread.currentThread().isInterrupted();
            }
        };
        java.util.concurrent.CountDownLatch gate = previewGate;
        Thread thread = new Thread(() -> {
            try {
                List<SubjectSummary> first = StoreOpener.previewSubjects(location, PREVIEW_SUBJECTS, untilDone);
                if (gate != null) {
                    passGate(gate);
                }
                publish(first, false);
            } catch (Progress.CancelledException e) {
                // the open was cancelled, or the store came first
            }
        }, "memscope-preview");
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    /**
     * The preview is shown until the store's own first subjects are: a preview that comes later (a small
     * store read at once) is dropped. Decided under the lock so the two reach the FX thread in that order.
     */
    private synchronized void publish(List<SubjectSummary> first, boolean fromStore) {
        if (fromStore) {
            previewOver = true;
        } else if (previewOver) {
            return;
        }
        if (!first.isEmpty()) {
            Platform.runLater(() -> preview.set(first));
        }
    }

    private static void passGate(java.util.concurrent.CountDownLatch gate) {
        boolean interrupted = false;
        while (true) {
            try {
                gate.await();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** The store could not be read: a preview still to come is dropped (what it would show failed to open). */
    private synchronized void endPreview() {
        previewOver = true;
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
