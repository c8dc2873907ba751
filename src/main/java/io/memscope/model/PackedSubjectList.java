package io.memscope.model;

import java.time.Instant;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collection;
import java.util.List;
import java.util.RandomAccess;

/**
 * The subject list kept in a few arrays, in name order (Java's order of strings, a null subject first),
 * each row made on demand by {@link #get}. As objects a row is four (the summary, its name, the name's
 * bytes, its instant), and a store of ten million facts has a million subjects: about 110 MB of small
 * objects made while the store opens, which the first young collection after the open copied one by one
 * (300 ms pauses, the window frozen). As arrays the collector moves a few blocks, or none: arrays of this
 * size are allocated outside the young generation. Never changed once built.
 */
public final class PackedSubjectList extends AbstractList<SubjectSummary> implements RandomAccess {
    /** Seconds of a row without a latest change: below {@code Instant.MIN}'s. */
    private static final long UNDATED = Long.MIN_VALUE;
    private static final PackedSubjectList EMPTY = new Builder(0).build();

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
        Builder builder = new Builder(rows.size());
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

    /** The rows in the order {@code order} lists them. */
    private PackedSubjectList permuted(int[] order) {
        Builder builder = new Builder(size);
        for (int row : order) {
            builder.addRow(this, row);
        }
        return builder.trimmed();
    }

    private static long secondsOf(Instant instant) {
        return instant == null ? UNDATED : instant.getEpochSecond();
    }

    /** Collects rows in any order; {@link #build} puts them in name order. Not for use by several threads. */
    public static final class Builder {
        private char[] names;
        private int nameLength;
        private int[] nameEnds;
        private final BitSet nullNames = new BitSet();
        private long[] facts;
        private long[] seconds;
        private int[] nanos;
        private int size;

        public Builder(int expectedRows) {
            int rows = Math.max(expectedRows, 16);
            names = new char[rows * 16];
            nameEnds = new int[rows];
            facts = new long[rows];
            seconds = new long[rows];
            nanos = new int[rows];
        }

        public Builder add(String subject, long factCount, Instant lastChange) {
            int row = nextRow();
            if (subject == null) {
                nullNames.set(row);
            } else {
                reserveChars(subject.length());
                subject.getChars(0, subject.length(), names, nameLength);
                nameLength += subject.length();
            }
            nameEnds[row] = nameLength;
            facts[row] = factCount;
            seconds[row] = secondsOf(lastChange);
            nanos[row] = lastChange == null ? 0 : lastChange.getNano();
            return this;
        }

        /** Every row of {@code rows}, copied without making objects. */
        public Builder addAll(PackedSubjectList rows) {
            for (int i = 0; i < rows.size; i++) {
                addRow(rows, i);
            }
            return this;
        }

        public int size() {
            return size;
        }

        /** The rows in name order (sorted here only when they were not added in it). */
        public PackedSubjectList build() {
            PackedSubjectList list = trimmed();
            return list.inNameOrder() ? list : list.permuted(IndexSort.sorted(list.size, list::compareNames));
        }

        private void addRow(PackedSubjectList from, int i) {
            int row = nextRow();
            if (from.nullNames.get(i)) {
                nullNames.set(row);
            } else {
                int start = from.start(i);
                int length = from.nameEnds[i] - start;
                reserveChars(length);
                System.arraycopy(from.names, start, names, nameLength, length);
                nameLength += length;
            }
            nameEnds[row] = nameLength;
            facts[row] = from.facts[i];
            seconds[row] = from.seconds[i];
            nanos[row] = from.nanos[i];
        }

        private PackedSubjectList trimmed() {
            return new PackedSubjectList(size, Arrays.copyOf(names, nameLength), Arrays.copyOf(nameEnds, size),
                    (BitSet) nullNames.clone(), Arrays.copyOf(facts, size), Arrays.copyOf(seconds, size),
                    Arrays.copyOf(nanos, size));
        }

        private int nextRow() {
            if (size == nameEnds.length) {
                int capacity = Math.max(16, nameEnds.length * 2);
                nameEnds = Arrays.copyOf(nameEnds, capacity);
                facts = Arrays.copyOf(facts, capacity);
                seconds = Arrays.copyOf(seconds, capacity);
                nanos = Arrays.copyOf(nanos, capacity);
            }
            return size++;
        }

        private void reserveChars(int more) {
            int needed = Math.addExact(nameLength, more);
            if (needed > names.length) {
                names = Arrays.copyOf(names, Math.max(needed, names.length * 2));
            }
        }
    }
}
