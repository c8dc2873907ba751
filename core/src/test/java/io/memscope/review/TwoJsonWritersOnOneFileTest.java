package io.memscope.review;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

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
}
