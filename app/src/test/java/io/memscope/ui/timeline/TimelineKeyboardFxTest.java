package io.memscope.ui.timeline;

import io.memscope.model.FactId;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The keys reach every bar and keep the one being looked at on screen. */
@ExtendWith(ApplicationExtension.class)
class TimelineKeyboardFxTest {
    private TimelineControl timeline;

    @Start
    void start(Stage stage) {
        timeline = new TimelineControl();
        timeline.setNow(TimelineSamples.NOW);
        stage.setScene(new Scene(new BorderPane(timeline), 1200, 520));
        stage.show();
    }

    private void showSample(FxRobot robot, long selected) {
        robot.interact(() -> {
            timeline.getFacts().setAll(TimelineSamples.facts());
            timeline.getFindings().setAll(TimelineSamples.findings(TimelineSamples.facts()));
            timeline.setSelectedFact(timeline.getLayout().bar(FactId.of(selected)).orElseThrow().fact());
            timeline.requestFocus();
        });
    }

    private boolean selectedIsInView() {
        TimelineBar bar = timeline.getLayout().bar(timeline.getSelectedFact().id()).orElseThrow();
        return timeline.visibleRange().orElseThrow().intersects(bar.start(), bar.end());
    }

    @Test
    void plusZoomsInOnTheSelectedFact(FxRobot robot) {
        showSample(robot, 1); // Berlin, near the left edge of the fitted view
        for (int i = 0; i < 8; i++) {
            robot.type(KeyCode.EQUALS);
            assertThat(selectedIsInView()).as("after %d presses of +", i + 1).isTrue();
        }
        for (int i = 0; i < 4; i++) {
            robot.type(KeyCode.MINUS);
            assertThat(selectedIsInView()).as("after %d presses of -", i + 1).isTrue();
        }
    }

    @Test
    void downVisitsEverySubRowOfEveryLane(FxRobot robot) {
        showSample(robot, 10); // diet, the first lane
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            TimelineBar bar = timeline.getLayout().bar(timeline.getSelectedFact().id()).orElseThrow();
            String row = bar.lane() + "." + bar.subRow();
            if (!rows.isEmpty() && rows.get(rows.size() - 1).equals(row)) {
                break; // the last row: Down stays put
            }
            rows.add(row);
            robot.type(KeyCode.DOWN);
        }
        List<String> expected = new ArrayList<>();
        for (TimelineLane lane : timeline.getLayout().lanes()) {
            for (int r = 0; r < lane.rowCount(); r++) {
                expected.add(lane.index() + "." + r);
            }
        }
        assertThat(rows).containsExactlyElementsOf(expected);
        robot.type(KeyCode.UP, expected.size() - 1);
        TimelineBar top = timeline.getLayout().bar(timeline.getSelectedFact().id()).orElseThrow();
        assertThat(top.lane() + "." + top.subRow()).isEqualTo("0.0");
    }
}
