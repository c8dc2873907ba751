package io.memscope.review;

import io.memscope.model.FactId;
import io.memscope.store.MemoryStore;
import io.memscope.store.open.StoreOpener;

/**
 * The child process of {@link JsonSaveKillTest}: flags and unflags a fact of a JSON store for ever, each
 * action a complete save of the file, until it is killed. Prints "ready" once the store is open and "saved" after each save.
 */
public final class JsonSaveLoop {
    private JsonSaveLoop() {
    }

    public static void main(String[] args) throws Exception {
        try (MemoryStore store = StoreOpener.open(args[0], false)) {
            ActionRunner runner = new ActionRunner(store, "loop");
            System.out.println("ready");
            System.out.flush();
            for (long i = 0; ; i++) {
                boolean flagged = store.flags().stream().anyMatch(f -> f.factId().equals(FactId.of(7)));
                runner.run(flagged ? new Unflag(FactId.of(7), null) : new Flag(FactId.of(7), "round " + i));
                System.out.println("saved");
                System.out.flush();
            }
        }
    }
}
