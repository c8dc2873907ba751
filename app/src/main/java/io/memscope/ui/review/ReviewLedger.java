package io.memscope.ui.review;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.review.ReviewQueue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * What one review window has done with the queue's items, by their keys: decided and written, being written,
 * skipped; and the tally for the summary. An item in any of these is out of the queue, except one whose
 * pending decision only annotates it (a flag), which stays on screen until the store confirms.
 */
final class ReviewLedger {
    /** A decision sent to the store and not confirmed yet; {@code facts} what the item showed. */
    private record Pending(ReviewQueue.Item item, Decision decision, List<Fact> facts) {
        boolean stays() {
            return decision.stays() && !(decision == Decision.CLEAR_FLAG && item.isFlag());
        }
    }

    private final Map<String, ReviewQueue.Item> done = new LinkedHashMap<>();
    private final Map<String, Pending> pending = new LinkedHashMap<>();
    private final Map<String, ReviewQueue.Item> skipped = new LinkedHashMap<>();
    /** Which item each written decision settled, by its audit sequence, so an undo can bring it back. */
    private final Map<Long, String> bySequence = new HashMap<>();
    private final Map<Decision, Integer> tally = new java.util.EnumMap<>(Decision.class);

    boolean handled(String key) {
        Pending p = pending.get(key);
        return done.containsKey(key) || skipped.containsKey(key) || (p != null && !p.stays());
    }

    int handledMatching(Predicate<ReviewQueue.Item> filter) {
        List<ReviewQueue.Item> all = new ArrayList<>(done.values());
        all.addAll(skipped.values());
        pending.values().stream().filter(p -> !p.stays()).forEach(p -> all.add(p.item()));
        return (int) all.stream().filter(filter).count();
    }

    void skip(ReviewQueue.Item item) {
        skipped.put(item.key(), item);
        count(Decision.SKIP);
    }

    List<ReviewQueue.Item> skipped() {
        return List.copyOf(skipped.values());
    }

    /** Forgets skipped items the queue no longer has: another decision settled them. */
    void keepSkippedIn(java.util.Set<String> queued) {
        skipped.keySet().retainAll(queued);
    }

    void unskipAll() {
        skipped.clear();
    }

    void pending(ReviewQueue.Item item, Decision decision, List<Fact> facts) {
        pending.put(item.key(), new Pending(item, decision, List.copyOf(facts)));
    }

    boolean anyPending() {
        return !pending.isEmpty();
    }

    void written(ReviewQueue.Item item, Decision decision, long sequence) {
        Pending p = pending.remove(item.key());
        if (p != null && !p.stays()) {
            done.put(item.key(), item);
            bySequence.put(sequence, item.key());
        }
        count(decision);
    }

    void failed(ReviewQueue.Item item) {
        pending.remove(item.key());
    }

    /** After an undo of the entry {@code undoes}: the key of the item it settled, back in the queue. */
    Optional<String> undone(Long undoes) {
        String key = undoes == null ? null : bySequence.remove(undoes);
        if (key != null) {
            done.remove(key);
        }
        return Optional.ofNullable(key);
    }

    /** Whether a decision being written may change what {@code item} shows, so it must wait for it. */
    boolean touchedByPending(ReviewQueue.Item item) {
        for (Pending p : pending.values()) {
            if (p.item().key().equals(item.key()) || p.item().factIds().stream().anyMatch(item.factIds()::contains)) {
                return true;
            }
            if (p.stays() || p.facts().isEmpty() || !item.isFinding()) {
                continue;
            }
            Fact shown = p.facts().get(0);
            boolean samePredicate = shown.predicate().equals(item.finding().predicate());
            if (samePredicate && (p.decision() == Decision.BOTH_HOLD || shown.subject().equals(item.finding().subject()))) {
                return true; // "both hold" settles the predicate everywhere; the others change their group
            }
        }
        return false;
    }

    /** "Writing: keep 1 · customer:acme / tier", or empty. */
    String pendingText() {
        if (pending.isEmpty()) {
            return "";
        }
        // one line however many are queued: the count, and the latest, which an undo would take back
        Pending latest = null;
        for (Pending p : pending.values()) {
            latest = p;
        }
        String what = latest.decision().label() + " \u00b7 " + where(latest);
        return pending.size() == 1 ? "Writing: " + what + "\u2026"
                : "Writing " + pending.size() + " decisions\u2026 the latest: " + what;
    }

    private static String where(Pending p) {
        if (p.item().isFinding()) {
            return p.item().finding().subject() + " / " + p.item().finding().predicate();
        }
        if (p.item().isAlias()) {
            return p.item().alias().first() + " = " + p.item().alias().second();
        }
        FactId id = p.item().factIds().get(0);
        return p.facts().isEmpty() ? "fact " + id : p.facts().get(0).subject() + " / " + p.facts().get(0).predicate();
    }

    void count(Decision d) {
        tally.merge(d, 1, Integer::sum);
    }

    String summary() {
        if (tally.isEmpty()) {
            return "Nothing was decided.";
        }
        List<String> parts = new ArrayList<>();
        tally.forEach((d, n) -> parts.add(n + " \u00d7 " + d.label()));
        return String.join(",  ", parts);
    }
}
