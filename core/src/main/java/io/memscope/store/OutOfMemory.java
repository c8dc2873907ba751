package io.memscope.store;

import java.util.Locale;

/**
 * What an operator is told when a store does not fit in the Java heap: which heap, and how to give memscope
 * more. A raw OutOfMemoryError would be a stack trace, and a script would read its exit code as findings.
 */
public final class OutOfMemory {
    private OutOfMemory() {
    }

    /** One line naming the heap and how to raise it; {@code what} says what was being done ("reading X"). */
    public static String message(String what) {
        long maxMb = Runtime.getRuntime().maxMemory() / (1024 * 1024);
        long suggested = Math.max(1024, Long.highestOneBit(Math.max(1, maxMb)) * 4);
        return String.format(Locale.ROOT, "out of memory %s: the Java heap (at most %d MB) cannot hold it;"
                + " start memscope with a larger heap, e.g. java -Xmx%dm -jar ...", what, maxMb, suggested);
    }
}
