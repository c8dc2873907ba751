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
 * The Connect to PostgreSQL form. Builds the JDBC URL from the fields; the password goes into the
 * URL only in memory (the recent-stores list keeps the URL without it), and an empty password
 * leaves PGPASSWORD and ~/.pgpass to supply one, as psql does.
 */
public final class ConnectViewModel {
    private final TaskExecutor executor;
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

    public ConnectViewModel(TaskExecutor executor) {
        this.executor = executor;
    }

    /** The form is complete enough to try. */
    public BooleanBinding validProperty() {
        return Bindings.createBooleanBinding(() -> !host.get().isBlank() && !database.get().isBlank()
                        && port.get().strip().matches("\\d{1,5}") && !table.get().isBlank() && problem().isEmpty(),
                host, port, database, table, mapping);
    }

    /** Why the form cannot be used yet, or empty. */
    public String problem() {
        try {
            tableMapping();
        } catch (IllegalArgumentException e) {
            return "Column mapping: " + e.getMessage() + " (write field=column pairs, e.g. value=object,valid_from=valid_at).";
        }
        if (!port.get().strip().matches("\\d{1,5}")) {
            return "The port is a number, e.g. 5432.";
        }
        return "";
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

    /** The table and the columns that hold memscope's fields, as typed (or proposed). */
    public TableMapping tableMapping() {
        return TableMapping.parse(table.get().isBlank() ? null : table.get().strip(), mapping.get());
    }

    /** Reads the table's column names and proposes which holds which field. */
    public void proposeMapping() {
        String target = url();
        String tableName = table.get().strip();
        testResult.set("Reading the columns of " + tableName + "…");
        ProgressTask<TableMapping> task = new ProgressTask<>() {
            @Override
            protected TableMapping call() throws Exception {
                return StoreOpener.proposeMapping(target, tableName);
            }
        };
        task.setOnSucceeded(e -> {
            TableMapping proposed = task.getValue();
            mapping.set(proposed.columns().entrySet().stream().map(en -> en.getKey() + "=" + en.getValue())
                    .collect(java.util.stream.Collectors.joining(",")));
            testResult.set(proposed.columns().isEmpty() ? "Every field has a column of its own name."
                    : "Proposed a mapping from the column names: check it before connecting.");
        });
        task.setOnFailed(e -> testResult.set(String.valueOf(task.getException().getMessage())));
        executor.execute(task);
    }

    /** Opens the database read-only, counts its facts, and says what it found or why it failed. */
    public void test() {
        String target = url();
        TableMapping chosen = tableMapping();
        testing.set(true);
        testPassed.set(false);
        testResult.set("Connecting…");
        ProgressTask<StoreSummary> task = new ProgressTask<>() {
            @Override
            protected StoreSummary call() throws Exception {
                try (MemoryStore store = StoreOpener.open(new OpenRequest(target, true, null, chosen), this)) {
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
