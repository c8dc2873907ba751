package io.memscope.ui.connect;

import io.memscope.model.StoreSummary;
import io.memscope.store.MemoryStore;
import io.memscope.store.open.StoreOpener;
import io.memscope.store.OpenRequest;
import io.memscope.store.TableMapping;
import io.memscope.ui.task.ProgressTask;
import io.memscope.ui.task.TaskExecutor;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/**
 * The Connect to PostgreSQL form, which also takes any JDBC URL or a Neo4j server's URL (a Graphiti graph).
 * Builds the JDBC URL from the fields; the password goes into the
 * URL only in memory (the recent-stores list keeps the URL without it), and an empty password
 * leaves PGPASSWORD and ~/.pgpass to supply one, as psql does.
 */
public final class ConnectViewModel {
    /** What the operator opens: a store file, a PostgreSQL database by its fields, or any JDBC or Neo4j URL. */
    public enum Kind { FILE, POSTGRESQL, JDBC_URL }

    private final TaskExecutor executor;
    private final javafx.beans.property.ObjectProperty<Kind> kind =
            new javafx.beans.property.SimpleObjectProperty<>(Kind.POSTGRESQL);
    private final StringProperty file = new SimpleStringProperty("");
    private final StringProperty jdbcUrl = new SimpleStringProperty("");
    private final StringProperty jdbcUser = new SimpleStringProperty("");
    private final StringProperty jdbcPassword = new SimpleStringProperty("");
    private final StringProperty host = new SimpleStringProperty("localhost");
    private final StringProperty port = new SimpleStringProperty("5432");
    private final StringProperty database = new SimpleStringProperty("");
    private final StringProperty user = new SimpleStringProperty(System.getProperty("user.name", ""));
    private final StringProperty password = new SimpleStringProperty("");
    private final StringProperty table = new SimpleStringProperty("facts");
    private final StringProperty mapping = new SimpleStringProperty("");
    private final BooleanProperty readOnly = new SimpleBooleanProperty(true);
    private final StringProperty testResult = new SimpleStringProperty("");
    private final BooleanProperty testing = new SimpleBooleanProperty();
    private final BooleanProperty testPassed = new SimpleBooleanProperty();
    private final TableMappingModel tables;
    /** Where a failed read of the tables is told; the dialog shows it through its DialogService. */
    private java.util.function.Consumer<String> readFailed = testResult::set;

    public ConnectViewModel(TaskExecutor executor) {
        this.executor = executor;
        this.tables = new TableMappingModel(executor, () -> new TableMappingModel.Target(location(), credentials()),
                table, mapping, text -> readFailed.accept(text));
        for (javafx.beans.Observable where : java.util.List.of(kind, file, jdbcUrl, jdbcUser, host, port, database, user)) {
            where.addListener(o -> tables.forget());
        }
    }

    /** The "Map a table" step: the database's tables and the form of fields for the one chosen. */
    public TableMappingModel tables() {
        return tables;
    }

    /** Sends a failed read of the tables to {@code handler} (by default the line beside Test Connection). */
    public void onReadFailure(java.util.function.Consumer<String> handler) {
        readFailed = java.util.Objects.requireNonNull(handler);
    }

    /** Whether a table and mapping apply: a SQL database or file, not a JSON file or a Neo4j graph. */
    public boolean mapsTables() {
        if (kind.get() == Kind.FILE) {
            io.memscope.store.StoreKind k = io.memscope.store.StoreKind.of(file.get().strip());
            return k == io.memscope.store.StoreKind.H2 || k == io.memscope.store.StoreKind.SQLITE;
        }
        return !isNeo4j();
    }

    /** The form is complete enough to try. */
    public BooleanBinding validProperty() {
        return Bindings.createBooleanBinding(() -> problem().isEmpty() && switch (kind.get()) {
            case POSTGRESQL -> !host.get().isBlank() && !database.get().isBlank() && !table.get().isBlank();
            case JDBC_URL -> !jdbcUrl.get().isBlank() && !table.get().isBlank();
            case FILE -> !file.get().isBlank();
        }, kind, host, port, database, table, mapping, jdbcUrl, file, tables.missingProperty(),
                tables.sampleProperty());
    }

    /** Why the form cannot be used yet, or empty. */
    public String problem() {
        try {
            tableMapping();
        } catch (IllegalArgumentException e) {
            return "Column mapping: " + e.getMessage() + " (write field=column pairs, e.g. value=object,valid_from=valid_at).";
        }
        if (mapsTables() && tables.builtInMapping() == null && !tables.missingProperty().get().isEmpty()
                && tables.sampleProperty().get() != null
                && tables.sampleProperty().get().table().equalsIgnoreCase(table.get().strip())) {
            return "Choose a column or JSON key for " + tables.missingProperty().get()
                    + ": memscope cannot read a fact without it.";
        }
        if (kind.get() == Kind.POSTGRESQL && !port.get().strip().matches("\\d{1,5}")) {
            return "The port is a number, e.g. 5432.";
        }
        if (kind.get() == Kind.JDBC_URL && !jdbcUrl.get().isBlank() && !isNeo4j()
                && !jdbcUrl.get().strip().toLowerCase(java.util.Locale.ROOT).startsWith("jdbc:")) {
            return "A URL starts with jdbc: or names a Neo4j server, e.g. jdbc:postgresql://host/db or"
                    + " neo4j://host:7687.";
        }
        return "";
    }

    /** The location to open: the file, the URL typed, or the PostgreSQL URL made from the fields. */
    public String location() {
        return switch (kind.get()) {
            case FILE -> file.get().strip();
            case JDBC_URL -> jdbcUrl.get().strip();
            case POSTGRESQL -> url();
        };
    }

    /** The user and password typed beside a URL, or null: they stay out of the URL that is remembered. */
    public io.memscope.store.Credentials credentials() {
        return kind.get() == Kind.JDBC_URL && !jdbcUser.get().isBlank()
                ? new io.memscope.store.Credentials(jdbcUser.get().strip(), jdbcPassword.get()) : null;
    }

    public String url() {
        StringBuilder url = new StringBuilder("jdbc:postgresql://").append(host.get().strip()).append(':')
                .append(port.get().strip()).append('/').append(encode(database.get().strip()));
        String sep = "?";
        if (!user.get().isBlank()) {
            url.append(sep).append("user=").append(encode(user.get().strip()));
            sep = "&";
        }
        if (!password.get().isEmpty()) {
            url.append(sep).append("password=").append(encode(password.get()));
        }
        return url.toString();
    }

    /** The URL typed names a Neo4j server (a Graphiti graph): no table or mapping applies to it. */
    public boolean isNeo4j() {
        return kind.get() == Kind.JDBC_URL
                && io.memscope.store.StoreKind.of(jdbcUrl.get().strip()) == io.memscope.store.StoreKind.NEO4J;
    }

    /** The mapping to open with: the one typed for a SQL table, none for a file or a Neo4j graph. */
    public TableMapping chosenMapping() {
        if (!mapsTables()) {
            return TableMapping.DEFAULT;
        }
        TableMapping builtIn = tables.builtInMapping();
        return builtIn != null ? builtIn : tableMapping();
    }

    /** The table and the columns that hold memscope's fields, as typed (or proposed). */
    public TableMapping tableMapping() {
        return TableMapping.parse(table.get().isBlank() ? null : table.get().strip(), mapping.get());
    }

    /** Opens the database read-only, counts its facts, and says what it found or why it failed. */
    public void test() {
        String target = location();
        TableMapping chosen = chosenMapping();
        testing.set(true);
        testPassed.set(false);
        testResult.set("Connecting…");
        ProgressTask<StoreSummary> task = new ProgressTask<>() {
            @Override
            protected StoreSummary call() throws Exception {
                try (MemoryStore store = StoreOpener.open(new OpenRequest(target, true, null, chosen, credentials()),
                        this)) {
                    return store.summary();
                }
            }
        };
        task.setOnSucceeded(e -> {
            testing.set(false);
            testPassed.set(true);
            StoreSummary s = task.getValue();
            testResult.set(String.format("Connected: %,d facts about %,d subjects.", s.facts(), s.subjects()));
        });
        task.setOnFailed(e -> {
            testing.set(false);
            testResult.set(String.valueOf(task.getException().getMessage()));
        });
        executor.execute(task);
    }

    private static String encode(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    public javafx.beans.property.ObjectProperty<Kind> kindProperty() {
        return kind;
    }

    public StringProperty fileProperty() {
        return file;
    }

    public StringProperty jdbcUrlProperty() {
        return jdbcUrl;
    }

    public StringProperty jdbcUserProperty() {
        return jdbcUser;
    }

    public StringProperty jdbcPasswordProperty() {
        return jdbcPassword;
    }

    public StringProperty hostProperty() {
        return host;
    }

    public StringProperty portProperty() {
        return port;
    }

    public StringProperty databaseProperty() {
        return database;
    }

    public StringProperty userProperty() {
        return user;
    }

    public StringProperty passwordProperty() {
        return password;
    }

    public StringProperty tableProperty() {
        return table;
    }

    public StringProperty mappingProperty() {
        return mapping;
    }

    public BooleanProperty readOnlyProperty() {
        return readOnly;
    }

    public StringProperty testResultProperty() {
        return testResult;
    }

    public BooleanProperty testingProperty() {
        return testing;
    }

    public BooleanProperty testPassedProperty() {
        return testPassed;
    }
}
