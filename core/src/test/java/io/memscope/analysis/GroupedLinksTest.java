package io.memscope.analysis;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

import static io.memscope.testing.Facts.fact;
import static org.assertj.core.api.Assertions.assertThat;

/** Group-at-a-time link findings must equal those of a check that sees the whole store at once. */
class GroupedLinksTest {

    @Test
    void aCycleThroughTwoSubjectsIsFoundOnceWithEveryMember() {
        List<Fact> facts = List.of(
                fact(1, "ann", "city", "Oslo", 0, 10, 2),
                fact(2, "ann", "city", "Rome", 10, 20, 3),   // leaves ann/city
                fact(3, "bob", "city", "Paris", 20, 30, 1),  // and comes back
                fact(4, "bob", "city", "Lyon", 0, -1, -1));
        List<Finding> found = grouped(facts);
        assertThat(found).filteredOn(f -> f.kind() == FindingKind.CYCLE).singleElement()
                .satisfies(c -> assertThat(c.factIds()).containsExactlyInAnyOrder(FactId.of(1), FactId.of(2),
                        FactId.of(3)));
        assertThat(found).filteredOn(f -> f.kind() == FindingKind.CROSS_LINK).hasSize(2);
    }

    @Test
    void aCycleInsideOneGroupAndADanglingLinkElsewhere() {
        List<Fact> facts = List.of(
                fact(1, "ann", "city", "Oslo", 0, 10, 2),
                fact(2, "ann", "city", "Rome", 10, 20, 1),
                fact(3, "bob", "city", "Paris", 20, 30, 99));
        List<Finding> found = grouped(facts);
        assertThat(found).extracting(Finding::kind)
                .containsExactlyInAnyOrder(FindingKind.CYCLE, FindingKind.DANGLING_SUPERSEDED_BY);
    }

    @Test
    void randomStoresGiveWhatAWholeStoreCheckGives() {
        for (long seed = 0; seed < 300; seed++) {
            List<Fact> facts = randomStore(new SplittableRandom(seed));
            assertThat(grouped(facts)).as("seed " + seed)
                    .containsExactlyInAnyOrderElementsOf(wholeStore(facts));
        }
    }

    /** Links pointing mostly inside the group, sometimes to other groups, sometimes nowhere. */
    private static List<Fact> randomStore(SplittableRandom random) {
        int n = 2 + random.nextInt(30);
        List<Fact> facts = new ArrayList<>();
        for (int id = 1; id <= n; id++) {
            String subject = "s" + random.nextInt(3);
            String predicate = "p" + random.nextInt(2);
            int roll = random.nextInt(10);
            long next = roll < 3 ? -1 : roll < 9 ? 1 + random.nextInt(n) : n + 1 + random.nextInt(5);
            facts.add(fact(id, subject, predicate, "v", 0, 1, next));
        }
        return facts;
    }

    private static List<Finding> grouped(List<Fact> facts) {
        Map<String, List<Fact>> groups = new LinkedHashMap<>();
        for (Fact f : facts) {
            groups.computeIfAbsent(f.subject() + "\u0000" + f.predicate(), k -> new ArrayList<>()).add(f);
        }
        GroupedLinks links = new GroupedLinks();
        List<Finding> found = new ArrayList<>();
        groups.values().forEach(g -> links.acceptGroup(g, found));
        Map<FactId, LinkChecks.Location> where = new HashMap<>();
        for (FactId id : links.leavingTargets()) {
            facts.stream().filter(f -> f.id().equals(id)).findFirst()
                    .ifPresent(f -> where.put(id, new LinkChecks.Location(f.subject(), f.predicate())));
        }
        found.addAll(links.finish(where));
        return found;
    }

    /** The same questions answered with every fact at hand, as the JSON store does. */
    private static List<Finding> wholeStore(List<Fact> facts) {
        Map<FactId, Integer> row = new HashMap<>();
        for (int i = 0; i < facts.size(); i++) {
            row.put(facts.get(i).id(), i);
        }
        List<Finding> found = new ArrayList<>();
        int[] successor = new int[facts.size()];
        for (int i = 0; i < facts.size(); i++) {
            Fact f = facts.get(i);
            Integer target = f.supersededBy() == null ? null : row.get(f.supersededBy());
            successor[i] = target == null ? -1 : target;
            Optional<LinkChecks.Location> at = Optional.ofNullable(target)
                    .map(t -> new LinkChecks.Location(facts.get(t).subject(), facts.get(t).predicate()));
            LinkChecks.check(f, at).ifPresent(found::add);
        }
        for (int[] cycle : CycleFinder.cycles(successor)) {
            List<LinkChecks.FactRef> members = new ArrayList<>();
            for (int i : cycle) {
                members.add(new LinkChecks.FactRef(facts.get(i).id(), facts.get(i).subject(), facts.get(i).predicate()));
            }
            found.add(LinkChecks.cycle(members));
        }
        return found;
    }
}
