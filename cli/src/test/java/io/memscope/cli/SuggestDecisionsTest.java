package io.memscope.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Decisions taken on suggestions are kept in the store and honoured by {@code suggest}: a dismissed
 * supersession and an accepted alias are not offered again, on a JSON file and on an H2 file alike, and
 * {@code supersede} links across an accepted predicate alias only.
 */
class SuggestDecisionsTest {
    /** One person whose home was recorded under two spellings of one predicate, nothing linked. */
    private static final String STORE = """
            {"facts": [
              {"id": 1, "subject": "alice", "predicate": "lives_in", "value": "Paris",
               "valid_from": "2020-01-01T00:00:00Z"},
              {"id": 2, "subject": "alice", "predicate": "lives in", "value": "Lyon",
               "valid_from": "2022-06-01T00:00:00Z"}
            ]}
            """;

    @TempDir
    Path dir;

    private String store(String kind) throws Exception {
        return store(kind, STORE);
    }

    private String store(String kind, String content) throws Exception {
        Path json = dir.resolve("alice.json");
        Files.writeString(json, content);
        if (kind.equals("json")) {
            return json.toString();
        }
        Path h2 = dir.resolve("alice.mv.db");
        CliRun export = CliRun.of("export", json.toString(), "--to", h2.toString());
        assertThat(export.exitCode()).as(export.err()).isZero();
        return h2.toString();
    }

    private static List<String> kinds(String store) throws Exception {
        CliRun run = CliRun.of("suggest", store, "--json");
        List<String> kinds = new ArrayList<>();
        for (JsonNode s : new ObjectMapper().readTree(run.out()).path("suggestions")) {
            kinds.add(s.path("kind").asText() + " " + (s.has("old") ? s.path("old") + ">" + s.path("new")
                    : s.path("predicates").toString() + s.path("subjects")));
        }
        return kinds;
    }

    @ParameterizedTest
    @ValueSource(strings = {"json", "h2"})
    void aDismissedSupersessionAndAnAcceptedAliasAreNotOfferedAgain(String kind) throws Exception {
        String store = store(kind);
        assertThat(kinds(store)).containsExactly("implicit_supersession 1>2",
                "predicate_alias [\"lives in\",\"lives_in\"]");
        assertThat(CliRun.of("suggest", store).exitCode()).isEqualTo(MemscopeCli.FINDINGS);

        CliRun dismiss = CliRun.of("dismiss", store, "--old", "1", "--new", "2", "--operator", "ops");
        assertThat(dismiss.exitCode()).as(dismiss.err()).isZero();
        assertThat(kinds(store)).containsExactly("predicate_alias [\"lives in\",\"lives_in\"]");
        CliRun text = CliRun.of("suggest", store);
        assertThat(text.out()).contains("1 suggestion").doesNotContain("fact 1 superseded by fact 2");

        CliRun alias = CliRun.of("alias", store, "--predicates", "lives_in", "lives in", "--operator", "ops");
        assertThat(alias.exitCode()).as(alias.err()).isZero();
        CliRun none = CliRun.of("suggest", store);
        assertThat(none.exitCode()).as(none.out()).isEqualTo(MemscopeCli.OK);
        assertThat(none.out()).contains("0 suggestions");

        // undo takes the alias back, and it is offered again; the dismissal stays
        assertThat(CliRun.of("undo", store, "--operator", "ops").exitCode()).isZero();
        assertThat(kinds(store)).containsExactly("predicate_alias [\"lives in\",\"lives_in\"]");
    }

    @ParameterizedTest
    @ValueSource(strings = {"json", "h2"})
    void aDismissedAliasIsNotOfferedAgainInEitherOrder(String kind) throws Exception {
        String store = store(kind);
        CliRun dismiss = CliRun.of("dismiss", store, "--predicates", "lives_in", "lives in", "--reason",
                "two systems' fields", "--operator", "ops");
        assertThat(dismiss.exitCode()).as(dismiss.err()).isZero();
        assertThat(kinds(store)).containsExactly("implicit_supersession 1>2");
        CliRun both = CliRun.of("dismiss", store, "--old", "1", "--new", "2", "--predicates", "a", "b");
        assertThat(both.exitCode()).isEqualTo(MemscopeCli.UNUSABLE);
        assertThat(kinds(store)).as("a refused command writes nothing").containsExactly("implicit_supersession 1>2");
    }

    @ParameterizedTest
    @ValueSource(strings = {"json", "h2"})
    void supersedeLinksAcrossPredicatesOnlyOnceTheAliasIsAccepted(String kind) throws Exception {
        String store = store(kind);
        CliRun refused = CliRun.of("supersede", store, "--old", "1", "--new", "2", "--operator", "ops");
        assertThat(refused.exitCode()).isEqualTo(MemscopeCli.UNUSABLE);
        assertThat(refused.errIsOneLine()).as(refused.err()).isTrue();
        assertThat(refused.err()).contains("memscope alias STORE --predicates \"lives_in\" \"lives in\"");

        assertThat(CliRun.of("alias", store, "--predicates", "lives in", "lives_in", "--operator", "ops")
                .exitCode()).isZero();
        CliRun linked = CliRun.of("supersede", store, "--old", "1", "--new", "2", "--operator", "ops");
        assertThat(linked.exitCode()).as(linked.err()).isZero();
        assertThat(kinds(store)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"json", "h2"})
    void aLinkAcrossAnAcceptedAliasIsNoCrossLinkFinding(String kind) throws Exception {
        // the memory system linked the two already, across the two spellings
        String store = store(kind, STORE.replace("\"valid_from\": \"2020-01-01T00:00:00Z\"",
                "\"valid_from\": \"2020-01-01T00:00:00Z\", \"valid_to\": \"2022-06-01T00:00:00Z\", \"superseded_by\": 2"));
        CliRun before = CliRun.of("check", store, "--json");
        assertThat(before.exitCode()).as(before.err()).isEqualTo(MemscopeCli.FINDINGS);
        assertThat(new ObjectMapper().readTree(before.out()).path("problems").findValuesAsText("kind"))
                .containsExactly("cross_link");

        assertThat(CliRun.of("alias", store, "--predicates", "lives_in", "lives in", "--operator", "ops")
                .exitCode()).isZero();
        CliRun after = CliRun.of("check", store, "--json");
        assertThat(after.exitCode()).as(after.out()).isEqualTo(MemscopeCli.OK);
        assertThat(new ObjectMapper().readTree(after.out()).path("problems")).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"json", "h2"})
    void checkReportsTheContradictionAnAcceptedAliasReveals(String kind) throws Exception {
        String store = store(kind);
        CliRun before = CliRun.of("check", store, "--json");
        assertThat(before.exitCode()).as(before.out()).isEqualTo(MemscopeCli.OK);
        assertThat(new ObjectMapper().readTree(before.out()).has("alias_contradictions")).isFalse();

        assertThat(CliRun.of("alias", store, "--predicates", "lives_in", "lives in", "--operator", "ops")
                .exitCode()).isZero();
        CliRun after = CliRun.of("check", store, "--json");
        assertThat(after.exitCode()).as(after.out()).isEqualTo(MemscopeCli.FINDINGS);
        JsonNode report = new ObjectMapper().readTree(after.out());
        assertThat(report.path("contradictions")).as("its own key: a script's contradictions keep their meaning")
                .isEmpty();
        assertThat(report.path("alias_contradictions")).hasSize(1);
        JsonNode found = report.path("alias_contradictions").get(0);
        assertThat(found.path("subject").asText()).isEqualTo("alice");
        assertThat(found.path("predicate").asText()).isEqualTo("lives_in");
        assertThat(found.path("fact_ids").toString()).isEqualTo("[1,2]");
        assertThat(CliRun.of("check", store).out()).contains("contradictions across an accepted alias: 1")
                .contains("alias_contradiction  alice / lives_in  facts 1, 2");
        // a snapshot would hand an agent both cities as settled: the export asks for a review first
        CliRun snapshot = CliRun.of("export", store, "--current-only", "--to", dir.resolve("snap.json").toString());
        assertThat(snapshot.exitCode()).as(snapshot.err()).isEqualTo(MemscopeCli.FINDINGS);
        assertThat(snapshot.err()).contains("1 contradiction remain (alice / lives_in)");
        assertThat(Files.exists(dir.resolve("snap.json"))).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"json"})
    void anAliasOfOneNameTwiceIsRefusedAndNothingIsWritten(String kind) throws Exception {
        String store = store(kind);
        String before = Files.readString(Path.of(store));
        CliRun run = CliRun.of("alias", store, "--subjects", "alice", "alice", "--operator", "ops");
        assertThat(run.exitCode()).isEqualTo(MemscopeCli.UNUSABLE);
        assertThat(run.errIsOneLine()).as(run.err()).isTrue();
        assertThat(Files.readString(Path.of(store))).isEqualTo(before);
    }
}
