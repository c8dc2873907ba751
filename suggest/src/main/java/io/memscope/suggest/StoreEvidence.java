package io.memscope.suggest;

import io.memscope.model.Fact;
import io.memscope.model.PredicateCardinalities;
import io.memscope.store.StoreException;
import it.unimi.dsi.fastutil.ints.IntArrays;
import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import it.unimi.dsi.fastutil.objects.Object2IntOpenHashMap;
import it.unimi.dsi.fastutil.objects.Object2ObjectOpenHashMap;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiPredicate;
import java.util.function.Predicate;

/**
 * What the first pass over a store learns, one subject at a time: the predicates' words and value domains,
 * the values given together, and per subject only the phrases of its current attributes, so the facts
 * themselves are let go as soon as their subject is done.
 */
final class StoreEvidence {
    final PhraseCache words;
    final ValueDomains domains;
    final SideBySide sideBySide = new SideBySide();
    /** The predicates as stored, sentence predicates included: those an operator can alias. */
    final Set<String> storePredicates = new HashSet<>();
    private final Object2IntOpenHashMap<String> phraseIds = new Object2IntOpenHashMap<>();
    private final List<String> phrases = new ArrayList<>();
    /** Each subject's current-attribute phrases, as sorted ids, for the phrase pairs within an entity. */
    private final Object2ObjectOpenHashMap<String, int[]> phrasesOf = new Object2ObjectOpenHashMap<>();
    /** Subjects whose facts came in more than one run, with how many runs: a source out of subject order. */
    private final Object2IntOpenHashMap<String> extraRuns = new Object2IntOpenHashMap<>();
    /**
     * The subjects by name ({@link SubjectKey#compactName}): a group of several is one entity under several keys.
     */
    private final Map<String, List<SubjectKey>> groups = new java.util.HashMap<>();
    private boolean sentences;
    private String lastPhrase;
    private int lastId;

    private StoreEvidence(PredicateCardinalities cardinalities) {
        words = new PhraseCache(cardinalities);
        domains = new ValueDomains(words);
    }

    static StoreEvidence of(SubjectBlocks blocks, PredicateCardinalities cardinalities) throws StoreException {
        StoreEvidence evidence = new StoreEvidence(cardinalities);
        Pipeline.run(blocks::forEachBrief, evidence::read, evidence::add);
        evidence.groupsDone();
        return evidence;
    }

    /** A subject's facts as read, with what needs no shared state worked out on the reading thread. */
    private record Subject(SubjectKey key, List<String> predicates, List<Read> reads, long[] valueHashes,
                           List<String> sideBySide) {
    }

    private Subject read(String subject, List<Fact> facts) {
        List<String> predicates = new ArrayList<>(4);
        String last = null;
        for (Fact f : facts) {
            // a subject's facts come grouped by predicate: one entry per predicate, not per fact
            if (!f.predicate().equals(last)) {
                last = f.predicate();
                predicates.add(last);
            }
        }
        List<Read> reads = Read.of(facts, words);
        long[] hashes = new long[reads.size()];
        for (int i = 0; i < hashes.length; i++) {
            hashes[i] = ValueDomains.hash(reads.get(i).fact().normalizedValue());
        }
        return new Subject(SubjectKey.of(subject), predicates, reads, hashes, SideBySide.of(reads));
    }

    private void add(Subject s) {
        storePredicates.addAll(s.predicates());
        List<Read> reads = s.reads();
        int[] own = new int[reads.size()];
        int n = 0;
        for (int i = 0; i < reads.size(); i++) {
            Read r = reads.get(i);
            domains.add(r.fact(), r.phrase(), s.valueHashes()[i]);
            sentences |= r.fromSentence();
            if (r.phrase().currentAttribute()) {
                own[n++] = idOf(r.fact().predicate());
            }
        }
        domains.addSubject(reads);
        sideBySide.add(s.sideBySide());
        String subject = s.key().subject();
        int[] earlier = phrasesOf.get(subject);
        if (earlier != null) {
            extraRuns.addTo(subject, 1);
            own = concat(earlier, own, n);
            n = own.length;
        } else {
            groups.computeIfAbsent(s.key().compactName(), k -> new ArrayList<>(1)).add(s.key());
        }
        phrasesOf.put(subject, distinct(own, n));
    }

    /** Each group of several keys in subject order, so its aliases are proposed in the same order every time. */
    private void groupsDone() {
        joinFirstNames();
        for (List<SubjectKey> group : groups.values()) {
            if (group.size() > 1) {
                group.sort(java.util.Comparator.comparing(SubjectKey::subject));
            }
        }
    }

    /**
     * A first name alone ({@code user:ingrid}) joins the group of the one full name that begins with it
     * ({@code Ingrid Berg}); beside two ({@code Kim Lee}, {@code Kim Park}) it stays apart, since it could be either.
     */
    private void joinFirstNames() {
        Map<String, Set<String>> fullNamesByFirst = new java.util.HashMap<>();
        for (Map.Entry<String, List<SubjectKey>> g : groups.entrySet()) {
            String name = g.getValue().get(0).name();
            int space = name.indexOf(' ');
            if (space > 0) {
                fullNamesByFirst.computeIfAbsent(name.substring(0, space), w -> new HashSet<>(2)).add(g.getKey());
            }
        }
        if (fullNamesByFirst.isEmpty()) {
            return;
        }
        for (String single : new ArrayList<>(groups.keySet())) {
            String name = groups.get(single).get(0).name();
            Set<String> full = name.indexOf(' ') < 0 ? fullNamesByFirst.get(name) : null;
            if (full != null && full.size() == 1) {
                groups.get(full.iterator().next()).addAll(groups.remove(single));
            }
        }
    }

    private int idOf(String phrase) {
        if (phrase.equals(lastPhrase)) {
            return lastId;
        }
        int id = phraseIds.getOrDefault(phrase, -1);
        if (id < 0) {
            id = phrases.size();
            phraseIds.put(phrase, id);
            phrases.add(phrase);
        }
        lastPhrase = phrase;
        lastId = id;
        return id;
    }

    /** Whether some fact was read out of a sentence: only then are there phrases no predicate of the store has. */
    boolean readSentences() {
        return sentences;
    }

    /** How many runs of facts the subject came in: one, from a source grouped by subject as the port says. */
    int runsOf(String subject) {
        return 1 + extraRuns.getInt(subject);
    }

    /** The current-attribute phrases of the subjects of one entity, in name order. */
    Set<String> phrasesOf(List<SubjectKey> entity) {
        Set<String> names = new TreeSet<>();
        for (SubjectKey k : entity) {
            for (int id : phrasesOf.get(k.subject())) {
                names.add(phrases.get(id));
            }
        }
        return names;
    }

    /**
     * Whether two current attributes of the entity's subjects are joined by {@code joined}, the ids compared
     * once per pair of phrases across all entities: a store repeats a few phrases over many subjects. Only
     * phrases {@code aliased} marks (some accepted alias names them) can be joined.
     */
    boolean twoJoined(List<SubjectKey> entity, boolean[] aliased, BiPredicate<String, String> joined,
                      Long2IntOpenHashMap asked) {
        int[] ids = entity.size() == 1 ? phrasesOf.get(entity.get(0).subject()) : idsOf(entity);
        int inAliases = 0;
        for (int id : ids) {
            if (aliased[id]) {
                inAliases++;
            }
        }
        if (inAliases < 2) {
            return false;
        }
        for (int i = 0; i < ids.length; i++) {
            if (!aliased[ids[i]]) {
                continue;
            }
            for (int j = i + 1; j < ids.length; j++) {
                long pair = ((long) ids[i] << 32) | ids[j];
                int known = asked.getOrDefault(pair, -1);
                if (known < 0) {
                    known = joined.test(phrases.get(ids[i]), phrases.get(ids[j])) ? 1 : 0;
                    asked.put(pair, known);
                }
                if (known == 1) {
                    return true;
                }
            }
        }
        return false;
    }

    /** For each phrase id, whether the phrase passes {@code test}: asked once per phrase, not per subject. */
    boolean[] phraseFlags(Predicate<String> test) {
        boolean[] flags = new boolean[phrases.size()];
        for (int i = 0; i < flags.length; i++) {
            flags[i] = test.test(phrases.get(i));
        }
        return flags;
    }

    private int[] idsOf(List<SubjectKey> entity) {
        int[] all = new int[0];
        for (SubjectKey k : entity) {
            int[] own = phrasesOf.get(k.subject());
            all = concat(all, own, own.length);
        }
        return distinct(all, all.length);
    }

    private static int[] concat(int[] a, int[] b, int bLength) {
        int[] both = new int[a.length + bLength];
        System.arraycopy(a, 0, both, 0, a.length);
        System.arraycopy(b, 0, both, a.length, bLength);
        return both;
    }

    private static int[] distinct(int[] ids, int n) {
        IntArrays.quickSort(ids, 0, n);
        int kept = 0;
        for (int i = 0; i < n; i++) {
            if (kept == 0 || ids[kept - 1] != ids[i]) {
                ids[kept++] = ids[i];
            }
        }
        return kept == ids.length ? ids : java.util.Arrays.copyOf(ids, kept);
    }

    /** The groups of subjects that name one entity, by name. */
    Map<String, List<SubjectKey>> entities() {
        return groups;
    }
}
