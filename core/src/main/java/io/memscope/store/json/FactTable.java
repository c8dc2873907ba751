package io.memscope.store.json;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.ValueKind;

import it.unimi.dsi.fastutil.bytes.ByteArrays;
import it.unimi.dsi.fastutil.ints.IntArrays;
import it.unimi.dsi.fastutil.longs.LongArrays;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

import static io.memscope.store.json.ColumnArrays.joined;
import static io.memscope.store.json.ColumnArrays.remapped;

/**
 * The facts of a JSON store as columns of primitives, one row per fact in file order. A {@code Fact}
 * record per fact would cost several hundred bytes; these columns cost about a hundred, which is what
 * lets a million-fact export be inspected in a modest heap. {@link Fact}s are built only on demand.
 *
 * <p>Life cycle: {@link #append} while reading, then {@link #finishLoading()} once, which resolves
 * {@code superseded_by} to rows, renumbers subjects and predicates by name order, and trims the slack.
 */
final class FactTable {
    /** {@code successor[row]} when the fact has no {@code superseded_by}. */
    static final int NO_SUCCESSOR = -1;
    /** {@code successor[row]} when {@code superseded_by} names no fact (its raw id is in {@code danglingTargets}). */
    static final int DANGLING = -2;
    private static final ValueKind[] KINDS = ValueKind.values();
    /** The most rows a column can hold: the longest array the JVM allocates. */
    private static final int MAX_ROWS = it.unimi.dsi.fastutil.Arrays.MAX_ARRAY_SIZE;

    private int size;
    private final IdColumn ids;
    private final IdIndex idIndex;
    private final StringTable subjects;
    private final StringTable predicates;
    private int[] subject = new int[1024];
    private int[] predicate = new int[1024];
    private final Utf8Column values;
    private byte[] valueKind = new byte[1024];
    private long[] validFrom = new long[1024];
    private long[] validTo = new long[1024];
    private int[] successor = new int[1024];
    private final Map<Integer, FactId> danglingTargets;
    /** The fields most stores leave empty; shared, unchanged, by a table {@link #withValidity} makes. */
    private final DetailColumns details;
    // Only while loading: raw superseded_by ids, and the line each fact starts on (for duplicate-id messages).
    private IdColumn rawSuccessor = new IdColumn(1024);
    private int[] line = new int[1024];
    /** While loading: how many rows the reader expects in all (0: unknown), so the columns grow to fit. */
    private volatile int expectedRows;

    FactTable() {
        ids = new IdColumn(1024);
        idIndex = new IdIndex(ids);
        subjects = new StringTable();
        predicates = new StringTable();
        values = new Utf8Column(1024);
        danglingTargets = new HashMap<>();
        details = new DetailColumns();
    }

    /** A finished table that shares every column of {@code base} but the ones an operator's action changes. */
    private FactTable(FactTable base, long[] validTo, int[] successor, Map<Integer, FactId> danglingTargets) {
        this.size = base.size;
        this.ids = base.ids;
        this.idIndex = base.idIndex;
        this.subjects = base.subjects;
        this.predicates = base.predicates;
        this.subject = base.subject;
        this.predicate = base.predicate;
        this.values = base.values;
        this.valueKind = base.valueKind;
        this.validFrom = base.validFrom;
        this.validTo = validTo;
        this.successor = successor;
        this.danglingTargets = danglingTargets;
        this.details = base.details;
        this.rawSuccessor = null;
        this.line = null;
    }

    /**
     * This finished table with the valid_to and superseded_by of {@code changed} facts (all an operator's
     * action may change), sharing every other column: a saved edit becomes the open store without reading
     * the whole file again (ADR 0001). The canonical order does not depend on
     * these two fields, so the store's {@link GroupIndex} stays valid.
     *
     * @throws IllegalArgumentException when a fact is not in the table or differs in another field
     */
    FactTable withValidity(java.util.Collection<Fact> changed) {
        long[] to = validTo.clone();
        int[] next = successor.clone();
        Map<Integer, FactId> dangling = new HashMap<>(danglingTargets);
        for (Fact f : changed) {
            int row = rowOf(f.id());
            if (row < 0 || !fact(row).withValidity(f.validTo(), f.supersededBy()).equals(f)) {
                throw new IllegalArgumentException("fact " + f.id()
                        + " is not in the table with only its validity changed");
            }
            to[row] = f.validTo() == null ? Timestamps.NULL : Timestamps.micros(f.validTo());
            dangling.remove(row);
            int target = f.supersededBy() == null ? NO_SUCCESSOR : rowOf(f.supersededBy());
            next[row] = f.supersededBy() == null ? NO_SUCCESSOR : target >= 0 ? target : DANGLING;
            if (next[row] == DANGLING) {
                dangling.put(row, f.supersededBy());
            }
        }
        return new FactTable(this, to, next, dangling);
    }

    /** Whether some fact's source reads as a sentence. */
    boolean anySourceSentence() {
        return details.anySourceSentence();
    }

    int size() {
        return size;
    }

    /** The row holding the fact with this id, or -1. */
    int rowOf(FactId id) {
        return idIndex.find(id);
    }

    /** Where fact {@code row} started in the file; only while loading. */
    int lineOf(int row) {
        return line[row];
    }

    /**
     * The reader's estimate of the rows it will append in all, from the bytes it has left. Growing by half
     * leaves up to a third of every column empty; a split read ({@link TailRead}) holds two tables at once,
     * and that slack twice over would not fit the heap a single table fits.
     */
    void expectRows(long rows) {
        expectedRows = (int) Math.min(rows, MAX_ROWS);
    }

    void append(FactDraft d) {
        if (size == subject.length) {
            grow(nextCapacity());
        }
        int row = size;
        ids.add(d.id);
        subject[row] = subjects.code(d.subject);
        predicate[row] = predicates.code(d.predicate);
        values.add(d.value);
        valueKind[row] = (byte) d.valueKind.ordinal();
        validFrom[row] = d.validFrom;
        validTo[row] = d.validTo;
        successor[row] = d.supersededBy == null ? NO_SUCCESSOR : DANGLING;
        rawSuccessor.add(d.supersededBy == null ? FactId.of(0) : d.supersededBy);
        line[row] = d.line;
        details.append(row, d, subject.length);
        size++;
        idIndex.add(row);
    }

    /**
     * Half as much again while the reader has no estimate; with one, straight towards the expected rows and a
     * thirty-second more, but at most four times the current size in one step, so that an estimate made from
     * an unusual head of a file cannot reserve far more than it holds. Never less than an eighth more. Growing
     * by half all the way copied every column about twice over (ADR 0001).
     */
    private int nextCapacity() {
        if (size >= MAX_ROWS) {
            throw new IllegalStateException("too many facts for one JSON store");
        }
        int grown = (int) Math.min(MAX_ROWS, Math.max(16L, size + (size >> 1)));
        long expected = expectedRows;
        if (expected <= size) {
            return grown;
        }
        long fitted = Math.max(size + (size >> 3) + 16L, expected + (expected >> 5));
        return (int) Math.min(Math.max(grown, 4L * size), Math.min(fitted, MAX_ROWS));
    }

    private void grow(int capacity) {
        ids.ensureCapacity(capacity);
        rawSuccessor.ensureCapacity(capacity);
        values.ensureCapacity(capacity);
        details.grow(capacity);
        subject = Arrays.copyOf(subject, capacity);
        predicate = Arrays.copyOf(predicate, capacity);
        valueKind = Arrays.copyOf(valueKind, capacity);
        validFrom = Arrays.copyOf(validFrom, capacity);
        validTo = Arrays.copyOf(validTo, capacity);
        successor = Arrays.copyOf(successor, capacity);
        line = Arrays.copyOf(line, capacity);
    }

    /** True when some fact of {@code tail} has an id that a fact of this table has too. */
    boolean sharesIdWith(FactTable tail) {
        for (int row = 0; row < tail.size; row++) {
            if (idIndex.find(tail.ids.get(row)) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@link #appendAll} can take {@code tail}: no column would pass what one array holds. */
    boolean canAppend(FactTable tail) {
        return (long) size + tail.size <= MAX_ROWS && values.fitsWith(tail.values) && details.canAppend(tail.details);
    }

    /**
     * Appends every row of {@code tail}, a table read from the rest of the same file (see {@link TailRead}),
     * as if its facts had been appended here one by one. Both tables are still loading. The caller has
     * checked {@link #sharesIdWith} and {@link #canAppend}. {@code tail} is emptied column by column as it is
     * copied, so the heap never holds both copies of more than one column.
     */
    void appendAll(FactTable tail) {
        int base = size;
        int total = Math.addExact(size, tail.size);
        ids.appendAll(tail.ids);
        rawSuccessor.appendAll(tail.rawSuccessor);
        tail.rawSuccessor = null;
        values.appendAll(tail.values);
        int n = tail.size;
        subject = joined(subject, remapped(tail.subject, n, subjects.codesOf(tail.subjects)), n, total);
        tail.subject = null;
        predicate = joined(predicate, remapped(tail.predicate, n, predicates.codesOf(tail.predicates)), n, total);
        tail.predicate = null;
        valueKind = joined(valueKind, tail.valueKind, n, total);
        tail.valueKind = null;
        validFrom = joined(validFrom, tail.validFrom, n, total);
        tail.validFrom = null;
        validTo = joined(validTo, tail.validTo, n, total);
        tail.validTo = null;
        successor = joined(successor, tail.successor, n, total); // NO_SUCCESSOR or DANGLING: links resolve later
        tail.successor = null;
        line = joined(line, tail.line, n, total); // counted from the boundary; nothing is appended after a tail
        tail.line = null;
        details.appendAll(tail.details, base, total);
        size = total;
        for (int row = base; row < total; row++) {
            idIndex.add(row);
        }
    }

    /** Resolves links, renumbers names by order and trims; the table is read-only afterwards. */
    void finishLoading() {
        for (int row = 0; row < size; row++) {
            if (successor[row] == DANGLING) {
                FactId target = rawSuccessor.get(row);
                int to = idIndex.find(target);
                successor[row] = to >= 0 ? to : DANGLING;
                if (to < 0) {
                    danglingTargets.put(row, target);
                }
            }
        }
        rawSuccessor = null;
        line = null;
        renumber(subject, subjects.sortAndFreeze());
        renumber(predicate, predicates.sortAndFreeze());
        trim();
        details.finishLoading(size);
    }

    private void renumber(int[] column, int[] rank) {
        for (int row = 0; row < size; row++) {
            column[row] = rank[column[row]];
        }
    }

    private void trim() {
        ids.trim();
        values.trim();
        subject = IntArrays.trim(subject, size);
        predicate = IntArrays.trim(predicate, size);
        valueKind = ByteArrays.trim(valueKind, size);
        validFrom = LongArrays.trim(validFrom, size);
        validTo = LongArrays.trim(validTo, size);
        successor = IntArrays.trim(successor, size);
    }

    // ---- reading, after finishLoading(): subject and predicate codes are ranks in name order ----

    Fact fact(int row) {
        return build(row, true);
    }

    /**
     * The fact with what the analysis reads of it: no recorded_at, source, agent, confidence or metadata, which
     * cost a decoded string or an object per fact and decide no finding.
     */
    Fact factForAnalysis(int row) {
        return build(row, false);
    }

    private Fact build(int row, boolean withDetails) {
        int to = successor[row];
        FactId supersededBy = to >= 0 ? ids.get(to) : to == DANGLING ? danglingTargets.get(row) : null;
        return new Fact(ids.get(row), subjects.get(subject[row]), predicates.get(predicate[row]),
                values.get(row), KINDS[valueKind[row]],
                Timestamps.instant(validFrom[row]), Timestamps.instant(validTo[row]), supersededBy,
                withDetails ? details.recordedAt(row) : null, withDetails ? details.source(row) : null,
                withDetails ? details.agent(row) : null, withDetails ? details.confidence(row) : null,
                withDetails ? details.metadata(row) : null, details.inferredLink(row), details.unknownEnd(row));
    }

    /** How many facts name a successor memscope inferred rather than read. */
    int inferredLinks() {
        return details.inferredLinks();
    }

    FactId id(int row) {
        return ids.get(row);
    }

    int subjectRank(int row) {
        return subject[row];
    }

    int predicateRank(int row) {
        return predicate[row];
    }

    String subjectName(int rank) {
        return subjects.get(rank);
    }

    String predicateName(int rank) {
        return predicates.get(rank);
    }

    int subjectCount() {
        return subjects.size();
    }

    int predicateCount() {
        return predicates.size();
    }

    /** Rank of a subject name, or -1 when no fact has it. */
    int findSubject(String name) {
        return subjects.find(name);
    }

    int findPredicate(String name) {
        return predicates.find(name);
    }

    /** The later of the fact's start and end in epoch micros, {@link Timestamps#NULL} when it has neither. */
    long latestMoment(int row) {
        return Math.max(validFrom[row], validTo[row]);
    }

    boolean isCurrent(int row) {
        return validTo[row] == Timestamps.NULL;
    }

    boolean hasSupersededBy(int row) {
        return successor[row] != NO_SUCCESSOR;
    }

    /** The row that superseded this one, or -1 when there is none or it names no fact. */
    int successorRow(int row) {
        return Math.max(successor[row], -1);
    }

    /** The order facts of one group are listed in: valid_from (missing first), then id. */
    int compareWithinGroup(int a, int b) {
        int c = Long.compare(validFrom[a], validFrom[b]); // NULL is Long.MIN_VALUE, so missing sorts first
        return c != 0 ? c : ids.compare(a, b);
    }
}
