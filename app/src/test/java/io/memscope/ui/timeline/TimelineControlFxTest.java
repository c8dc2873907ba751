package io.memscope.ui.timeline;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import javafx.geometry.Point2D;
import javafx.geometry.VerticalDirection;
import javafx.scene.Scene;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

@ExtendWith(ApplicationExtension.class)
class TimelineControlFxTest {
    private TimelineControl timeline;
    private Scene scene;

    @Start
    void start(Stage stage) {
        timeline = new TimelineControl();
        timeline.setNow(TimelineSamples.NOW);
        BorderPane root = new BorderPane(timeline);
        root.setBottom(new TimelineLegend());
        scene = new Scene(root, 1200, 520);
        scene.getStylesheets().add(getClass().getResource("/io/memscope/ui/theme/memscope.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
    }

    private void showSample(FxRobot robot) {
        List<Fact> facts = TimelineSamples.facts();
        robot.interact(() -> {
            timeline.getFacts().setAll(facts);
            timeline.getFindings().setAll(TimelineSamples.findings(facts));
            timeline.getFlaggedIds().add(FactId.of(6));
        });
    }

    private TimelineGeometry geometry(FxRobot robot) {
        AtomicReference<TimelineGeometry> geo = new AtomicReference<>();
        robot.interact(() -> geo.set(((TimelineSkin) timeline.getSkin()).geometry()));
        return geo.get();
    }

    private Point2D onScreen(FxRobot robot, double x, double y) {
        AtomicReference<Point2D> p = new AtomicReference<>();
        robot.interact(() -> p.set(timeline.localToScreen(x, y)));
        return p.get();
    }

    /** The middle of a fact's bar, on screen. */
    private Point2D centreOf(FxRobot robot, long id) {
        TimelineGeometry geo = geometry(robot);
        TimelineBar bar = timeline.getLayout().bar(FactId.of(id)).orElseThrow();
        double x = (Math.max(geo.scale().toX(bar.start()), geo.plotLeft()) + Math.min(geo.scale().toX(bar.end()), geo.width())) / 2;
        return onScreen(robot, x, geo.barTop(bar.lane(), bar.subRow()) + geo.barHeight() / 2);
    }

    @Test
    void settingFactsLaysThemOutAndFitsTheView(FxRobot robot) {
        showSample(robot);
        TimelineLayout layout = timeline.getLayout();
        assertThat(layout.lanes()).extracting(TimelineLane::predicate)
                .containsExactly("diet", "email", "employer", "likes", "lives_in", "phone", "plan", "timezone");
        assertThat(layout.lane("lives_in").orElseThrow().rowCount()).isEqualTo(2);
        assertThat(layout.bar(FactId.of(3)).orElseThrow().states()).contains(BarState.CONTRADICTION);
        assertThat(layout.bar(FactId.of(6)).orElseThrow().states()).contains(BarState.FLAGGED);
        TimeRange view = timeline.visibleRange().orElseThrow();
        assertThat(view.start()).isBefore(layout.extent().start());
        assertThat(view.end()).isAfter(TimelineSamples.NOW);
    }

    @Test
    void wheelZoomsAroundThePointer(FxRobot robot) {
        showSample(robot);
        TimelineGeometry geo = geometry(robot);
        double x = geo.plotLeft() + (geo.width() - geo.plotLeft()) * 0.25;
        Instant anchor = geo.scale().toInstant(x);
        Duration before = timeline.visibleRange().orElseThrow().span();
        // Monocle's robot reports one pixel per notch and with the opposite sign of real wheels, so the
        // robot only shows that the wheel zooms around the pointer; the direction is checked below
        robot.moveTo(onScreen(robot, x, 200));
        robot.scroll(30, VerticalDirection.DOWN);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(timeline.visibleRange().orElseThrow().span()).isNotEqualTo(before);
        assertThat(Math.abs(geometry(robot).scale().toX(anchor) - x)).isLessThan(1.5);

        robot.interact(() -> timeline.setVisibleRange(geo.scale().range()));
        scrollWheel(robot, x, 200, +120); // three notches away from the user, as a real mouse reports them
        assertThat(timeline.visibleRange().orElseThrow().span()).isLessThan(before.dividedBy(14).multipliedBy(10));
        assertThat(Math.abs(geometry(robot).scale().toX(anchor) - x)).isLessThan(1.5);
        scrollWheel(robot, x, 200, -240);
        assertThat(timeline.visibleRange().orElseThrow().span()).isGreaterThan(before.multipliedBy(14).dividedBy(10));
    }

    private void scrollWheel(FxRobot robot, double x, double y, double deltaY) {
        robot.interact(() -> {
            javafx.scene.Node canvas = timeline.getChildrenUnmodifiable().get(0);
            Point2D screen = canvas.localToScreen(x, y);
            javafx.event.Event.fireEvent(canvas, new javafx.scene.input.ScrollEvent(
                    javafx.scene.input.ScrollEvent.SCROLL, x, y, screen.getX(), screen.getY(),
                    false, false, false, false, false, false, 0, deltaY, 0, deltaY,
                    javafx.scene.input.ScrollEvent.HorizontalTextScrollUnits.NONE, 0,
                    javafx.scene.input.ScrollEvent.VerticalTextScrollUnits.LINES, deltaY / 40, 0, null));
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void draggingTheAsOfHandleMovesTheCursor(FxRobot robot) {
        showSample(robot);
        Instant start = Instant.parse("2022-01-01T00:00:00Z");
        robot.interact(() -> timeline.setAsOf(start));
        TimelineGeometry geo = geometry(robot);
        double x = geo.scale().toX(start);
        double handleY = geo.axisHeight() - TimelinePainter.HANDLE_HEIGHT / 2 - 3;
        robot.drag(onScreen(robot, x, handleY), MouseButton.PRIMARY).moveTo(onScreen(robot, x + 150, handleY)).release(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        Instant expected = geo.scale().toInstant(x + 150);
        assertThat(timeline.getAsOf()).isAfter(start);
        assertThat(Math.abs(Duration.between(expected, timeline.getAsOf()).toSeconds()))
                .isLessThanOrEqualTo(geo.scale().durationOf(2).toSeconds());
        // the view did not pan while the cursor was dragged
        assertThat(geometry(robot).scale().range()).isEqualTo(geo.scale().range());
    }

    @Test
    void draggingTheBackgroundPans(FxRobot robot) {
        showSample(robot);
        TimelineGeometry geo = geometry(robot);
        TimeRange before = geo.scale().range();
        double y = geo.laneBottom(geo.layout().lanes().size() - 1) + 20;
        robot.drag(onScreen(robot, 700, y), MouseButton.PRIMARY).moveTo(onScreen(robot, 500, y)).release(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        TimeRange after = timeline.visibleRange().orElseThrow();
        assertThat(after.span()).isEqualTo(before.span());
        assertThat(Duration.between(before.start(), after.start())).isEqualTo(geo.scale().durationOf(200));
    }

    @Test
    void clickingABarSelectsItsFact(FxRobot robot) {
        showSample(robot);
        robot.clickOn(centreOf(robot, 2));
        assertThat(timeline.getSelectedFact().id()).isEqualTo(FactId.of(2));
        robot.clickOn(centreOf(robot, 4)); // the contradicting fact in the lane's second sub-row
        assertThat(timeline.getSelectedFact().id()).isEqualTo(FactId.of(4));
    }

    @Test
    void arrowKeysMoveTheSelectionThroughLaneAndLanes(FxRobot robot) {
        showSample(robot);
        robot.clickOn(centreOf(robot, 1));
        robot.type(KeyCode.RIGHT);
        assertThat(timeline.getSelectedFact().id()).isEqualTo(FactId.of(2));
        robot.type(KeyCode.RIGHT);
        assertThat(timeline.getSelectedFact().id()).isEqualTo(FactId.of(3));
        robot.type(KeyCode.LEFT, 2);
        assertThat(timeline.getSelectedFact().id()).isEqualTo(FactId.of(1));
        robot.type(KeyCode.UP); // lives_in -> the last of likes' three sub-rows
        assertThat(timeline.getSelectedFact().id()).isEqualTo(FactId.of(9));
        robot.type(KeyCode.UP, 2); // -> hiking -> jazz, row by row
        assertThat(timeline.getSelectedFact().id()).isEqualTo(FactId.of(7));
        robot.type(KeyCode.DOWN, 3); // -> hiking -> sourdough -> lives_in; Berlin is valid when sourdough starts
        assertThat(timeline.getSelectedFact().id()).isEqualTo(FactId.of(1));
        robot.type(KeyCode.DOWN); // -> Bremen, alone in lives_in's second sub-row
        assertThat(timeline.getSelectedFact().id()).isEqualTo(FactId.of(4));
        robot.type(KeyCode.DOWN); // -> phone
        assertThat(timeline.getSelectedFact().id()).isEqualTo(FactId.of(11));
        Duration span = timeline.visibleRange().orElseThrow().span();
        robot.type(KeyCode.EQUALS);
        assertThat(timeline.visibleRange().orElseThrow().span()).isLessThan(span);
        robot.type(KeyCode.DIGIT0);
        assertThat(timeline.visibleRange().orElseThrow().span()).isEqualTo(span);
    }

    @Test
    void manyChangesInOnePulseArePaintedOnce(FxRobot robot) {
        showSample(robot);
        WaitForAsyncUtils.waitForFxEvents();
        TimelineSkin skin = (TimelineSkin) timeline.getSkin();
        AtomicReference<Long> before = new AtomicReference<>();
        robot.interact(() -> {
            before.set(skin.framesPainted());
            for (int i = 0; i < 50; i++) {
                timeline.panBy(Duration.ofDays(1));
                timeline.setAsOf(TimelineSamples.NOW.minus(Duration.ofDays(i)));
            }
            assertThat(skin.framesPainted()).isEqualTo(before.get());
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(skin.framesPainted()).isEqualTo(before.get() + 1);
    }

    @Test
    void hoveringABarShowsItsValueValidityAndProvenance(FxRobot robot) {
        showSample(robot);
        robot.moveTo(centreOf(robot, 2));
        robot.moveBy(3, 0);
        WaitForAsyncUtils.sleep(900, java.util.concurrent.TimeUnit.MILLISECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        List<String> shown = robot.listWindows().stream()
                .filter(w -> w instanceof javafx.scene.control.Tooltip && w.isShowing())
                .map(w -> ((javafx.scene.control.Tooltip) w).getText()).toList();
        assertThat(shown).singleElement().asString()
                .contains("lives_in = Hamburg", "2021-08-15 09:00 UTC", "2023-05-02 09:00 UTC",
                        "superseded by #3", "source: conversation 57", "agent: planner");
    }

    @Test
    void theDarkStylesheetRecoloursTheControl(FxRobot robot) {
        assertThat(timeline.appearance().backgroundProperty().get()).isEqualTo(javafx.scene.paint.Color.web("#ffffff"));
        robot.interact(() -> scene.getStylesheets().add(getClass().getResource("/io/memscope/ui/theme/memscope-dark.css").toExternalForm()));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(timeline.appearance().backgroundProperty().get()).isEqualTo(javafx.scene.paint.Color.web("#0d1117"));
        assertThat(timeline.appearance().currentFillProperty().get()).isEqualTo(javafx.scene.paint.Color.web("#2f81f7"));
        assertThat(timeline.appearance().problemFillProperty().get()).isEqualTo(javafx.scene.paint.Color.web("#f85149"));
        assertThat(timeline.appearance().rowHeightProperty().get().doubleValue()).isEqualTo(24.0);
    }

    @Test
    void tenThousandFactsLayOutAndDraw(FxRobot robot) {
        List<Fact> facts = new ArrayList<>();
        Instant t0 = Instant.parse("2015-01-01T00:00:00Z");
        for (int i = 0; i < 10_000; i++) {
            Instant from = t0.plus(Duration.ofHours(7L * i));
            boolean last = i >= 9_990;
            facts.add(Fact.of(FactId.of(i), "bot:7", "p" + (i % 10), "value " + i, from,
                    last ? null : from.plus(Duration.ofHours(70)), last ? null : FactId.of(i + 10)));
        }
        robot.interact(() -> timeline.getFacts().setAll(facts));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(timeline.getLayout().barCount()).isEqualTo(10_000);
        assertThat(timeline.getLayout().lanes()).hasSize(10);
        writePng(robot, "target/timeline-10k-all.png"); // fitted: thousands of bars merge into cluster blocks
        robot.interact(() -> timeline.zoomAt(200, timeline.getLayout().extent().middle()));
        robot.interact(() -> timeline.panBy(Duration.ofDays(30)));
        WaitForAsyncUtils.waitForFxEvents();
        writePng(robot, "target/timeline-10k.png");
        robot.interact(() -> timeline.zoomAt(20, timeline.visibleRange().orElseThrow().middle()));
        writePng(robot, "target/timeline-10k-hours.png");
    }

    @Test
    void rendersASampleImage(FxRobot robot) throws IOException {
        showSample(robot);
        robot.interact(() -> {
            timeline.setAsOf(Instant.parse("2024-06-15T00:00:00Z"));
            timeline.setSelectedFact(timeline.getLayout().bar(FactId.of(6)).orElseThrow().fact());
        });
        File png = writePng(robot, "target/timeline-sample.png");
        assertThat(png).isNotEmpty();
        robot.interact(() -> scene.getStylesheets().add(getClass().getResource("/io/memscope/ui/theme/memscope-dark.css").toExternalForm()));
        writePng(robot, "target/timeline-sample-dark.png");
    }

    private File writePng(FxRobot robot, String path) {
        WaitForAsyncUtils.waitForFxEvents();
        AtomicReference<WritableImage> image = new AtomicReference<>();
        robot.interact(() -> image.set(scene.snapshot(null)));
        WritableImage img = image.get();
        int w = (int) img.getWidth();
        int h = (int) img.getHeight();
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        PixelReader reader = img.getPixelReader();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                out.setRGB(x, y, reader.getArgb(x, y));
            }
        }
        File file = new File(path);
        try {
            // a fresh checkout has no target/ at the repository root, where the tests run
            java.nio.file.Files.createDirectories(file.getAbsoluteFile().toPath().getParent());
            ImageIO.write(out, "png", file);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return file;
    }
}
