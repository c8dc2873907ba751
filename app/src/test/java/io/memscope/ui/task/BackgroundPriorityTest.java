package io.memscope.ui.task;

import io.memscope.ui.FxThread;
import javafx.concurrent.Task;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The window's store work (opening, analysing) runs below the FX and render threads' priority, and so do
 * the helper threads it starts; a read the operator waits for, and the thread that made the executor,
 * keep theirs.
 */
class BackgroundPriorityTest {
    @Test
    void storeWorkAndTheThreadsItStartsRunAtTheLowestPriorityAndInteractiveReadsKeepTheirs() throws Exception {
        assumeTrue(Files.isSymbolicLink(Path.of("/proc/thread-self")), "Linux only");
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/renice")) || Files.isExecutable(Path.of("/bin/renice")),
                "renice (util-linux) is installed");
        FxThread.start(); // a Task reports its state through the JavaFX toolkit
        int before = niceOfThisThread();
        try (FxTaskExecutor executor = new FxTaskExecutor()) {
            CompletableFuture<int[]> seen = new CompletableFuture<>();
            executor.execute(new Task<Void>() {
                @Override
                protected Void call() throws Exception {
                    int[] helper = new int[1];
                    Thread t = new Thread(() -> helper[0] = niceOrFail()); // as the JSON reader's helpers are
                    t.start();
                    t.join();
                    seen.complete(new int[] {niceOfThisThread(), helper[0]});
                    return null;
                }
            });
            int[] nice = seen.get(30, TimeUnit.SECONDS);
            assertThat(nice[0]).as("the worker").isEqualTo(BackgroundPriority.NICE);
            assertThat(nice[1]).as("a thread the worker started").isEqualTo(BackgroundPriority.NICE);
            CompletableFuture<Integer> interactive = new CompletableFuture<>();
            executor.interactive().execute(new Task<Void>() {
                @Override
                protected Void call() throws Exception {
                    interactive.complete(niceOfThisThread());
                    return null;
                }
            });
            assertThat(interactive.get(30, TimeUnit.SECONDS)).as("a read the operator waits for").isEqualTo(before);
        }
        assertThat(niceOfThisThread()).as("the thread that made the executor").isEqualTo(before);
    }

    private static int niceOrFail() {
        try {
            return niceOfThisThread();
        } catch (IOException e) {
            return Integer.MIN_VALUE;
        }
    }

    /** Field 19 of /proc/thread-self/stat; the name field (2) may hold spaces, so count from its ')'. */
    private static int niceOfThisThread() throws IOException {
        String stat = Files.readString(Path.of("/proc/thread-self/stat"));
        String[] after = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Integer.parseInt(after[19 - 3]);
    }
}
