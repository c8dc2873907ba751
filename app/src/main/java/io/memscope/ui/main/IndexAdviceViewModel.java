package io.memscope.ui.main;

import io.memscope.ui.dialog.Message;
import io.memscope.store.MemoryStore;
import io.memscope.store.MissingIndex;
import io.memscope.store.StoreDescriptor;
import io.memscope.store.StoreKind;
import io.memscope.ui.task.ProgressTask;
import io.memscope.ui.task.TaskExecutor;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import java.util.List;
import java.util.function.Consumer;

/**
 * Tells the operator when an open H2 or PostgreSQL store lacks the indexes memscope's queries rely on
 * ({@link MemoryStore#missingIndexes()}), and offers to create them in a writable store: without them every answer is
 * still right, but the analysis sorts or reads every row of the table where the index alone would do,
 * which on millions of facts is seconds more each time. Checked in the background when a store opens; a
 * store memscope wrote has them, so the notice shows only for tables written by other tools.
 */
public final class IndexAdviceViewModel {
    private final TaskExecutor executor;
    private final BooleanProperty shown = new SimpleBooleanProperty();
    private final BooleanProperty canCreate = new SimpleBooleanProperty();
    private final BooleanProperty busy = new SimpleBooleanProperty();
    private final StringProperty message = new SimpleStringProperty("");
    private Consumer<Message> errorSink = m -> { };
    private Consumer<String> statusSink = m -> { };
    /** Where the store was opened from (a URL may carry a password: never shown), or null when none is checked. */
    private String location;
    private StoreDescriptor store;
    /** The open store the advice is about; a check that ends after another store was opened is dropped. */
    private MemoryStore checked;

    IndexAdviceViewModel(TaskExecutor executor) {
        this.executor = executor;
    }

    void setSinks(Consumer<Message> errors, Consumer<String> status) {
        this.errorSink = errors;
        this.statusSink = status;
    }

    /** Checks the newly opened store; only the default table layout of a relational store is checked. */
    void check(StoreSession session) {
        dismiss();
        StoreDescriptor d = session.store().descriptor();
        if (d.kind() == StoreKind.JSON || !session.mapping().isDefault()) {
            location = null;
            checked = null;
            return;
        }
        String at = session.openedWith();
        MemoryStore open = session.store();
        location = at;
        store = d;
        checked = open;
        ProgressTask<List<MissingIndex>> task = new ProgressTask<>() {
            @Override
            protected List<MissingIndex> call() throws Exception {
                return open.missingIndexes();
            }
        };
        task.setOnSucceeded(e -> {
            if (open == checked) {
                show(task.getValue());
            }
        });
        // a store whose indexes cannot be read is still open and usable: nothing to advise
        executor.execute(task);
    }

    /** Creates the missing indexes in the background; they change how fast answers come, never what they are. */
    public void create() {
        if (location == null || !canCreate.get() || busy.get()) {
            return;
        }
        createIn(checked);
    }

    private void createIn(MemoryStore in) {
        busy.set(true);
        ProgressTask<List<MissingIndex>> task = new ProgressTask<>() {
            @Override
            protected List<MissingIndex> call() throws Exception {
                update("creating indexes (on a big store this takes a while)", -1, -1);
                return in.createMissingIndexes();
            }
        };
        task.setOnSucceeded(e -> {
            busy.set(false);
            dismiss();
            int n = task.getValue().size();
            statusSink.accept("Created " + n + (n == 1 ? " index" : " indexes") + " in " + store.location()
                    + ": the next analysis uses " + (n == 1 ? "it." : "them."));
        });
        task.setOnFailed(e -> {
            busy.set(false);
            errorSink.accept(Message.of(Message.Kind.STORE_FAILED, String.valueOf(task.getException().getMessage())));
        });
        executor.execute(task);
    }

    public void dismiss() {
        shown.set(false);
        canCreate.set(false);
        message.set("");
    }

    private void show(List<MissingIndex> missing) {
        if (missing.isEmpty()) {
            dismiss();
            return;
        }
        if (!store.readOnly() && SampleStores.isCopy(location)) {
            // memscope's own demo copy, made by an earlier version before the index existed: nobody to ask
            createIn(checked);
            return;
        }
        String what = missing.size() == 1 ? "an index" : missing.size() + " indexes";
        String advice = store.readOnly()
                ? " Open it writable to create them here, or run: memscope index STORE --create"
                : " Create them now? It runs in the background; on a big store it takes a while.";
        message.set("This store lacks " + what + " that memscope's analysis relies on: " + String.join(" and ",
                missing.stream().map(MissingIndex::shown).toList()) + ". Every answer is still right, but"
                + " the analysis reads every row of the table where this index alone would do." + advice);
        canCreate.set(!store.readOnly());
        shown.set(true);
    }

    public ReadOnlyBooleanProperty shownProperty() {
        return shown;
    }

    public ReadOnlyBooleanProperty canCreateProperty() {
        return canCreate;
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy;
    }

    public ReadOnlyStringProperty messageProperty() {
        return message;
    }
}
