package io.memscope.bench.run;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The reference for an action's time: appending one audit entry's bytes to a file and forcing it to disk,
 * the least any durable decision costs (what a write-ahead journal of decisions would pay per decision).
 */
final class FsyncedAppend {
    private FsyncedAppend() {
    }

    /** The best of {@code rounds} appends of {@code bytes}, each forced to disk, in milliseconds. */
    static double bestOf(Path dir, byte[] bytes, int rounds) throws IOException {
        Path journal = Files.createTempFile(dir, "bench-journal-", ".log");
        try (FileChannel ch = FileChannel.open(journal, StandardOpenOption.WRITE, StandardOpenOption.APPEND)) {
            double best = Double.MAX_VALUE;
            for (int i = 0; i < rounds; i++) {
                long start = System.nanoTime();
                ch.write(ByteBuffer.wrap(bytes));
                ch.force(true);
                best = Math.min(best, (System.nanoTime() - start) / 1e6);
            }
            return best;
        } finally {
            Files.deleteIfExists(journal);
        }
    }
}
