package io.memscope.ui;

import io.memscope.ui.main.StoreSession;
import io.memscope.ui.task.FxTaskExecutor;
import javafx.scene.control.Button;
import javafx.stage.Stage;
import org.controlsfx.control.NotificationPane;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** Another program writes the open store: the window says so without being asked, and Reload reads it again. */
@ExtendWith(ApplicationExtension.class)
class ExternalChangeFxTest {
    private final FxTaskExecutor pool = new FxTaskExecutor();
    private TestWindow window;

    @TempDir
    Path dir;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindow.show(stage, pool, 1400, 860);
    }

    @AfterEach
    void tearDown() throws Exception {
        window.close();
        pool.close();
    }

    @Test
    void aFileChangedOnDiskShowsANoticeAndReloadReadsTheNewContent(FxRobot robot) throws Exception {
        Path store = window.openWritableCopy(robot, dir, "sample-stores/story-derived.json");
        NotificationPane notice = robot.lookup(".change-notice").queryAs(NotificationPane.class);
        StoreSession before = window.model.sessionProperty().get();
        long factsBefore = before.summary().facts();
        assertThat(notice.isShowing()).isFalse();

        // an agent appends a fact the way a memory system would: a whole new version of the file
        String text = Files.readString(store, StandardCharsets.UTF_8);
        int last = text.lastIndexOf('}', text.lastIndexOf(']', text.indexOf("\"dependencies\"")));
        Files.writeString(store, text.substring(0, last + 1) + ",\n    {\"id\": 9001, \"subject\": \"user:new\","
                + " \"predicate\": \"lives_in\", \"value\": \"Oslo\", \"valid_from\": \"2024-01-01T00:00:00Z\"}"
                + text.substring(last + 1), StandardCharsets.UTF_8);

        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, notice::isShowing); // the window asks on its own
        assertThat(notice.getText()).contains(store.toString()).contains("changed by another program");

        Button reload = robot.from(notice).lookup(".button").queryAllAs(Button.class).stream()
                .filter(b -> "Reload".equals(b.getText())).findFirst().orElseThrow();
        robot.clickOn(reload);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> window.model.sessionProperty().get() != before
                && window.model.sessionProperty().get() != null && !window.model.busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.model.sessionProperty().get().summary().facts()).isEqualTo(factsBefore + 1);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !notice.isShowing());
    }
}
