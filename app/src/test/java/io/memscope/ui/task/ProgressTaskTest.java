package io.memscope.ui.task;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A store read reports thousands of times; the window hears a new step, the end, and ten updates a second. */
class ProgressTaskTest {
    /** Records what reaches the task's properties instead of posting it to the FX thread. */
    private static final class Recording extends ProgressTask<Void> {
        final List<String> shown = new ArrayList<>();

        @Override
        protected void updateMessage(String message) {
            shown.add(message);
        }

        @Override
        protected void updateProgress(double done, double total) {
            shown.set(shown.size() - 1, shown.get(shown.size() - 1) + " " + (long) done + "/" + (long) total);
        }

        @Override
        protected Void call() {
            return null;
        }
    }

    @Test
    void aBurstOfReportsShowsTheFirstTheNewStepsAndTheEnd() {
        Recording task = new Recording();
        for (int i = 0; i < 10_000; i++) {
            task.update("Reading", i, 10_000);
        }
        task.update("Reading", 10_000, 10_000);
        task.update("Indexing", 1, 2);
        task.update("Indexing", 2, 2);

        assertThat(task.shown).first().isEqualTo("Reading 0/10000");
        assertThat(task.shown).contains("Reading 10000/10000", "Indexing 1/2", "Indexing 2/2");
        assertThat(task.shown).as("a burst is not a frame per report").hasSizeLessThan(20);
    }
}
