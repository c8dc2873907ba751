package io.memscope.cli;

import io.memscope.model.AuditEntry;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.review.ActionRunner;
import io.memscope.review.ReviewAction;
import io.memscope.review.WrittenHeads;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.util.Optional;

/**
 * What every operator action on the command line shares: the store opened writable, {@code --operator},
 * and the same {@link ActionRunner} the window uses, so both write identical audit entries. Prints one
 * line naming the audit entry written; a refused action is one line on stderr and exit 2.
 */
abstract class ActionCommand extends StoreCommand {
    @Option(names = "--operator", paramLabel = "NAME",
            description = "Who is acting, for the audit log (default: the operating-system user).")
    String operator;

    @Override
    protected final boolean writes() {
        return true;
    }

    /** True while the action is rehearsed on the store opened read-only: it says nothing then. */
    private boolean rehearsing;

    @Override
    protected final void rehearse(MemoryStore readOnly) throws StoreException, UsageException {
        ActionRunner runner = new ActionRunner(readOnly, operator());
        rehearsing = true;
        try {
            runner.rehearse(action(readOnly, runner));
        } finally {
            rehearsing = false;
        }
    }

    /** Prints a line about the action being built, once: not while it is only rehearsed. */
    final void say(String format, Object... args) {
        if (!rehearsing) {
            spec.commandLine().getOut().printf(format + "%n", args);
        }
    }

    @Override
    protected final int run(MemoryStore store, PrintWriter out) throws StoreException, UsageException {
        ActionRunner runner = new ActionRunner(store, operator()).rememberingHeadsIn(WrittenHeads.forUser());
        ReviewAction action = action(store, runner);
        AuditEntry entry = runner.run(action);
        out.printf("audit entry #%d by %s: %s%n", entry.sequence(), entry.operator(), action.description());
        out.flush();
        return MemscopeCli.OK;
    }

    private String operator() throws UsageException {
        String who = operator == null ? ActionRunner.defaultOperator() : operator;
        if (who.isBlank()) {
            throw new UsageException("--operator must not be empty");
        }
        return who;
    }

    /** The action to run, built from the options and the facts as they are now. */
    abstract ReviewAction action(MemoryStore store, ActionRunner runner) throws StoreException, UsageException;

    /** An id as typed: a number if the store has that numeric id, otherwise the text as a string id. */
    static Fact fact(MemoryStore store, String typed) throws StoreException {
        String text = typed.strip();
        try {
            Optional<Fact> numeric = store.fact(FactId.of(Long.parseLong(text)));
            if (numeric.isPresent()) {
                return numeric.get();
            }
        } catch (NumberFormatException notANumber) {
            // a string id, tried below
        }
        return store.fact(FactId.of(text)).orElseThrow(() -> new StoreException(store.descriptor().location()
                + ": no fact with id " + text));
    }
}
