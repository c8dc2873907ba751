package io.memscope.bench.window;

import com.sun.management.GarbageCollectionNotificationInfo;
import com.sun.management.GcInfo;

import javax.management.ListenerNotFoundException;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Hands every garbage collection's {@link GcInfo} (its duration, the heap after it) to a callback, from the
 * collectors' own notifications, until closed. The notifications come on a JVM thread after each collection,
 * so listening costs nothing between collections; the window's runtime figures and the benchmark's heap peak
 * both read them. Lives here, below the command line's benchmark, so both can reach it.
 */
public final class CollectionNotices implements AutoCloseable {
    private final List<NotificationEmitter> emitters = new ArrayList<>();
    private final NotificationListener listener;

    /** Starts listening now; {@code onCollection} runs on the JVM's notification thread. */
    public CollectionNotices(Consumer<GcInfo> onCollection) {
        listener = (notification, handback) -> {
            if (GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(notification.getType())) {
                onCollection.accept(GarbageCollectionNotificationInfo
                        .from((CompositeData) notification.getUserData()).getGcInfo());
            }
        };
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (gc instanceof NotificationEmitter emitter) {
                emitter.addNotificationListener(listener, null, null);
                emitters.add(emitter);
            }
        }
    }

    /** Stops listening; a second call does nothing. */
    @Override
    public synchronized void close() {
        for (NotificationEmitter emitter : emitters) {
            try {
                emitter.removeNotificationListener(listener);
            } catch (ListenerNotFoundException ignored) {
                // removed already
            }
        }
        emitters.clear();
    }
}
