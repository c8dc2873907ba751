package io.memscope.ui;

import io.memscope.ui.main.MainController;
import io.memscope.ui.main.SampleStores;
import io.memscope.ui.main.MainViewModel;
import io.memscope.ui.main.WindowState;
import io.memscope.ui.prefs.AppPreferences;
import io.memscope.ui.task.FxTaskExecutor;
import io.memscope.ui.theme.Theme;
import javafx.application.Application;
import javafx.fxml.FXMLLoader;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;

import java.util.List;

/**
 * The inspector window. With a STORE argument it opens that store; without one it opens the bundled
 * sample store, so a newcomer sees something real at once.
 */
public final class MemscopeApp extends Application {
    private final FxTaskExecutor executor = new FxTaskExecutor();

    @Override
    public void start(Stage stage) throws Exception {
        AppPreferences preferences = AppPreferences.user();
        MainViewModel model = new MainViewModel(executor, preferences);
        MainWindow window = MainWindow.load(model, preferences);
        Scene scene = new Scene(window.root(), 1400, 860);
        Theme.fromKey(preferences.theme()).applyTo(scene);
        stage.setScene(scene);
        stage.titleProperty().bind(model.titleProperty());
        WindowState state = new WindowState(preferences);
        state.restore(stage, window.controller());
        stage.setOnHidden(e -> {
            state.save(stage, window.controller());
            model.close();
            executor.close();
        });
        stage.show();
        List<String> args = getParameters().getRaw();
        if (!args.isEmpty()) {
            model.open(args.get(0), preferences.openReadOnly());
        } else {
            SampleStores.defaultStore().ifPresent(sample -> model.open(sample.toString(), false));
        }
    }

    /** The loaded FXML root and its controller. */
    public record MainWindow(Parent root, MainController controller) {
        public static MainWindow load(MainViewModel model, AppPreferences preferences) throws java.io.IOException {
            FXMLLoader loader = new FXMLLoader(MemscopeApp.class.getResource("/io/memscope/ui/main/main-window.fxml"));
            loader.setControllerFactory(type -> {
                if (type == MainController.class) {
                    return new MainController(model, preferences);
                }
                try {
                    return type.getDeclaredConstructor().newInstance();
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException("cannot create controller " + type, e);
                }
            });
            Parent root = loader.load();
            return new MainWindow(root, loader.getController());
        }
    }
}
