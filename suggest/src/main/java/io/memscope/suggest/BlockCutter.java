package io.memscope.suggest;

import io.memscope.model.Fact;
import io.memscope.store.StoreException;

import java.util.ArrayList;
import java.util.List;

/** Cuts a stream of facts grouped by subject into one block per subject, where the subject changes. */
final class BlockCutter {
    private final SubjectBlocks.Block block;
    private List<Fact> current = new ArrayList<>();
    private String subject;

    BlockCutter(SubjectBlocks.Block block) {
        this.block = block;
    }

    void add(Fact f) throws StoreException {
        if (!f.subject().equals(subject)) {
            end();
            subject = f.subject();
        }
        current.add(f);
    }

    /** Hands over the last block; each block is a list of its own, which the receiver may keep. */
    void end() throws StoreException {
        if (subject != null && !current.isEmpty()) {
            List<Fact> done = current;
            current = new ArrayList<>();
            block.accept(subject, done);
        }
    }
}
