package io.memscope.ui.main;

import io.memscope.ui.actions.StandardAction;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The main window's menus, made from {@link StandardAction} in the order below: the text and accelerator
 * of every item come from there, so the menus, the keys and Help → Keyboard Shortcuts say the same.
 */
final class MainMenus {
    /** A place in a menu: an action, a separator, or the submenu of recent stores. */
    private static final StandardAction SEPARATOR = null;

    static final List<StandardAction> FILE = java.util.Arrays.asList(StandardAction.OPEN, StandardAction.CONNECT,
            StandardAction.EXPORT_MEMORY, StandardAction.EXPORT_IMAGE, StandardAction.OPEN_READ_ONLY, SEPARATOR,
            StandardAction.RELOAD, StandardAction.CANCEL, SEPARATOR, StandardAction.QUIT);
    static final List<StandardAction> REVIEW = java.util.Arrays.asList(StandardAction.REVIEW, StandardAction.UNDO,
            SEPARATOR, StandardAction.SHOW_AUDIT, StandardAction.OPERATOR);
    static final List<StandardAction> VIEW = java.util.Arrays.asList(StandardAction.FIND_SUBJECT,
            StandardAction.SEARCH, StandardAction.SHOW_FINDINGS, StandardAction.SHOW_SUGGESTIONS, StandardAction.SHOW_AS_OF,
            SEPARATOR,
            StandardAction.ZOOM_IN, StandardAction.ZOOM_OUT, StandardAction.FIT_ALL, StandardAction.AS_OF_CURSOR,
            SEPARATOR, StandardAction.REPLAY, StandardAction.REPLAY_PLAY, StandardAction.REPLAY_BACK,
            StandardAction.REPLAY_FORWARD, SEPARATOR, StandardAction.DARK_THEME);
    static final List<StandardAction> HELP = List.of(StandardAction.SHORTCUTS, StandardAction.ABOUT);
    /** The items that are on or off rather than done. */
    private static final java.util.Set<StandardAction> CHECKS = java.util.EnumSet.of(StandardAction.OPEN_READ_ONLY,
            StandardAction.AS_OF_CURSOR, StandardAction.REPLAY, StandardAction.DARK_THEME);

    private final Map<StandardAction, MenuItem> items = new EnumMap<>(StandardAction.class);
    private final Menu recent = new Menu("Open _Recent");

    /** Fills the menus; {@code handlers} says what each item does (check items may have none). */
    MainMenus(Menu file, Menu review, Menu view, Menu help, Map<StandardAction, Runnable> handlers) {
        fill(file, FILE, handlers);
        file.getItems().add(FILE.indexOf(StandardAction.OPEN_READ_ONLY), recent);
        fill(review, REVIEW, handlers);
        fill(view, VIEW, handlers);
        fill(help, HELP, handlers);
    }

    private void fill(Menu menu, List<StandardAction> layout, Map<StandardAction, Runnable> handlers) {
        for (StandardAction action : layout) {
            if (action == SEPARATOR) {
                menu.getItems().add(new SeparatorMenuItem());
                continue;
            }
            MenuItem item = CHECKS.contains(action) ? new CheckMenuItem(action.text()) : new MenuItem(action.text());
            item.setAccelerator(action.accelerator());
            item.setId("menu-" + action.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
            Runnable handler = handlers.get(action);
            if (handler != null) {
                item.setOnAction(e -> handler.run());
            }
            items.put(action, item);
            menu.getItems().add(item);
        }
    }

    MenuItem item(StandardAction action) {
        return items.get(action);
    }

    CheckMenuItem check(StandardAction action) {
        return (CheckMenuItem) items.get(action);
    }

    Menu recent() {
        return recent;
    }
}
