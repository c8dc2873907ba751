package io.memscope.ui.main;

import io.memscope.ui.prefs.AppPreferences;
import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;

/** Remembers the window's bounds and the split panes' dividers between runs. */
public final class WindowState {
    private static final double[] DEFAULT_DIVIDERS = {0.18, 0.78, 0.68};
    private final AppPreferences preferences;

    public WindowState(AppPreferences preferences) {
        this.preferences = preferences;
    }

    public void restore(Stage stage, MainController controller) {
        double w = preferences.getDouble("window.width", 1400);
        double h = preferences.getDouble("window.height", 860);
        double x = preferences.getDouble("window.x", Double.NaN);
        double y = preferences.getDouble("window.y", Double.NaN);
        stage.setWidth(w);
        stage.setHeight(h);
        // Only put the window back where it was if that place is still on a screen.
        if (!Double.isNaN(x) && !Screen.getScreensForRectangle(new Rectangle2D(x, y, w, h)).isEmpty()) {
            stage.setX(x);
            stage.setY(y);
        }
        stage.setMaximized(preferences.get("window.maximized", "false").equals("true"));
        double[] dividers = new double[3];
        for (int i = 0; i < dividers.length; i++) {
            dividers[i] = preferences.getDouble("divider." + i, DEFAULT_DIVIDERS[i]);
        }
        // Dividers only stick once the panes have their size.
        Platform.runLater(() -> controller.restoreDividers(dividers));
    }

    public void save(Stage stage, MainController controller) {
        preferences.put("window.maximized", Boolean.toString(stage.isMaximized()));
        if (!stage.isMaximized()) {
            preferences.putDouble("window.width", stage.getWidth());
            preferences.putDouble("window.height", stage.getHeight());
            preferences.putDouble("window.x", stage.getX());
            preferences.putDouble("window.y", stage.getY());
        }
        double[] dividers = controller.dividers();
        for (int i = 0; i < dividers.length; i++) {
            preferences.putDouble("divider." + i, dividers[i]);
        }
        preferences.flush();
    }
}
