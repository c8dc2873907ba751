package io.memscope.cli;

import io.memscope.store.open.StoreOpener;

/** Entry point of {@code memscope-cli.jar}: every headless command, with no JavaFX on the class path. */
public final class CliMain {
    private CliMain() {
    }

    public static void main(String[] args) {
        StoreOpener.configure();
        System.exit(MemscopeCli.run(args, System.out, System.err));
    }
}
