package io.memscope.store;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.FindingKind;
import io.memscope.model.Progress;
import io.memscope.model.ValueKind;
import io.memscope.store.jdbc.JdbcMemoryStore;
import io.memscope.store.jdbc.JdbcStoreWriter;
import io.memscope.store.json.JsonMemoryStore;
import io.memscope.store.json.JsonStoreWriter;
import io.memscope.store.open.StoreOpener;
import io.memscope.store.synthetic.SyntheticStoreGenerator;
import io.memscope.testing.Mem0HistoryDb;
import io.memscope.testing.Postgres;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The shared suite: one content, three kinds of store (JSON, a real H2 file, a real PostgreSQL
 * database), identical counts, findings, subject timelines and as-of answers.
 */
class StoreEquivalenceTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"every-finding.json", "memscope-demo.json"})
    void sampleStoresReportTheSameEverywhere(String sample) throws Exception {
        try (MemoryStore json = JsonMemoryStore.open(Path.of("sample-stores", sample), true)) {
            assertSameEverywhere(json);
        }
    }

    @ParameterizedTest
    @ValueSource(longs = {7, 2024})
    void syntheticStoresReportTheSameEverywhere(long seed) throws Exception {
        Path file = dir.resolve("synthetic.json");
        try (StoreWriter writer = JsonStoreWriter.create(file)) {
            new SyntheticStoreGenerator(4_000, seed).writeTo(writer, Progress.NONE);
            writer.commit();
        }
        try (MemoryStore json = JsonMemoryStore.open(file, true)) {
            AnalysisReport report = json.analyze(Progress.NONE);
            assertThat(report.contradictions()).as("the generator plants contradictions").isNotEmpty();
            assertSameEverywhere(json);
        }
    }

    /**
     * H2 finds links one (subject, predicate) group at a time and PostgreSQL by joins: a cycle through two
     * subjects, a chain that leaves and ends elsewhere, and a dangling link must come out the same.
     */
    @org.junit.jupiter.api.Test
    void linksLeavingTheirSubjectReportTheSameEverywhere() throws Exception {
        Path file = dir.resolve("links.json");
        try (StoreWriter writer = JsonStoreWriter.create(file)) {
            for (Fact f : List.of(
                    io.memscope.testing.Facts.fact(1, "ann", "city", "Oslo", 0, 10, 2),
                    io.memscope.testing.Facts.fact(2, "ann", "city", "Rome", 10, 20, 3),
                    io.memscope.testing.Facts.fact(3, "bob", "city", "Paris", 20, 30, 4),
                    io.memscope.testing.Facts.fact(4, "bob", "city", "Lyon", 30, 40, 1),
                    io.memscope.testing.Facts.fact(5, "bob", "plan", "free", 0, 10, 6),
                    io.memscope.testing.Facts.fact(6, "cid", "plan", "pro", 10, -1, -1),
                    io.memscope.testing.Facts.fact(7, "cid", "city", "Kyiv", 0, 5, 70),
                    io.memscope.testing.Facts.fact(8, "dan", "city", "Baku", 0, 5, 8))) {
                writer.fact(f);
            }
            writer.commit();
        }
        try (MemoryStore json = JsonMemoryStore.open(file, true)) {
            AnalysisReport report = json.analyze(Progress.NONE);
            assertThat(report.findings()).extracting(f -> f.kind().name())
                    .contains("CYCLE", "CROSS_LINK", "DANGLING_SUPERSEDED_BY");
            assertSameEverywhere(json);
        }
    }

    /**
     * A Mem0 history's deletion without a time (SQLite, read as Mem0 writes it) is reported as unknown_end,
     * and its copies into JSON, H2 and PostgreSQL keep the mark and report it alike.
     */
    @org.junit.jupiter.api.Test
    void anEndWithoutItsTimeReportsTheSameEverywhere() throws Exception {
        Path history = Mem0HistoryDb.write(dir.resolve("history.db"));
        Path file = dir.resolve("mem0.json");
        try (MemoryStore mem0 = StoreOpener.open(history.toString(), true)) {
            AnalysisReport report = mem0.analyze(Progress.NONE);
            assertThat(report.ofKind(FindingKind.UNKNOWN_END)).extracting(f -> f.factIds())
                    .containsExactly(List.of(FactId.of(Mem0HistoryDb.LIKES)));
            try (StoreWriter writer = JsonStoreWriter.create(file)) {
                StoreCopier.copy(mem0, writer, false, Progress.NONE);
            }
            try (MemoryStore json = JsonMemoryStore.open(file, true)) {
                AnalysisReport copied = json.analyze(Progress.NONE);
                assertThat(copied.summary()).isEqualTo(report.summary());
                assertThat(copied.findings()).containsExactlyElementsOf(report.findings());
                assertSameEverywhere(json);
            }
        }
    }

    private void assertSameEverywhere(MemoryStore json) throws Exception {
        Path h2File = dir.resolve("copy.mv.db");
        try (StoreWriter writer = JdbcStoreWriter.createH2(h2File)) {
            StoreCopier.copy(json, writer, false, Progress.NONE);
        }
        String pgUrl = Postgres.freshDatabaseUrl();
        try (Connection c = DriverManager.getConnection(pgUrl); StoreWriter writer = JdbcStoreWriter.into(c)) {
            StoreCopier.copy(json, writer, false, Progress.NONE);
        }
        assertThat(json.forEachFactWithoutValue(() -> {
            throw new AssertionError("a JSON store keeps its values in memory: nothing to read apart");
        }, Progress.NONE)).isFalse();
        try (MemoryStore h2 = JdbcMemoryStore.openH2File(h2File, true);
             MemoryStore pg = JdbcMemoryStore.open(pgUrl, true)) {
            AnalysisReport expected = json.analyze(Progress.NONE);
            for (MemoryStore other : List.of(h2, pg)) {
                AnalysisReport actual = other.analyze(Progress.NONE);
                assertThat(actual.summary()).as(other.descriptor().kind() + " counts").isEqualTo(expected.summary());
                assertThat(actual.findings()).as(other.descriptor().kind() + " findings")
                        .containsExactlyElementsOf(expected.findings());
                assertThat(other.cardinalities()).isEqualTo(json.cardinalities());
                assertThat(other.hasSourceSentences()).as(other.descriptor().kind() + " sources read as sentences")
                        .isEqualTo(json.hasSourceSentences()).isEqualTo(anySourceSentence(json));
                assertReadWithoutValuesAsWith(other);
                for (String subject : someSubjects(json)) {
                    assertThat(asText(other.factsOf(subject))).as(other.descriptor().kind() + " facts of " + subject)
                            .containsExactlyElementsOf(asText(json.factsOf(subject)));
                    for (Instant t : someInstants(json.factsOf(subject))) {
                        assertThat(asText(other.factsAsOf(subject, null, t)))
                                .as(other.descriptor().kind() + " " + subject + " as of " + t)
                                .containsExactlyElementsOf(asText(json.factsAsOf(subject, null, t)));
                    }
                }
            }
        }
    }

    /** Whether some fact's source reads as a sentence, by reading every fact. */
    private static boolean anySourceSentence(MemoryStore store) throws StoreException {
        boolean[] any = {false};
        store.forEachFact(f -> any[0] |= io.memscope.model.SourceTexts.isSentence(f.source()), Progress.NONE);
        return any[0];
    }

    /**
     * What the suggester reads of a SQL store: the facts without their values, in the order and with the times
     * and links of a whole read, and then the values of the facts it names, by id.
     */
    private static void assertReadWithoutValuesAsWith(MemoryStore store) throws StoreException {
        List<Fact> whole = new ArrayList<>();
        store.forEachFactBrief(whole::add, Progress.NONE);
        List<Fact> bare = new ArrayList<>();
        assertThat(store.forEachFactWithoutValue(() -> new MemoryStore.FactPart() {
            @Override
            public void accept(Fact fact) {
                bare.add(fact);
            }

            @Override
            public void end() {
            }
        }, Progress.NONE)).isTrue();
        assertThat(bare).as(store.descriptor().kind() + " without values").containsExactlyElementsOf(whole.stream()
                .map(f -> new Fact(f.id(), f.subject(), f.predicate(), null, ValueKind.TEXT, f.validFrom(), f.validTo(),
                        f.supersededBy(), null, null, null, null, Map.of(), false, f.unknownEnd())).toList());
        Map<FactId, String> expected = new java.util.HashMap<>();
        List<FactId> asked = new ArrayList<>();
        for (Fact f : whole.subList(0, Math.min(whole.size(), 1_200))) { // more than one IN list
            expected.put(f.id(), f.value());
            asked.add(f.id());
        }
        asked.add(FactId.of(987_654_321L));
        assertThat(store.valuesOf(asked)).as(store.descriptor().kind() + " values by id").isEqualTo(expected);
        List<Fact> all = new ArrayList<>();
        store.forEachFact(all::add, Progress.NONE);
        Set<String> some = new java.util.HashSet<>();
        for (int i = 0; i < all.size(); i += 7) { // more subjects than one IN list holds, where the store has them
            some.add(all.get(i).subject());
        }
        some.add("nobody at all");
        List<Fact> theirs = new ArrayList<>();
        store.forEachFactOf(some, theirs::add, Progress.NONE);
        // grouped as a whole read groups them, each subject's facts together and in the same order
        assertThat(bySubject(theirs)).as(store.descriptor().kind() + " facts of some subjects")
                .isEqualTo(bySubject(all.stream().filter(f -> some.contains(f.subject())).toList()));
    }

    /** The facts by subject, each subject's in the order given; a subject whose facts come apart fails. */
    private static Map<String, List<Fact>> bySubject(List<Fact> facts) {
        Map<String, List<Fact>> grouped = new java.util.HashMap<>();
        String last = null;
        for (Fact f : facts) {
            if (!f.subject().equals(last)) {
                assertThat(grouped).as("the facts of " + f.subject() + " come together").doesNotContainKey(f.subject());
                last = f.subject();
            }
            grouped.computeIfAbsent(f.subject(), k -> new ArrayList<>()).add(f);
        }
        return grouped;
    }

    /** SQL columns hold every value as text; JSON also knows numbers and booleans. Compare the rest exactly. */
    private static List<Fact> asText(List<Fact> facts) {
        return facts.stream().map(f -> new Fact(f.id(), f.subject(), f.predicate(), f.value(), ValueKind.TEXT,
                f.validFrom(), f.validTo(), f.supersededBy(), f.recordedAt(), f.source(), f.agent(),
                f.confidence(), Map.of(), false, f.unknownEnd())).toList();
    }

    private static Set<String> someSubjects(MemoryStore store) throws StoreException {
        Set<String> subjects = new LinkedHashSet<>();
        store.forEachFact(f -> {
            if (subjects.size() < 25) {
                subjects.add(f.subject());
            }
        }, Progress.NONE);
        return subjects;
    }

    /** Every boundary of the subject's facts, and a moment on each side of it. */
    private static List<Instant> someInstants(List<Fact> facts) {
        List<Instant> instants = new ArrayList<>();
        for (Fact f : facts) {
            for (Instant t : new Instant[]{f.validFrom(), f.validTo()}) {
                if (t != null) {
                    instants.add(t);
                    instants.add(t.minusSeconds(1));
                }
            }
        }
        instants.add(Instant.parse("2100-01-01T00:00:00Z"));
        return instants;
    }
}
