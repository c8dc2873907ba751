package io.memscope.ui.task;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Puts the calling thread at the lowest OS scheduling priority (nice 19). On two cores, a store's
 * loading threads (the read, the index, the analysis halves) took the cores from the JavaFX application
 * and render threads, so a frame waited far longer for a core than it took to draw
 * (docs/adr/0008-store-work-at-lowest-os-priority.md). At nice 19 the loading threads get whatever those
 * two leave, which is nearly all of both cores while the window has nothing to draw.
 *
 * <p>Java's own thread priorities do nothing on Linux unless the JVM runs with
 * {@code -XX:ThreadPriorityPolicy=1}, which only root may use. Any user may lower the priority of their
 * own threads, though, and Linux gives each thread its own: this asks {@code renice} to lower this
 * thread's, by the id {@code /proc/thread-self} names. Threads this one starts inherit the priority.
 * Best effort: elsewhere than Linux, or without {@code renice}, the thread keeps its priority.
 */
public final class BackgroundPriority {
    static final int NICE = 19;
    private static final Path THREAD_SELF = Path.of("/proc/thread-self");

    private BackgroundPriority() {
    }

    /** @return whether the calling thread's priority was lowered */
    public static boolean lowerCurrentThread() {
        if (!Files.isSymbolicLink(THREAD_SELF)) {
            return false;
        }
        try {
            String threadId = Files.readSymbolicLink(THREAD_SELF).getFileName().toString(); // "<pid>/task/<tid>"
            Process renice = new ProcessBuilder("renice", "-n", Integer.toString(NICE), "-p", threadId)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            if (!renice.waitFor(5, TimeUnit.SECONDS)) {
                renice.destroy();
                return false;
            }
            return renice.exitValue() == 0;
        } catch (IOException e) {
            return false; // no renice here: the thread runs at the usual priority
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
