package io.memscope.suggest;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BiPredicate;

/**
 * Predicate aliases as a graph, so {@code moved to} and {@code home city} are one attribute when both alias
 * {@code lives in} even if the model finds the two less alike. A chain is as strong as its weakest link,
 * and a pair ruled out directly (a veto) is never joined through a third predicate.
 */
final class AliasGraph {
    private final Map<String, Map<String, Suggestion.PredicateAlias>> links = new TreeMap<>();
    private final BiPredicate<String, String> vetoed;
    /** Each pair's chain, found once: every entity that has both predicates asks for it again. */
    private final Map<String, Map<String, Optional<Chain>>> found = new HashMap<>();

    /** {@code vetoed} says whether a pair is ruled out directly. */
    AliasGraph(List<Suggestion.PredicateAlias> accepted, BiPredicate<String, String> vetoed) {
        this.vetoed = vetoed;
        for (Suggestion.PredicateAlias a : accepted) {
            links.computeIfAbsent(a.first(), k -> new TreeMap<>()).put(a.second(), a);
            links.computeIfAbsent(a.second(), k -> new TreeMap<>()).put(a.first(), a);
        }
    }

    /** Whether the two predicates are ruled out as one attribute, whatever joins them. */
    boolean vetoed(String a, String b) {
        return vetoed.test(a, b);
    }

    /** Whether some accepted alias names the predicate. */
    boolean names(String predicate) {
        return links.containsKey(predicate);
    }

    /** The strongest chain of aliases from {@code a} to {@code b}, or empty when none joins them. */
    Optional<Chain> chain(String a, String b) {
        Map<String, Optional<Chain>> fromA = found.computeIfAbsent(a, k -> new HashMap<>());
        Optional<Chain> chain = fromA.get(b);
        if (chain == null) {
            chain = widest(a, b);
            fromA.put(b, chain);
        }
        return chain;
    }

    private Optional<Chain> widest(String a, String b) {
        if (a.equals(b) || !links.containsKey(a) || vetoed.test(a, b)) {
            return Optional.empty();
        }
        Widest from = trees.computeIfAbsent(a, this::widestFrom);
        Double width = from.best().get(b);
        return width == null ? Optional.empty() : Optional.of(Chain.of(width, path(from.previous(), a, b)));
    }

    /** Each predicate's widest paths to all it reaches, found once: a store of many aliases asks every pair. */
    private final Map<String, Widest> trees = new HashMap<>();

    private record Widest(Map<String, Double> best, Map<String, String> previous) {
    }

    /**
     * The widest path from {@code a} to every predicate it reaches: the chain whose weakest link is strongest,
     * ties broken by name order for determinism. Each predicate is settled once, widest first, so the path to
     * any one is the one a search for it alone would find.
     */
    private Widest widestFrom(String a) {
        Map<String, Double> best = new HashMap<>();
        Map<String, String> previous = new HashMap<>();
        Set<String> done = new java.util.HashSet<>();
        java.util.PriorityQueue<Map.Entry<String, Double>> queue = new java.util.PriorityQueue<>(
                (x, y) -> x.getValue().equals(y.getValue()) ? x.getKey().compareTo(y.getKey())
                        : Double.compare(y.getValue(), x.getValue()));
        best.put(a, 1.0);
        queue.add(Map.entry(a, 1.0));
        while (!queue.isEmpty()) {
            Map.Entry<String, Double> top = queue.poll();
            String next = top.getKey();
            if (done.contains(next) || top.getValue() < best.get(next)) {
                continue; // settled already, or a narrower way there found before a wider one
            }
            done.add(next);
            for (Map.Entry<String, Suggestion.PredicateAlias> e : links.getOrDefault(next, Map.of()).entrySet()) {
                double width = Math.min(best.get(next), e.getValue().score());
                if (!done.contains(e.getKey()) && width > best.getOrDefault(e.getKey(), -1.0)) {
                    best.put(e.getKey(), width);
                    previous.put(e.getKey(), next);
                    queue.add(Map.entry(e.getKey(), width));
                }
            }
        }
        best.remove(a);
        return new Widest(best, previous);
    }

    private List<Suggestion.PredicateAlias> path(Map<String, String> previous, String a, String b) {
        List<Suggestion.PredicateAlias> steps = new ArrayList<>();
        for (String at = b; !at.equals(a); at = previous.get(at)) {
            steps.add(0, links.get(previous.get(at)).get(at));
        }
        return steps;
    }

    /**
     * The aliases that join two predicates, in order, the score of the weakest, and the evidence in words,
     * written once per pair since every supersession across the pair repeats it.
     */
    record Chain(double score, List<Suggestion.PredicateAlias> steps, String why) {
        static Chain of(double score, List<Suggestion.PredicateAlias> steps) {
            List<String> parts = new ArrayList<>();
            for (Suggestion.PredicateAlias s : steps) {
                parts.add(s.why());
            }
            return new Chain(score, steps, (steps.size() > 1 ? "through " + steps.size() + " aliases: " : "")
                    + String.join("; then ", parts));
        }
    }
}
