package io.memscope.review;

import io.memscope.model.FactId;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;
import io.memscope.store.open.StoreOpener;

/**
 * A child process of {@link TwoWritersOnOneFileTest}, doing what a script running memscope's commands does:
 * each action opens the store for writing, flags or unflags a fact, and closes it again. A store another
 * program holds is refused; the child then waits a moment and tries again, as the operator would. Prints
 * "done SEQ" for each action the store reported as done, and "refused MESSAGE" for every other refusal.
 * Arguments: the store, the number of actions, the fact to act on.
 */
public final class ActionProcess {
    private ActionProcess() {
    }

    public static void main(String[] args) throws Exception {
        int actions = Integer.parseInt(args[1]);
        FactId fact = FactId.of(Long.parseLong(args[2]));
        int done = 0;
        while (done < actions) {
            try (MemoryStore store = StoreOpener.open(args[0], false)) {
                ActionRunner runner = new ActionRunner(store, "process-" + ProcessHandle.current().pid());
                boolean flagged = store.flags().stream().anyMatch(f -> f.factId().equals(fact));
                var entry = runner.run(flagged ? new Unflag(fact, null) : new Flag(fact, "round " + done));
                System.out.println("done " + entry.sequence());
                done++;
            } catch (StoreException e) {
                if (!String.valueOf(e.getMessage()).contains("in use by another program")) {
                    System.out.println("refused " + e.getMessage());
                }
                Thread.sleep(5);
            }
            System.out.flush();
        }
    }
}
