package io.memscope.store;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.Locale;

/**
 * What an operator is told when a store does not fit in the Java heap: which heap, and how to give memscope
 * more. A raw OutOfMemoryError would be a stack trace, and a script would read its exit code as findings.
 */
public final class OutOfMemory {
    /** Share of the heap still in use after the last collection above which a failure is taken for memory. */
    private static final double NEARLY_FULL = 0.9;

    private OutOfMemory() {
    }

    /** One line naming the heap and how to raise it; {@code what} says what was being done ("reading X"). */
    public static String message(String what) {
        long maxMb = Runtime.getRuntime().maxMemory() / (1024 * 1024);
        long suggested = Math.max(1024, Long.highestOneBit(Math.max(1, maxMb)) * 4);
        return String.format(Locale.ROOT, "out of memory %s: the Java heap (at most %d MB) cannot hold it;"
                + " start memscope with a larger heap, e.g. java -Xmx%dm -jar ...", what, maxMb, suggested);
    }

    /**
     * Whether {@code failure} is the heap running out. Besides an OutOfMemoryError anywhere in its causes, a
     * class that failed to load or initialise while the heap was nearly full counts: the JVM reports an
     * allocation that failed inside a class's initialiser as a NoClassDefFoundError, whose cause is lost.
     */
    public static boolean causes(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof OutOfMemoryError) {
                return true;
            }
        }
        return failure instanceof LinkageError && heapNearlyFull();
    }

    /** Whether the heap was nearly full after its last collection. */
    public static boolean heapNearlyFull() {
        long used = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            MemoryUsage afterGc = pool.getType() == MemoryType.HEAP ? pool.getCollectionUsage() : null;
            if (afterGc != null) {
                used += afterGc.getUsed();
            }
        }
        return used >= NEARLY_FULL * Runtime.getRuntime().maxMemory();
    }
}
