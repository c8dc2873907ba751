package io.memscope.ui.connect;

import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreCopier;
import io.memscope.store.open.StoreOpener;
import io.memscope.store.StoreWriter;
import io.memscope.store.jdbc.JdbcStoreWriter;
import io.memscope.testing.Postgres;
import io.memscope.ui.FxThread;
import io.memscope.ui.SameThreadExecutor;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.sql.Connection;
import java.sql.DriverManager;

import static org.assertj.core.api.Assertions.assertThat;

class ConnectViewModelTest {

    @Test
    void buildsAUrlWithEncodedCredentialsAndLeavesAnEmptyPasswordToPgpass() {
        ConnectViewModel model = new ConnectViewModel(new SameThreadExecutor());
        model.hostProperty().set("db.internal");
        model.portProperty().set("6543");
        model.databaseProperty().set("agent memory");
        model.userProperty().set("ops");
        assertThat(model.url()).isEqualTo("jdbc:postgresql://db.internal:6543/agent+memory?user=ops");
        model.passwordProperty().set("p&ss=1");
        assertThat(model.url()).endsWith("?user=ops&password=p%26ss%3D1");
    }

    @Test
    void formIsUsableOnlyWithHostDatabaseNumericPortAndAReadableMapping() {
        ConnectViewModel model = new ConnectViewModel(new SameThreadExecutor());
        assertThat(model.validProperty().get()).isFalse();
        model.databaseProperty().set("memory");
        assertThat(model.validProperty().get()).isTrue();
        model.portProperty().set("54x");
        assertThat(model.validProperty().get()).isFalse();
        assertThat(model.problem()).contains("port");
        model.portProperty().set("5432");
        model.tableProperty().set("memories");
        assertThat(model.validProperty().get()).isTrue();
        model.mappingProperty().set("value");
        assertThat(model.validProperty().get()).isFalse();
        assertThat(model.problem()).contains("field=column");
        model.mappingProperty().set("value=object, valid_from=valid_at");
        assertThat(model.validProperty().get()).isTrue();
        assertThat(model.tableMapping().columnFor("value")).isEqualTo("object");
    }

    @Test
    void aNeo4jUrlIsTakenWithItsTypedLoginAndNoTableMapping() throws Exception {
        ConnectViewModel model = new ConnectViewModel(new SameThreadExecutor());
        model.kindProperty().set(ConnectViewModel.Kind.JDBC_URL);
        model.jdbcUrlProperty().set("http://graph:7474");
        assertThat(model.problem()).contains("neo4j://host:7687");
        int port;
        try (java.net.ServerSocket free = new java.net.ServerSocket(0)) {
            port = free.getLocalPort(); // closed again: nothing listens there
        }
        model.jdbcUrlProperty().set("neo4j://localhost:" + port);
        model.tableProperty().set("memories");
        model.jdbcUserProperty().set("ops");
        model.jdbcPasswordProperty().set("s3cret");
        assertThat(model.problem()).isEmpty();
        assertThat(model.validProperty().get()).isTrue();
        assertThat(model.isNeo4j()).isTrue();
        assertThat(model.chosenMapping().isDefault()).as("a graph has no table").isTrue();
        assertThat(model.credentials()).isEqualTo(new io.memscope.store.Credentials("ops", "s3cret"));
        FxThread.run(model::test);
        assertThat(model.testResultProperty().get()).startsWith("neo4j://localhost:" + port
                + "?user=ops&password=***: cannot reach the Neo4j server");
        assertThat(model.testPassedProperty().get()).isFalse();
    }

    @Test
    void testButtonReportsWhatItFoundOnARealServerAndWhyItFailed() throws Exception {
        String url = Postgres.freshDatabaseUrl();
        try (MemoryStore source = StoreOpener.open("sample-stores/memscope-demo.json", true);
             Connection c = DriverManager.getConnection(url); StoreWriter writer = JdbcStoreWriter.into(c)) {
            StoreCopier.copy(source, writer, false, Progress.NONE);
        }
        URI parsed = URI.create(url.substring("jdbc:".length()));
        ConnectViewModel model = new ConnectViewModel(new SameThreadExecutor());
        FxThread.run(() -> {
            model.hostProperty().set(parsed.getHost());
            model.portProperty().set(Integer.toString(parsed.getPort()));
            model.databaseProperty().set(parsed.getPath().substring(1));
            model.userProperty().set(Postgres.USER);
            model.passwordProperty().set(Postgres.PASSWORD);
            model.test();
        });
        assertThat(model.testResultProperty().get()).isEqualTo("Connected: 27 facts about 5 subjects.");
        assertThat(model.testPassedProperty().get()).isTrue();
        FxThread.run(() -> {
            model.passwordProperty().set("wrong");
            model.test();
        });
        assertThat(model.testPassedProperty().get()).isFalse();
        assertThat(model.testResultProperty().get()).contains("password").doesNotContain("wrong");
    }

    @Test
    void proposesAMappingFromTheColumnsATableReallyHas() throws Exception {
        String url = Postgres.freshDatabaseUrl();
        try (Connection c = DriverManager.getConnection(url); var s = c.createStatement()) {
            s.execute("CREATE TABLE memories (id bigint PRIMARY KEY, subject text, predicate text, object text,"
                    + " valid_at timestamptz, valid_to timestamptz, superseded_by bigint)");
        }
        URI parsed = URI.create(url.substring("jdbc:".length()));
        ConnectViewModel model = new ConnectViewModel(new SameThreadExecutor());
        FxThread.run(() -> {
            model.hostProperty().set(parsed.getHost());
            model.portProperty().set(Integer.toString(parsed.getPort()));
            model.databaseProperty().set(parsed.getPath().substring(1));
            model.userProperty().set(Postgres.USER);
            model.passwordProperty().set(Postgres.PASSWORD);
            model.tables().readTables();
        });
        assertThat(model.tables().tables()).containsExactly("memories");
        FxThread.run(() -> model.tables().choose("memories"));
        assertThat(model.tableProperty().get()).isEqualTo("memories");
        assertThat(model.mappingProperty().get()).isEqualTo("value=object,valid_from=valid_at");
        assertThat(model.tables().commandLineProperty().get())
                .isEqualTo("--table memories --map value=object,valid_from=valid_at");
        FxThread.run(model::test);
        assertThat(model.testResultProperty().get()).isEqualTo("Connected: 0 facts about 0 subjects.");
    }

    private static ConnectViewModel urlModel(String url) {
        ConnectViewModel model = new ConnectViewModel(new SameThreadExecutor());
        FxThread.run(() -> {
            model.kindProperty().set(ConnectViewModel.Kind.JDBC_URL);
            model.jdbcUrlProperty().set(url);
        });
        return model;
    }

    @Test
    void aKnownTableNeedsNoMappingAndATableWithoutAPredicateCannotBeOpenedUntilOneIsChosen() throws Exception {
        String url = Postgres.freshDatabaseUrl();
        try (Connection c = DriverManager.getConnection(url); var s = c.createStatement()) {
            s.execute("CREATE TABLE mem0 (id uuid PRIMARY KEY, vector real[], payload jsonb)");
            s.execute("CREATE TABLE notes (id bigint PRIMARY KEY, user_id text, body text, label text,"
                    + " created_at timestamptz)");
        }
        ConnectViewModel model = urlModel(url);
        FxThread.run(() -> model.tables().readTables());
        assertThat(model.tables().tables()).containsExactly("mem0", "notes");
        for (String table : model.tables().tables()) {
            FxThread.run(() -> model.tables().choose(table));
            assertThat(model.tables().commandLineProperty().get()).as("the window and proposeMapping agree on " + table)
                    .isEqualTo(io.memscope.store.MappingProposal.commandLine(
                            io.memscope.store.open.StoreOpener.proposeMapping(url, table)));
        }

        FxThread.run(() -> model.tables().choose("mem0"));
        assertThat(model.tables().noticeProperty().get()).startsWith("Mem0's pgvector table");
        assertThat(model.chosenMapping()).isEqualTo(new io.memscope.store.TableMapping("mem0", java.util.Map.of()));
        assertThat(model.tables().commandLineProperty().get()).isEqualTo("--table mem0");

        FxThread.run(() -> model.tables().choose("notes"));
        assertThat(model.chosenMapping().columns()).containsEntry("subject", "user_id")
                .containsEntry("predicate", "label").containsEntry("value", "body")
                .containsEntry("valid_from", "created_at");
        FxThread.run(() -> model.tables().fields().get("predicate").set(""));
        assertThat(model.validProperty().get()).isFalse();
        assertThat(model.problem()).isEqualTo("Choose a column or JSON key for predicate: memscope cannot read a fact"
                + " without it.");
        FxThread.run(() -> model.tables().fields().get("predicate").set("label"));
        assertThat(model.validProperty().get()).isTrue();
        FxThread.run(model::test);
        assertThat(model.testResultProperty().get()).isEqualTo("Connected: 0 facts about 0 subjects.");
    }

    @Test
    void aDatabaseThatCannotBeReadIsToldInOneLineAndAnotherDatabaseForgetsTheTables() throws Exception {
        String url = Postgres.freshDatabaseUrl();
        try (Connection c = DriverManager.getConnection(url); var s = c.createStatement()) {
            s.execute("CREATE TABLE notes (id bigint PRIMARY KEY, body text)");
        }
        ConnectViewModel model = urlModel(url);
        java.util.List<String> told = new java.util.ArrayList<>();
        model.onReadFailure(told::add);
        FxThread.run(() -> model.tables().readTables());
        assertThat(model.tables().tables()).containsExactly("notes");
        FxThread.run(() -> {
            model.jdbcUrlProperty().set(url.replace("password=" + Postgres.PASSWORD, "password=nope"));
            model.tables().readTables();
        });
        assertThat(model.tables().tables()).as("the other database's tables are gone").isEmpty();
        assertThat(told).singleElement().satisfies(line -> assertThat(line).contains("cannot connect")
                .doesNotContain("nope").doesNotContain("\n"));
        assertThat(model.tables().busyProperty().get()).isFalse();
    }

    @Test
    void aReadUnderWayShowsItselfAndCancelEndsItLeavingTheFormAsItWas() {
        java.util.List<javafx.concurrent.Task<?>> held = new java.util.ArrayList<>();
        ConnectViewModel model = new ConnectViewModel(held::add); // a worker that has not started it yet
        FxThread.run(() -> {
            model.kindProperty().set(ConnectViewModel.Kind.JDBC_URL);
            model.jdbcUrlProperty().set("jdbc:sqlite:/nowhere/memories.db");
            model.tables().readTables();
        });
        assertThat(held).hasSize(1);
        assertThat(model.tables().busyProperty().get()).isTrue();
        FxThread.run(() -> model.tables().cancel());
        assertThat(model.tables().busyProperty().get()).isFalse();
        assertThat(model.tables().stepProperty().get()).startsWith("Cancelled");
        assertThat(model.tables().tables()).isEmpty();
        assertThat(model.tableProperty().get()).isEqualTo("facts");
    }
}
