package io.memscope.ui.bench;

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
 * <p>Runs in a process of its own (the benchmark starts one per store): it starts the JavaFX toolkit.
 */
public final class WindowOpenProbe {
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
    private boolean scrollAtEnd;

    private Stage stage;
    private MainViewModel model;
    private FxTaskExecutor executor;
    private Preferences node;
    private AnimationTimer pulses;
    private volatile long lastPulse;
    private StallSampler sampler;
    private RuntimeLoad runtimeLoad;
    private long longestGap;
    private final java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
    private long lastPulseCpu;
    private long longestCpu;
    private boolean measuringGaps;
    private long openedAt;
    private long overviewAt;
    private long rowsAt;
    private int firstRows;
    private long firstFrameAt;
    private long findingsAt;
    private long selectedAt;
    private long timelineAt;
    private int timelineFacts;
    private int subjectsShown;
    private final CompletableFuture<Void> opened = new CompletableFuture<>();
    private final CompletableFuture<Void> drawn = new CompletableFuture<>();

    /**
     * @param subject the subject whose timeline is timed (the benchmark names the one with the most facts)
     */
    public WindowOpenProbe(String location, String subject, long timeoutSeconds) {
        this.location = location;
        this.subject = subject;
        this.timeoutSeconds = timeoutSeconds;
    }

    /** Also times wheel steps at the end of the subject list, against JavaFX's own list skin, at the end. */
    public WindowOpenProbe withScrollAtEnd() {
        scrollAtEnd = true;
        return this;
    }

    public Result run() throws Exception {
        // a screen of the window's size: Monocle clears and composes the whole headless screen every frame,
        // so render's 4096x4096 would add tens of milliseconds to each pulse that no real screen pays
        System.setProperty("headless.geometry", "1600x1000-32");
        HeadlessFx.start();
        HeadlessFx.call(() -> {
            try {
                showWindow();
            } catch (java.io.IOException e) {
                throw new IllegalStateException("cannot load the window: " + e.getMessage(), e);
            }
            return null;
        });
        try {
            Thread.sleep(SETTLE_MS); // first layout, CSS and frames of the empty window are not the store's
            Platform.runLater(this::open);
            opened.get(timeoutSeconds, TimeUnit.SECONDS);
            Platform.runLater(this::selectSubject);
            drawn.get(timeoutSeconds, TimeUnit.SECONDS);
            ListScrollProbe.Comparison scroll = !scrollAtEnd ? null : HeadlessFx.call(() -> ListScrollProbe.compare(
                    (javafx.scene.control.ListView<?>) stage.getScene().lookup(".subject-list")));
            return HeadlessFx.call(() -> new Result(ms(overviewAt - openedAt), ms(firstFrameAt - openedAt),
                    ms(findingsAt - openedAt), ms(longestGap), ms(longestCpu), ms(timelineAt - selectedAt),
                    timelineFacts, subjectsShown, firstRows, sampler.top(5), runtimeLoad.figures(), scroll));
        } finally {
            HeadlessFx.call(() -> {
                close();
                return null;
            });
        }
    }

    private void showWindow() throws java.io.IOException {
        node = Preferences.userRoot().node("io/memscope-bench/" + UUID.randomUUID());
        AppPreferences preferences = new AppPreferences(node);
        executor = new FxTaskExecutor();
        model = new MainViewModel(executor, preferences);
        model.setErrorSink(message -> {
            opened.completeExceptionally(new IllegalStateException(message));
            drawn.completeExceptionally(new IllegalStateException(message));
        });
        MemscopeApp.MainWindow window = MemscopeApp.MainWindow.load(model, preferences);
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

    private void open() {
        model.sessionProperty().addListener((obs, old, session) -> {
            if (session != null && overviewAt == 0) {
                overviewAt = System.nanoTime();
                subjectsShown = model.subjectList().rows().size();
            }
        });
        // the list view's rows are swapped in whole (never changed in place): the first non-empty one counts
        model.subjectList().rowsProperty().addListener((obs, old, rows) -> {
            if (rowsAt == 0 && !rows.isEmpty()) {
                rowsAt = System.nanoTime();
                firstRows = rows.size();
            }
        });
        model.reportProperty().addListener((obs, old, report) -> {
            if (report != null && findingsAt == 0) {
                findingsAt = System.nanoTime();
            }
        });
        openedAt = System.nanoTime();
        lastPulse = openedAt;
        lastPulseCpu = threads.getCurrentThreadCpuTime();
        measuringGaps = true;
        sampler = new StallSampler(Thread.currentThread(), () -> lastPulse);
        runtimeLoad = RuntimeLoad.start();
        model.open(location, true);
    }

    /** Runs once per frame on the FX thread. */
    private void pulse() {
        long now = System.nanoTime();
        long cpu = threads.getCurrentThreadCpuTime();
        if (measuringGaps) {
            longestGap = Math.max(longestGap, now - lastPulse);
            longestCpu = Math.max(longestCpu, cpu - lastPulseCpu);
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
        lastPulse = now;
        lastPulseCpu = cpu;
        if (selectedAt != 0 && timelineAt == 0) {
            TimelineControl timeline = (TimelineControl) stage.getScene().lookup(".timeline");
            if (timeline != null && !timeline.getFacts().isEmpty()
                    && subject.equals(model.selectedSubjectProperty().get())
                    && !model.subjectFacts().isEmpty() && timeline.getLayout() != null) {
                timelineAt = now;
                timelineFacts = timeline.getFacts().size();
                drawn.complete(null);
            }
        }
    }

    private void selectSubject() {
        model.selectedSubjectProperty().set(null);
        selectedAt = System.nanoTime();
        model.selectedSubjectProperty().set(subject);
    }

    private void close() {
        if (pulses != null) {
            pulses.stop();
        }
        if (sampler != null) {
            sampler.close();
        }
        if (runtimeLoad != null) {
            runtimeLoad.close();
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
            // with it this stage's scene: the whole window and its store, which the next round's open would
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

    private static double ms(long nanos) {
        return Math.round(nanos / 10_000.0) / 100.0;
    }
}
