package io.memscope.cli;

import io.memscope.store.OutOfMemory;
import io.memscope.store.open.StoreOpener;

import java.util.function.IntSupplier;

/** Entry point of {@code memscope-cli.jar}: every headless command, with no JavaFX on the class path. */
public final class CliMain {
    /** Heap set aside at start and let go when memory runs out, so that the last line can still be printed. */
    private static final int RESERVE_BYTES = 256 * 1024;

    private CliMain() {
    }

    public static void main(String[] args) {
        StoreOpener.configure();
        quietWorkers();
        System.exit(guarded(args, () -> MemscopeCli.run(args, System.out, System.err)));
    }

    /**
     * Runs a command so that running out of memory always ends in the one memory line and exit 2: also when
     * the collector grinds on a nearly full heap without throwing, and when printing the line runs out again.
     */
    public static int guarded(String[] args, IntSupplier command) {
        byte[][] reserve = {new byte[RESERVE_BYTES]};
        String name = args.length > 0 && args[0].matches("[a-z-]+") ? args[0] : "memscope";
        // Written now: once the heap is exhausted, building this line could itself fail.
        String outOfMemory = (name.equals("memscope") ? "memscope" : "memscope " + name) + ": "
                + OutOfMemory.message("running " + name);
        GcOverheadWatch.start(() -> {
            // The heap is exhausted but no error has come: end now, as a kill would (every write survives one).
            reserve[0] = null;
            System.err.println(outOfMemory);
            System.err.flush();
            Runtime.getRuntime().halt(MemscopeCli.UNUSABLE);
        });
        try {
            return command.getAsInt();
        } catch (OutOfMemoryError e) {
            // Memory ran out again while the command was saying so: say it with the line written at start.
            reserve[0] = null;
            System.err.println(outOfMemory);
            return MemscopeCli.UNUSABLE;
        }
    }

    /**
     * A worker thread that runs out of memory ends, and the command that waited for it says so in its one
     * line; the JVM's default would print the error (and, out of memory, fail at that too) beside it.
     */
    public static void quietWorkers() {
        Thread.setDefaultUncaughtExceptionHandler((thread, e) -> {
            // instanceof first: it allocates nothing, and this runs when nothing more can be allocated
            if (!(e instanceof OutOfMemoryError) && !OutOfMemory.causes(e)) {
                System.err.println("memscope: internal error in " + thread.getName() + ": " + e);
            }
        });
    }
}
