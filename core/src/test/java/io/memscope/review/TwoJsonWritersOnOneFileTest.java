package io.memscope.review;

import io.memscope.analysis.AuditChain;
import io.memscope.model.FactId;
import io.memscope.store.ConflictException;
import io.memscope.store.MemoryStore;
import io.memscope.store.open.StoreOpener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Two real memscope processes acting on one JSON file at the same time: each action both report as done is
 * in the file's audit log afterwards, once, and the chain verifies. Without a lock held from the read an
 * action is based on until the rename, one process renamed its version over the other's.
 */
class TwoJsonWritersOnOneFileTest {
    private static final int ACTIONS = 30;

    @TempDir
    Path dir;

    @Test
    void twoProcessesOnOneJsonFileLoseNoAction() throws Exception {
        String store = ReviewFixture.create(ReviewFixture.Kind.JSON, dir);
        TwoWritersOnOneFileTest.assertNoActionLost(store, ACTIONS);
    }

    @Test
    void aSecondStoreOnTheFileInThisProcessIsRefusedWhileTheFirstWritesAndActsAfterIt() throws Exception {
        String location = ReviewFixture.create(ReviewFixture.Kind.JSON, dir);
        try (MemoryStore first = StoreOpener.open(location, false);
             MemoryStore second = StoreOpener.open(location, false)) {
            ActionRunner olga = new ActionRunner(first, "olga");
            ActionRunner bob = new ActionRunner(second, "bob");
            // POSIX locks belong to the process: only the in-process registry keeps these two apart
            first.edit(session -> {
                assertThatThrownBy(() -> bob.run(new Flag(FactId.of(4), "while olga writes")))
                        .isInstanceOf(ConflictException.class)
                        .hasMessageContaining(location)
                        .hasMessageContaining("in use by another program that is writing it")
                        .hasMessageContaining("nothing was changed");
                return null;
            });
            bob.run(new Flag(FactId.of(4), "after olga"));
            olga.run(new Flag(FactId.of(1), "after bob")); // reads bob's version first
        }
        try (MemoryStore after = StoreOpener.open(location, true)) {
            assertThat(after.auditLog()).extracting(e -> e.operator()).containsExactly("bob", "olga");
            assertThat(AuditChain.verify(after.auditLog())).isEmpty();
            assertThat(after.flags()).hasSize(2);
        }
    }
}
