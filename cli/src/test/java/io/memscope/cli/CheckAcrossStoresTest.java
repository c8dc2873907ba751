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
import io.memscope.store.open.StoreWriters;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import java.nio.file.Path;

import java.sql.Connection;
import java.sql.DriverManager;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code check --json} gives the same report for the JSON, H2, SQLite and PostgreSQL copies of one store. */
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

    /** One sample, copied into a new H2 file and a new SQLite file, reports alike through all three. */
    @ParameterizedTest
    @ValueSource(strings = {"every-finding", "story-move", "story-price", "story-plan", "story-fleet", "story-derived"})
    void h2AndSqliteCopiesOfASampleGiveTheReportOfItsJson(String name, @TempDir Path dir) throws Exception {
        String json = "sample-stores/" + name + ".json";
        Path h2 = dir.resolve(name + ".mv.db");
        Path sqlite = dir.resolve(name + ".db");
        try (MemoryStore source = StoreOpener.open(json, true)) {
            try (StoreWriter writer = StoreWriters.h2(h2)) {
                StoreCopier.copy(source, writer, false, Progress.NONE);
            }
            try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + sqlite);
                 StoreWriter writer = JdbcStoreWriter.into(c)) {
                StoreCopier.copy(source, writer, false, Progress.NONE);
            }
        }
        JsonNode expected = anyExit(json);
        assertThat(anyExit(h2.toString())).as("H2").isEqualTo(expected);
        assertThat(anyExit(sqlite.toString())).as("SQLite").isEqualTo(expected);
    }

    /** The report without the store's name, whatever the exit code (a story may be clean). */
    private JsonNode anyExit(String store) throws Exception {
        CliRun run = CliRun.of("check", store, "--json");
        assertThat(run.err()).as(store).isEmpty();
        assertThat(run.exitCode()).as(store).isIn(0, 1);
        ObjectNode node = (ObjectNode) mapper.readTree(run.out());
        node.remove("store");
        return node;
    }

    private JsonNode report(String store) throws Exception {
        CliRun run = CliRun.of("check", store, "--json");
        assertThat(run.exitCode()).as(store + ": " + run.err()).isEqualTo(1);
        ObjectNode node = (ObjectNode) mapper.readTree(run.out());
        node.remove("store");
        return node;
    }

}
