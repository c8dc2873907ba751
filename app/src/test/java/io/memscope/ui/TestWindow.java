package io.memscope.ui;

import io.memscope.ui.main.MainController;
import io.memscope.ui.main.MainViewModel;
import io.memscope.ui.prefs.AppPreferences;
import io.memscope.ui.task.TaskExecutor;
import io.memscope.ui.theme.Theme;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * The real inspector window on a stage, with preferences in a throwaway node so tests never touch
 * an operator's settings. Close it in {@code @AfterEach}.
 */
final class TestWindow implements AutoCloseable {
    final MainViewModel model;
    final MainController controller;
    final Scene scene;
    private final Preferences node;

    private TestWindow(Preferences node, MainViewModel model, MainController controller, Scene scene) {
        this.node = node;
        this.model = model;
        this.controller = controller;
        this.scene = scene;
    }

    static TestWindow show(Stage stage, TaskExecutor executor, double width, double height) throws Exception {
        Preferences node = Preferences.userRoot().node("io/memscope-test/" + UUID.randomUUID());
        AppPreferences preferences = new AppPreferences(node);
        MainViewModel model = new MainViewModel(executor, preferences);
        MemscopeApp.MainWindow window = MemscopeApp.MainWindow.load(model, preferences);
        Scene scene = new Scene(window.root(), width, height);
        Theme.LIGHT.applyTo(scene);
        stage.setScene(scene);
        stage.show();
        return new TestWindow(node, model, window.controller(), scene);
    }

    /** Opens a writable copy of {@code sample} made in {@code dir}, and waits until its analysis is in. */
    Path openWritableCopy(FxRobot robot, Path dir, String sample) throws Exception {
        Path store = dir.resolve(Path.of(sample).getFileName());
        Files.copy(Path.of(sample), store);
        robot.interact(() -> model.open(store.toString(), false));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS,
                () -> model.reportProperty().get() != null && !model.busyProperty().get());
        return store;
    }

    @Override
    public void close() throws BackingStoreException {
        Platform.runLater(model::close);
        node.removeNode();
    }
}
