package io.memscope.cli;

import io.memscope.store.open.StoreOpener;

/** Entry point of {@code memscope-cli.jar}: every headless command, with no JavaFX on the class path. */
public final class CliMain {
    private CliMain() {
    }

    public static void main(String[] args) {
        StoreOpener.configure();
        quietWorkers();
        System.exit(MemscopeCli.run(args, System.out, System.err));
    }

    /**
     * A worker thread that runs out of memory ends, and the command that waited for it says so in its one
     * line; the JVM's default would print the error (and, out of memory, fail at that too) beside it.
     */
    public static void quietWorkers() {
        Thread.setDefaultUncaughtExceptionHandler((thread, e) -> {
            if (!(e instanceof OutOfMemoryError)) {
                System.err.println("memscope: internal error in " + thread.getName() + ": " + e);
            }
        });
    }
}
