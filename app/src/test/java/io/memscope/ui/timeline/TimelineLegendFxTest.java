package io.memscope.ui.timeline;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The legend as narrow as the timeline gets in a 1024 x 700 window: it wraps, and no name is cut short. */
@ExtendWith(ApplicationExtension.class)
class TimelineLegendFxTest {
    private TimelineLegend legend;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        legend = new TimelineLegend();
        VBox root = new VBox(new TimelineControl(), legend);
        Scene scene = new Scene(root, 400, 300);
        scene.getStylesheets().add(getClass().getResource("/io/memscope/ui/theme/memscope.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void aNarrowLegendWrapsWithoutEllipsis(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        List<Label> labels = legend.lookupAll(".label").stream().map(Label.class::cast).toList();
        assertThat(labels).as("every state, and suggested").hasSize(BarState.values().length + 1);
        for (Label label : labels) {
            Node text = label.lookup(".text");
            assertThat(((javafx.scene.text.Text) text).getText()).as("shown").isEqualTo(label.getText());
            double right = label.localToScene(label.getLayoutBounds()).getMaxX();
            assertThat(right).as(label.getText() + " inside the window").isLessThanOrEqualTo(400);
        }
        double rowHeight = labels.get(0).getHeight();
        assertThat(legend.getHeight()).as("more than one line").isGreaterThan(2 * rowHeight);

        robot.interact(() -> stage.setWidth(1400));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(legend.getHeight()).as("one line when there is room").isLessThan(2 * rowHeight + 12);
    }
}
