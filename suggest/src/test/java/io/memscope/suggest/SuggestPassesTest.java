package io.memscope.suggest;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.PredicateCardinalities;
import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.OpenRequest;
import io.memscope.store.StoreException;
import io.memscope.store.jdbc.JdbcStoreWriter;
import io.memscope.store.open.StoreOpener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static io.memscope.suggest.FoundSuggestions.supersession;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The suggester reads a store in two passes, one subject at a time, on two threads: what it finds must be what
 * the same facts give in memory, whatever the store kind and however the store groups its facts.
 */
class SuggestPassesTest {
    private static final String EVAL = "fixtures/suggest/eval.json";
    private static final Embedder ALL_ALIKE = text -> new float[] {1, 0};

    @Test
    void anH2StoreGivesWhatItsFactsGiveInMemory(@TempDir Path dir) throws Exception {
        List<Fact> facts = new ArrayList<>();
        try (MemoryStore json = StoreOpener.open(OpenRequest.of(EVAL, true), Progress.NONE)) {
            json.forEachFact(facts::add, Progress.NONE);
        }
        Path h2 = h2Of(dir.resolve("eval.mv.db"), facts);
        Embedder model = new MiniLmEmbedder();
        List<Suggestion> inMemory = new Suggester(model).suggest(facts, PredicateCardinalities.NONE,
                Suggester.DEFAULT_MIN_SCORE);
        Suggester.Found fromStore;
        try (MemoryStore store = StoreOpener.open(OpenRequest.of(h2.toString(), true), Progress.NONE)) {
            fromStore = StoreSuggestions.found(store, model, Suggester.DEFAULT_MIN_SCORE, Progress.NONE);
        }
        assertThat(inMemory).isNotEmpty();
        assertThat(fromStore.suggestions()).isEqualTo(inMemory);
        for (Suggestion s : fromStore.suggestions()) {
            if (s instanceof Suggestion.ImplicitSupersession i) {
                // the facts as stored, sentences included, for the window to show
                assertThat(fromStore.facts().get(i.oldFact())).isIn(facts);
                assertThat(fromStore.facts().get(i.newFact())).isIn(facts);
            }
        }
    }

    /**
     * An H2 store is read without its values, and only the values of the sampled subjects and of facts given at
     * one instant are looked up; the answer is what the facts give in memory, listed in another order.
     */
    @Test
    void anH2StoreReadWithoutItsValuesGivesWhatItsFactsGiveInMemory(@TempDir Path dir) throws Exception {
        List<Fact> facts = desks();
        Path h2 = h2Of(dir.resolve("desks.mv.db"), facts);
        List<Fact> shuffled = new ArrayList<>(facts);
        java.util.Collections.shuffle(shuffled, new java.util.Random(7));
        List<Suggestion> inMemory = new Suggester(ALL_ALIKE).suggest(shuffled, PredicateCardinalities.NONE,
                Suggester.DEFAULT_MIN_SCORE);
        List<String> reads = new ArrayList<>();
        List<Suggestion> fromStore = suggestRecording(h2, reads);
        assertThat(reads).contains("forEachFactWithoutValue", "valuesOf").doesNotContain("forEachFactBrief");
        assertThat(reads.indexOf("forEachFactWithoutValue")).isLessThan(reads.indexOf("valuesOf"));
        assertThat(fromStore).isEqualTo(inMemory);
        List<String> aliases = fromStore.stream().filter(x -> x instanceof Suggestion.PredicateAlias)
                .map(x -> ((Suggestion.PredicateAlias) x).first() + "=" + ((Suggestion.PredicateAlias) x).second())
                .toList();
        // desk and seat draw on one set of values; a locker and a badge share none; a cubicle was given beside a desk
        assertThat(aliases).contains("desk=seat").doesNotContain("badge=locker", "cubicle=desk");
        assertThat(supersession(fromStore, 1, 2).why()).contains("\"D0\" vs \"D7\"");
    }

    /**
     * Where one entity of hundreds has two keys, the second pass reads that entity's subjects alone, and finds
     * what one pass over every subject finds.
     */
    @Test
    void aSecondPassOverFewSubjectsReadsThoseAlone(@TempDir Path dir) throws Exception {
        List<Fact> facts = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            facts.add(fact(i + 1, String.format("user:%05d", i), "lives_in", "City " + i % 50, "2023-01-01"));
        }
        facts.add(fact(401, "user:rachel", "lives_in", "Detroit", "2023-01-01"));
        facts.add(fact(402, "Rachel", "lives_in", "Ferndale", "2024-01-01"));
        Path h2 = h2Of(dir.resolve("cities.mv.db"), facts);
        List<Suggestion> inMemory = new Suggester(ALL_ALIKE).suggest(facts, PredicateCardinalities.NONE,
                Suggester.DEFAULT_MIN_SCORE);
        List<String> reads = new ArrayList<>();
        List<Suggestion> fromStore = suggestRecording(h2, reads);
        assertThat(reads).contains("forEachFactOf").doesNotContain("forEachFact");
        assertThat(fromStore).isEqualTo(inMemory);
        assertThat(supersession(fromStore, 401, 402).why()).contains("\"Detroit\" vs \"Ferndale\"");
    }

    /**
     * Three times as many subjects as a domain samples: desks and seats drawn from one set of values, a locker and a
     * badge each from its own, and now and then a cubicle given with the desk at one instant.
     */
    private static List<Fact> desks() {
        List<Fact> facts = new ArrayList<>();
        int subjects = 3 * ValueDomains.SAMPLED_SUBJECTS;
        long id = 1;
        for (int i = 0; i < subjects; i++) {
            String subject = String.format("user:%05d", i);
            facts.add(fact(id++, subject, "desk", "D" + i % 40, "2024-01-01"));
            if (i % 3 == 0) {
                facts.add(fact(id++, subject, "seat", "D" + (i + 7) % 40, "2024-06-01"));
            }
            if (i % 50 == 0) {
                facts.add(fact(id++, subject, "cubicle", "D" + (i + 1) % 40, "2024-01-01")); // with the desk, at once
            }
            facts.add(fact(id++, subject, i % 2 == 0 ? "locker" : "badge", (i % 2 == 0 ? "L" : "B") + i % 30,
                    "2023-01-01"));
        }
        return facts;
    }

    /** A store read without values in two parts at once, each on its own thread, adds up to one pass. */
    @Test
    void aStoreReadInPartsAtOnceGivesWhatOnePassGives() throws Exception {
        List<Fact> facts = desks();
        Map<FactId, String> values = new HashMap<>();
        Map<String, List<Fact>> bySubject = new java.util.TreeMap<>();
        for (Fact f : facts) {
            values.put(f.id(), f.value());
            bySubject.computeIfAbsent(f.subject(), k -> new ArrayList<>())
                    .add(Fact.of(f.id(), f.subject(), f.predicate(), null, f.validFrom(), f.validTo(), f.supersededBy()));
        }
        List<String> subjects = new ArrayList<>(bySubject.keySet());
        SubjectBlocks inParts = new SubjectBlocks() {
            @Override
            public void forEach(Block block) throws StoreException {
                SubjectBlocks.of(facts).forEach(block); // the second pass, once the aliases are known
            }

            @Override
            public void forEachBrief(Block block) {
                throw new AssertionError("the first pass read the values");
            }

            @Override
            public boolean forEachWithoutValues(java.util.function.Supplier<Part> parts) throws StoreException {
                List<Throwable> failed = java.util.Collections.synchronizedList(new ArrayList<>());
                List<Thread> threads = new ArrayList<>();
                for (List<String> half : List.of(subjects.subList(0, 700), subjects.subList(700, subjects.size()))) {
                    Thread t = new Thread(() -> {
                        try {
                            Part part = parts.get();
                            for (String subject : half) {
                                part.accept(subject, bySubject.get(subject));
                            }
                            part.end();
                        } catch (Throwable e) {
                            failed.add(e);
                        }
                    });
                    threads.add(t);
                    t.start();
                }
                for (Thread t : threads) {
                    try {
                        t.join();
                    } catch (InterruptedException e) {
                        throw new StoreException("interrupted");
                    }
                }
                assertThat(failed).isEmpty();
                return true;
            }

            @Override
            public Map<FactId, String> valuesOf(java.util.Collection<FactId> ids) {
                Map<FactId, String> found = new HashMap<>();
                ids.forEach(i -> found.put(i, values.get(i)));
                return found;
            }
        };
        List<Suggestion> onePass = new Suggester(ALL_ALIKE).suggest(facts, PredicateCardinalities.NONE,
                Suggester.DEFAULT_MIN_SCORE);
        Suggester.Found parts = new Suggester(ALL_ALIKE).suggest(inParts, PredicateCardinalities.NONE,
                Suggester.DEFAULT_MIN_SCORE);
        assertThat(parts.suggestions()).isNotEmpty().isEqualTo(onePass);
    }

    /** The store, with the name of each of its methods the suggester calls added to {@code calls}. */
    /** The suggestions of the H2 store, the port's methods it called added to {@code reads}. */
    private static List<Suggestion> suggestRecording(Path h2, List<String> reads) throws Exception {
        try (MemoryStore store = StoreOpener.open(OpenRequest.of(h2.toString(), true), Progress.NONE)) {
            return StoreSuggestions.of(recording(store, reads), ALL_ALIKE, Suggester.DEFAULT_MIN_SCORE,
                    Progress.NONE);
        }
    }

    /** A new H2 store of the facts. */
    private static Path h2Of(Path file, List<Fact> facts) throws Exception {
        try (JdbcStoreWriter w = JdbcStoreWriter.createH2(file)) {
            for (Fact f : facts) {
                w.fact(f);
            }
            w.commit();
        }
        return file;
    }

    private static MemoryStore recording(MemoryStore store, List<String> calls) {
        return (MemoryStore) java.lang.reflect.Proxy.newProxyInstance(MemoryStore.class.getClassLoader(),
                new Class<?>[] {MemoryStore.class}, (proxy, method, args) -> {
                    calls.add(method.getName());
                    try {
                        return method.invoke(store, args);
                    } catch (java.lang.reflect.InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    @Test
    void aSubjectStreamedInTwoRunsIsStillOneEntity() throws Exception {
        List<Fact> facts = List.of(
                fact(1, "user:rachel", "lives_in", "Detroit", "2023-01-01"),
                fact(2, "Rachel", "Lives In", "Ferndale", "2024-01-01"),
                fact(3, "user:omar", "home city", "Porto", "2023-01-01"),
                fact(4, "user:omar", "home_city", "Braga", "2024-06-01"));
        List<Suggestion> grouped = new Suggester(ALL_ALIKE).suggest(facts, PredicateCardinalities.NONE,
                Suggester.DEFAULT_MIN_SCORE);
        // omar's facts come in two runs with rachel's between them, as a store out of subject order would give
        SubjectBlocks split = block -> {
            block.accept("user:omar", List.of(facts.get(2)));
            block.accept("user:rachel", List.of(facts.get(0)));
            block.accept("Rachel", List.of(facts.get(1)));
            block.accept("user:omar", List.of(facts.get(3)));
        };
        Suggester.Found found = new Suggester(ALL_ALIKE).suggest(split, PredicateCardinalities.NONE,
                Suggester.DEFAULT_MIN_SCORE);
        assertThat(found.suggestions()).isEqualTo(grouped);
        assertThat(supersession(found.suggestions(), 3, 4).why()).contains("\"Porto\" vs \"Braga\"");
        assertThat(supersession(found.suggestions(), 1, 2).why()).contains("subjects alias");
    }

    @Test
    void aStoreThatFailsPartWayFailsWithItsOwnMessageAndLeavesNoThread() {
        SubjectBlocks failing = block -> {
            for (int i = 0; i < 5_000; i++) {
                String subject = "user:" + i;
                block.accept(subject, List.of(fact(i + 1, subject, "lives in", "City " + i, "2024-01-01")));
            }
            throw new StoreException("store.mv.db: the connection was closed");
        };
        assertThatThrownBy(() -> new Suggester(ALL_ALIKE).suggest(failing, PredicateCardinalities.NONE, 0.5))
                .isInstanceOf(StoreException.class).hasMessage("store.mv.db: the connection was closed");
        assertThat(Thread.getAllStackTraces().keySet()).noneMatch(
                t -> t.getName().equals("memscope-suggest") && t.isAlive());
    }

    private static Fact fact(long id, String subject, String predicate, String value, String from) {
        return Fact.of(FactId.of(id), subject, predicate, value, Instant.parse(from + "T00:00:00Z"), null, null);
    }
}
