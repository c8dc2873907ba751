package io.memscope.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreCopier;
import io.memscope.store.open.StoreOpener;
import io.memscope.store.StoreWriter;
import io.memscope.store.jdbc.JdbcStoreWriter;
import io.memscope.testing.Postgres;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.DriverManager;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code check --json} gives the same report for the JSON, H2 and PostgreSQL copies of one store. */
class CheckAcrossStoresTest {
    private final ObjectMapper mapper = new ObjectMapper();

    @Test
    void bundledH2SamplesMatchTheirJson() throws Exception {
        for (String name : new String[]{"every-finding", "memscope-demo"}) {
            JsonNode json = report("sample-stores/" + name + ".json");
            JsonNode h2 = report("sample-stores/" + name + ".mv.db");
            assertThat(h2).as(name + ".mv.db is stale: re-run the export command in docs/guide.md (Sample stores)").isEqualTo(json);
        }
    }

    @Test
    void postgresCopyGivesTheSameReportAndHidesThePassword() throws Exception {
        String url = Postgres.freshDatabaseUrl();
        try (MemoryStore source = StoreOpener.open("sample-stores/every-finding.json", true);
             Connection c = DriverManager.getConnection(url);
             StoreWriter writer = JdbcStoreWriter.into(c)) {
            StoreCopier.copy(source, writer, false, Progress.NONE);
        }
        CliRun run = CliRun.of("check", url, "--json");
        assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
        JsonNode pg = mapper.readTree(run.out());
        assertThat(pg.get("store").asText()).startsWith("jdbc:postgresql://").doesNotContain(Postgres.PASSWORD);
        ((ObjectNode) pg).remove("store");
        assertThat(pg).isEqualTo(report("sample-stores/every-finding.json"));
    }

    private JsonNode report(String store) throws Exception {
        CliRun run = CliRun.of("check", store, "--json");
        assertThat(run.exitCode()).as(store + ": " + run.err()).isEqualTo(1);
        ObjectNode node = (ObjectNode) mapper.readTree(run.out());
        node.remove("store");
        return node;
    }

}
