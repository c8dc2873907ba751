package io.memscope.cli;

import com.sun.management.GarbageCollectionNotificationInfo;
import com.sun.management.GcInfo;

import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.openmbean.CompositeData;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Listens to the JVM's collections and runs an action once when {@link GcOverhead} finds the heap exhausted,
 * so that a command near the heap's edge ends with the out-of-memory line instead of collecting for minutes.
 */
final class GcOverheadWatch {
    private static final long WINDOW_MILLIS = 10_000;
    private static final double TIME_SHARE = 0.9;
    private static final double HEAP_SHARE = 0.95;

    private GcOverheadWatch() {
    }

    /** Starts watching this JVM's collectors; {@code whenExhausted} runs at most once, on a JMX thread. */
    static void start(Runnable whenExhausted) {
        GcOverhead overhead = new GcOverhead(WINDOW_MILLIS, TIME_SHARE, HEAP_SHARE);
        AtomicBoolean fired = new AtomicBoolean();
        long max = Runtime.getRuntime().maxMemory();
        Set<String> heapPools = new HashSet<>();
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                heapPools.add(pool.getName());
            }
        }
        for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (collector instanceof NotificationEmitter emitter) {
                emitter.addNotificationListener((Notification n, Object handback) -> {
                    if (!GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(n.getType())) {
                        return;
                    }
                    GcInfo info = GarbageCollectionNotificationInfo.from((CompositeData) n.getUserData()).getGcInfo();
                    long usedAfter = 0;
                    for (Map.Entry<String, MemoryUsage> pool : info.getMemoryUsageAfterGc().entrySet()) {
                        if (heapPools.contains(pool.getKey())) {
                            usedAfter += pool.getValue().getUsed();
                        }
                    }
                    if (overhead.collected(info.getEndTime(), info.getDuration(), usedAfter, max)
                            && fired.compareAndSet(false, true)) {
                        whenExhausted.run();
                    }
                }, null, null);
            }
        }
    }
}
