package io.memscope.ui.main;

import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;

import java.util.List;

/**
 * The keyboard reference shown under Help → Keyboard Shortcuts: keys in one column and what they do in
 * the next, by where they act. A grid, not tab-separated text: an alert's label does not line tabs up,
 * so keys such as "Ctrl+1 / Ctrl+2" ran into their descriptions.
 */
final class ShortcutHelp {
    /** One key (or keys) and what it does. */
    record Shortcut(String keys, String action) {
    }

    /** The shortcuts that act in one place of the window. */
    record Section(String title, List<Shortcut> shortcuts) {
    }

    static final List<Section> SECTIONS = List.of(
            new Section("Anywhere", List.of(
                    new Shortcut("Ctrl+O", "Open a store file"),
                    new Shortcut("Ctrl+Shift+O", "Connect to PostgreSQL"),
                    new Shortcut("Ctrl+Shift+R", "Open read-only (toggle)"),
                    new Shortcut("F5", "Reload the store"),
                    new Shortcut("Esc", "Cancel running work"),
                    new Shortcut("Ctrl+F", "Filter subjects"),
                    new Shortcut("Ctrl+1 / Ctrl+2", "Findings / As-of comparison"),
                    new Shortcut("Ctrl+T", "As-of cursor on or off"),
                    new Shortcut("Ctrl+D", "Dark theme"),
                    new Shortcut("Ctrl+P", "Replay the subject"),
                    new Shortcut("Ctrl+Space", "Play or pause the replay"),
                    new Shortcut("Ctrl+[ / Ctrl+]", "Previous / next replay step"))),
            new Section("In the subject list", List.of(
                    new Shortcut("↑ ↓", "Previous / next subject"),
                    new Shortcut("Page Up / Page Down", "A screenful up / down"),
                    new Shortcut("Home / End", "First / last subject"))),
            new Section("On the timeline", List.of(
                    new Shortcut("← →", "Previous / next fact in the lane"),
                    new Shortcut("↑ ↓", "Lane above / below"),
                    new Shortcut("+ −  (or Ctrl+= Ctrl+−)", "Zoom in / out"),
                    new Shortcut("0  (or Ctrl+0)", "Fit all"),
                    new Shortcut("Wheel", "Zoom around the pointer; Shift+wheel pans"),
                    new Shortcut("Drag", "Pan; drag the red handle to move the as-of cursor"))));

    private ShortcutHelp() {
    }

    /** The sections as a grid, styled by the theme ({@code .shortcut-help}). */
    static GridPane view() {
        GridPane grid = new GridPane();
        grid.getStyleClass().add("shortcut-help");
        int row = 0;
        for (Section section : SECTIONS) {
            Label title = new Label(section.title());
            title.getStyleClass().add("shortcut-section");
            grid.add(title, 0, row++, 2, 1);
            for (Shortcut shortcut : section.shortcuts()) {
                Label keys = new Label(shortcut.keys());
                keys.getStyleClass().add("shortcut-keys");
                grid.add(keys, 0, row);
                grid.add(new Label(shortcut.action()), 1, row++);
            }
        }
        return grid;
    }
}
