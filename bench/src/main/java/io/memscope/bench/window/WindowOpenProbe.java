package io.memscope.bench.window;

import io.memscope.ui.MemscopeApp;
import io.memscope.ui.main.MainViewModel;
import io.memscope.ui.prefs.AppPreferences;
import io.memscope.ui.render.HeadlessFx;
import io.memscope.ui.task.FxTaskExecutor;
import io.memscope.ui.theme.Theme;
import io.memscope.ui.timeline.TimelineControl;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * Opens a store in the real inspector window under headless Monocle and times what the operator sees:
 * the overview (subjects and counts in the view-model), the first frame that shows them, the findings,
 * and the longest gap between two pulses of the JavaFX thread while all that happens. An
 * {@link AnimationTimer} keeps pulses coming every frame (about 16.7 ms), so a gap much longer than a
 * frame means the FX thread was busy (a stall the operator would feel). Then the timeline of one
 * subject is timed from selection to the first frame that draws it.
 *
 * <p>One probe is one window, as the app has one main window: its first {@link #open} brings the inspector
 * on screen in place of the welcome, as a launch with a store does, and each later one reads the store
 * again into the same window, as File &gt; Open and Reload do. (A window made and thrown away for every
 * open is no operator's path, and each new window sent the JIT through JavaFX's code again: its compiler
 * threads ran 1.4–3.7 s in every warm open that way, against 0.3–0.7 s of compiling by the fourth to sixth
 * reopen of one window, on a two-core machine where the open needs both cores.)
 *
 * <p>Runs in a process of its own (the benchmark starts one per store): it starts the JavaFX toolkit.
 */
public final class WindowOpenProbe implements AutoCloseable {
    /**
     * Times in milliseconds from the call to {@code open}; {@code timelineMs} from the selection.
     * {@code longestFxCpuMs}: the most CPU the FX thread itself used between two pulses, which leaves out
     * the time it waited for the renderer or for the CPU, so the two say which of them a long gap was.
     * {@code scrollAtEnd}: wheel steps at the end of the subject list, null unless asked for.
     */
    public record Result(double overviewMs, double firstSubjectsMs, double findingsMs, double longestStallMs,
                         double longestFxCpuMs, double timelineMs, int timelineFacts, int subjectsShown,
                         int firstSubjects, java.util.List<String> stallProfile, RuntimeLoad.Figures runtime,
                         ListScrollProbe.Comparison scrollAtEnd) {
    }

    private static final long SETTLE_MS = 500;

    private final String location;
    private final String subject;
    private final long timeoutSeconds;

    private Stage stage;
    private MainViewModel model;
    private FxTaskExecutor executor;
    private Preferences node;
    private AnimationTimer pulses;
    private final java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
    /** The open being timed, touched on the FX thread only; null between opens. */
    private OpenTimes current;
    /** Read by the stall sampler's thread. */
    private volatile long lastPulse;
    private long lastPulseCpu;

    private WindowOpenProbe(String location, String subject, long timeoutSeconds) {
        this.location = location;
        this.subject = subject;
        this.timeoutSeconds = timeoutSeconds;
    }

    /**
     * Starts the toolkit and shows the window with no store in it, as at launch.
     *
     * @param subject the subject whose timeline is timed (the benchmark names the one with the most facts)
     */
    public static WindowOpenProbe show(String location, String subject, long timeoutSeconds) throws Exception {
        // a screen of the window's size: Monocle clears and composes the whole headless screen every frame,
        // so render's 4096x4096 would add tens of milliseconds to each pulse that no real screen pays
        System.setProperty("headless.geometry", "1600x1000-32");
        HeadlessFx.start();
        WindowOpenProbe probe = new WindowOpenProbe(location, subject, timeoutSeconds);
        try {
            HeadlessFx.call(() -> {
                try {
                    probe.showWindow();
                } catch (java.io.IOException e) {
                    throw new IllegalStateException("cannot load the window: " + e.getMessage(), e);
                }
                return null;
            });
        } catch (Exception | Error e) {
            probe.close();
            throw e;
        }
        return probe;
    }

    /**
     * Opens the store in this window and waits for the findings on screen, then for the timeline.
     *
     * @param scrollAtEnd also time wheel steps at the end of the subject list against JavaFX's own list skin
     */
    public Result open(boolean scrollAtEnd) throws Exception {
        Thread.sleep(SETTLE_MS); // the window's (or the last open's) late layout, CSS and frames are not this open's
        OpenTimes times = HeadlessFx.call(this::startOpen);
        await(times.opened, "the findings");
        Platform.runLater(() -> selectSubject(times));
        await(times.drawn, "the timeline of " + subject);
        ListScrollProbe.Comparison scroll = !scrollAtEnd ? null : HeadlessFx.call(() -> ListScrollProbe.compare(
                (javafx.scene.control.ListView<?>) stage.getScene().lookup(".subject-list")));
        return HeadlessFx.call(() -> {
            current = null;
            return times.result(scroll);
        });
    }

    /** Waits for {@code step}; past the timeout, says what the window's status bar showed meanwhile. */
    private void await(CompletableFuture<Void> step, String what) throws Exception {
        try {
            step.get(timeoutSeconds, TimeUnit.SECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
            String status = HeadlessFx.call(() -> model.statusProperty().get());
            throw new IllegalStateException("the window did not show " + what + " within " + timeoutSeconds
                    + " s of opening " + location + "; its status bar: " + status, e);
        }
    }

    private void showWindow() throws java.io.IOException {
        node = Preferences.userRoot().node("io/memscope-bench/" + UUID.randomUUID());
        AppPreferences preferences = new AppPreferences(node);
        executor = new FxTaskExecutor();
        model = new MainViewModel(executor, preferences);
        model.sessionProperty().addListener((obs, old, session) -> {
            if (current != null && session != null && current.overviewAt == 0) {
                current.overviewAt = System.nanoTime();
                current.subjectsShown = session.subjects().size(); // what the list is given next, in this pulse
            }
        });
        // the list view's rows are swapped in whole (never changed in place): the first non-empty one counts
        model.subjectList().rowsProperty().addListener((obs, old, rows) -> {
            if (current != null && current.rowsAt == 0 && !rows.isEmpty()) {
                current.rowsAt = System.nanoTime();
                current.firstRows = rows.size();
            }
        });
        model.reportProperty().addListener((obs, old, report) -> {
            if (current != null && report != null && current.findingsAt == 0) {
                current.findingsAt = System.nanoTime();
            }
        });
        MemscopeApp.MainWindow window = MemscopeApp.MainWindow.load(model, preferences);
        // after the load, whose controller sends errors to dialogs no one would close here: an error ends the open
        model.setErrorSink(message -> {
            if (current != null) {
                current.failed(new IllegalStateException(message.text()));
            }
        });
        Scene scene = new Scene(window.root(), 1400, 860);
        Theme.LIGHT.applyTo(scene);
        stage = new Stage();
        stage.setScene(scene);
        stage.show();
        pulses = new AnimationTimer() {
            @Override
            public void handle(long now) {
                pulse();
            }
        };
        pulses.start();
    }

    private OpenTimes startOpen() {
        OpenTimes times = new OpenTimes();
        times.openedAt = System.nanoTime();
        lastPulse = times.openedAt;
        lastPulseCpu = threads.getCurrentThreadCpuTime();
        times.sampler = new StallSampler(Thread.currentThread(), () -> lastPulse);
        times.runtimeLoad = RuntimeLoad.start();
        current = times;
        model.open(location, true);
        return times;
    }

    /** Runs once per frame on the FX thread. */
    private void pulse() {
        long now = System.nanoTime();
        long cpu = threads.getCurrentThreadCpuTime();
        OpenTimes times = current;
        if (times != null) {
            times.pulse(now, cpu - lastPulseCpu, now - lastPulse);
            if (times.selectedAt != 0 && times.timelineAt == 0 && timelineDrawn()) {
                times.timelineAt = now;
                times.timelineFacts = ((TimelineControl) stage.getScene().lookup(".timeline")).getFacts().size();
                times.drawn.complete(null);
            }
        }
        lastPulse = now;
        lastPulseCpu = cpu;
    }

    private boolean timelineDrawn() {
        TimelineControl timeline = (TimelineControl) stage.getScene().lookup(".timeline");
        return timeline != null && !timeline.getFacts().isEmpty()
                && subject.equals(model.selectedSubjectProperty().get())
                && !model.subjectFacts().isEmpty() && timeline.getLayout() != null;
    }

    private void selectSubject(OpenTimes times) {
        model.selectedSubjectProperty().set(null); // clears the facts shown, so an earlier drawing cannot count
        times.selectedAt = System.nanoTime();
        model.selectedSubjectProperty().set(subject);
    }

    @Override
    public void close() {
        try {
            HeadlessFx.call(() -> {
                closeWindow();
                return null;
            });
        } catch (Exception e) {
            throw new IllegalStateException("cannot close the probe's window: " + e.getMessage(), e);
        }
    }

    private void closeWindow() {
        if (pulses != null) {
            pulses.stop();
        }
        if (current != null) {
            current.stop();
            current = null;
        }
        if (model != null) {
            model.close();
        }
        if (executor != null) {
            executor.close();
        }
        if (stage != null) {
            stage.hide();
            // Monocle keeps the last focused window after it closes (MonocleWindowManager.focusedWindow), and
            // with it this stage's scene: the whole window and its store, which the next window's open would
            // then carry as old garbage (268 MB at 10 M PostgreSQL facts, JFR's old-object sample).
            stage.setScene(null);
        }
        try {
            if (node != null) {
                node.removeNode();
            }
        } catch (BackingStoreException ignored) {
            // a leftover empty preferences node of a benchmark run is harmless
        }
    }

    /** The moments of one open, in {@link System#nanoTime} units; FX thread only. */
    private static final class OpenTimes {
        final CompletableFuture<Void> opened = new CompletableFuture<>();
        final CompletableFuture<Void> drawn = new CompletableFuture<>();
        StallSampler sampler;
        RuntimeLoad runtimeLoad;
        boolean measuringGaps = true;
        long openedAt;
        long overviewAt;
        long rowsAt;
        int firstRows;
        long firstFrameAt;
        long findingsAt;
        long selectedAt;
        long timelineAt;
        int timelineFacts;
        int subjectsShown;
        long longestGap;
        long longestCpu;

        void pulse(long now, long cpuSinceLast, long gap) {
            if (!measuringGaps) {
                return;
            }
            longestGap = Math.max(longestGap, gap);
            longestCpu = Math.max(longestCpu, cpuSinceLast);
            if (rowsAt != 0 && firstFrameAt == 0) {
                firstFrameAt = now; // the frame after the first subjects arrived is the one that shows them
            }
            if (findingsAt != 0 && now > findingsAt) {
                measuringGaps = false; // this frame shows the findings: the open is over
                sampler.close();
                runtimeLoad.figures(); // what the JVM did over the same stretch as the gaps
                opened.complete(null);
            }
        }

        void failed(Exception e) {
            opened.completeExceptionally(e);
            drawn.completeExceptionally(e);
        }

        void stop() {
            sampler.close();
            runtimeLoad.close();
        }

        Result result(ListScrollProbe.Comparison scroll) {
            return new Result(ms(overviewAt - openedAt), ms(firstFrameAt - openedAt), ms(findingsAt - openedAt),
                    ms(longestGap), ms(longestCpu), ms(timelineAt - selectedAt), timelineFacts, subjectsShown,
                    firstRows, sampler.top(5), runtimeLoad.figures(), scroll);
        }
    }

    private static double ms(long nanos) {
        return Math.round(nanos / 10_000.0) / 100.0;
    }
}
