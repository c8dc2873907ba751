package io.memscope.analysis;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code superseded_by} findings (dangling links, links to another subject or predicate, cycles) of a
 * store read one (subject, predicate) group at a time, so a single ordered pass can find them without a
 * join over the whole table.
 *
 * <p>Why this is exact: a link whose target is in its own group is proper, and a cycle made only of such
 * links lies inside one group, where it is found at once. Every other link "leaves" its group; those are
 * rare (each is itself a finding or a target lookup away from one) and are kept. A cycle through other
 * groups must leave every group it visits, so all of its facts are in groups that have a leaving link:
 * only those groups' facts are kept, and the cycles among them are found at the end. Memory grows with
 * the facts of such groups, not with the store.
 */
public final class GroupedLinks {
    /**
     * Up to this many facts a group is searched in place for a link's target: a group is a few facts as
     * a rule, and a hash map for each of millions of groups was a visible share of a pass.
     */
    private static final int SCANNED_GROUP = 8;

    private final List<Fact> leaving = new ArrayList<>();
    /** Facts of groups with a leaving link: where cycles through several groups can be. */
    private final List<Fact> crossing = new ArrayList<>();

    /**
     * Takes one whole group (facts of one subject and predicate) and adds the cycles that stay inside it
     * to {@code findings}.
     */
    public void acceptGroup(List<Fact> group, List<Finding> findings) {
        int[] successor = null; // made at the first link: most groups have none
        Map<FactId, Integer> index = null;
        boolean leaves = false;
        for (int i = 0; i < group.size(); i++) {
            FactId next = group.get(i).supersededBy();
            if (next == null) {
                continue;
            }
            if (successor == null) {
                successor = new int[group.size()];
                Arrays.fill(successor, -1);
                index = group.size() > SCANNED_GROUP ? indexOf(group) : null;
            }
            int target = index != null ? index.getOrDefault(next, -1) : position(group, next);
            successor[i] = target;
            if (target < 0) {
                leaving.add(slim(group.get(i)));
                leaves = true;
            }
        }
        if (successor == null) {
            return;
        }
        if (leaves) {
            for (Fact fact : group) { // its inner cycles are found with the crossing ones, once
                crossing.add(slim(fact));
            }
            return;
        }
        for (int[] cycle : CycleFinder.cycles(successor)) {
            List<LinkChecks.FactRef> members = new ArrayList<>(cycle.length);
            for (int i : cycle) {
                members.add(ref(group.get(i)));
            }
            findings.add(LinkChecks.cycle(members));
        }
    }

    /** The first position of the fact {@code id} in {@code group}, or -1. */
    private static int position(List<Fact> group, FactId id) {
        for (int i = 0; i < group.size(); i++) {
            if (group.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }

    private static Map<FactId, Integer> indexOf(List<Fact> group) {
        Map<FactId, Integer> index = new HashMap<>(group.size() * 2);
        for (int i = 0; i < group.size(); i++) {
            index.putIfAbsent(group.get(i).id(), i);
        }
        return index;
    }

    /** The links of several parts of one store (each a range of whole groups), as if seen by one. */
    public static GroupedLinks merge(List<GroupedLinks> parts) {
        GroupedLinks all = new GroupedLinks();
        for (GroupedLinks part : parts) {
            all.leaving.addAll(part.leaving);
            all.crossing.addAll(part.crossing);
        }
        return all;
    }

    /** The targets of the links that leave their group: where each is must be looked up. */
    public List<FactId> leavingTargets() {
        return leaving.stream().map(Fact::supersededBy).distinct().toList();
    }

    /**
     * The link findings and the remaining cycles, given where each leaving target lives ({@code targets}
     * lacks the ones that do not exist).
     */
    public List<Finding> finish(Map<FactId, LinkChecks.Location> targets) {
        List<Finding> found = new ArrayList<>();
        for (Fact from : leaving) {
            LinkChecks.check(from, Optional.ofNullable(targets.get(from.supersededBy()))).ifPresent(found::add);
        }
        Map<FactId, Integer> index = new HashMap<>(crossing.size() * 2);
        for (int i = 0; i < crossing.size(); i++) {
            index.putIfAbsent(crossing.get(i).id(), i);
        }
        int[] successor = new int[crossing.size()];
        for (int i = 0; i < successor.length; i++) {
            FactId next = crossing.get(i).supersededBy();
            successor[i] = next == null ? -1 : index.getOrDefault(next, -1);
        }
        for (int[] cycle : CycleFinder.cycles(successor)) {
            List<LinkChecks.FactRef> members = new ArrayList<>(cycle.length);
            for (int i : cycle) {
                members.add(ref(crossing.get(i)));
            }
            found.add(LinkChecks.cycle(members));
        }
        return found;
    }

    /** What the link checks read of a kept fact; values and times would only cost memory. */
    private static Fact slim(Fact fact) {
        return Fact.of(fact.id(), fact.subject(), fact.predicate(), null, null, null, fact.supersededBy());
    }

    private static LinkChecks.FactRef ref(Fact fact) {
        return new LinkChecks.FactRef(fact.id(), fact.subject(), fact.predicate());
    }
}
