package io.memscope;

import io.memscope.cli.MemscopeCli;

/**
 * Entry point of the jar. Kept free of JavaFX types so command-line use needs no display and the
 * shaded jar can start JavaFX later without the module-path launcher check.
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        System.exit(MemscopeCli.run(args, System.out, System.err));
    }
}
