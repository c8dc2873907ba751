package io.memscope.model;

import it.unimi.dsi.fastutil.ints.IntArrays;

import java.time.Instant;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collection;
import java.util.List;
import java.util.RandomAccess;
import java.util.stream.IntStream;

/**
 * The subject list kept in a few arrays, in name order (Java's order of strings, a null subject first),
 * each row made on demand by {@link #get}. As objects a row is four (the summary, its name, the name's
 * bytes, its instant), made for every subject while the store opens and then copied one by one by the next
 * young collection, with the window frozen meanwhile (ADR 0009). As arrays the collector moves a few blocks,
 * or none: arrays of this size are allocated outside the young generation. Never changed once built.
 */
public final class PackedSubjectList extends AbstractList<SubjectSummary> implements RandomAccess {
    /** Seconds of a row without a latest change: below {@code Instant.MIN}'s. */
    private static final long UNDATED = Long.MIN_VALUE;
    private static final PackedSubjectList EMPTY = new Builder().build();

    private final int size;
    private final char[] names;
    /** Row i's name is {@code names[nameEnds[i - 1], nameEnds[i])} (from 0 for the first row). */
    private final int[] nameEnds;
    private final BitSet nullNames;
    private final long[] facts;
    private final long[] seconds;
    private final int[] nanos;

    private PackedSubjectList(int size, char[] names, int[] nameEnds, BitSet nullNames, long[] facts,
                              long[] seconds, int[] nanos) {
        this.size = size;
        this.names = names;
        this.nameEnds = nameEnds;
        this.nullNames = nullNames;
        this.facts = facts;
        this.seconds = seconds;
        this.nanos = nanos;
    }

    public static PackedSubjectList empty() {
        return EMPTY;
    }

    /** {@code rows} packed and put in name order; a packed list is returned as it is. */
    public static PackedSubjectList of(List<SubjectSummary> rows) {
        if (rows instanceof PackedSubjectList packed) {
            return packed;
        }
        Builder builder = new Builder();
        for (SubjectSummary row : rows) {
            builder.add(row.subject(), row.facts(), row.lastChange());
        }
        return builder.build();
    }

    @Override
    public SubjectSummary get(int index) {
        return new SubjectSummary(subject(index), facts(index), lastChange(index));
    }

    @Override
    public int size() {
        return size;
    }

    public String subject(int index) {
        check(index);
        return nullNames.get(index) ? null : new String(names, start(index), nameEnds[index] - start(index));
    }

    public long facts(int index) {
        check(index);
        return facts[index];
    }

    public Instant lastChange(int index) {
        check(index);
        return seconds[index] == UNDATED ? null : Instant.ofEpochSecond(seconds[index], nanos[index]);
    }

    /** Orders two rows by latest change, the latest first and undated rows last; no objects made. */
    public int compareLatestFirst(int a, int b) {
        boolean aUndated = seconds[a] == UNDATED;
        boolean bUndated = seconds[b] == UNDATED;
        if (aUndated || bUndated) {
            return Boolean.compare(aUndated, bUndated);
        }
        int bySeconds = Long.compare(seconds[b], seconds[a]);
        return bySeconds != 0 ? bySeconds : Integer.compare(nanos[b], nanos[a]);
    }

    /** Where {@code subject} is (a binary search: the rows are in name order), or -1. */
    public int indexOfSubject(String subject) {
        if (subject == null) {
            return size > 0 && nullNames.get(0) ? 0 : -1;
        }
        char[] key = subject.toCharArray();
        int lo = nullNames.nextClearBit(0);
        int hi = size - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = Arrays.compare(names, start(mid), nameEnds[mid], key, 0, key.length);
            if (c < 0) {
                lo = mid + 1;
            } else if (c > 0) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -1;
    }

    @Override
    public int indexOf(Object o) {
        if (!(o instanceof SubjectSummary row)) {
            return -1;
        }
        int at = indexOfSubject(row.subject());
        return at >= 0 && get(at).equals(row) ? at : -1;
    }

    @Override
    public int lastIndexOf(Object o) {
        return indexOf(o);
    }

    @Override
    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    /**
     * The same subjects with the rows of {@code changed} in place of theirs (rows of subjects not in the list
     * are left out). The names are shared with this list; only the counts are copied.
     */
    public PackedSubjectList withRows(Collection<SubjectSummary> changed) {
        long[] newFacts = facts.clone();
        long[] newSeconds = seconds.clone();
        int[] newNanos = nanos.clone();
        for (SubjectSummary row : changed) {
            int at = indexOfSubject(row.subject());
            if (at >= 0) {
                newFacts[at] = row.facts();
                newSeconds[at] = secondsOf(row.lastChange());
                newNanos[at] = row.lastChange() == null ? 0 : row.lastChange().getNano();
            }
        }
        return new PackedSubjectList(size, names, nameEnds, nullNames, newFacts, newSeconds, newNanos);
    }

    private int start(int index) {
        return index == 0 ? 0 : nameEnds[index - 1];
    }

    private void check(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("row " + index + " of " + size);
        }
    }

    /** Name order with a null subject first, as a comparison of the chars in place. */
    private int compareNames(int a, int b) {
        boolean aNull = nullNames.get(a);
        boolean bNull = nullNames.get(b);
        if (aNull || bNull) {
            return Boolean.compare(bNull, aNull);
        }
        return Arrays.compare(names, start(a), nameEnds[a], names, start(b), nameEnds[b]);
    }

    private boolean inNameOrder() {
        for (int i = 1; i < size; i++) {
            if (compareNames(i - 1, i) > 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The rows in the order {@code order} lists them (row {@code order[i]} goes to place i). Only names and
     * their ends are copied; the counts are moved in place along the permutation's cycles, so a sort never
     * holds a second copy of every array. This list is left with its rows mixed up: callers drop it.
     */
    private PackedSubjectList permutedInPlace(int[] order) {
        char[] newNames = new char[names.length];
        int[] newEnds = new int[size];
        BitSet newNulls = new BitSet();
        int length = 0;
        for (int at = 0; at < size; at++) {
            int row = order[at];
            if (nullNames.get(row)) {
                newNulls.set(at);
            }
            int start = start(row);
            System.arraycopy(names, start, newNames, length, nameEnds[row] - start);
            length += nameEnds[row] - start;
            newEnds[at] = length;
        }
        BitSet placed = new BitSet(size);
        for (int first = 0; first < size; first++) {
            if (placed.get(first)) {
                continue;
            }
            long firstFacts = facts[first];
            long firstSeconds = seconds[first];
            int firstNanos = nanos[first];
            int at = first;
            while (true) {
                placed.set(at);
                int from = order[at];
                if (from == first) {
                    facts[at] = firstFacts;
                    seconds[at] = firstSeconds;
                    nanos[at] = firstNanos;
                    break;
                }
                facts[at] = facts[from];
                seconds[at] = seconds[from];
                nanos[at] = nanos[from];
                at = from;
            }
        }
        return new PackedSubjectList(size, newNames, newEnds, newNulls, facts, seconds, nanos);
    }

    private static long secondsOf(Instant instant) {
        return instant == null ? UNDATED : instant.getEpochSecond();
    }

    /**
     * Collects rows in any order; {@link #build} puts them in name order. Not for use by several threads.
     *
     * <p>Rows go into chunks of fixed size, not into arrays that double: an array of over half a G1 region
     * (1 MB with a heap of a few GB) is "humongous", and each humongous allocation while the old generation is
     * past its threshold starts a collection pause. Doubling five arrays towards a million rows made a burst of
     * such pauses as a store's subjects were read (ADR 0009); chunks stay below that size,
     * and the whole list's arrays are allocated once, by {@link #build} or {@link #join}.
     */
    public static final class Builder {
        /** 32 768 rows: a chunk of longs is 256 KB, half of the smallest G1 region. */
        private static final int CHUNK_ROWS = 1 << 15;
        private static final int CHUNK_CHARS = 1 << 17;

        private final ArrayList<char[]> nameChunks = new ArrayList<>();
        /** How many chars each chunk but the last holds (the last: {@code nameLength}). */
        private final ArrayList<Integer> nameChunkLengths = new ArrayList<>();
        private final ArrayList<int[]> lengthChunks = new ArrayList<>();
        private final ArrayList<long[]> factChunks = new ArrayList<>();
        private final ArrayList<long[]> secondChunks = new ArrayList<>();
        private final ArrayList<int[]> nanoChunks = new ArrayList<>();
        private final BitSet nullNames = new BitSet();
        private char[] names;
        private int nameLength;
        private long totalChars;
        private int size;

        public Builder add(String subject, long factCount, Instant lastChange) {
            int inChunk = size % CHUNK_ROWS;
            if (inChunk == 0) {
                lengthChunks.add(new int[CHUNK_ROWS]);
                factChunks.add(new long[CHUNK_ROWS]);
                secondChunks.add(new long[CHUNK_ROWS]);
                nanoChunks.add(new int[CHUNK_ROWS]);
            }
            int chunk = size / CHUNK_ROWS;
            if (subject == null) {
                nullNames.set(size);
            } else {
                appendName(subject);
            }
            lengthChunks.get(chunk)[inChunk] = subject == null ? 0 : subject.length();
            factChunks.get(chunk)[inChunk] = factCount;
            secondChunks.get(chunk)[inChunk] = secondsOf(lastChange);
            nanoChunks.get(chunk)[inChunk] = lastChange == null ? 0 : lastChange.getNano();
            size++;
            return this;
        }

        public int size() {
            return size;
        }

        /** The rows in name order (sorted here only when they were not added in it); the builder is emptied. */
        public PackedSubjectList build() {
            return join(List.of(this));
        }

        /**
         * The rows of several builders as one list in name order, its arrays allocated once: the parts of a
         * store read in ranges at once, each in the database's order, which need not be Java's. The builders
         * are emptied as their rows are copied, so that their chunks can be collected before a sort.
         */
        public static PackedSubjectList join(List<Builder> parts) {
            long chars = 0;
            long rows = 0;
            for (Builder part : parts) {
                chars += part.totalChars;
                rows += part.size;
            }
            int size = Math.toIntExact(rows);
            char[] names = new char[Math.toIntExact(chars)];
            int[] ends = new int[size];
            BitSet nulls = new BitSet();
            long[] facts = new long[size];
            long[] seconds = new long[size];
            int[] nanos = new int[size];
            int row = 0;
            int length = 0;
            for (Builder part : parts) {
                for (int c = 0; c < part.nameChunks.size(); c++) {
                    int used = c == part.nameChunks.size() - 1 ? part.nameLength : part.nameChunkLengths.get(c);
                    System.arraycopy(part.nameChunks.get(c), 0, names, length, used);
                    length += used;
                }
                for (int i = part.nullNames.nextSetBit(0); i >= 0; i = part.nullNames.nextSetBit(i + 1)) {
                    nulls.set(row + i);
                }
                for (int c = 0; c < part.lengthChunks.size(); c++) {
                    int n = Math.min(CHUNK_ROWS, part.size - c * CHUNK_ROWS);
                    System.arraycopy(part.factChunks.get(c), 0, facts, row, n);
                    System.arraycopy(part.secondChunks.get(c), 0, seconds, row, n);
                    System.arraycopy(part.nanoChunks.get(c), 0, nanos, row, n);
                    int[] lengths = part.lengthChunks.get(c);
                    int end = row == 0 ? 0 : ends[row - 1];
                    for (int i = 0; i < n; i++) {
                        end += lengths[i];
                        ends[row + i] = end;
                    }
                    row += n;
                }
                part.clear(); // its chunks are garbage now, before the list's arrays may be sorted
            }
            PackedSubjectList list = new PackedSubjectList(size, names, ends, nulls, facts, seconds, nanos);
            if (list.inNameOrder()) {
                return list;
            }
            int[] byName = IntStream.range(0, size).toArray();
            IntArrays.mergeSort(byName, list::compareNames);
            return list.permutedInPlace(byName);
        }

        private void clear() {
            nameChunks.clear();
            nameChunkLengths.clear();
            lengthChunks.clear();
            factChunks.clear();
            secondChunks.clear();
            nanoChunks.clear();
            nullNames.clear();
            names = null;
            nameLength = 0;
            totalChars = 0;
            size = 0;
        }

        /** A name goes whole into one chunk of chars: the chunks are concatenated in order when built. */
        private void appendName(String subject) {
            int length = subject.length();
            if (names == null || nameLength + length > names.length) {
                if (names != null) {
                    nameChunkLengths.add(nameLength); // the chunk being closed; the last one's is nameLength
                }
                names = new char[Math.max(CHUNK_CHARS, length)];
                nameLength = 0;
                nameChunks.add(names);
            }
            subject.getChars(0, length, names, nameLength);
            nameLength += length;
            totalChars += length;
        }
    }
}
