package io.memscope.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.DriverManager;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every kind of unusable input: exit 2, one line on stderr that names the file and what is wrong,
 * the file byte-for-byte unchanged and nothing new written beside it.
 */
class BadInputTest {
    @TempDir
    Path dir;

    static Stream<Arguments> badJson() {
        String fact = "{\"id\": 1, \"subject\": \"s\", \"predicate\": \"p\", \"value\": \"v\", \"valid_from\": \"2024-01-01T00:00:00Z\"}";
        return Stream.of(
                Arguments.of("not-json.json", "this is not json", "line 1"),
                Arguments.of("truncated.json", "{\"facts\": [" + fact + ", {\"id\": 2,", "line 1"),
                Arguments.of("scalar.json", "42", "line 1"),
                Arguments.of("facts-not-array.json", "{\"facts\": {\"id\": 1}}", "facts"),
                Arguments.of("no-facts.json", "{\"dependencies\": []}", "facts"),
                Arguments.of("wrong-type.json", "[{\"id\": 1, \"subject\": 5, \"predicate\": \"p\", \"value\": \"v\"}]", "subject"),
                Arguments.of("bad-id.json", "[{\"id\": [1], \"subject\": \"s\", \"predicate\": \"p\", \"value\": \"v\"}]", "id"),
                Arguments.of("duplicate-ids.json", "[" + fact + ",\n" + fact + "]", "duplicate"),
                Arguments.of("bad-time.json", "[{\"id\": 1, \"subject\": \"s\", \"predicate\": \"p\", \"value\": \"v\", \"valid_from\": \"yesterday\"}]", "yesterday"),
                Arguments.of("no-offset.json", "[{\"id\": 1, \"subject\": \"s\", \"predicate\": \"p\", \"value\": \"v\", \"valid_from\": \"2024-01-01T10:00:00\"}]", "valid_from"),
                Arguments.of("nested.json", "[".repeat(5000) + "]".repeat(5000), "line 1"),
                Arguments.of("bad-line.jsonl", fact + "\n{\"id\": 2, \"subject\": \"s\"\n", "truncated"),
                Arguments.of("bad-second-line.jsonl", fact + "\n{\"id\": 2, \"subject\": \"s\", \"predicate\": 7}\n", "line 2"),
                Arguments.of("empty.json", "", "empty"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badJson")
    void badJsonIsRefusedWithOneLineThatSaysWhereAndTouchesNothing(String name, String content, String where)
            throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, content, StandardCharsets.UTF_8);
        assertRefused(file, where);
    }

    @Test
    void aFileThatIsNotAnH2DatabaseIsRefused() throws Exception {
        Path file = dir.resolve("garbage.mv.db");
        Files.write(file, "definitely not a database, just text pretending".repeat(100).getBytes(StandardCharsets.UTF_8));
        assertRefused(file, "H2");
    }

    @Test
    void anH2DatabaseWithoutAFactsTableIsRefused() throws Exception {
        Path base = dir.resolve("other");
        try (var c = DriverManager.getConnection("jdbc:h2:file:" + base.toAbsolutePath(), "sa", "");
             var s = c.createStatement()) {
            s.execute("CREATE TABLE notes(id BIGINT PRIMARY KEY, body VARCHAR)");
        }
        assertRefused(dir.resolve("other.mv.db"), "facts");
    }

    @Test
    void anH2DatabaseMissingARequiredColumnNamesTheColumn() throws Exception {
        Path base = dir.resolve("partial");
        try (var c = DriverManager.getConnection("jdbc:h2:file:" + base.toAbsolutePath(), "sa", "");
             var s = c.createStatement()) {
            // valid_to and superseded_by may be missing (an append-only table); the predicate may not
            s.execute("CREATE TABLE facts(id BIGINT PRIMARY KEY, subject VARCHAR, \"VALUE\" VARCHAR,"
                    + " valid_from TIMESTAMP WITH TIME ZONE, superseded_by BIGINT)");
        }
        assertRefused(dir.resolve("partial.mv.db"), "has no column predicate");
    }

    @Test
    void anH2DatabaseWithOtherCredentialsSaysHowToGiveThem() throws Exception {
        Path base = dir.resolve("locked");
        try (var c = DriverManager.getConnection("jdbc:h2:file:" + base.toAbsolutePath(), "ops", "s3cret");
             var s = c.createStatement()) {
            s.execute("CREATE TABLE facts(id BIGINT PRIMARY KEY)");
        }
        assertRefused(dir.resolve("locked.mv.db"), "USER=");
        CliRun withCredentials = CliRun.of("check", "jdbc:h2:file:" + base.toAbsolutePath() + ";USER=ops;PASSWORD=s3cret");
        assertThat(withCredentials.exitCode()).isEqualTo(2);
        assertThat(withCredentials.err()).as("credentials accepted, then the schema is judged")
                .contains("has no column subject").doesNotContain("s3cret");
    }

    @Test
    void aMissingFileIsReportedAndNotCreated() throws Exception {
        for (String name : new String[]{"absent.json", "absent.mv.db"}) {
            Path file = dir.resolve(name);
            CliRun run = CliRun.of("check", file.toString());
            assertThat(run.exitCode()).isEqualTo(2);
            assertThat(run.errIsOneLine()).isTrue();
            assertThat(run.err()).contains(file.toString()).contains("no such file");
        }
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left).isEmpty();
        }
        CliRun url = CliRun.of("check", "jdbc:h2:file:" + dir.resolve("nothing-here").toAbsolutePath());
        assertThat(url.exitCode()).isEqualTo(2);
        assertThat(url.errIsOneLine()).isTrue();
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left).as("opening a JDBC URL must not create a database").isEmpty();
        }
    }

    @Test
    void anUnknownKindOfFileIsRefused() throws Exception {
        Path file = dir.resolve("facts.csv");
        Files.writeString(file, "id,subject\n1,s\n");
        assertRefused(file, "unknown kind");
    }

    @Test
    void anUnreachableDatabaseIsOneLineWithoutThePassword() {
        CliRun run = CliRun.of("check", "jdbc:postgresql://127.0.0.1:1/memory?user=ops&password=hunter2");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.errIsOneLine()).isTrue();
        assertThat(run.err()).contains("127.0.0.1:1").doesNotContain("hunter2");
    }

    @Test
    void pathsThatAreNotStoreFilesSayWhatTheyAre() throws Exception {
        Path loop = dir.resolve("loop.json");
        Files.createSymbolicLink(loop, dir.resolve("loop.json"));
        Path dangling = dir.resolve("gone.json");
        Files.createSymbolicLink(dangling, dir.resolve("nothing-here.json"));
        Path fifo = dir.resolve("pipe.json");
        assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor()).isZero();
        Path device = dir.resolve("zero.json");
        Files.createSymbolicLink(device, Path.of("/dev/zero"));
        for (var path : java.util.Map.of(loop, "a symbolic link that leads round in a loop",
                dangling, "a symbolic link to a file that does not exist", fifo, "not a regular file",
                device, "not a regular file").entrySet()) {
            CliRun run = CliRun.of("check", path.getKey().toString());
            assertThat(run.exitCode()).isEqualTo(2);
            assertThat(run.errIsOneLine()).isTrue();
            assertThat(run.err()).contains(path.getKey().toString() + ": " + path.getValue());
        }
    }

    @Test
    void noPasswordIsPrintedWhateverTheUrlLooksLike() {
        for (String url : new String[] {
                "jdbc:postgresql://127.0.0.1:99999/memory?user=ops&password=hunter2",
                "jdbc:postgresql://ops:hunter2@127.0.0.1:1/memory",
                "jdbc:postgresql://127.0.0.1:1/memory?user=ops&PASSWORD=hunter2&ssl=false",
                "jdbc:h2:file:/nonexistent/x;USER=sa;PASSWORD=hunter2"}) {
            for (String command : new String[] {"check", "audit", "index"}) {
                CliRun run = CliRun.of(command, url);
                assertThat(run.exitCode()).as(url).isEqualTo(2);
                assertThat(run.errIsOneLine()).as(run.err()).isTrue();
                assertThat(run.err()).as(command + " " + url).doesNotContain("hunter2");
            }
            CliRun action = CliRun.of("flag", url, "1", "--reason", "x");
            assertThat(action.err()).as(url).doesNotContain("hunter2");
        }
    }

    @Test
    void aBadAsOfTimeIsAUsageError() {
        CliRun run = CliRun.of("current", "sample-stores/memscope-demo.json", "--subject", "user:rachel",
                "--as-of", "last tuesday");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.errIsOneLine()).isTrue();
        assertThat(run.err()).contains("last tuesday");
    }

    private void assertRefused(Path file, String where) throws Exception {
        byte[] before = Files.readAllBytes(file);
        long filesBefore;
        try (Stream<Path> s = Files.list(dir)) {
            filesBefore = s.count();
        }
        CliRun run = CliRun.of("check", file.toString(), "--json");
        assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.errIsOneLine()).as("one line: " + run.err()).isTrue();
        assertThat(run.err()).contains(file.toString()).containsIgnoringCase(where).doesNotContain("Exception");
        assertThat(Files.readAllBytes(file)).as("file unchanged").isEqualTo(before);
        try (Stream<Path> s = Files.list(dir)) {
            assertThat(s.count()).as("nothing written beside the file").isEqualTo(filesBefore);
        }
    }
}
