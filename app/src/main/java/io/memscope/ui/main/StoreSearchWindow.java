package io.memscope.ui.main;

import io.memscope.model.Fact;
import io.memscope.store.MemoryStore;
import io.memscope.ui.format.DateText;
import io.memscope.ui.task.BackgroundTask;
import io.memscope.ui.task.ProgressTask;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.controlsfx.control.textfield.TextFields;

import java.util.List;
import java.util.function.Function;

/**
 * Search across the open store, not only subject names: a fact's value, predicate, source or agent. The
 * search runs in the background (Enter starts it, a new search cancels the last); choosing a result shows
 * the fact on its subject's timeline.
 */
final class StoreSearchWindow {
    static final int LIMIT = 500;

    private final MainViewModel model;
    private final Stage stage = new Stage();
    private final TextField query = TextFields.createClearableTextField();
    private final TableView<Fact> results = new TableView<>();
    private final Label summary = new Label("Type a value, predicate, source or agent, then Enter.");
    private ProgressTask<List<Fact>> running;

    private StoreSearchWindow(Window owner, MainViewModel model) {
        this.model = model;
        stage.setTitle("Search the store");
        if (owner != null) {
            stage.initOwner(owner);
        }
        stage.initModality(Modality.NONE);
        query.setPromptText("Search values, predicates, sources and agents");
        query.setId("search-query");
        query.setOnAction(e -> search());
        results.setId("search-results");
        results.getColumns().setAll(List.of(column("Subject", Fact::subject, 160), column("Predicate", Fact::predicate, 130),
                column("Value", Fact::value, 220), column("Source", Fact::source, 160), column("Agent", Fact::agent, 100),
                column("Valid from", f -> DateText.of(f.validFrom()), 150)));
        results.setPlaceholder(new Label("No results yet"));
        results.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2) {
                showChosen();
            }
        });
        results.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                showChosen();
            }
        });
        VBox root = new VBox(8, query, summary, results);
        root.getStyleClass().add("search-window");
        VBox.setVgrow(results, Priority.ALWAYS);
        Scene scene = new Scene(root, 920, 520);
        if (owner != null && owner.getScene() != null) {
            scene.getStylesheets().setAll(owner.getScene().getStylesheets());
        }
        scene.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                stage.close();
            }
        });
        stage.setScene(scene);
        stage.setOnHidden(e -> cancel());
    }

    static StoreSearchWindow show(Window owner, MainViewModel model) {
        StoreSearchWindow window = new StoreSearchWindow(owner, model);
        window.stage.show();
        window.query.requestFocus();
        return window;
    }

    private static TableColumn<Fact, String> column(String title, Function<Fact, String> value, double width) {
        TableColumn<Fact, String> c = new TableColumn<>(title);
        c.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue()) == null ? ""
                : value.apply(cell.getValue())).getReadOnlyProperty());
        c.setPrefWidth(width);
        return c;
    }

    private void search() {
        StoreSession session = model.sessionProperty().get();
        String text = query.getText();
        cancel();
        if (session == null || text == null || text.isBlank()) {
            return;
        }
        MemoryStore store = session.store();
        summary.setText("Searching…");
        running = BackgroundTask.wrap(progress -> store.search(text, LIMIT, progress))
                .onSuccess(found -> {
                    results.getItems().setAll(found);
                    summary.setText(found.isEmpty() ? "Nothing found for \"" + text.strip() + "\""
                            : found.size() + (found.size() == LIMIT ? "+ facts (the first " + LIMIT + ")" : " facts")
                            + " — Enter or double-click shows one on its timeline");
                    if (!found.isEmpty()) {
                        results.getSelectionModel().selectFirst();
                    }
                })
                .onFailure(t -> summary.setText(MainViewModel.messageOf(t)))
                .onCancel(() -> summary.setText("Search cancelled"))
                .executeWith(model.executor().interactive());
    }

    private void cancel() {
        if (running != null) {
            running.cancel(true);
            running = null;
        }
    }

    private void showChosen() {
        Fact chosen = results.getSelectionModel().getSelectedItem();
        if (chosen != null) {
            model.showFact(chosen.id());
        }
    }
}
