package io.memscope.ui;

import javafx.application.Application;

/** Starts the window from the jar's plain main class (which must not itself be a JavaFX Application). */
public final class GuiLauncher {
    private GuiLauncher() {
    }

    public static void launch(String[] args) {
        Application.launch(MemscopeApp.class, args);
    }
}
