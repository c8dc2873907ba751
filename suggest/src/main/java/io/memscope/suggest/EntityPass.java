package io.memscope.suggest;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.store.StoreException;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiPredicate;
import java.util.function.Predicate;

/**
 * The second pass: each entity's current single-valued attributes, looked at once the aliases are known. An
 * entity of one subject is done with its subject's facts; the facts of an entity of several subject keys wait
 * until its last key has come, so only those few entities are held beyond their own subject. The facts are
 * read on the store's thread and looked at on the pipeline's.
 */
final class EntityPass {
    private final StoreEvidence evidence;
    private final Map<String, List<SubjectKey>> entities;
    private final ImplicitSupersessions supersessions;
    private final double minScore;
    /** The entity's name for each subject whose entity comes in several runs; every other subject is one. */
    private final Map<String, String> severalRuns = new HashMap<>();
    private final Map<String, Waiting> waiting = new HashMap<>();
    /** The subjects whose entity can hold an implicit supersession, or null when every one can (sentences). */
    private final Set<String> looked;
    private final Departures departures;
    private final NamedAttributes namedAttributes;
    private final NamedOldValues namedOldValues;
    private final SaidAttributes saidAttributes;
    /**
     * At most one subject in this many looked at: then the second pass reads those subjects alone. Looked up by
     * the subject, each of their facts costs a few times what it costs in a scan of the whole store.
     */
    static final int FEW_SUBJECTS_IN = 20;

    /**
     * {@code aliases} says whether an accepted alias names a predicate, {@code joined} whether the accepted
     * aliases join two predicates into one attribute.
     */
    EntityPass(StoreEvidence evidence, Map<String, List<SubjectKey>> entities, ImplicitSupersessions supersessions,
               Predicate<String> aliases, BiPredicate<String, String> joined, double minScore) {
        this.evidence = evidence;
        this.entities = entities;
        this.supersessions = supersessions;
        this.minScore = minScore;
        this.departures = new Departures(supersessions::entityScore);
        this.namedAttributes = new NamedAttributes(supersessions::entityScore);
        this.namedOldValues = new NamedOldValues(supersessions);
        this.saidAttributes = new SaidAttributes(supersessions);
        this.looked = evidence.readSentences() || evidence.saysSources() ? null : looked(evidence, entities, aliases, joined);
        boolean inRuns = evidence.subjects.anySubjectInRuns();
        for (Map.Entry<String, List<SubjectKey>> e : entities.entrySet()) {
            if (e.getValue().size() > 1 || inRuns && runsOf(e.getValue()) > 1) {
                for (SubjectKey k : e.getValue()) {
                    severalRuns.put(k.subject(), e.getKey());
                }
            }
        }
    }

    /**
     * Without sentences, an entity can hold an implicit supersession only if it has several subject keys or two
     * current attributes an alias joins; the others would be read for nothing.
     */
    private static Set<String> looked(StoreEvidence evidence, Map<String, List<SubjectKey>> entities,
                                      Predicate<String> aliases, BiPredicate<String, String> joined) {
        Set<String> looked = new HashSet<>();
        for (List<SubjectKey> entity : entities.values()) {
            if (entity.size() > 1) {
                for (SubjectKey k : entity) {
                    looked.add(k.subject());
                }
            }
        }
        // an entity of one key is its subject; one of several keys is looked at whole already
        evidence.subjects.subjectsWithTwoJoined(evidence.subjects.phraseFlags(aliases), joined, looked::add);
        return looked;
    }

    /**
     * Adds every supersession at or above the threshold to {@code found}, and the stored facts it names. The
     * store is not read again when no entity can hold one.
     */
    void run(SubjectBlocks blocks, List<Suggestion> found, Map<FactId, Fact> named) throws StoreException {
        if (looked != null && looked.isEmpty()) {
            return;
        }
        // a few subjects of a big store are looked up rather than read among all the others
        boolean few = looked != null && (long) looked.size() * FEW_SUBJECTS_IN < evidence.subjects.subjectCount();
        SubjectBlocks source = few ? block -> blocks.forEachOf(looked, block) : blocks;
        Pipeline.run(source, (subject, facts) -> {
            if (looked != null && !looked.contains(subject)) {
                return new Subject(subject, List.of(), List.of());
            }
            List<Read> reads = Read.of(facts, evidence.words);
            return new Subject(subject, currentAttributes(reads), sentences(facts));
        }, s -> take(s, found, named));
    }

    private void take(Subject s, List<Suggestion> found, Map<FactId, Fact> named) {
        String name = severalRuns.get(s.subject());
        if (name == null) {
            entity(s.reads(), s.sentences(), found, named);
            return;
        }
        Waiting w = waiting.computeIfAbsent(name, n -> new Waiting(runsOf(entities.get(n))));
        w.reads.addAll(s.reads());
        w.sentences.addAll(s.sentences());
        if (--w.remaining == 0) {
            waiting.remove(name);
            entity(w.reads, w.sentences, found, named);
        }
    }

    /**
     * A subject's current attributes, and its sentences as stored: an update told as an event may name no value
     * a sentence is read by ("Stopped being vegetarian").
     */
    private record Subject(String subject, List<Read> reads, List<Fact> sentences) {
    }

    private List<Fact> sentences(List<Fact> facts) {
        List<Fact> kept = new ArrayList<>(0);
        for (Fact f : facts) {
            if (evidence.words.of(f.predicate()).sentences()) {
                kept.add(f);
            }
        }
        return kept;
    }

    private int runsOf(List<SubjectKey> entity) {
        if (entity.size() == 1) {
            return evidence.subjects.runsOf(entity.get(0).subject());
        }
        int runs = 0;
        for (SubjectKey k : entity) {
            runs += evidence.subjects.runsOf(k.subject());
        }
        return runs;
    }

    private void entity(List<Read> reads, List<Fact> storedSentences, List<Suggestion> found, Map<FactId, Fact> named) {
        if (reads.isEmpty()) {
            return;
        }
        List<Fact> facts = new ArrayList<>(reads.size());
        for (Read r : reads) {
            facts.add(r.fact());
        }
        // per old fact, the first later fact that replaces it, by either rule or either reading of a fact
        Map<FactId, java.time.Instant> from = new HashMap<>();
        for (Fact f : facts) {
            from.put(f.id(), f.validFrom());
        }
        Map<FactId, Suggestion.ImplicitSupersession> byOld = new java.util.LinkedHashMap<>();
        for (Suggestion.ImplicitSupersession s : supersessions.in(facts)) {
            Suggestion.ImplicitSupersession other = byOld.get(s.oldFact());
            if (other == null || from.get(s.newFact()).isBefore(from.get(other.newFact()))
                    || s.newFact().equals(other.newFact()) && s.score() > other.score()) {
                byOld.put(s.oldFact(), s);
            }
        }
        // an update told as an event, in words of its own, or by naming what it replaces, where it comes first
        List<Suggestion.ImplicitSupersession> told = new ArrayList<>(namedOldValues.in(facts, storedSentences));
        told.addAll(saidAttributes.in(facts));
        if (!storedSentences.isEmpty()) {
            told.addAll(departures.in(facts, storedSentences));
            told.addAll(namedAttributes.in(facts, storedSentences));
        }
        if (!told.isEmpty()) {
            Map<FactId, Fact> all = new HashMap<>();
            for (Fact f : storedSentences) {
                all.put(f.id(), f);
            }
            for (Fact f : facts) {
                all.put(f.id(), f);
            }
            for (Suggestion.ImplicitSupersession s : told) {
                Suggestion.ImplicitSupersession other = byOld.get(s.oldFact());
                if (other == null || all.get(s.newFact()).validFrom().isBefore(all.get(other.newFact()).validFrom())) {
                    byOld.put(s.oldFact(), s);
                }
            }
        }
        List<Suggestion.ImplicitSupersession> kept = new ArrayList<>();
        for (Suggestion.ImplicitSupersession s : byOld.values()) {
            if (s.score() >= minScore) {
                kept.add(s);
            }
        }
        if (kept.isEmpty()) {
            return;
        }
        Map<FactId, Fact> stored = new HashMap<>();
        for (Read r : reads) {
            stored.put(r.fact().id(), r.stored());
        }
        for (Fact f : storedSentences) {
            stored.putIfAbsent(f.id(), f);
        }
        for (Suggestion.ImplicitSupersession s : kept) {
            found.add(s);
            named.put(s.oldFact(), stored.get(s.oldFact()));
            named.put(s.newFact(), stored.get(s.newFact()));
        }
    }

    /** A past event ({@code was born in}) is not replaced by a later one even under its own predicate. */
    private static List<Read> currentAttributes(List<Read> reads) {
        List<Read> kept = new ArrayList<>(reads.size());
        for (Read r : reads) {
            if (r.phrase().currentAttribute()) {
                kept.add(r);
            }
        }
        return kept;
    }

    /** An entity of several runs of facts, and how many of its runs are still to come. */
    private static final class Waiting {
        final List<Read> reads = new ArrayList<>();
        final List<Fact> sentences = new ArrayList<>();
        int remaining;

        Waiting(int runs) {
            remaining = runs;
        }
    }
}
