package io.memscope.suggest;

import it.unimi.dsi.fastutil.longs.Long2ObjectMap;
import it.unimi.dsi.fastutil.longs.Long2ObjectOpenHashMap;
import it.unimi.dsi.fastutil.longs.LongHeapPriorityQueue;

import java.util.Collection;
import java.util.function.Supplier;

/**
 * The subjects with the smallest hashes among those that have a phrase, at most {@code capacity} of them,
 * each with what it holds under the phrase. Which subjects are kept depends on the subjects alone, never on the
 * order a store gives them in, so a store gives the same sample however it is read.
 */
final class SubjectSample<E> {
    private final int capacity;
    private final LongHeapPriorityQueue largestFirst = new LongHeapPriorityQueue((a, b) -> Long.compare(b, a));
    private final Long2ObjectOpenHashMap<E> held = new Long2ObjectOpenHashMap<>();

    SubjectSample(int capacity) {
        this.capacity = capacity;
    }

    /**
     * What the subject holds, made with {@code fresh} if it is new to the sample; null when the sample is full
     * of subjects with smaller hashes. A subject that comes again (a store out of subject order) gets its entry.
     */
    E entry(long subjectHash, Supplier<E> fresh) {
        if (held.size() >= capacity && subjectHash > largestFirst.firstLong()) {
            return null; // most subjects of a big store, told apart without looking in the map
        }
        E e = held.get(subjectHash);
        if (e != null) {
            return e;
        }
        if (held.size() >= capacity) {
            if (subjectHash >= largestFirst.firstLong()) {
                return null;
            }
            held.remove(largestFirst.dequeueLong());
        }
        largestFirst.enqueue(subjectHash);
        e = fresh.get();
        held.put(subjectHash, e);
        return e;
    }

    Collection<E> entries() {
        return held.values();
    }

    /** Each kept subject's hash and entry. */
    void forEach(java.util.function.BiConsumer<Long, E> action) {
        for (Long2ObjectMap.Entry<E> e : held.long2ObjectEntrySet()) {
            action.accept(e.getLongKey(), e.getValue());
        }
    }
}
