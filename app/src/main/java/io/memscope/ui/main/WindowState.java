package io.memscope.ui.main;

import io.memscope.ui.prefs.AppPreferences;
import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;

import java.util.List;

/** Remembers the window's bounds and the split panes' dividers between runs. */
public final class WindowState {
    private static final double[] DEFAULT_DIVIDERS = {0.18, 0.78, 0.68};
    private final AppPreferences preferences;

    public WindowState(AppPreferences preferences) {
        this.preferences = preferences;
    }

    public void restore(Stage stage, MainController controller) {
        Rectangle2D saved = new Rectangle2D(preferences.getDouble("window.x", Double.NaN),
                preferences.getDouble("window.y", Double.NaN), preferences.getDouble("window.width", 1400),
                preferences.getDouble("window.height", 860));
        List<Screen> on = Double.isNaN(saved.getMinX()) ? List.of()
                : Screen.getScreensForRectangle(saved);
        Rectangle2D screen = (on.isEmpty() ? Screen.getPrimary() : on.get(0)).getVisualBounds();
        Rectangle2D b = fit(saved, screen, !on.isEmpty());
        stage.setWidth(b.getWidth());
        stage.setHeight(b.getHeight());
        if (!on.isEmpty()) {
            stage.setX(b.getMinX());
            stage.setY(b.getMinY());
        }
        stage.setMaximized(preferences.get("window.maximized", "false").equals("true"));
        double[] dividers = new double[3];
        for (int i = 0; i < dividers.length; i++) {
            dividers[i] = preferences.getDouble("divider." + i, DEFAULT_DIVIDERS[i]);
        }
        // Dividers only stick once the panes have their size.
        Platform.runLater(() -> controller.restoreDividers(dividers));
    }

    /**
     * The saved bounds made to fit {@code screen}: a size remembered on a larger screen (or the default on a
     * small one) would put the window's edges, and its buttons, off screen. The place is kept only when it was
     * on a screen ({@code placed}), moved just enough to show the whole window.
     */
    static Rectangle2D fit(Rectangle2D saved, Rectangle2D screen, boolean placed) {
        double w = Math.min(saved.getWidth(), screen.getWidth());
        double h = Math.min(saved.getHeight(), screen.getHeight());
        if (!placed) {
            return new Rectangle2D(screen.getMinX(), screen.getMinY(), w, h);
        }
        double x = Math.max(screen.getMinX(), Math.min(saved.getMinX(), screen.getMaxX() - w));
        double y = Math.max(screen.getMinY(), Math.min(saved.getMinY(), screen.getMaxY() - h));
        return new Rectangle2D(x, y, w, h);
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
