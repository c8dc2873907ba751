package io.memscope.suggest;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.FactValues;
import io.memscope.model.PredicateCardinalities;
import io.memscope.store.StoreException;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
    /** Each subject's current-attribute phrases and the subjects by name. */
    final SubjectPhrases subjects = new SubjectPhrases();
    /** The names subjects give themselves in their facts. */
    final StatedNames stated = new StatedNames();
    /** Facts that state a name, read without their values: looked up by id after the pass. */
    private final List<Read> naming = new ArrayList<>();
    /**
     * Addresses and numbers beyond this many are not compared: on a SQL store each is looked up by id, and a
     * store with an e-mail address on every subject would be read a second time for it (docs/adr/0028).
     */
    static final long MAX_IDENTIFYING = 50_000;
    private long identifying;
    private boolean sentences;
    private boolean sources;
    /** The side-by-side pairs this part's reading thread has found, touched by that thread only. */
    private final SideBySide.Found sideBySideFound = new SideBySide.Found();

    /** What was given together at one instant, kept until the values of a store read without them are looked up. */
    private final List<List<Read>> givenTogether = new ArrayList<>();
    private final boolean withoutValues;
    /** Facts given together seen by the reading thread of a pass without values. */
    private long givenTogetherSeen;
    /** Beyond this many facts given together, a store is read with its values rather than looked up by id. */
    private static final long MAX_GIVEN_TOGETHER = 50_000;

    private StoreEvidence(PhraseCache words, ValueDomains.Lookup lookup) {
        this.words = words;
        domains = lookup == null ? new ValueDomains(words) : ValueDomains.withLookup(words, lookup);
        withoutValues = lookup != null;
    }

    /**
     * The first pass. A store that reads faster without values (a SQL table) is read so, in parts at once where
     * it is big, and only the values the evidence asks for are looked up afterwards; a store of sentences is
     * read again with them, since a sentence's words are its value.
     */
    static StoreEvidence of(SubjectBlocks blocks, PredicateCardinalities cardinalities) throws StoreException {
        boolean sources = blocks.hasSourceSentences();
        try {
            StoreEvidence apart = sources ? null : withoutValues(blocks, new PhraseCache(cardinalities));
            if (apart != null) {
                return apart;
            }
        } catch (ValuesNeeded e) {
            // read again below, with the values
        }
        StoreEvidence evidence = new StoreEvidence(new PhraseCache(cardinalities), null);
        evidence.sources = sources;
        // a source read as a sentence is evidence as a memory's sentence is, and a brief read leaves it out
        Pipeline.run(sources ? blocks::forEach : blocks::forEachBrief, evidence::read, evidence::add);
        evidence.subjects.groupsDone(evidence.stated);
        return evidence;
    }

    /**
     * The evidence of each part of a store read without values, on the part's own reading thread and pipeline,
     * added up; null where the store is not read so. What a part learns is sets and per-subject entries, so the
     * parts add up to what one pass in subject order learns.
     */
    private static StoreEvidence withoutValues(SubjectBlocks blocks, PhraseCache words) throws StoreException {
        List<StoreEvidence> parts = java.util.Collections.synchronizedList(new ArrayList<>());
        List<Pipeline.Feed<Subject>> feeds = java.util.Collections.synchronizedList(new ArrayList<>());
        boolean read;
        try {
            read = blocks.forEachWithoutValues(() -> {
                StoreEvidence part = new StoreEvidence(words, blocks::valuesOf);
                Pipeline.Feed<Subject> feed = new Pipeline.Feed<>(part::add);
                parts.add(part);
                feeds.add(feed);
                return new SubjectBlocks.Part() {
                    @Override
                    public void accept(String subject, List<Fact> facts) throws StoreException {
                        feed.accept(part.readWithoutValue(subject, facts));
                    }

                    @Override
                    public void end() throws StoreException {
                        feed.finish();
                    }
                };
            });
        } finally {
            feeds.forEach(Pipeline.Feed::stop);
        }
        if (!read) {
            return null;
        }
        StoreEvidence all = parts.isEmpty() ? new StoreEvidence(words, blocks::valuesOf) : parts.get(0);
        for (StoreEvidence part : parts.subList(Math.min(1, parts.size()), parts.size())) {
            all.merge(part);
        }
        all.givenTogetherValues(blocks);
        all.namingValues(blocks);
        all.subjects.groupsDone(all.stated);
        return all;
    }

    /** Adds what another part of the store taught: its subjects are not this part's. */
    private void merge(StoreEvidence other) {
        storePredicates.addAll(other.storePredicates);
        domains.merge(other.domains);
        sideBySide.merge(other.sideBySide);
        givenTogether.addAll(other.givenTogether);
        sentences |= other.sentences;
        stated.merge(other.stated);
        naming.addAll(other.naming);
        subjects.merge(other.subjects);
        identifying += other.identifying;
        if (identifying > MAX_IDENTIFYING) {
            dropIdentifiers();
        }
    }

    /** A subject's facts as read, with what needs no shared state worked out on the reading thread. */
    private record Subject(SubjectKey key, long hash, List<String> predicates, List<Read> reads, long[] valueHashes,
                           List<String> sideBySide, List<List<Read>> givenTogether) {
    }

    private Subject read(String subject, List<Fact> facts) {
        List<Read> reads = Read.of(facts, words);
        long[] hashes = new long[reads.size()];
        for (int i = 0; i < hashes.length; i++) {
            hashes[i] = ValueDomains.hash(reads.get(i).fact().normalizedValue());
        }
        List<Read> stated = withoutSources(reads);
        return new Subject(SubjectKey.of(subject), ValueDomains.hash(subject), predicatesOf(facts, words), reads, hashes,
                SideBySide.of(stated, sideBySideFound), ValueDomains.givenTogether(stated));
    }

    /**
     * The reads less those of sources: a source gives its fact's own value at its fact's instant, which says
     * nothing of the values a phrase takes or of what is given together.
     */
    private static List<Read> withoutSources(List<Read> reads) {
        List<Read> stated = reads;
        for (int i = 0; i < reads.size(); i++) {
            if (reads.get(i).fromSource()) {
                if (stated == reads) {
                    stated = new ArrayList<>(reads.subList(0, i));
                }
            } else if (stated != reads) {
                stated.add(reads.get(i));
            }
        }
        return stated;
    }

    /**
     * As {@link #read}, for facts read without their values. A sentence ends the pass, since its value is its
     * words, and so do more facts given together than are worth looking up one by one.
     */
    private Subject readWithoutValue(String subject, List<Fact> facts) {
        List<String> predicates = predicatesOf(facts, words);
        for (String p : predicates) {
            if (words.of(p).sentences()) {
                throw new ValuesNeeded();
            }
        }
        List<Read> reads = Read.of(facts, words);
        List<List<Read>> together = ValueDomains.givenTogether(reads);
        for (List<Read> moment : together) {
            givenTogetherSeen += moment.size();
        }
        if (givenTogetherSeen > MAX_GIVEN_TOGETHER) {
            throw new ValuesNeeded();
        }
        return new Subject(SubjectKey.of(subject), ValueDomains.hash(subject), predicates, reads, null,
                SideBySide.of(reads, sideBySideFound), together);
    }

    /** The subject's predicates, each as the one instance {@link PhraseCache} keeps of it. */
    private static List<String> predicatesOf(List<Fact> facts, PhraseCache words) {
        List<String> predicates = new ArrayList<>(4);
        String last = null;
        for (Fact f : facts) {
            // a subject's facts come grouped by predicate: one entry per predicate, not per fact
            if (!f.predicate().equals(last)) {
                last = f.predicate();
                predicates.add(words.of(last).predicate());
            }
        }
        return predicates;
    }

    /** The values given together at one instant, looked up by id in one go: few facts of a store are. */
    private void givenTogetherValues(SubjectBlocks blocks) throws StoreException {
        List<FactId> ids = new ArrayList<>();
        for (List<Read> moment : givenTogether) {
            for (Read r : moment) {
                ids.add(r.fact().id());
            }
        }
        Map<FactId, String> values = ids.isEmpty() ? Map.of() : blocks.valuesOf(ids);
        domains.addGivenTogether(givenTogether, r -> FactValues.normalize(values.get(r.fact().id())));
        givenTogether.clear();
    }

    /** The values of the facts that state a name, looked up by id: a store has few such facts. */
    private void namingValues(SubjectBlocks blocks) throws StoreException {
        if (naming.isEmpty()) {
            return;
        }
        List<FactId> ids = new ArrayList<>(naming.size());
        for (Read r : naming) {
            ids.add(r.fact().id());
        }
        Map<FactId, String> values = blocks.valuesOf(ids);
        for (Read r : naming) {
            stated.add(r.fact().subject(), r.stored().predicate(), values.get(r.fact().id()));
        }
        naming.clear();
    }

    /** Ends a pass without values: the store is read again with them. */
    private static final class ValuesNeeded extends RuntimeException {
        ValuesNeeded() {
            super(null, null, false, false);
        }
    }

    private void add(Subject s) {
        storePredicates.addAll(s.predicates());
        List<Read> reads = s.reads();
        int[] own = new int[reads.size()];
        int n = 0;
        for (int i = 0; i < reads.size(); i++) {
            Read r = reads.get(i);
            boolean domain = !r.fromSource(); // a source's value is its fact's: no evidence of the phrase's domain
            if (domain && withoutValues) {
                domains.addId(s.hash(), r.fact(), r.phrase());
            } else if (domain) {
                domains.add(s.hash(), r.phrase(), s.valueHashes()[i]);
            }
            sentences |= r.fromSentence();
            if (r.phrase().names() && !r.fromSentence() && collected(r)) {
                if (withoutValues) {
                    naming.add(r);
                } else {
                    stated.add(r.fact().subject(), r.stored().predicate(), r.fact().value());
                }
            }
            if (r.phrase().currentAttribute()) {
                own[n++] = subjects.idOf(r.phrase());
            }
        }
        if (withoutValues) {
            givenTogether.addAll(s.givenTogether());
        } else {
            domains.addGivenTogether(s.givenTogether(), r -> r.fact().normalizedValue());
        }
        sideBySide.add(s.sideBySide());
        subjects.add(s.key(), own, n);
    }

    /**
     * Whether the fact's name or identifier is kept: every name is, and every address and number until a store
     * has more than {@link #MAX_IDENTIFYING} of them, when none is (the same in every order of reading).
     */
    private boolean collected(Read r) {
        if (!r.phrase().identifies()) {
            return true;
        }
        if (++identifying == MAX_IDENTIFYING + 1) {
            dropIdentifiers();
        }
        return identifying <= MAX_IDENTIFYING;
    }

    private void dropIdentifiers() {
        stated.dropIdentifiers();
        naming.removeIf(r -> r.phrase().identifies());
    }

    /** Whether some fact was read out of a sentence: only then are there phrases no predicate of the store has. */
    boolean readSentences() {
        return sentences;
    }

    /** Whether some fact's source is what the user said: then any entity may hold an update told in words. */
    boolean saysSources() {
        return sources;
    }


}
