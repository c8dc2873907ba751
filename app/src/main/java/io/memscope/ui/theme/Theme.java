package io.memscope.ui.theme;

import javafx.scene.Scene;

import java.util.List;

/**
 * The two themes. Both load the one stylesheet with every rule; the dark theme adds a second sheet
 * that only renames the looked-up colours, so a new rule never needs writing twice.
 */
public enum Theme {
    LIGHT("light"), DARK("dark");

    private static final String BASE = "memscope.css";
    private static final String DARK_COLOURS = "memscope-dark.css";
    private final String key;

    Theme(String key) {
        this.key = key;
    }

    public String key() {
        return key;
    }

    public static Theme fromKey(String key) {
        return "dark".equals(key) ? DARK : LIGHT;
    }

    public List<String> stylesheets() {
        String base = Theme.class.getResource(BASE).toExternalForm();
        return this == DARK ? List.of(base, Theme.class.getResource(DARK_COLOURS).toExternalForm()) : List.of(base);
    }

    public void applyTo(Scene scene) {
        scene.getStylesheets().setAll(stylesheets());
    }
}
