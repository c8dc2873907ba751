package io.memscope.ui.main;

import io.memscope.ui.actions.HelpSection;
import io.memscope.ui.actions.StandardAction;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;

/**
 * The keyboard reference shown under Help → Keyboard Shortcuts, made from {@link StandardAction} (the same
 * list the menus and the review queue's keys come from): keys in one column and what they do in the next,
 * by where they act. A grid, not tab-separated text, so long keys do not run into their descriptions.
 */
final class ShortcutHelp {
    private ShortcutHelp() {
    }

    /** The sections as a grid, styled by the theme ({@code .shortcut-help}). */
    static GridPane view() {
        GridPane grid = new GridPane();
        grid.getStyleClass().add("shortcut-help");
        int row = 0;
        for (HelpSection section : HelpSection.values()) {
            Label title = new Label(section.title());
            title.getStyleClass().add("shortcut-section");
            grid.add(title, 0, row++, 2, 1);
            for (StandardAction action : StandardAction.values()) {
                if (action.section() != section || action.keys().isEmpty()) {
                    continue;
                }
                Label keys = new Label(action.keysShown());
                keys.getStyleClass().add("shortcut-keys");
                grid.add(keys, 0, row);
                grid.add(new Label(action.help()), 1, row++);
            }
        }
        return grid;
    }
}
