package io.memscope.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code memscope suggest}: exit codes, the JSON shape, and the evaluation figures. */
class SuggestCommandTest {
    private static final String EVAL = "fixtures/suggest/eval.json";

    @Test
    void suggestionsGiveExitOneAndJsonWithIdsOfTheStoresType() throws Exception {
        CliRun run = CliRun.of("suggest", EVAL, "--json");
        assertThat(run.exitCode()).as(run.err()).isEqualTo(MemscopeCli.FINDINGS);
        JsonNode root = new ObjectMapper().readTree(run.out());
        assertThat(root.path("store").asText()).endsWith("eval.json");
        JsonNode first = root.path("suggestions").get(0);
        assertThat(first.path("kind").asText()).isEqualTo("implicit_supersession");
        assertThat(first.path("old").isNumber()).isTrue();
        assertThat(first.path("new").isNumber()).isTrue();
        assertThat(first.path("score").asDouble()).isBetween(0.0, 1.0);
        assertThat(first.path("why").asText()).isNotBlank();
        assertThat(root.path("suggestions").findValues("kind").stream().map(JsonNode::asText))
                .contains("predicate_alias", "subject_alias");
    }

    @Test
    void theSameStoreGivesTheSameOutput() {
        assertThat(CliRun.of("suggest", EVAL, "--json").out()).isEqualTo(CliRun.of("suggest", EVAL, "--json").out());
    }

    @Test
    void aStoreWithNothingToLinkGivesExitZero() {
        CliRun run = CliRun.of("suggest", "sample-stores/story-move.json");
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(MemscopeCli.OK);
        assertThat(run.out()).contains("0 suggestions");
    }

    @Test
    void unusableInputGivesExitTwoAndOneLine() {
        CliRun missing = CliRun.of("suggest", "no/such/store.json");
        assertThat(missing.exitCode()).isEqualTo(MemscopeCli.UNUSABLE);
        assertThat(missing.errIsOneLine()).isTrue();
        CliRun badScore = CliRun.of("suggest", EVAL, "--min-score", "1.5");
        assertThat(badScore.exitCode()).isEqualTo(MemscopeCli.UNUSABLE);
        assertThat(badScore.errIsOneLine()).as(badScore.err()).isTrue();
    }

    @Test
    void evaluatePrintsPrecisionAndRecallPerKind() {
        CliRun run = CliRun.of("suggest", EVAL, "--evaluate", "fixtures/suggest/eval-labels.json");
        assertThat(run.exitCode()).as(run.err()).isEqualTo(MemscopeCli.OK);
        assertThat(run.out()).contains("implicit_supersession", "predicate_alias", "subject_alias", "precision",
                "recall");
    }

    @Test
    void theHeldOutStoresKeepTheirImplicitSupersessionFigures() {
        // floors: the figures measured on each store (docs/adr/0022 to 0030), rounded down, so a regression fails
        assertFigures("heldout", 0.9, 0.9);
        assertFigures("fresh", 0.9, 0.9);
        assertFigures("unseen", 0.9, 0.85);
        assertFigures("sealed", 0.9, 0.85);
        assertFigures("later", 0.9, 0.8);
        assertFigures("autumn", 0.9, 0.85);
        assertFigures("winter", 0.9, 0.7);
        assertFigures("spring", 0.9, 0.7);
        assertFigures("summer", 0.9, 0.7);
        assertFigures("harvest", 0.9, 0.45);
        assertFigures("frost", 0.9, 0.55);
        assertFigures("dawn", 0.9, 0.4);
        assertFigures("ember", 0.9, 0.5);
        assertFigures("tide", 0.9, 0.3);
    }

    private static void assertFigures(String store, double precisionFloor, double recallFloor) {
        CliRun run = CliRun.of("suggest", "fixtures/suggest/" + store + ".json", "--evaluate",
                "fixtures/suggest/" + store + "-labels.json");
        assertThat(run.exitCode()).as(run.err()).isEqualTo(MemscopeCli.OK);
        Matcher line = Pattern.compile("implicit_supersession\\s+precision (\\d\\.\\d+) \\(\\d+ of \\d+\\)"
                + "\\s+recall (\\d\\.\\d+)").matcher(run.out());
        assertThat(line.find()).as(run.out()).isTrue();
        assertThat(Double.parseDouble(line.group(1))).as(run.out()).isGreaterThanOrEqualTo(precisionFloor);
        assertThat(Double.parseDouble(line.group(2))).as(run.out()).isGreaterThanOrEqualTo(recallFloor);
    }
}
