package io.memscope.ui.main;

import io.memscope.store.TableMapping;
import io.memscope.ui.FxThread;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A JSON file's first subjects are previewed from its head on a thread beside the load. When the load fails
 * (a bad fact after the head) before the preview is handed over, the window goes back to the open store's
 * subjects: the preview must not appear after that with subjects of the file that failed.
 */
class OpenStoreTaskTest {
    @TempDir
    Path dir;

    @Test
    void aPreviewThatComesAfterTheLoadFailedIsDropped() throws Exception {
        StringBuilder json = new StringBuilder("{\"facts\": [\n");
        for (int n = 1; n <= OpenStoreTask.PREVIEW_SUBJECTS + 100; n++) {
            json.append("{\"id\": ").append(n).append(", \"subject\": \"user:").append(n)
                    .append("\", \"predicate\": \"likes\", \"value\": \"tea\", \"valid_from\": \"2024-01-01T00:00:00Z\"},\n");
        }
        json.append("{\"id\": 1, \"subject\": \"user:again\", \"predicate\": \"likes\", \"value\": \"tea\"}\n]}\n");
        Path file = dir.resolve("late-duplicate.json");
        Files.writeString(file, json);
        FxThread.start();

        OpenStoreTask task = new OpenStoreTask(file.toString(), true, TableMapping.DEFAULT);
        CountDownLatch gate = new CountDownLatch(1);
        task.previewGate = gate;
        task.run(); // on this thread: the load reads the whole file and fails on the duplicate id

        assertThat(FxThread.call(task::getException)).hasMessageContaining("duplicate id 1");
        gate.countDown(); // the preview, read from the head long ago, may now hand its subjects over
        waitForThePreviewThread();
        FxThread.run(() -> { }); // whatever the preview handed to the FX thread has run by now
        assertThat(FxThread.call(() -> task.previewProperty().get())).as("no preview of a file that failed to open").isNull();
    }

    private static void waitForThePreviewThread() throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (Thread.getAllStackTraces().keySet().stream().anyMatch(t -> t.getName().equals("memscope-preview"))) {
            assertThat(System.nanoTime()).as("the preview thread ends").isLessThan(until);
            Thread.sleep(10);
        }
    }
}
