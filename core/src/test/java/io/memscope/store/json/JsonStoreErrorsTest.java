package io.memscope.store.json;

import io.memscope.store.StoreException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/** Every kind of bad file gives one line naming the file, the position and the problem, and is left as it was. */
class JsonStoreErrorsTest {
    private static final String FACT = "\"subject\": \"s\", \"predicate\": \"p\", \"value\": \"v\"";

    @TempDir
    Path dir;

    static Stream<Arguments> badFiles() {
        return Stream.of(
                arguments("not.json", "hello", "line 1, column 1: not valid JSON: Unrecognized token 'hello'"),
                arguments("truncated.json", "{\"facts\": [{\"id\": 1, \"subject\": \"s\"",
                        "line 1, column 36: the file ends in the middle of a JSON value (truncated?)"),
                arguments("scalar.json", "42", "line 1, column 1: the top level must be an object with a \"facts\""
                        + " array or an array of facts, found a number"),
                arguments("nofacts.json", "{\"predicates\": []}", "line 1, column 1: the top-level object has no \"facts\" array"),
                arguments("factsobject.json", "{\"facts\": {}}", "line 1, column 2: \"facts\" must be an array, found an object"),
                arguments("factnumber.json", "{\"facts\": [{\"id\": 1, " + FACT + "}, 7]}",
                        "line 1, column 71: fact #2 must be an object, found a number"),
                arguments("nosubject.json", "{\"facts\": [\n  {\"id\": 7, \"predicate\": \"p\"}\n]}",
                        "line 2, column 3: fact 7: \"subject\" is missing"),
                arguments("noid.json", "[{" + FACT + "}]", "line 1, column 2: fact #1: \"id\" is missing"),
                arguments("subjecttype.json", "[{\"subject\": 5, \"id\": 7, \"predicate\": \"p\"}]",
                        "line 1, column 14: fact 7: \"subject\" must be a string, found a number"),
                arguments("idtype.json", "[{\"id\": 1.5, " + FACT + "}]",
                        "line 1, column 9: fact #1: \"id\" must be an integer or a string, found a number"),
                arguments("valuetype.json", "[{\"id\": 3, \"subject\": \"s\", \"predicate\": \"p\", \"value\": [1]}]",
                        "fact 3: \"value\" must be a string, number, boolean or null, found an array"),
                arguments("timestamp.json", "[{\"id\": 3, " + FACT + ", \"valid_from\": \"yesterday\"}]",
                        "line 1, column 74: fact 3: \"valid_from\" is not an ISO-8601 timestamp with an offset: \"yesterday\""),
                arguments("nooffset.json", "[{\"id\": 3, " + FACT + ", \"valid_to\": \"2024-01-01T00:00:00\"}]",
                        "fact 3: \"valid_to\" is not an ISO-8601 timestamp with an offset: \"2024-01-01T00:00:00\""),
                arguments("twice.json", "[{\"id\": 3, " + FACT + ", \"value\": \"w\"}]", "fact 3: \"value\" appears twice"),
                arguments("duplicate.json", "{\"facts\": [\n{\"id\": 5, " + FACT + "},\n{\"id\": 17, " + FACT
                                + "},\n{\"id\": 17, " + FACT + "}\n]}",
                        "line 4, column 1: duplicate id 17 (first at line 3)"),
                // facts are indexed on a second thread: the error earlier in the file must still be the one named
                arguments("duplicate-then-broken.json", "{\"facts\": [\n{\"id\": 17, " + FACT + "},\n{\"id\": 17, " + FACT
                                + "},\n" + manyFacts(100, 5_000) + "{\"id\": 9, \"subject\": ",
                        "line 3, column 1: duplicate id 17 (first at line 2)"),
                arguments("broken-after-many.jsonl", manyFactLines(100, 5_000) + "{\"id\": 100, " + FACT + "}\n{\"id\": 7,",
                        "line 5001, column 1: duplicate id 100 (first at line 1)"),
                arguments("cardinality.json", "{\"facts\": [], \"predicates\": [{\"predicate\": \"likes\", \"cardinality\": \"several\"}]}",
                        "predicates[0]: \"cardinality\" must be \"one\" or \"many\", found \"several\""),
                arguments("dependency.json", "{\"facts\": [], \"dependencies\": [{\"fact_id\": 1}]}",
                        "dependencies[0]: \"depends_on\" is missing"),
                arguments("twofacts.json", "{\"facts\": [{\"id\": 1, " + FACT + "}],\n \"facts\": [{\"id\": 1, " + FACT + "}]}",
                        "line 2, column 2: \"facts\" appears twice in the top-level object"),
                arguments("flags.json", "{\"facts\": [], \"flags\": {}}", "line 1, column 15: \"flags\" must be an array, found an object"),
                arguments("nesting.json", "{\"facts\": [], \"x\": " + "[".repeat(150) + "]".repeat(150) + "}",
                        "nested more than 100 levels deep"),
                arguments("longstring.json", "[{\"id\": 1, " + FACT + ", \"source\": \"" + "x".repeat(1_000_001) + "\"}]",
                        "a string is longer than 1000000 characters"),
                arguments("trailing.json", "{\"facts\": []}\n{\"facts\": []}",
                        "line 2, column 1: unexpected content after the end of the top-level JSON value"),
                arguments("twoperline.jsonl", "{\"id\": 1, " + FACT + "} {\"id\": 2, " + FACT + "}",
                        "line 1, column 59: a second fact on the same line; JSON Lines holds one fact per line"),
                arguments("array.jsonl", "[{\"id\": 1, " + FACT + "}]",
                        "line 1, column 1: a JSON Lines file holds one fact object per line, found an array"));
    }

    /** Facts with ids from..from+count-1, a line each, each followed by a comma. */
    private static String manyFacts(int from, int count) {
        StringBuilder b = new StringBuilder();
        for (int i = from; i < from + count; i++) {
            b.append("{\"id\": ").append(i).append(", ").append(FACT).append("},\n");
        }
        return b.toString();
    }

    private static String manyFactLines(int from, int count) {
        return manyFacts(from, count).replace("},\n", "}\n");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badFiles")
    void badContentIsReportedWithFileLineAndColumnAndLeftUntouched(String name, String content, String expected)
            throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, content);
        assertRefused(file, expected);
    }

    @Test
    void malformedUtf8IsNamed() throws Exception {
        Path file = dir.resolve("latin1.json");
        byte[] prefix = "[{\"id\": 1, \"predicate\": \"p\", \"subject\": \"M".getBytes(StandardCharsets.US_ASCII);
        byte[] rest = "ller\"}]".getBytes(StandardCharsets.US_ASCII);
        byte[] content = new byte[prefix.length + 1 + rest.length];
        System.arraycopy(prefix, 0, content, 0, prefix.length);
        content[prefix.length] = (byte) 0xFC; // ü in Latin-1, not UTF-8; Jackson reports the column after it
        System.arraycopy(rest, 0, content, prefix.length + 1, rest.length);
        Files.write(file, content);
        assertRefused(file, "line 1, column 44: malformed UTF-8: Invalid UTF-8");
    }

    @Test
    void missingEmptyAndDirectoryFilesAreNamed() throws Exception {
        Path missing = dir.resolve("missing.json");
        assertThat(refusal(missing)).isEqualTo(missing + ": no such file");
        assertThat(Files.exists(missing)).isFalse();

        Path empty = dir.resolve("empty.json");
        Files.writeString(empty, "");
        assertRefused(empty, "the file is empty");

        Path blank = dir.resolve("blank.jsonl");
        Files.writeString(blank, "\n  \n");
        assertRefused(blank, "the file is empty (only white space)");

        Path directory = Files.createDirectory(dir.resolve("store.json"));
        assertThat(refusal(directory)).isEqualTo(directory + ": is a directory, not a JSON file");
    }

    @Test
    void aDependencyNamingNoFactIsKept() throws Exception {
        Path file = dir.resolve("deps.json");
        Files.writeString(file, "{\"facts\": [], \"dependencies\": [{\"fact_id\": 8, \"depends_on\": \"gone\"}]}");
        try (JsonMemoryStore store = JsonMemoryStore.open(file, true)) {
            assertThat(store.dependenciesOf(io.memscope.model.FactId.of("gone"))).hasSize(1);
        }
    }

    private void assertRefused(Path file, String expected) throws Exception {
        byte[] before = Files.readAllBytes(file);
        long modified = Files.getLastModifiedTime(file).toMillis();
        String message = refusal(file);
        assertThat(message).startsWith(file + ": ").contains(expected).doesNotContain("\n");
        if (expected.startsWith("line ")) {
            assertThat(message).startsWith(file + ": " + expected);
        }
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        assertThat(Files.getLastModifiedTime(file).toMillis()).isEqualTo(modified);
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.count()).as("no file created beside the store").isEqualTo(countBefore(file));
        }
    }

    private long countBefore(Path file) throws Exception {
        try (Stream<Path> files = Files.list(file.getParent())) {
            return files.count();
        }
    }

    private static String refusal(Path file) {
        StoreException e = catchThrowableOfType(StoreException.class, () -> JsonMemoryStore.open(file, true));
        assertThat(e).as("a StoreException for " + file.getFileName()).isNotNull();
        return e.getMessage();
    }
}
