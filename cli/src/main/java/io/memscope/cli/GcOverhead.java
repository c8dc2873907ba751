package io.memscope.cli;

import java.util.ArrayDeque;

/**
 * Decides, from the collections the JVM reports, that the heap is exhausted although no OutOfMemoryError
 * has come: nearly all recent time went to collecting, and the heap stayed nearly full after it. G1 in that
 * state can go on collecting for minutes before it throws; Parallel GC's overhead limit applies the same two
 * tests.
 */
final class GcOverhead {
    private final long windowMillis;
    private final double timeShare;
    private final double heapShare;
    private final ArrayDeque<long[]> recent = new ArrayDeque<>();
    private long firstEnd = -1;

    /**
     * @param windowMillis how far back collections are counted
     * @param timeShare    share of that window spent collecting that counts as grinding
     * @param heapShare    share of the heap still used after the last collection that counts as full
     */
    GcOverhead(long windowMillis, double timeShare, double heapShare) {
        this.windowMillis = windowMillis;
        this.timeShare = timeShare;
        this.heapShare = heapShare;
    }

    /**
     * One collection, ended {@code endMillis} after the JVM started and lasting {@code durationMillis}, that
     * left {@code usedAfter} of {@code max} bytes in use. Returns whether the heap now counts as exhausted.
     */
    synchronized boolean collected(long endMillis, long durationMillis, long usedAfter, long max) {
        if (firstEnd < 0) {
            firstEnd = endMillis - durationMillis;
        }
        recent.addLast(new long[] {endMillis, durationMillis});
        long from = endMillis - windowMillis;
        while (!recent.isEmpty() && recent.peekFirst()[0] <= from) {
            recent.removeFirst();
        }
        if (firstEnd > from || max <= 0 || usedAfter < heapShare * max) {
            return false; // not yet a whole window of evidence, or the collection freed enough
        }
        long spent = 0;
        for (long[] c : recent) {
            spent += Math.min(c[1], c[0] - from);
        }
        return spent >= timeShare * windowMillis;
    }
}
