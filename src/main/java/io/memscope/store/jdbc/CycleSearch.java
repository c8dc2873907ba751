package io.memscope.store.jdbc;

import io.memscope.analysis.CycleFinder;
import io.memscope.analysis.LinkChecks;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.Progress;
import io.memscope.store.StoreException;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Cycles of {@code superseded_by} without loading the table. A fact on a cycle both has a successor and
 * is some fact's successor, so only those "candidate" links are read (ids only), numbered 0..n-1 and
 * given to {@link CycleFinder}. Numeric ids are kept in a sorted {@code long[]} (binary search, no
 * boxing), so even millions of candidates fit a small heap; text ids need a hash map. Only the members
 * of the cycles found are then read with their subject and predicate.
 */
final class CycleSearch {
    private final Sql sql;
    private final StoreSchema schema;
    private final Progress progress;

    CycleSearch(Sql sql, StoreSchema schema, Progress progress) {
        this.sql = sql;
        this.schema = schema;
        this.progress = progress;
    }

    List<Finding> cycles() throws StoreException {
        String from = " FROM " + schema.facts() + " f WHERE " + schema.col("f", "superseded_by")
                + " IS NOT NULL AND EXISTS (SELECT 1 FROM " + schema.facts() + " p WHERE "
                + schema.col("p", "superseded_by") + " = " + schema.col("f", "id") + ")";
        boolean numeric = schema.ids() == IdCodec.NUMERIC && schema.successorIds() == IdCodec.NUMERIC;
        String query = "SELECT " + schema.col("f", "id") + ", " + schema.col("f", "superseded_by") + from
                + (numeric ? " ORDER BY " + schema.col("f", "id") : "");
        Candidates candidates = numeric ? new NumericCandidates() : new TextCandidates();
        sql.stream("finding supersession cycles", query, Sql.NO_PARAMETERS, rs -> candidates.add(
                schema.ids().read(rs, 1), schema.successorIds().read(rs, 2)));
        progress.checkCancelled();
        if (candidates.size() == 0) {
            return List.of();
        }
        List<int[]> cycles = CycleFinder.cycles(candidates.successors());
        if (cycles.isEmpty()) {
            return List.of();
        }
        Map<FactId, LinkChecks.FactRef> refs = refsOf(cycles, candidates);
        List<Finding> found = new ArrayList<>(cycles.size());
        for (int[] cycle : cycles) {
            List<LinkChecks.FactRef> members = new ArrayList<>(cycle.length);
            for (int index : cycle) {
                members.add(refs.get(candidates.id(index)));
            }
            found.add(LinkChecks.cycle(members));
        }
        return found;
    }

    private Map<FactId, LinkChecks.FactRef> refsOf(List<int[]> cycles, Candidates candidates)
            throws StoreException {
        List<FactId> ids = new ArrayList<>();
        for (int[] cycle : cycles) {
            for (int index : cycle) {
                ids.add(candidates.id(index));
            }
        }
        Map<FactId, LinkChecks.Location> where = FactLocations.of(sql, schema, ids, "reading cycle members");
        Map<FactId, LinkChecks.FactRef> refs = new HashMap<>();
        for (FactId id : ids) {
            LinkChecks.Location at = where.get(id);
            refs.put(id, new LinkChecks.FactRef(id, at.subject(), at.predicate()));
        }
        return refs;
    }

    /** The candidate links numbered in arrival order. */
    private interface Candidates {
        void add(FactId id, FactId successor);

        FactId id(int index);

        int size();

        /** successor[i] = number of the candidate that fact i's successor is, or -1. */
        int[] successors();
    }

    private static final class NumericCandidates implements Candidates {
        private long[] ids;
        private long[] successorIds;
        private int size;

        NumericCandidates() { // no count query first: it would cost a second pass of the same join
            ids = new long[1024];
            successorIds = new long[ids.length];
        }

        @Override
        public int size() {
            return size;
        }

        @Override
        public void add(FactId id, FactId successor) {
            if (size == ids.length) {
                ids = Arrays.copyOf(ids, size * 2);
                successorIds = Arrays.copyOf(successorIds, size * 2);
            }
            ids[size] = id.number();
            successorIds[size++] = successor.number();
        }

        @Override
        public FactId id(int index) {
            return FactId.of(ids[index]);
        }

        @Override
        public int[] successors() {
            long[] sorted = size == ids.length ? ids : Arrays.copyOf(ids, size); // arrive ORDER BY id
            int[] successor = new int[size];
            for (int i = 0; i < size; i++) {
                int found = Arrays.binarySearch(sorted, successorIds[i]);
                successor[i] = found >= 0 ? found : -1;
            }
            successorIds = null;
            return successor;
        }
    }

    private static final class TextCandidates implements Candidates {
        private final Map<FactId, Integer> numbers = new HashMap<>();
        private final List<FactId> ids = new ArrayList<>();
        private final List<FactId> successorIds = new ArrayList<>();

        @Override
        public void add(FactId id, FactId successor) {
            numbers.putIfAbsent(id, ids.size());
            ids.add(id);
            successorIds.add(successor);
        }

        @Override
        public FactId id(int index) {
            return ids.get(index);
        }

        @Override
        public int size() {
            return ids.size();
        }

        @Override
        public int[] successors() {
            int[] successor = new int[ids.size()];
            for (int i = 0; i < successor.length; i++) {
                successor[i] = numbers.getOrDefault(successorIds.get(i), -1);
            }
            return successor;
        }
    }
}
