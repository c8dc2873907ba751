package io.memscope.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.memscope.testing.GraphitiNeo4j;
import io.memscope.testing.SharedNeo4j;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Graphiti JSON fixture written into a real Neo4j as Graphiti writes it: the commands give the same
 * answers on the bolt URL as on the export, so an operator may point memscope at either.
 */
@ExtendWith(SharedNeo4j.class)
class Neo4jCheckCommandTest {
    private static final String EXPORT = "fixtures/formats/graphiti.json";
    private static GraphitiNeo4j neo4j;
    private final ObjectMapper mapper = new ObjectMapper();

    @BeforeAll
    static void loadTheFixture(GraphitiNeo4j empty) throws Exception {
        neo4j = empty;
        neo4j.load(Path.of(EXPORT));
    }

    @Test
    void checkJsonOnTheGraphIsTheReportOfItsExport() throws Exception {
        CliRun graph = CliRun.of("check", neo4j.boltUrl(), "--json");
        assertThat(graph.err()).isEmpty();
        assertThat(graph.exitCode()).as("findings").isEqualTo(1);
        JsonNode fromGraph = mapper.readTree(graph.out());
        assertThat(fromGraph.get("store").asText()).isEqualTo(neo4j.boltUrl());
        assertThat(fromGraph.get("format").asText()).isEqualTo("graphiti");
        assertThat(fromGraph.get("inferred_links").asInt()).isEqualTo(1);
        JsonNode fromExport = mapper.readTree(CliRun.of("check", EXPORT, "--json").out());
        // where each field came from is said in the graph's terms (entities, not node uuids): all else is equal
        assertThat(withoutSource(fromGraph)).isEqualTo(withoutSource(fromExport));
        assertThat(withoutSource(fromGraph)).isEqualTo(withoutSource(
                mapper.readTree(Path.of("fixtures/formats/graphiti.report.json").toFile())));
    }

    @Test
    void currentAsOfFollowsTheInferredChain() throws Exception {
        for (String asOf : new String[] {"2023-01-01", "2023-07-01"}) {
            CliRun graph = CliRun.of("current", neo4j.boltUrl(), "--subject", "Bob", "--predicate", "LIVES_IN",
                    "--as-of", asOf, "--json");
            CliRun export = CliRun.of("current", EXPORT, "--subject", "Bob", "--predicate", "LIVES_IN",
                    "--as-of", asOf, "--json");
            assertThat(graph.err()).isEmpty();
            assertThat(graph.exitCode()).isZero();
            assertThat(withoutSource(mapper.readTree(graph.out()))).as(asOf)
                    .isEqualTo(withoutSource(mapper.readTree(export.out())));
        }
        String before = CliRun.of("current", neo4j.boltUrl(), "--subject", "Bob", "--as-of", "2023-01-01").out();
        assertThat(before).contains("Lisbon").doesNotContain("Porto");
    }

    @Test
    void anUnreadableGraphIsExitTwoWithOneLine() {
        CliRun run = CliRun.of("check", "bolt://ops:s3cret@localhost:1");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.errIsOneLine()).as(run.err()).isTrue();
        assertThat(run.err()).contains("bolt://ops:***@localhost:1").doesNotContain("s3cret");
    }

    @Test
    void helpNamesNeo4jUrls() {
        assertThat(CliRun.of("check", "--help").out()).contains("neo4j://host:7687");
    }

    private static JsonNode withoutSource(JsonNode report) {
        ObjectNode copy = report.deepCopy();
        copy.remove("store");
        copy.remove("mapping");
        return copy;
    }
}
