package io.memscope.store.neo4j;

import io.memscope.store.OpenRequest;
import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;
import io.memscope.store.StoreKind;
import io.memscope.store.TableMapping;
import io.memscope.store.open.StoreOpener;
import io.memscope.model.Progress;
import io.memscope.testing.GraphitiNeo4j;
import io.memscope.testing.SharedNeo4j;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.net.ServerSocket;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** What an operator is told when a Neo4j location cannot be read as Graphiti's graph: one line naming the URL. */
@ExtendWith(SharedNeo4j.class)
class Neo4jRefusalsTest {
    private static GraphitiNeo4j neo4j;

    @BeforeAll
    static void writeAGraphThatIsNotGraphitis(GraphitiNeo4j empty) {
        neo4j = empty;
        neo4j.execute("CREATE (:Person {name: 'Ana'})-[:KNOWS]->(:Person {name: 'Bo'})");
    }

    @Test
    void theSchemesNameNeo4j() {
        for (String url : new String[] {"neo4j://h:7687", "neo4j+s://h", "bolt://h:7687", "bolt+s://h", "BOLT://h"}) {
            assertThat(StoreKind.of(url)).as(url).isEqualTo(StoreKind.NEO4J);
        }
        assertThat(StoreKind.of("http://h:7474")).isNull();
    }

    @Test
    void aGraphWithoutGraphitisEdgesIsRefusedByName() {
        assertThatThrownBy(() -> StoreOpener.open(neo4j.boltUrl(), true)).isInstanceOf(StoreException.class)
                .hasMessage(neo4j.boltUrl() + ": not a Graphiti graph: no (:Entity)-[:RELATES_TO]->(:Entity) edges"
                        + " in the default database");
    }

    @Test
    void aDatabaseTheServerLacksIsNamed() {
        String url = neo4j.boltUrl() + "?database=memories";
        assertThatThrownBy(() -> StoreOpener.open(url, true)).isInstanceOf(StoreException.class)
                .hasMessageStartingWith(url + ": no such database on the server (\"memories\")");
    }

    @Test
    void anUnreachableServerIsOneLineWithoutThePassword() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort(); // closed again: nothing listens there
        }
        String url = "bolt://ops:s3cret@localhost:" + port;
        assertThatThrownBy(() -> StoreOpener.open(url, true)).isInstanceOf(StoreException.class)
                .hasMessageStartingWith("bolt://ops:***@localhost:" + port + ": cannot reach the Neo4j server")
                .hasMessageNotContaining("s3cret")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void aServerThatRefusesTheCredentialsSaysSoWithoutThePassword() {
        try (GraphitiNeo4j guarded = GraphitiNeo4j.startWithAuthentication()) {
            String server = guarded.boltUrl().replace("bolt://", "");
            for (String url : new String[] {"bolt://neo4j:wr0ng-secret@" + server,
                    "bolt://" + server + "?user=neo4j&password=wr0ng-secret", "bolt://" + server}) {
                assertThatThrownBy(() -> StoreOpener.open(url, true)).as(url).isInstanceOf(StoreException.class)
                        .hasMessageContaining("the Neo4j server refused the user name or password")
                        .hasMessageNotContaining("wr0ng-secret")
                        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
            }
        }
    }

    @Test
    void typedCredentialsTravelAsParametersAndStayOutOfMessages() {
        String url = StoreOpener.withCredentials("neo4j://db:7687?database=mem",
                new io.memscope.store.Credentials("ops", "p&ss"));
        assertThat(url).isEqualTo("neo4j://db:7687?database=mem&user=ops&password=p%26ss");
        assertThat(io.memscope.store.Redaction.shown(url)).doesNotContain("p%26ss");
        assertThat(new StoreException(io.memscope.store.Redaction.shown(url) + ": why").getMessage())
                .as("masked once, then again as a whole message").isEqualTo("neo4j://db:7687?database=mem&user=ops&password=***: why");
        assertThat(io.memscope.store.Redaction.message("password=***abc")).isEqualTo("password=***");
    }

    @Test
    void urlsAreReadWithTheirCredentialsAndDatabase() throws StoreException {
        Neo4jUrl url = Neo4jUrl.parse("neo4j+s://ops:s%40cret@db.example:7687?database=mem", Map.of());
        assertThat(url.server().toString()).isEqualTo("neo4j+s://db.example:7687");
        assertThat(url.user()).isEqualTo("ops");
        assertThat(url.password()).isEqualTo("s@cret");
        assertThat(url.database()).isEqualTo("mem");
        Neo4jUrl fromEnv = Neo4jUrl.parse("bolt://db", Map.of("NEO4J_USERNAME", "neo", "NEO4J_PASSWORD", "pw"));
        assertThat(fromEnv.user()).isEqualTo("neo");
        assertThat(fromEnv.password()).isEqualTo("pw");
        assertThatThrownBy(() -> Neo4jUrl.parse("bolt://db?password=x&timeout=3", Map.of()))
                .hasMessage("bolt://db?password=***&timeout=3: unknown parameter \"timeout\""
                        + " (a Neo4j URL takes user, password and database)");
    }

    @Test
    void onlyTheGraphitiReadingApplies() {
        OpenRequest mem0 = new OpenRequest("bolt://db", true, StoreFormat.MEM0, TableMapping.DEFAULT);
        assertThatThrownBy(() -> StoreOpener.open(mem0, Progress.NONE))
                .hasMessageContaining("--format mem0 applies to JSON files");
    }
}
