package io.memscope;

import io.memscope.cli.MemscopeCli;
import io.memscope.store.open.StoreOpener;
import io.memscope.ui.render.RenderCommand;

/**
 * Entry point of the app's jar. Kept free of JavaFX types so command-line use needs no display and the
 * shaded jar can start JavaFX later without the module-path launcher check.
 */
public final class Main {
    private Main() {
    }

    /**
     * No arguments, or a single STORE that is not a command: the window. Anything else: the command line
     * (the headless commands and {@code render}, which draws with the window's painter on a headless toolkit).
     */
    public static void main(String[] args) {
        StoreOpener.configure();
        if (MemscopeCli.isCommandLine(args, new RenderCommand())) {
            io.memscope.cli.CliMain.quietWorkers();
            System.exit(io.memscope.cli.CliMain.guarded(args,
                    () -> MemscopeCli.run(args, System.out, System.err, new RenderCommand())));
        }
        io.memscope.ui.GuiLauncher.launch(args);
    }
}
