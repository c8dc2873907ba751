package io.memscope.ui;

import io.memscope.model.FactId;
import io.memscope.ui.main.MainViewModel;
import io.memscope.ui.task.FxTaskExecutor;
import io.memscope.ui.theme.Theme;
import io.memscope.ui.timeline.TimelineControl;
import javafx.scene.Scene;
import javafx.scene.control.TabPane;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.File;
import java.time.Instant;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Renders the window on the demo store to {@code target/screenshots/} (light and dark). README's
 * picture is made with: {@code mvn -B -q test -Dtest=WindowScreenshotTest && cp target/screenshots/window-light.png docs/}.
 */
@ExtendWith(ApplicationExtension.class)
class WindowScreenshotTest {
    private final FxTaskExecutor pool = new FxTaskExecutor();
    private TestWindow window;
    private MainViewModel model;
    private Scene scene;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindow.show(stage, pool, 1440, 880);
        model = window.model;
        scene = window.scene;
    }

    @AfterEach
    void tearDown() throws Exception {
        window.close();
        pool.close();
    }

    @Test
    void rendersTheDemoStoreInBothThemes(FxRobot robot) throws Exception {
        robot.interact(() -> model.open("sample-stores/memscope-demo.mv.db", true));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> model.reportProperty().get() != null);
        robot.interact(() -> model.selectedSubjectProperty().set("user:rachel"));
        TimelineControl timeline = robot.lookup(".timeline").queryAs(TimelineControl.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> timeline.getFacts().size() == 7);
        robot.interact(() -> {
            timeline.setAsOf(Instant.parse("2024-06-01T00:00:00Z"));
            model.subjectFacts().stream().filter(f -> f.id().equals(FactId.of(2))).findFirst()
                    .ifPresent(model.selectedFactProperty()::set);
            TabPane tabs = robot.lookup(".bottom-tabs").queryAs(TabPane.class);
            tabs.getSelectionModel().select(tabs.getTabs().stream().filter(t -> t.getText().equals("As of"))
                    .findFirst().orElseThrow());
        });
        WaitForAsyncUtils.waitForFxEvents();
        File light = save(robot, "window-light.png");
        robot.interact(() -> Theme.DARK.applyTo(scene));
        WaitForAsyncUtils.waitForFxEvents();
        File dark = save(robot, "window-dark.png");
        BufferedImage lightImage = ImageIO.read(light);
        BufferedImage darkImage = ImageIO.read(dark);
        assertThat(lightImage.getWidth()).isEqualTo(1440);
        // the themes really differ: the window background is light in one and dark in the other
        assertThat(brightness(lightImage.getRGB(700, 860))).isGreaterThan(brightness(darkImage.getRGB(700, 860)) + 100);
    }

    @Test
    void rendersTheReviewQueue(FxRobot robot, @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path store = dir.resolve("fleet.json");
        java.nio.file.Files.copy(java.nio.file.Path.of("sample-stores/story-fleet.json"), store);
        robot.interact(() -> model.open(store.toString(), false));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> model.reportProperty().get() != null);
        AtomicReference<io.memscope.ui.review.ReviewWindow> review = new AtomicReference<>();
        robot.interact(() -> {
            review.set(new io.memscope.ui.review.ReviewWindow(scene.getWindow(), model.executor(), model.actions(),
                    () -> model.sessionProperty().get().store(), model.reportProperty(), model.aliasesProperty(),
                    model.suggestions().rows(),
                    new io.memscope.ui.dialog.DialogService(scene::getWindow)));
            review.get().stage().setWidth(980);
            review.get().stage().setHeight(680);
            review.get().show();
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> review.get().queue().facts().size() == 2
                && review.get().queue().context().size() > 0);
        WaitForAsyncUtils.waitForFxEvents();
        File shot = save(robot, review.get().stage().getScene(), "review-queue.png");
        assertThat(ImageIO.read(shot).getWidth()).isGreaterThan(600);
        robot.interact(() -> review.get().stage().hide());
    }

    @Test
    void rendersActionsAndTheAuditLogOnAWritableStore(FxRobot robot, @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Path store = dir.resolve("derived.json");
        java.nio.file.Files.copy(java.nio.file.Path.of("sample-stores/story-derived.json"), store);
        robot.interact(() -> model.open(store.toString(), false));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> model.reportProperty().get() != null
                && !model.subjectFacts().isEmpty());
        robot.interact(() -> model.actions().run(new io.memscope.review.Flag(FactId.of(40), "moved to Berlin"), e -> { }));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> model.actions().audit().size() == 1
                && model.actions().flaggedIds().size() == 3 && !model.busyProperty().get());
        robot.interact(() -> {
            model.subjectFacts().stream().filter(f -> f.id().equals(FactId.of(41))).findFirst()
                    .ifPresent(model.selectedFactProperty()::set);
            robot.lookup(".bottom-tabs").queryAs(TabPane.class).getSelectionModel().select(1);
        });
        WaitForAsyncUtils.waitForFxEvents();
        File shot = save(robot, "window-actions.png");
        assertThat(ImageIO.read(shot).getWidth()).isEqualTo(1440);
    }

    private File save(FxRobot robot, String name) throws Exception {
        return save(robot, scene, name);
    }

    private File save(FxRobot robot, Scene scene, String name) throws Exception {
        AtomicReference<WritableImage> shot = new AtomicReference<>();
        robot.interact(() -> shot.set(scene.snapshot(null)));
        WritableImage image = shot.get();
        PixelReader pixels = image.getPixelReader();
        BufferedImage out = new BufferedImage((int) image.getWidth(), (int) image.getHeight(), BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < out.getHeight(); y++) {
            for (int x = 0; x < out.getWidth(); x++) {
                out.setRGB(x, y, pixels.getArgb(x, y));
            }
        }
        File file = new File("target/screenshots/" + name);
        file.getParentFile().mkdirs();
        ImageIO.write(out, "png", file);
        return file;
    }

    private static int brightness(int rgb) {
        return ((rgb >> 16) & 0xff) + ((rgb >> 8) & 0xff) + (rgb & 0xff);
    }
}
