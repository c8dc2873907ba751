package io.memscope.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.memscope.cli.MemscopeCli;
import io.memscope.testing.Postgres;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * {@code bench} at a small size, so it never rots: every figure is printed for every store as one JSON
 * object a line with its reference. No timing is asserted (the machine is shared and noisy).
 */
class BenchCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> FIGURES = Set.of("analysis", "open_to_overview", "first_subjects_on_screen",
            "first_timeline", "export_current", "peak_heap", "heap_within_target", "fx_stall", "action_refresh",
            "action", "list_scroll_at_end", "suggest");

    @TempDir
    Path dir;

    @Test
    void printsEveryFigureBesideItsReferenceForJsonAndH2() throws Exception {
        BenchRun run = BenchRun.of("--facts", "20000", "--stores", "json,h2", "--child-timeout", "4", "--dir", dir.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        List<JsonNode> lines = lines(run.out());
        assertThat(figuresOf(lines, "json")).isEqualTo(new TreeSet<>(FIGURES));
        assertThat(figuresOf(lines, "h2")).isEqualTo(new TreeSet<>(FIGURES));
        for (JsonNode line : lines) {
            assertThat(line.get("facts").asLong()).isEqualTo(20_000);
            assertThat(line.has("reference")).as(line.toString()).isTrue();
            if (line.get("figure").asText().equals("peak_heap")) {
                assertThat(line.get("peak_heap_mb").asDouble()).isPositive();
            } else if (line.get("figure").asText().equals("heap_within_target")) {
                assertThat(line.get("cap_mb").asDouble()).isPositive();
                assertThat(line.get("completed").isBoolean()).as(line.toString()).isTrue();
            } else {
                assertThat(line.get("ms").asDouble()).as(line.toString()).isPositive();
                assertThat(line.get("reference_ms").asDouble()).as(line.toString()).isPositive();
                assertThat(line.get("ratio").asDouble()).isPositive();
            }
        }
        for (JsonNode stall : lines.stream().filter(l -> l.get("figure").asText().equals("fx_stall")).toList()) {
            assertThat(stall.get("fx_thread_cpu_ms").asDouble()).as("the FX thread's own share of the longest gap")
                    .isPositive().isLessThanOrEqualTo(stall.get("ms").asDouble() + 1);
            // beside each round's stall, what the JVM did meanwhile: the window's code compiles in every open
            assertThat(stall.get("runs_jit_ms")).as(stall.toString()).hasSize(3);
            assertThat(stall.get("runs_gc_pause_longest_ms")).hasSize(3);
            assertThat(stall.get("runs_gc_pauses_ms")).hasSize(3);
            assertThat(stall.get("first_open_jit_ms").asDouble()).as(stall.toString()).isPositive();
            for (int round = 0; round < 3; round++) {
                assertThat(stall.get("runs_gc_pause_longest_ms").get(round).asDouble())
                        .isLessThanOrEqualTo(stall.get("runs_gc_pauses_ms").get(round).asDouble());
            }
        }
        for (String store : List.of("json", "h2")) {
            // the timed rounds read the store again into the window of the first open: each one's overview is
            // the session that read installs, with every subject (the preview before it holds a few hundred)
            JsonNode open = lineOf(lines, store, "open_to_overview");
            assertThat(open.get("subjects_shown").asLong()).as(open.toString())
                    .isEqualTo(lineOf(lines, store, "peak_heap").get("subjects").asLong()).isGreaterThan(1_000);
        }
        for (JsonNode scroll : lines.stream().filter(l -> l.get("figure").asText().equals("list_scroll_at_end"))
                .toList()) {
            assertThat(scroll.get("rows").asInt()).as("every subject of the store is a row").isGreaterThan(1_000);
            assertThat(scroll.get("longest_ms").asDouble()).isGreaterThanOrEqualTo(scroll.get("ms").asDouble());
        }
        for (JsonNode action : lines.stream().filter(l -> l.get("figure").asText().equals("action")).toList()) {
            assertThat(action.get("reference").asText()).isEqualTo("one fsynced append of an audit entry");
            assertThat(action.get("reference_ms").asDouble()).as(action.toString()).isPositive();
        }
        for (JsonNode refresh : lines.stream().filter(l -> l.get("figure").asText().equals("action_refresh"))
                .toList()) {
            assertThat(refresh.get("from_touched_subjects").asBoolean()).as(refresh.toString()).isTrue();
            assertThat(refresh.get("same_report").asBoolean()).as("equal to the full analysis").isTrue();
        }
        for (String store : List.of("json", "h2")) {
            JsonNode suggest = lineOf(lines, store, "suggest");
            assertThat(suggest.get("reference").asText()).isEqualTo("check");
            assertThat(suggest.get("runs_ms")).as(suggest.toString()).hasSize(3);
            assertThat(suggest.get("reference_runs_ms")).hasSize(3);
            assertThat(suggest.get("ms").asDouble()).isCloseTo(bestOf(suggest.get("runs_ms")), within(0.1));
            assertThat(suggest.get("reference_ms").asDouble()).isCloseTo(bestOf(suggest.get("reference_runs_ms")),
                    within(0.1));
            assertThat(suggest.get("suggestions").isInt()).as(suggest.toString()).isTrue();
        }
        JsonNode analysis = lines.stream().filter(l -> l.get("figure").asText().equals("analysis")).findFirst()
                .orElseThrow();
        assertThat(analysis.get("findings").asInt()).as("the generator's contradictions and problems").isPositive();
        assertThat(analysis.get("runs_ms")).as("three rounds by default").hasSize(3);
        assertThat(analysis.get("reference_runs_ms")).hasSize(3);
        // the warm-up pass (cold code) is reported apart, as the reference's warm-up pass is not ranked either
        assertThat(analysis.get("first_run_ms").asDouble()).isPositive();
        assertThat(analysis.get("ms").asDouble()).as("the figure is the best round")
                .isCloseTo(bestOf(analysis.get("runs_ms")), within(0.1));
        for (String figure : List.of("open_to_overview", "first_subjects_on_screen", "fx_stall", "first_timeline")) {
            for (JsonNode line : lines.stream().filter(l -> l.get("figure").asText().equals(figure)).toList()) {
                // the window's figures follow the analysis's rule: a first (cold) open apart, then the best round
                assertThat(line.get("runs_ms")).as(line.toString()).hasSize(3);
                assertThat(line.get("first_open_ms").asDouble()).as(line.toString()).isPositive();
                assertThat(line.get("ms").asDouble()).as(line.toString()).isCloseTo(bestOf(line.get("runs_ms")),
                        within(0.1));
            }
        }
        try (var left = Files.list(dir)) {
            assertThat(left).as("the generated stores are deleted").isEmpty();
        }
    }

    @Test
    void measuresAnEmptyPostgresDatabaseAndLeavesItEmpty() throws Exception {
        String url = Postgres.freshDatabaseUrl();
        BenchRun run = BenchRun.of("--facts", "20000", "--stores", "pg", "--pg-url", url, "--no-window", "--child-timeout", "4",
                "--dir", dir.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(figuresOf(lines(run.out()), "pg"))
                .containsExactly("action", "action_refresh", "analysis", "export_current", "heap_within_target", "peak_heap",
                        "suggest");
        assertThat(lines(run.out())).filteredOn(l -> l.get("figure").asText().equals("action_refresh"))
                .singleElement().satisfies(l -> assertThat(l.get("same_report").asBoolean())
                        .as("the update from the touched subjects equals the database's own analysis").isTrue());
        assertThat(run.out()).doesNotContain(Postgres.PASSWORD);
        try (var c = java.sql.DriverManager.getConnection(url);
             var tables = c.getMetaData().getTables(null, "public", "facts", null)) {
            assertThat(tables.next()).as("bench drops the tables it wrote").isFalse();
        }
        try (var c = java.sql.DriverManager.getConnection(url);
             var tables = c.getMetaData().getTables(null, "public", "memscope_%", null)) {
            assertThat(tables.next()).as("and memscope's own, which its action created").isFalse();
        }
    }

    @Test
    void timesSuggestOnMemorySentencesBesideEmbeddingEveryText() throws Exception {
        BenchRun run = BenchRun.of("--stores", "sentences", "--sentences", "400", "--rounds", "2", "--child-timeout", "4", "--dir",
                dir.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(lines(run.out())).as("one line, for the sentences store alone").hasSize(1);
        JsonNode line = lines(run.out()).get(0);
        assertThat(line.get("store").asText()).isEqualTo("sentences");
        assertThat(line.get("figure").asText()).isEqualTo("suggest");
        assertThat(line.get("facts").asLong()).isEqualTo(400);
        assertThat(line.get("reference").asText()).isEqualTo("embedding every memory text");
        assertThat(line.get("ms").asDouble()).isPositive().isCloseTo(bestOf(line.get("runs_ms")), within(0.1));
        assertThat(line.get("reference_ms").asDouble()).isPositive()
                .isCloseTo(bestOf(line.get("reference_runs_ms")), within(0.1));
        assertThat(line.get("runs_ms")).hasSize(2);
        assertThat(line.get("distinct_texts").asInt()).as("memories restate and repeat").isBetween(2, 399);
        assertThat(line.get("suggestions").asInt()).as("the paraphrased updates are found").isPositive();
        try (var left = Files.list(dir)) {
            assertThat(left).as("the generated store is deleted").isEmpty();
        }
    }

    @Test
    void refusesAShareOfEmbeddedEdgesOutsideZeroToOne() {
        BenchRun run = BenchRun.of("--stores", "neo4j", "--neo4j-embedded", "1.5", "--dir", dir.toString());

        assertThat(run.exitCode()).isEqualTo(MemscopeCli.UNUSABLE);
        assertThat(run.errIsOneLine()).isTrue();
        assertThat(run.err()).contains("--neo4j-embedded");
    }

    @Test
    void refusesAnUnknownKindOfStore() {
        BenchRun run = BenchRun.of("--facts", "10", "--stores", "json,mongo", "--dir", dir.toString());

        assertThat(run.exitCode()).isEqualTo(MemscopeCli.UNUSABLE);
        assertThat(run.errIsOneLine()).isTrue();
        assertThat(run.err()).contains("mongo");
    }

    private static List<JsonNode> lines(String out) throws Exception {
        List<JsonNode> lines = new ArrayList<>();
        for (String line : out.strip().split("\n")) {
            lines.add(JSON.readTree(line));
        }
        return lines;
    }

    private static TreeSet<String> figuresOf(List<JsonNode> lines, String store) {
        TreeSet<String> figures = new TreeSet<>();
        lines.stream().filter(l -> l.get("store").asText().equals(store))
                .forEach(l -> figures.add(l.get("figure").asText()));
        return figures;
    }

    private static double bestOf(JsonNode runs) {
        double best = Double.MAX_VALUE;
        for (JsonNode round : runs) {
            best = Math.min(best, round.asDouble());
        }
        return best;
    }

    private static JsonNode lineOf(List<JsonNode> lines, String store, String figure) {
        return lines.stream().filter(l -> l.get("store").asText().equals(store)
                && l.get("figure").asText().equals(figure)).findFirst().orElseThrow();
    }
}
