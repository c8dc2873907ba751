package io.memscope.store.json;

import io.memscope.model.Progress;
import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * A big file is read in two halves at once ({@link TailRead}). Whatever the file, that read must give exactly
 * what reading it from start to end gives: the same facts in the same order with the same columns and sections,
 * and for a bad file the same message, line and column. Files here are small, so the split is forced.
 */
class SplitReadTest {
    private static final long ALWAYS = 0;
    private static final long NEVER = Long.MAX_VALUE;
    private static final int FACTS = 3_000;

    @TempDir
    Path dir;

    /** A fact line as memscope writes them; {@code extra} adds fields after the required ones. */
    private static String fact(Object id, String extra) {
        String quotedId = id instanceof String ? "\"" + id + "\"" : id.toString();
        long n = id instanceof Number number ? number.longValue() : id.hashCode() & 0xffff;
        return "{\"id\": " + quotedId + ", \"subject\": \"s" + (n % 97) + "\", \"predicate\": \"p" + (n % 7)
                + "\", \"value\": \"v" + n + "\", \"valid_from\": \"2024-01-01T00:00:00Z\"" + extra + "}";
    }

    private static String facts(int count, IntFunction<String> line, String separator) {
        StringBuilder b = new StringBuilder();
        for (int i = 1; i <= count; i++) {
            b.append(line.apply(i)).append(i < count ? separator : "");
        }
        return b.toString();
    }

    /** Optional fields that only some facts have, so a column can start in either half. */
    private static String varied(int i) {
        String extra = "";
        if (i > FACTS / 2 + 10) {
            extra += ", \"recorded_at\": \"2024-02-01T00:00:00Z\", \"agent\": \"late-" + (i % 3) + "\"";
        }
        if (i < 40) {
            extra += ", \"source\": \"early\", \"confidence\": 0.5, \"metadata\": {\"k\": \"" + i + "\"}";
        }
        if (i % 500 == 0) {
            extra += ", \"valid_to\": \"2024-03-01T00:00:00Z\", \"superseded_by\": " + (i + 1)
                    + ", \"inferred_link\": true";
        }
        if (i == FACTS - 3) {
            extra += ", \"superseded_by\": 999999";
        }
        return fact(i, extra);
    }

    static Stream<Arguments> goodFiles() {
        String lines = facts(FACTS, SplitReadTest::varied, ",\n");
        return Stream.of(
                arguments("object.json", "{\"dependencies\": [{\"fact_id\": 2, \"depends_on\": 1}],\n \"facts\": [\n"
                        + lines + "\n],\n \"predicates\": [{\"predicate\": \"p1\", \"cardinality\": \"many\"}],\n"
                        + " \"flags\": [], \"other-tool\": {\"x\": [1,\n2]}, \"audit\": []}\n"),
                arguments("array.json", "[\n" + lines + "\n]\n"),
                arguments("lines.jsonl", facts(FACTS, SplitReadTest::varied, "\n\n") + "\n"),
                arguments("string-ids.json", "{\"facts\": [\n" + facts(FACTS, i -> i % 2 == 0 ? fact("id-" + i, "")
                        : fact(i, ""), ",\n") + "\n]}"),
                arguments("bom.json", "\uFEFF{\"facts\": [\n" + lines + "\n]}"),
                // one line, as json.dumps writes by default and as compact writers do: no line break to split at
                arguments("compact.json", "{\"facts\":[" + facts(FACTS, SplitReadTest::varied, ",")
                        + "],\"flags\":[]}"),
                arguments("dumps.json", "[" + facts(FACTS, SplitReadTest::varied, ", ") + "]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goodFiles")
    void readingInHalvesGivesWhatReadingStraightThroughGives(String name, String content) throws Exception {
        Path file = write(name, content);
        JsonStoreReader split = new JsonStoreReader(file, null, Progress.NONE, ALWAYS);
        List<Object> halves = snapshot(split.read());
        List<Object> straight = snapshot(new JsonStoreReader(file, null, Progress.NONE, NEVER).read());
        assertThat(halves).isEqualTo(straight);
        assertThat(split.tookTail()).as("the second half was read on its own thread").isTrue();
    }

    /**
     * Objects on lines of their own inside a fact look like facts to the guess. Here nearly every candidate is
     * one, so the guessed boundary is inside a fact: the first half's parser passes it, and reads on alone.
     */
    @Test
    void aBoundaryGuessedInsideAFactIsGivenUp() throws Exception {
        String tags = "{\"tag\": 1},\n".repeat(50);
        Path file = write("nested.json", "{\"facts\": [\n" + facts(FACTS / 10, i -> fact(i,
                ", \"metadata\": {\"tags\": [\n" + tags + "{\"tag\": 2}]}"), ",\n") + "\n]}");
        JsonStoreReader split = new JsonStoreReader(file, null, Progress.NONE, ALWAYS);
        List<Object> halves = snapshot(split.read());
        assertThat(split.tookTail()).isFalse();
        assertThat(halves).isEqualTo(snapshot(new JsonStoreReader(file, null, Progress.NONE, NEVER).read()));
    }

    @Test
    void aSupersedeExportIsSplitWithItsOwnFieldNames() throws Exception {
        Path file = write("supersede.json", "{\"facts\": [\n" + facts(FACTS, i -> fact(i, "")
                .replace("\"value\"", "\"object\"").replace("Z\"", "\""), ",\n") + "\n]}");
        JsonStoreReader split = new JsonStoreReader(file, StoreFormat.SUPERSEDE, Progress.NONE, ALWAYS);
        List<Object> halves = snapshot(split.read());
        assertThat(split.tookTail()).isTrue();
        assertThat(halves).isEqualTo(snapshot(new JsonStoreReader(file, StoreFormat.SUPERSEDE, Progress.NONE,
                NEVER).read()));
    }

    /**
     * On one line the guess is a {@code },{}, which a string can hold. Here a fact in the middle of the file has a
     * long value full of them, so the guess falls inside that string: the second half's read fails or is not
     * confirmed, and the first half reads on alone.
     */
    @Test
    void aBoundaryGuessedInsideAStringIsGivenUp() throws Exception {
        int half = FACTS / 2;
        String trap = fact(half + 1, ", \"note\": \"" + "x}, {\\\"id\\\": 1}, {".repeat(500) + "\"");
        String content = "[" + facts(half, i -> fact(i, ""), ", ") + ", " + trap + ", "
                + facts(half, i -> fact(half + 1 + i, ""), ", ") + "]";
        Path file = write("strings.json", content);
        long guess = TailRead.findBoundary(file, Files.size(file) / 2, TailRead.Form.ARRAY);
        assertThat(guess).as("the guess is inside the long string").isBetween((long) content.indexOf(trap),
                (long) content.indexOf(trap) + trap.length());
        JsonStoreReader split = new JsonStoreReader(file, null, Progress.NONE, ALWAYS);
        List<Object> halves = snapshot(split.read());
        assertThat(split.tookTail()).isFalse();
        assertThat(halves).isEqualTo(snapshot(new JsonStoreReader(file, null, Progress.NONE, NEVER).read()));
    }

    static Stream<Arguments> badFiles() {
        String head = facts(FACTS, i -> fact(i, ""), ",\n");
        String tailFact = fact(FACTS + 1, "");
        return Stream.of(
                arguments("duplicate-across.json", "[\n" + head + ",\n" + fact(10, "") + "\n]",
                        "line " + (FACTS + 2) + ", column 1: duplicate id 10 (first at line 11)"),
                arguments("string-twin-across.json", "[\n" + head + ",\n" + fact("10", "") + "\n]",
                        "line " + (FACTS + 2) + ", column 1: id \"10\" and id 10 at line 11 are one number and one string"),
                arguments("duplicate-in-tail.json", "[\n" + head + ",\n" + tailFact + ",\n" + tailFact + "\n]",
                        "line " + (FACTS + 3) + ", column 1: duplicate id " + (FACTS + 1)),
                arguments("truncated.json", "[\n" + head + ",\n" + tailFact.substring(0, 30),
                        "the file ends in the middle of a JSON value"),
                arguments("bad-field-in-tail.json", "[\n" + head + ",\n" + fact(FACTS + 1, ", \"valid_to\": \"soon\"")
                        + "\n]", "line " + (FACTS + 2) + ", column 119: fact " + (FACTS + 1) + ": \"valid_to\" is not"),
                arguments("number-in-tail.json", "[\n" + head + ",\n7\n]",
                        "line " + (FACTS + 2) + ", column 1: fact #" + (FACTS + 1) + " must be an object"),
                arguments("head-and-tail-broken.json", "[\n" + fact(1, "") + ",\n" + fact(1, "") + ",\n" + head
                        .replace(fact(FACTS, ""), fact(FACTS, ", \"id\": 2")) + "\n]",
                        "line 3, column 1: duplicate id 1 (first at line 2)"),
                arguments("section-after.json", "{\"facts\": [\n" + head + "\n],\n \"predicates\": [{\"predicate\":"
                        + " \"p\", \"cardinality\": \"several\"}]}", "predicates[0]: \"cardinality\" must be"),
                arguments("section-twice.json", "{\"predicates\": [],\n \"facts\": [\n" + head + "\n],\n"
                        + " \"predicates\": []}", "line " + (FACTS + 4) + ", column 2: \"predicates\" appears twice"),
                arguments("facts-twice.json", "{\"facts\": [\n" + head + "\n],\n \"facts\": []}",
                        "\"facts\" appears twice"),
                arguments("trailing.json", "[\n" + head + "\n]\n[]",
                        "line " + (FACTS + 3) + ", column 1: unexpected content after the end"),
                arguments("two-per-line.jsonl", facts(FACTS, i -> fact(i, ""), "\n") + "\n" + tailFact + " "
                        + fact(FACTS + 2, ""), "line " + (FACTS + 1) + ", column "),
                arguments("nesting-in-tail.json", "{\"facts\": [\n" + head + ",\n" + fact(FACTS + 1,
                        ", \"metadata\": {\"deep\": " + "[".repeat(97) + "]".repeat(97) + "}") + "\n]}",
                        "nested more than 100 levels deep"));
    }

    /** The message is the serial read's, which names the line and column in the whole file. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("badFiles")
    void aProblemInEitherHalfIsReportedAsReadingStraightThroughReportsIt(String name, String content,
                                                                       String expected) throws Exception {
        Path file = write(name, content);
        String straight = refusal(file, NEVER);
        assertThat(straight).contains(expected);
        assertThat(refusal(file, ALWAYS)).isEqualTo(straight);
    }

    /** The first half's reader waits for the second without checking for a cancel: the second half checks. */
    @Test
    void theOperatorsCancelStopsTheSecondHalf() throws Exception {
        Path file = write("cancel.json", "[\n" + facts(20_000, i -> fact(i, ""), ",\n") + "\n]");
        Progress cancelled = new Progress() {
            @Override
            public boolean isCancelled() {
                return true;
            }
        };
        TailRead tail = TailRead.start(file, StoreFormat.MEMSCOPE, TailRead.Form.ARRAY, 1, Files.size(file), cancelled);
        assertThat(tail).isNotNull();
        assertThat(tail.await()).as("no second half read to its end").isNull();
        TailRead uncancelled = TailRead.start(file, StoreFormat.MEMSCOPE, TailRead.Form.ARRAY, 1, Files.size(file),
                Progress.NONE);
        assertThat(uncancelled.await()).isNotNull();
    }

    @Test
    void theBoundaryIsAFactStartingALine() throws Exception {
        Path lines = write("b.jsonl", "{\"id\": 1}\n\n  {\"id\": 2, \"m\": \"a,\"}\n{\"id\": 3}\n");
        assertThat(TailRead.findBoundary(lines, 1, TailRead.Form.LINES)).isEqualTo(13);
        Path array = write("b.json", "[{\"id\": 1,\n \"m\": {\"x\": 1}},\n  {\"id\": 2}]");
        // the nested object follows a colon, not a comma and a line break: the first fit is the second fact
        assertThat(TailRead.findBoundary(array, 1, TailRead.Form.ARRAY)).isEqualTo(30);
        Path oneLine = write("c.json", "[{\"id\": 1}, {\"id\": 2}]");
        assertThat(TailRead.findBoundary(oneLine, 1, TailRead.Form.ARRAY)).as("on one line: after },").isEqualTo(12);
        Path both = write("d.json", "[{\"id\": 1, \"m\": [{}, {}]},\n {\"id\": 2}]");
        assertThat(TailRead.findBoundary(both, 1, TailRead.Form.ARRAY)).as("a fact starting a line comes first")
                .isEqualTo(28);
        Path linesOnOneLine = write("e.jsonl", "{\"id\": 1}, {\"id\": 2}");
        assertThat(TailRead.findBoundary(linesOnOneLine, 1, TailRead.Form.LINES)).isEqualTo(-1);
    }

    private Path write(String name, String content) throws Exception {
        Path file = dir.resolve(name);
        Files.write(file, content.getBytes(StandardCharsets.UTF_8));
        return file;
    }

    private static String refusal(Path file, long splitFrom) {
        StoreException e = catchThrowableOfType(StoreException.class,
                () -> new JsonStoreReader(file, null, Progress.NONE, splitFrom).read());
        assertThat(e).as("refused with split from " + splitFrom).isNotNull();
        return e.getMessage();
    }

    /** Everything a loaded store answers from: every row's fact in order, the canonical order, the sections. */
    private static List<Object> snapshot(LoadedStore store) {
        List<Object> all = new ArrayList<>();
        FactTable table = store.facts();
        for (int row = 0; row < table.size(); row++) {
            all.add(table.fact(row));
        }
        for (int i = 0; i < store.groups().size(); i++) {
            all.add(store.groups().row(i));
        }
        for (int i = 0; i < store.dependencies().size(); i++) {
            all.add(store.dependencies().get(i));
        }
        all.add(store.cardinalities());
        all.add(store.flags());
        all.add(store.audit());
        all.add(store.source());
        all.add(List.copyOf(store.otherMembers()));
        all.add(table.subjectCount() + " subjects, " + table.predicateCount() + " predicates");
        return all;
    }
}
