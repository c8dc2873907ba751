package io.memscope.bench.window;

import com.sun.management.GcInfo;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;

/** The benchmark's heap peak and the window's pause figures rest on these notices arriving, and stopping. */
class CollectionNoticesTest {
    @Test
    void eachCollectionIsHandedOverUntilClosed() throws InterruptedException {
        List<GcInfo> seen = new CopyOnWriteArrayList<>();
        try (CollectionNotices notices = new CollectionNotices(seen::add)) {
            System.gc();
            waitFor(() -> !seen.isEmpty());
        }
        assertThat(seen).isNotEmpty();
        GcInfo last = seen.get(seen.size() - 1);
        assertThat(last.getMemoryUsageAfterGc()).as("the heap after it, by pool").isNotEmpty();
        assertThat(last.getDuration()).isNotNegative();

        Thread.sleep(300); // a notice of a collection before close may still be on its way
        int before = seen.size();
        System.gc();
        Thread.sleep(300); // a notice would have come by now: one came within that while listening
        assertThat(seen).as("none after close").hasSize(before);
    }

    private static void waitFor(java.util.function.BooleanSupplier done) throws InterruptedException {
        for (int i = 0; i < 200 && !done.getAsBoolean(); i++) {
            Thread.sleep(10);
        }
    }
}
