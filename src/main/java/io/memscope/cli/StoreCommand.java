package io.memscope.cli;

import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;
import io.memscope.store.StoreOpener;
import picocli.CommandLine;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

/**
 * What every command that reads a store shares: the STORE argument, opening it read-only, and
 * turning a {@link StoreException} into the one-line message and exit code 2.
 */
abstract class StoreCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "STORE",
            description = "A .json, .jsonl or .mv.db file, or a JDBC URL (jdbc:h2:..., jdbc:postgresql://...).")
    String store;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public final Integer call() {
        try (MemoryStore opened = StoreOpener.open(store, !writes())) {
            return run(opened, spec.commandLine().getOut());
        } catch (StoreException e) {
            spec.commandLine().getErr().println(spec.qualifiedName() + ": " + MemscopeCli.oneLine(e.getMessage()));
            return MemscopeCli.UNUSABLE;
        } catch (UsageException e) {
            spec.commandLine().getErr().println(spec.qualifiedName() + ": " + e.getMessage()
                    + " (see " + spec.qualifiedName() + " --help)");
            return MemscopeCli.UNUSABLE;
        }
    }

    /** Whether the command changes the store; all others open it read-only. */
    boolean writes() {
        return false;
    }

    abstract int run(MemoryStore store, PrintWriter out) throws StoreException, UsageException;

    /** Bad option values found after parsing (e.g. a timestamp that does not parse). */
    static final class UsageException extends Exception {
        UsageException(String message) {
            super(message);
        }
    }
}
