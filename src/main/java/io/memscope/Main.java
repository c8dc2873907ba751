package io.memscope;

import io.memscope.cli.MemscopeCli;

/**
 * Entry point of the jar. Kept free of JavaFX types so command-line use needs no display and the
 * shaded jar can start JavaFX later without the module-path launcher check.
 */
public final class Main {
    private Main() {
    }

    /**
     * No arguments, or a single STORE that is not a command: the window. Anything else: the command
     * line, which never touches JavaFX and so needs no display.
     */
    public static void main(String[] args) {
        io.memscope.store.jdbc.H2Settings.apply();
        if (MemscopeCli.isCommandLine(args)) {
            System.exit(MemscopeCli.run(args, System.out, System.err));
        }
        io.memscope.ui.GuiLauncher.launch(args);
    }
}
