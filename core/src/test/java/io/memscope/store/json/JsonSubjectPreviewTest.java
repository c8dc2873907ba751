package io.memscope.store.json;

import io.memscope.model.Progress;
import io.memscope.model.SubjectSummary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The first subjects of a JSON store, read from the head of a real file on disk. */
class JsonSubjectPreviewTest {
    private static final Path FORMATS = Path.of("fixtures/formats");

    @TempDir
    Path dir;

    /** {@code subjects} subjects in file order s0000, s0001, ..., each with {@code factsEach} facts. */
    private static List<String> facts(int subjects, int factsEach) {
        List<String> out = new ArrayList<>();
        long id = 1;
        for (int s = 0; s < subjects; s++) {
            for (int f = 0; f < factsEach; f++) {
                out.add(String.format("{\"id\": %d, \"subject\": \"s%04d\", \"predicate\": \"p%d\", \"value\": \"v\","
                        + " \"valid_from\": \"2024-01-%02dT00:00:00Z\", \"valid_to\": null}", id++, s, f, f % 28 + 1));
            }
        }
        return out;
    }

    private Path write(String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content);
    }

    /** The window shows 500; 50 keeps these files small (a small file's head is 64 KiB). */
    private static final int LIMIT = 50;

    private static List<SubjectSummary> preview(Path file) {
        return JsonSubjectPreview.read(file, LIMIT, Progress.NONE);
    }

    @Test
    void theObjectFormGivesTheFirstSubjectsOfTheFileWithTheirFacts() throws Exception {
        Path file = write("store.json", "{\"description\": \"a store\", \"facts\": [\n"
                + String.join(",\n", facts(80, 3)) + "\n]}");
        List<SubjectSummary> first = preview(file);
        assertThat(first).hasSize(LIMIT);
        assertThat(first.get(0)).isEqualTo(new SubjectSummary("s0000", 3, Instant.parse("2024-01-03T00:00:00Z")));
        assertThat(first.get(LIMIT - 1).subject()).isEqualTo("s0049");
        assertThat(first).extracting(SubjectSummary::subject).isSorted().doesNotContain("s0050");
    }

    @Test
    void aBareArrayAndJsonLinesGiveTheSameSubjects() throws Exception {
        List<SubjectSummary> array = preview(write("store.json", "[" + String.join(",", facts(60, 2)) + "]"));
        List<SubjectSummary> lines = preview(write("store.jsonl", String.join("\n", facts(60, 2)) + "\n"));
        assertThat(array).hasSize(LIMIT).isEqualTo(lines);
        assertThat(array.get(10).facts()).isEqualTo(2);
    }

    @Test
    void aSmallStoreIsPreviewedWhole() throws Exception {
        List<SubjectSummary> first = preview(Path.of("sample-stores/memscope-demo.json"));
        assertThat(first).extracting(SubjectSummary::subject)
                .containsExactly("customer:acme", "product:x2-espresso", "project:atlas", "user:rachel", "user:sam");
        assertThat(first).extracting(SubjectSummary::facts).containsExactly(6L, 4L, 4L, 7L, 6L);
    }

    @Test
    void supersedeRecordsArePreviewedLikeMemscopes() {
        assertThat(preview(FORMATS.resolve("supersede.json"))).extracting(SubjectSummary::subject)
                .containsExactly("user:dana", "user:eli");
    }

    @Test
    void graphitiAndMem0GetNoPreview() {
        // their subjects are named by records anywhere in the file: no preview rather than a wrong one
        assertThat(preview(FORMATS.resolve("graphiti.json"))).isEmpty();
        assertThat(preview(FORMATS.resolve("mem0.json"))).isEmpty();
    }

    @Test
    void onlyTheHeadIsRead() throws Exception {
        // what follows the first subjects is never looked at: the full open reports that error
        Path tail = write("tail.json", "{\"facts\": [" + String.join(",", facts(LIMIT + 1, 1)) + ", {\"id\": oops");
        assertThat(preview(tail)).hasSize(LIMIT);
        // one subject with many facts: the preview stops at its byte budget, with a partial count
        Path oneSubject = write("one.jsonl", String.join("\n", facts(1, 40_000)));
        List<SubjectSummary> first = preview(oneSubject);
        assertThat(first).singleElement().extracting(SubjectSummary::facts, org.assertj.core.api.InstanceOfAssertFactories.LONG)
                .isPositive().isLessThan(40_000L);
    }

    @Test
    void aMalformedHeadGetsNoPreview() throws Exception {
        assertThat(preview(write("syntax.json", "{\"facts\": [" + facts(3, 1).get(0) + ", {\"id\": 2,, }]}")))
                .isEmpty();
        assertThat(preview(write("field.json", "[{\"id\": 1, \"subject\": \"a\", \"predicate\": \"p\","
                + " \"valid_from\": \"yesterday\"}]"))).isEmpty();
        assertThat(preview(write("nosubject.jsonl", "{\"id\": 1, \"predicate\": \"p\"}\n"))).isEmpty();
        assertThat(preview(write("scalar.json", "42"))).isEmpty();
        assertThat(preview(write("empty.json", ""))).isEmpty();
        assertThat(preview(dir.resolve("missing.json"))).isEmpty();
        assertThat(preview(dir)).isEmpty();
    }

    @Test
    void aCancelIsNotSwallowed() throws Exception {
        Path file = write("store.jsonl", String.join("\n", facts(10, 5)));
        Progress cancelled = new Progress() {
            @Override
            public boolean isCancelled() {
                return true;
            }
        };
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> JsonSubjectPreview.read(file, LIMIT, cancelled))
                .isInstanceOf(Progress.CancelledException.class);
    }
}
