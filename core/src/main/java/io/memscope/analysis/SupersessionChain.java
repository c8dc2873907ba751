package io.memscope.analysis;

import io.memscope.model.Fact;
import io.memscope.model.FactId;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The facts linked to one fact through {@code superseded_by}, oldest first: its predecessors, the
 * fact itself, and its successors. Broken links end the walk instead of failing, and a cycle is
 * walked once, so any store's chains can be shown.
 */
public record SupersessionChain(List<Fact> facts) {

    public static SupersessionChain around(Fact fact, List<Fact> candidates) {
        Map<FactId, Fact> byId = new HashMap<>();
        Map<FactId, Fact> predecessorOf = new HashMap<>();
        for (Fact f : candidates) {
            byId.put(f.id(), f);
        }
        for (Fact f : candidates) {
            if (f.supersededBy() != null) {
                predecessorOf.putIfAbsent(f.supersededBy(), f);
            }
        }
        Set<FactId> seen = new HashSet<>();
        List<Fact> before = new ArrayList<>();
        seen.add(fact.id());
        Fact p = predecessorOf.get(fact.id());
        while (p != null && seen.add(p.id())) {
            before.add(0, p);
            p = predecessorOf.get(p.id());
        }
        List<Fact> chain = new ArrayList<>(before);
        chain.add(fact);
        Fact s = fact.supersededBy() == null ? null : byId.get(fact.supersededBy());
        while (s != null && seen.add(s.id())) {
            chain.add(s);
            s = s.supersededBy() == null ? null : byId.get(s.supersededBy());
        }
        return new SupersessionChain(List.copyOf(chain));
    }

    public int indexOf(FactId id) {
        for (int i = 0; i < facts.size(); i++) {
            if (facts.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }
}
