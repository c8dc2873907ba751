package io.memscope.bench.run;

import io.memscope.bench.window.CollectionNotices;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The most heap in use right after any garbage collection: live data plus whatever garbage that
 * collection did not reach, so an upper bound of what the work kept alive. Read from the collectors'
 * notifications, so it costs nothing between collections; {@link #settle()} forces a full collection
 * at the end so the live set at that point counts too.
 */
final class HeapWatch implements AutoCloseable {
    private final Set<String> heapPools = ManagementFactory.getMemoryPoolMXBeans().stream()
            .filter(p -> p.getType() == MemoryType.HEAP).map(MemoryPoolMXBean::getName).collect(Collectors.toSet());
    private final CollectionNotices notices = new CollectionNotices(info -> record(info.getMemoryUsageAfterGc()));
    private long peakBytes;
    private int collections;

    private synchronized void record(Map<String, MemoryUsage> afterGc) {
        long used = 0;
        for (Map.Entry<String, MemoryUsage> e : afterGc.entrySet()) {
            if (heapPools.contains(e.getKey())) {
                used += e.getValue().getUsed();
            }
        }
        peakBytes = Math.max(peakBytes, used);
        collections++;
    }

    /** A full collection now (the work's results still referenced by the caller), then a moment for its notice. */
    void settle() throws InterruptedException {
        int before = count();
        System.gc();
        for (int i = 0; i < 50 && count() == before; i++) {
            Thread.sleep(10);
        }
    }

    synchronized double peakMb() {
        return peakBytes / (1024.0 * 1024.0);
    }

    synchronized int count() {
        return collections;
    }

    @Override
    public void close() {
        notices.close();
    }
}
