package io.memscope.ui.timeline;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import static io.memscope.ui.timeline.TimelineSamples.fact;
import static org.assertj.core.api.Assertions.assertThat;

/** What the painting puts where, read back from a recording pen: the same calls the canvas and SVG get. */
@ExtendWith(ApplicationExtension.class)
class TimelinePaintingFxTest {
    private TimelineControl timeline;

    @Start
    void start(Stage stage) {
        timeline = new TimelineControl();
        timeline.setNow(TimelineSamples.NOW);
        Scene scene = new Scene(new BorderPane(timeline), 1200, 420);
        scene.getStylesheets().add(getClass().getResource("/io/memscope/ui/theme/memscope.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
    }

    private void show(FxRobot robot, List<Fact> facts, List<Finding> findings) {
        robot.interact(() -> {
            timeline.getFacts().setAll(facts);
            timeline.getFindings().setAll(findings);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private RecordingPen paint(FxRobot robot) {
        RecordingPen pen = new RecordingPen();
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> timeline.paintTo(pen));
        return pen;
    }

    private TimelineGeometry geometry(FxRobot robot) {
        AtomicReference<TimelineGeometry> geo = new AtomicReference<>();
        robot.interact(() -> geo.set(((TimelineSkin) timeline.getSkin()).geometry()));
        return geo.get();
    }

    /** A fact invalidated as never true: memscope closes it at its own valid_from. */
    private static List<Fact> moveWithANeverTrueFact() {
        return List.of(
                fact(1, "lives_in", "Detroit", "2023-04-10", "2024-03-02", 2L, "c", "a"),
                fact(2, "lives_in", "Ferndale", "2024-03-02", null, null, "c", "a"),
                fact(3, "lives_in", "Dearborn", "2024-05-18", "2024-05-18", null, "c", "a"));
    }

    @Test
    void aNeverTrueFactIsAVisibleLabelledMarkerInTheInvalidatedColour(FxRobot robot) {
        show(robot, moveWithANeverTrueFact(), List.of());
        TimelineGeometry geo = geometry(robot);
        TimelineBar point = timeline.getLayout().bar(FactId.of(3)).orElseThrow();
        double x = geo.scale().toX(point.start());
        double y = geo.barTop(point.lane(), point.subRow()) + geo.barHeight() / 2;

        RecordingPen pen = paint(robot);
        assertThat(pen.shapes).as("a marker of the legend's invalidated colour, wide enough to see")
                .anySatisfy(s -> {
                    assertThat(s.fill()).isEqualTo(timeline.appearance().invalidatedFillProperty().get());
                    assertThat(s.x()).isLessThan(x - 3);
                    assertThat(s.x() + s.w()).isGreaterThan(x + 3);
                    assertThat(s.y()).isLessThan(y - 3);
                    assertThat(s.y() + s.h()).isGreaterThan(y + 3);
                });
        assertThat(pen.texts("Dearborn")).as("its value written beside it").singleElement()
                .satisfies(t -> assertThat(t.left()).isBetween(x, x + 30));

        robot.clickOn(onScreen(robot, x + 4, y));
        assertThat(timeline.getSelectedFact().id()).isEqualTo(FactId.of(3));
    }

    private Point2D onScreen(FxRobot robot, double x, double y) {
        AtomicReference<Point2D> p = new AtomicReference<>();
        robot.interact(() -> p.set(timeline.localToScreen(x, y)));
        return p.get();
    }

    /** A cycle puts a badge at the end of each bar, where the next bar's value begins. */
    @Test
    void problemBadgesLeaveTheValuesOfBarsReadable(FxRobot robot) {
        List<Fact> facts = List.of(
                fact(1, "plan", "basic", "2023-01-01", "2023-06-01", 2L, "c", "a"),
                fact(2, "plan", "professional", "2023-06-01", "2023-11-01", 3L, "c", "a"),
                fact(3, "plan", "team", "2023-11-01", "2024-04-01", 1L, "c", "a"),
                fact(4, "phone", "+1 555 0100", "2023-01-01", null, 9L, "c", "a"));
        show(robot, facts, List.of(
                new Finding(FindingKind.CYCLE, "user:alice", "plan", List.of(FactId.of(1), FactId.of(2), FactId.of(3))),
                new Finding(FindingKind.SUPERSEDED_BUT_CURRENT, "user:alice", "phone", List.of(FactId.of(4)))));

        RecordingPen pen = paint(robot);
        List<RecordingPen.Shape> badges = pen.shapes.stream()
                .filter(s -> s.kind().equals("oval") && s.w() > 10
                        && s.fill().equals(timeline.appearance().problemFillProperty().get()))
                .toList();
        assertThat(badges).hasSize(4);
        for (String value : List.of("basic", "professional", "team", "+1 555 0100")) {
            assertThat(pen.texts(value)).as(value).singleElement().satisfies(t -> {
                for (RecordingPen.Shape b : badges) {
                    boolean sameRow = Math.abs(t.y() - (b.y() + b.h() / 2)) < b.h();
                    boolean covers = t.left() < b.x() + b.w() && b.x() < t.right();
                    assertThat(sameRow && covers).as(value + " under a badge at x=" + b.x()).isFalse();
                }
            });
        }
        // badges of one bar's end sit side by side, and clear of its open-end arrow
        assertThat(badges).allSatisfy(a -> assertThat(badges).allSatisfy(b ->
                assertThat(a == b || a.x() + a.w() <= b.x() || b.x() + b.w() <= a.x()
                        || Math.abs(a.y() - b.y()) >= a.h()).isTrue()));
    }

    @Test
    void axisLabelsStayInsideThePictureAndClearOfNow(FxRobot robot) {
        show(robot, TimelineSamples.facts(), List.of());
        // "now" sits on a month tick, and the view ends just after another one
        robot.interact(() -> timeline.setVisibleRange(new TimeRange(Instant.parse("2024-03-01T12:00:00Z"),
                Instant.parse("2025-03-04T00:00:00Z"))));
        TimelineGeometry geo = geometry(robot);
        RecordingPen pen = paint(robot);

        List<RecordingPen.DrawnText> axis = pen.texts.stream()
                .filter(t -> t.y() < geo.axisHeight() && t.left() >= geo.plotLeft() - 1).toList();
        assertThat(axis).extracting(RecordingPen.DrawnText::text).contains("now", "Jan", "2025");
        assertThat(axis).allSatisfy(t -> assertThat(t.right()).as(t.text()).isLessThanOrEqualTo(geo.width()));
        RecordingPen.DrawnText now = pen.texts("now").get(0);
        assertThat(axis).allSatisfy(t -> assertThat(t != now && t.overlaps(now)).as(t.text() + " under now").isFalse());
    }

    @Test
    void theAsOfHandleNeverCoversTheNowLabel(FxRobot robot) {
        show(robot, TimelineSamples.facts(), List.of());
        for (String end : List.of("2025-06-01", "2025-03-20")) { // room for "now" right of its line, or none
            robot.interact(() -> {
                timeline.setVisibleRange(new TimeRange(Instant.parse("2018-06-01T00:00:00Z"), Instant.parse(end + "T00:00:00Z")));
                timeline.setAsOf(Instant.parse("2024-06-15T00:00:00Z"));
            });
            RecordingPen pen = paint(robot);
            RecordingPen.DrawnText handle = pen.texts.stream().filter(t -> t.text().startsWith("as of ")).findFirst().orElseThrow();
            assertThat(pen.texts("now")).as(end).hasSizeLessThanOrEqualTo(1).allSatisfy(now ->
                    assertThat(now.left() >= handle.right() + 8 || now.right() <= handle.left() - 8).as("clear of the handle").isTrue());
            if (end.equals("2025-06-01")) {
                assertThat(pen.texts("now")).hasSize(1);
            }
        }
    }

    @Test
    void theYearAxisKeepsItsLastLabelWhole(FxRobot robot) {
        show(robot, TimelineSamples.facts(), List.of());
        robot.interact(() -> timeline.setVisibleRange(new TimeRange(Instant.parse("2014-06-01T00:00:00Z"),
                Instant.parse("2025-01-10T00:00:00Z"))));
        TimelineGeometry geo = geometry(robot);
        RecordingPen pen = paint(robot);
        assertThat(pen.texts.stream().filter(t -> t.y() < geo.axisHeight() && t.left() >= geo.plotLeft()))
                .allSatisfy(t -> assertThat(t.right()).as(t.text()).isLessThanOrEqualTo(geo.width()));
    }

    /** Two price changes within weeks, a year before "now": fitted, they are not squeezed against it. */
    @Test
    void aShortHistoryIsFittedReadably(FxRobot robot) {
        show(robot, List.of(
                fact(1, "price", "499.00", "2024-01-08", "2024-02-12", 2L, "c", "a"),
                fact(2, "price", "449.00", "2024-02-12", "2024-03-01", 3L, "c", "a"),
                fact(3, "price", "529.00", "2024-03-01", null, null, "c", "a")), List.of());
        robot.interact(() -> timeline.fitAll());
        TimelineGeometry geo = geometry(robot);
        TimelineBar first = timeline.getLayout().bar(FactId.of(1)).orElseThrow();
        double plot = geo.width() - geo.plotLeft();
        assertThat(geo.scale().toX(first.end()) - geo.scale().toX(first.start())).isGreaterThan(plot / 4);
        assertThat(paint(robot).texts).extracting(RecordingPen.DrawnText::text).contains("499.00", "449.00", "529.00");
    }
}
