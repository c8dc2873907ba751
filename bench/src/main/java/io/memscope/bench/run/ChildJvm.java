package io.memscope.bench.run;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One measuring JVM started from this one's classpath, with a deadline: a child that has not ended by then
 * has its threads printed to {@code err} and is stopped, so a stuck measurement is reported with where it
 * stood instead of holding the benchmark (and the test suite that runs it small) for ever.
 */
final class ChildJvm {
    /** The exit code reported for a child stopped at its deadline. */
    static final int STOPPED = -1;

    private final PrintWriter out;
    private final PrintWriter err;
    private final Duration deadline;

    ChildJvm(PrintWriter out, PrintWriter err, Duration deadline) {
        this.out = out;
        this.err = err;
        this.deadline = deadline;
    }

    /**
     * Runs {@code mainClass} with {@code args}; its JSON lines are copied to {@code out}, the rest to
     * {@code err}.
     * @return its exit code, or {@link #STOPPED}
     */
    int run(List<String> jvmOptions, String mainClass, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(tool("java"));
        command.addAll(jvmOptions);
        String fxCache = System.getProperty("javafx.cachedir");
        if (fxCache != null) {
            command.add("-Djavafx.cachedir=" + fxCache);
        }
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), mainClass));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).start();
        Thread errors = copying(p.getErrorStream(), err, false, "bench-child-stderr");
        Thread lines = copying(p.getInputStream(), out, true, "bench-child-stdout");
        if (!p.waitFor(deadline.toMillis(), TimeUnit.MILLISECONDS)) {
            synchronized (err) {
                err.println("bench " + String.join(" ", args) + ": the child JVM had not ended after "
                        + deadline.toSeconds() + " s; its threads:");
                err.println(threadsOf(p.pid()));
                err.flush();
            }
            p.destroyForcibly();
            p.waitFor();
            errors.join();
            lines.join();
            return STOPPED;
        }
        errors.join();
        lines.join();
        return p.exitValue();
    }

    /** The child's thread dump as {@code jcmd} prints it, or why there is none. */
    private static String threadsOf(long pid) {
        if (!Files.isExecutable(Path.of(tool("jcmd")))) {
            return "(no thread dump: this Java has no jcmd)";
        }
        try {
            Process jcmd = new ProcessBuilder(tool("jcmd"), Long.toString(pid), "Thread.print")
                    .redirectErrorStream(true).start();
            String dump = new String(jcmd.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            jcmd.waitFor(1, TimeUnit.MINUTES);
            return dump;
        } catch (IOException e) {
            return "(no thread dump: " + e.getMessage() + ")";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "(no thread dump: interrupted)";
        }
    }

    private static String tool(String name) {
        return Path.of(System.getProperty("java.home"), "bin", name).toString();
    }

    private static Thread copying(InputStream from, PrintWriter to, boolean onlyJson, String name) {
        Thread t = new Thread(() -> copy(from, to, onlyJson), name);
        t.setDaemon(true);
        t.start();
        return t;
    }

    private static void copy(InputStream from, PrintWriter to, boolean onlyJson) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(from, StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                if (!onlyJson || line.startsWith("{")) {
                    synchronized (to) {
                        to.println(line);
                        to.flush();
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
