package io.memscope.suggest;

import it.unimi.dsi.fastutil.ints.IntArrays;
import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import it.unimi.dsi.fastutil.objects.Object2IntMap;
import it.unimi.dsi.fastutil.objects.Object2IntOpenHashMap;
import it.unimi.dsi.fastutil.objects.Object2ObjectMap;
import it.unimi.dsi.fastutil.objects.Object2ObjectOpenHashMap;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiPredicate;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * What the first pass keeps of each subject: its current attributes' phrases, as sorted ids of phrases kept
 * once for the store, and the subjects grouped by name (several keys of one entity).
 */
final class SubjectPhrases {
    /** The phrases by {@link PhraseCache.Words#id}, null where this part has not met the id. */
    private final List<String> phrases = new ArrayList<>();
    /** Each subject's current-attribute phrases, as sorted ids, for the phrase pairs within an entity. */
    private Object2ObjectOpenHashMap<String, int[]> phrasesOf = new Object2ObjectOpenHashMap<>();
    /** Subjects whose facts came in more than one run, with how many runs: a source out of subject order. */
    private final Object2IntOpenHashMap<String> extraRuns = new Object2IntOpenHashMap<>();
    /**
     * The subjects by name ({@link SubjectKey#compactName}): a group of several is one entity under several keys.
     */
    private Map<String, List<SubjectKey>> groups = new java.util.HashMap<>();

    /** One subject's current-attribute phrase ids ({@link #idOf}), the first {@code n} of {@code own}. */
    void add(SubjectKey key, int[] own, int n) {
        String subject = key.subject();
        int[] mine = distinct(own, n);
        int[] earlier = phrasesOf.putIfAbsent(subject, mine); // one look in the map for a subject met once
        if (earlier != null) {
            extraRuns.addTo(subject, 1);
            int[] both = concat(earlier, mine, mine.length);
            phrasesOf.put(subject, distinct(both, both.length));
        } else {
            groups.computeIfAbsent(key.compactName(), k -> new ArrayList<>(1)).add(key);
        }
    }

    /** Adds the subjects of another part of the store. */
    void merge(SubjectPhrases other) {
        // sized once for both parts, not grown step by step while the other part's subjects go in
        Object2ObjectOpenHashMap<String, int[]> sized = new Object2ObjectOpenHashMap<>(
                phrasesOf.size() + other.phrasesOf.size());
        sized.putAll(phrasesOf);
        phrasesOf = sized;
        Map<String, List<SubjectKey>> allGroups = new java.util.HashMap<>(
                (int) ((groups.size() + other.groups.size()) / 0.75f) + 1);
        allGroups.putAll(groups);
        groups = allGroups;
        for (List<SubjectKey> group : other.groups.values()) {
            for (SubjectKey k : group) {
                if (!phrasesOf.containsKey(k.subject())) { // a subject both parts had is in a group already
                    groups.computeIfAbsent(k.compactName(), n -> new ArrayList<>(1)).add(k);
                }
            }
        }
        for (int id = 0; id < other.phrases.size(); id++) {
            if (other.phrases.get(id) != null) {
                named(id, other.phrases.get(id));
            }
        }
        for (Object2ObjectMap.Entry<String, int[]> e : other.phrasesOf.object2ObjectEntrySet()) {
            // the parts number phrases alike, and a part's ids are distinct and sorted already
            int[] earlier = phrasesOf.put(e.getKey(), e.getValue());
            if (earlier != null) {
                extraRuns.addTo(e.getKey(), 1);
                int[] both = concat(earlier, e.getValue(), e.getValue().length);
                phrasesOf.put(e.getKey(), distinct(both, both.length));
            }
        }
        for (Object2IntMap.Entry<String> e : other.extraRuns.object2IntEntrySet()) {
            extraRuns.addTo(e.getKey(), e.getIntValue());
        }
    }

    /** Each group of several keys in subject order, so its aliases are proposed in the same order every time. */
    void groupsDone(StatedNames stated) {
        ShortNames.join(groups, stated.join(groups));
        for (List<SubjectKey> group : groups.values()) {
            if (group.size() > 1) {
                group.sort(java.util.Comparator.comparing(SubjectKey::subject));
            }
        }
    }

    /** The phrase's id, which {@link #add} takes, the phrase kept under it. */
    int idOf(PhraseCache.Words phrase) {
        int id = phrase.id();
        if (id >= phrases.size() || phrases.get(id) == null) {
            named(id, phrase.predicate());
        }
        return id;
    }

    private void named(int id, String phrase) {
        while (phrases.size() <= id) {
            phrases.add(null);
        }
        phrases.set(id, phrase);
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
     * Each subject two of whose own current attributes are joined by {@code joined}, to {@code sink}; the ids
     * compared once per pair of phrases across all subjects, since a store repeats a few phrases over many
     * subjects. Only phrases {@code aliased} marks (some accepted alias names them) can be joined. The subjects
     * are walked as kept, not looked up one by one.
     */
    void subjectsWithTwoJoined(boolean[] aliased, BiPredicate<String, String> joined, Consumer<String> sink) {
        Long2IntOpenHashMap asked = new Long2IntOpenHashMap();
        for (Object2ObjectMap.Entry<String, int[]> e : phrasesOf.object2ObjectEntrySet()) {
            if (twoJoined(e.getValue(), aliased, joined, asked)) {
                sink.accept(e.getKey());
            }
        }
    }

    private boolean twoJoined(int[] ids, boolean[] aliased, BiPredicate<String, String> joined,
                              Long2IntOpenHashMap asked) {
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

    /** How many subjects the pass met. */
    int subjectCount() {
        return phrasesOf.size();
    }

    /** Whether some subject came in more than one run. */
    boolean anySubjectInRuns() {
        return !extraRuns.isEmpty();
    }

    /** For each phrase id, whether the phrase passes {@code test}: asked once per phrase, not per subject. */
    boolean[] phraseFlags(Predicate<String> test) {
        boolean[] flags = new boolean[phrases.size()];
        for (int i = 0; i < flags.length; i++) {
            flags[i] = phrases.get(i) != null && test.test(phrases.get(i));
        }
        return flags;
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
