package io.memscope.suggest;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.FactValues;
import io.memscope.store.StoreException;
import it.unimi.dsi.fastutil.longs.LongArrayList;
import it.unimi.dsi.fastutil.longs.LongIterator;
import it.unimi.dsi.fastutil.longs.LongOpenHashSet;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * The values each predicate takes across subjects. Two predicates for one attribute draw from one domain
 * (cities, employers), so the share of values they have in common is evidence the model cannot give.
 * Predicates with the same words ({@code lives_in}, {@code lives in}) share one domain: they are one phrase.
 * A phrase's domain is the values of at most {@link #SAMPLED_SUBJECTS} of its subjects, those with the smallest
 * hashes: enough to show which values an attribute takes, and few enough to look up by id where a store was read
 * without its values ({@link #withLookup}).
 */
final class ValueDomains {
    static final int SAMPLED_SUBJECTS = 512;
    private static final LongOpenHashSet NONE = new LongOpenHashSet();
    private static final int SMALL_SUBJECT = 24;
    private final PhraseCache words;
    private final Lookup lookup;
    private final Set<String> predicates = new HashSet<>();
    /** Per phrase, the sampled subjects' values as 64-bit hashes: a store of millions of values keeps no strings. */
    private final Map<String, SubjectSample<LongArrayList>> values = new HashMap<>();
    /** Per phrase, the sampled subjects' facts, where the store was read without values. */
    private final Map<String, SubjectSample<List<FactId>>> ids = new HashMap<>();
    /** Per phrase, its domain, worked out when first asked for. */
    private final Map<String, LongOpenHashSet> domains = new HashMap<>();
    /** Pairs of phrases ({@link ImplicitSupersessions#key}) some subject was given differing values of at once. */
    private final Set<String> coRecorded = new HashSet<>();
    private long lastSubject;
    private PhraseCache.Words lastPredicate;
    private LongArrayList lastValues;
    private List<FactId> lastIds;

    /** Reads the values of facts by id, for a store read without them. */
    interface Lookup {
        Map<FactId, String> valuesOf(Collection<FactId> ids) throws StoreException;
    }

    private ValueDomains(PhraseCache words, Lookup lookup) {
        this.words = words;
        this.lookup = lookup;
    }

    /** Domains of facts read with their values. */
    ValueDomains(PhraseCache words) {
        this(words, null);
    }

    /** Domains of facts read without values ({@link #addId}), whose sampled values {@code lookup} reads. */
    static ValueDomains withLookup(PhraseCache words, Lookup lookup) {
        return new ValueDomains(words, lookup);
    }

    /** One fact's value, whose {@link #hash} of the normalised value the caller worked out. */
    void add(long subjectHash, PhraseCache.Words phrase, long valueHash) {
        if (subjectHash != lastSubject || phrase != lastPredicate) {
            // facts come grouped by predicate within a subject: one lookup per run, not per fact
            lastSubject = subjectHash;
            lastPredicate = phrase;
            predicates.add(phrase.predicate());
            lastValues = values.computeIfAbsent(phrase.key(), p -> new SubjectSample<>(SAMPLED_SUBJECTS))
                    .entry(subjectHash, () -> new LongArrayList(2));
        }
        if (lastValues != null) {
            lastValues.add(valueHash);
        }
    }

    /** One fact read without its value: its id stands for the value until a domain is asked for. */
    void addId(long subjectHash, Fact fact, PhraseCache.Words phrase) {
        if (subjectHash != lastSubject || phrase != lastPredicate) {
            lastSubject = subjectHash;
            lastPredicate = phrase;
            predicates.add(phrase.predicate());
            lastIds = ids.computeIfAbsent(phrase.key(), p -> new SubjectSample<>(SAMPLED_SUBJECTS))
                    .entry(subjectHash, () -> new ArrayList<>(2));
        }
        if (lastIds != null) {
            lastIds.add(fact.id());
        }
    }

    /** Adds the values or facts another part of the store gave: the sample is the smallest hashes of both. */
    void merge(ValueDomains other) {
        predicates.addAll(other.predicates);
        coRecorded.addAll(other.coRecorded);
        other.values.forEach((phrase, sample) -> sample.forEach((subject, held) -> {
            LongArrayList mine = values.computeIfAbsent(phrase, p -> new SubjectSample<>(SAMPLED_SUBJECTS))
                    .entry(subject, () -> new LongArrayList(held.size()));
            if (mine != null) {
                mine.addAll(held);
            }
        }));
        other.ids.forEach((phrase, sample) -> sample.forEach((subject, held) -> {
            List<FactId> mine = ids.computeIfAbsent(phrase, p -> new SubjectSample<>(SAMPLED_SUBJECTS))
                    .entry(subject, () -> new ArrayList<>(held.size()));
            if (mine != null) {
                mine.addAll(held);
            }
        }));
        lastPredicate = null; // the run caches name entries of this part's samples only
    }

    /**
     * Per instant at which one subject's facts gave two or more phrases, the first fact of each phrase then: what
     * {@link #addGivenTogether} compares. Empty for most subjects; needs nothing but the subject's facts.
     */
    static List<List<Read>> givenTogether(List<Read> subjectFacts) {
        if (!sharesAnInstant(subjectFacts)) {
            return List.of();
        }
        Map<Instant, Map<String, Read>> atOnce = new HashMap<>();
        for (Read r : subjectFacts) {
            if (r.fact().validFrom() != null) {
                atOnce.computeIfAbsent(r.fact().validFrom(), t -> new LinkedHashMap<>())
                        .putIfAbsent(r.phrase().key(), r);
            }
        }
        List<List<Read>> moments = new ArrayList<>(1);
        for (Map<String, Read> moment : atOnce.values()) {
            if (moment.size() > 1) {
                moments.add(List.copyOf(moment.values()));
            }
        }
        return moments;
    }

    /**
     * The phrases one subject was given at one instant ({@link #givenTogether}), each fact's normalised value
     * from {@code valueOf}: two values differing mark the pair co-recorded.
     */
    void addGivenTogether(List<List<Read>> moments, Function<Read, String> valueOf) {
        for (List<Read> moment : moments) {
            for (Read x : moment) {
                for (Read y : moment) {
                    String kx = x.phrase().key();
                    String ky = y.phrase().key();
                    if (kx.compareTo(ky) < 0 && !valueOf.apply(x).equals(valueOf.apply(y))) {
                        coRecorded.add(ImplicitSupersessions.key(kx, ky));
                    }
                }
            }
        }
    }

    /** Whether two of the facts start at the same instant; most subjects have none, and need no map. */
    private static boolean sharesAnInstant(List<Read> subjectFacts) {
        int n = subjectFacts.size();
        if (n > SMALL_SUBJECT) {
            Instant[] starts = new Instant[n];
            int k = 0;
            for (Read r : subjectFacts) {
                if (r.fact().validFrom() != null) {
                    starts[k++] = r.fact().validFrom();
                }
            }
            Arrays.sort(starts, 0, k);
            for (int i = 1; i < k; i++) {
                if (starts[i].equals(starts[i - 1])) {
                    return true;
                }
            }
            return false;
        }
        // a few facts are compared pairwise, with nothing to allocate or sort
        for (int i = 0; i < n; i++) {
            Instant a = subjectFacts.get(i).fact().validFrom();
            if (a == null) {
                continue;
            }
            for (int j = i + 1; j < n; j++) {
                if (a.equals(subjectFacts.get(j).fact().validFrom())) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether a subject was given values under both predicates at the same instant, the values differing: the
     * agent recorded two attributes at once (lives in Porto, works in Braga), since a replacement comes after
     * what it replaces.
     */
    boolean coRecorded(String a, String b) {
        return coRecorded.contains(ImplicitSupersessions.key(words.key(a), words.key(b)));
    }

    /** The predicates in name order. */
    Set<String> predicates() {
        return new TreeSet<>(predicates);
    }

    /** How many distinct values the two predicates share, and the smaller number of values either has. */
    Overlap overlap(String a, String b) throws StoreException {
        LongOpenHashSet va = domain(words.key(a));
        LongOpenHashSet vb = domain(words.key(b));
        if (va.size() > vb.size()) {
            LongOpenHashSet swap = va;
            va = vb;
            vb = swap;
        }
        int shared = 0;
        LongIterator each = va.iterator();
        while (each.hasNext()) {
            if (vb.contains(each.nextLong())) {
                shared++;
            }
        }
        return new Overlap(shared, va.size());
    }

    /** The distinct values of a phrase's sampled subjects, their facts' values looked up where they were not read. */
    private LongOpenHashSet domain(String phraseKey) throws StoreException {
        LongOpenHashSet known = domains.get(phraseKey);
        if (known != null) {
            return known;
        }
        LongOpenHashSet domain = new LongOpenHashSet();
        SubjectSample<LongArrayList> read = values.get(phraseKey);
        if (read != null) {
            read.entries().forEach(domain::addAll);
        }
        SubjectSample<List<FactId>> unread = ids.get(phraseKey);
        if (unread != null) {
            List<FactId> wanted = new ArrayList<>();
            unread.entries().forEach(wanted::addAll);
            Map<FactId, String> found = lookup.valuesOf(wanted);
            for (FactId id : wanted) {
                domain.add(hash(FactValues.normalize(found.get(id))));
            }
        }
        if (read == null && unread == null) {
            domain = NONE;
        }
        domains.put(phraseKey, domain);
        return domain;
    }

    /** FNV-1a over the text's chars, 64 bits: two distinct values of one store collide with no real chance. */
    static long hash(String value) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < value.length(); i++) {
            h ^= value.charAt(i);
            h *= 0x100000001b3L;
        }
        return h;
    }

    record Overlap(int shared, int smaller) {
        double share() {
            return smaller == 0 ? 0 : (double) shared / smaller;
        }
    }
}
