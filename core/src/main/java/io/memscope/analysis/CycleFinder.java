package io.memscope.analysis;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds the cycles of {@code superseded_by}. Each fact has at most one successor, so the links form
 * a functional graph: peeling off every node nobody points to (repeatedly) leaves exactly the nodes
 * on cycles, in linear time and with two int arrays, which keeps this usable at millions of facts.
 */
public final class CycleFinder {
    private CycleFinder() {
    }

    /**
     * @param successor {@code successor[i]} is the index of the fact that superseded fact {@code i},
     *                  or -1 when it has none (or its target is not among the indexed facts)
     * @return each cycle as the indexes of its facts, starting from its smallest index
     */
    public static List<int[]> cycles(int[] successor) {
        int n = successor.length;
        int[] inDegree = new int[n];
        for (int s : successor) {
            if (s >= 0) {
                inDegree[s]++;
            }
        }
        int[] queue = new int[n];
        int head = 0;
        int tail = 0;
        for (int i = 0; i < n; i++) {
            if (inDegree[i] == 0) {
                queue[tail++] = i;
            }
        }
        boolean[] removed = new boolean[n];
        while (head < tail) {
            int node = queue[head++];
            removed[node] = true;
            int s = successor[node];
            if (s >= 0 && --inDegree[s] == 0) {
                queue[tail++] = s;
            }
        }
        List<int[]> cycles = new ArrayList<>();
        for (int start = 0; start < n; start++) {
            if (removed[start]) {
                continue;
            }
            List<Integer> members = new ArrayList<>();
            int node = start;
            do {
                members.add(node);
                removed[node] = true;
                node = successor[node];
            } while (node != start);
            cycles.add(members.stream().mapToInt(Integer::intValue).toArray());
        }
        return cycles;
    }
}
