package io.memscope.ui.review;

import io.memscope.model.AliasGroups;
import io.memscope.model.AnalysisReport;
import io.memscope.model.RecheckFlag;
import io.memscope.review.SuggestedAlias;
import io.memscope.review.SuggestedSupersession;
import io.memscope.store.MemoryStore;
import io.memscope.suggest.Suggestion;
import io.memscope.ui.dialog.DialogService;
import io.memscope.ui.task.TaskExecutor;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.fxml.FXMLLoader;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.io.UncheckedIOException;
import java.util.function.Function;
import java.util.function.Supplier;

/** Opens the review queue in its own window beside the inspector, following the store's analysis. */
public final class ReviewWindow {
    private final Stage stage = new Stage();
    private final ReviewQueueViewModel queue;

    /** A queue whose suggested aliases imply no supersession to link (a window without a Suggestions tab). */
    public ReviewWindow(Window owner, TaskExecutor executor, ActionsViewModel actions, Supplier<MemoryStore> store,
                        ObservableValue<AnalysisReport> report, ObservableValue<AliasGroups> aliases,
                        ObservableList<Suggestion> suggestions, DialogService dialogs) {
        this(owner, executor, actions, store, report, aliases, suggestions, s -> List.of(), dialogs);
    }

    /**
     * {@code aliases}: the accepted aliases the report was made with, so the small timeline draws the names of
     * one attribute in one lane; {@code suggestions}: the undecided suggestions, as the Suggestions tab lists
     * them, which are queued; {@code implied}: the shown supersessions an alias implies, linked when it is
     * accepted.
     */
    public ReviewWindow(Window owner, TaskExecutor executor, ActionsViewModel actions, Supplier<MemoryStore> store,
                        ObservableValue<AnalysisReport> report, ObservableValue<AliasGroups> aliases,
                        ObservableList<Suggestion> suggestions,
                        Function<Suggestion, List<Suggestion.ImplicitSupersession>> implied, DialogService dialogs) {
        queue = new ReviewQueueViewModel(executor, actions, store);
        FXMLLoader loader = new FXMLLoader(ReviewWindow.class.getResource("review-queue.fxml"));
        Parent root;
        try {
            root = loader.load();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ReviewController controller = loader.getController();
        controller.bind(queue, dialogs.over(stage), actions.flaggedIds(), stage::close);
        controller.laneAliases(aliases);
        Scene scene = new Scene(root);
        javafx.collections.ObservableList<String> themed = owner != null && owner.getScene() != null
                ? owner.getScene().getStylesheets() : null;
        if (themed != null) {
            javafx.beans.binding.Bindings.bindContent(scene.getStylesheets(), themed); // the theme follows Ctrl+D
            stage.initOwner(owner);
        }
        stage.setTitle("Review queue - memscope");
        stage.setScene(scene);
        ChangeListener<AnalysisReport> onReport = (o, old, r) -> queue.rebuild(r);
        ListChangeListener<RecheckFlag> onFlags = c -> queue.rebuild(report.getValue());
        ListChangeListener<Suggestion> onSuggestions = c -> queue.suggest(aliases(suggestions, implied),
                supersessions(suggestions));
        report.addListener(onReport);
        actions.flags().addListener(onFlags);
        suggestions.addListener(onSuggestions);
        stage.setOnHidden(e -> {
            report.removeListener(onReport);
            actions.flags().removeListener(onFlags);
            suggestions.removeListener(onSuggestions);
            if (themed != null) {
                javafx.beans.binding.Bindings.unbindContent(scene.getStylesheets(), themed);
            }
        });
        queue.rebuild(report.getValue());
        queue.suggest(aliases(suggestions, implied), supersessions(suggestions));
    }

    private static List<SuggestedAlias> aliases(List<Suggestion> suggestions,
                                                Function<Suggestion, List<Suggestion.ImplicitSupersession>> implied) {
        List<SuggestedAlias> queued = new ArrayList<>();
        for (Suggestion s : suggestions) {
            if (!(s instanceof Suggestion.ImplicitSupersession)) {
                AliasDecisions.of(s, implied.apply(s)).ifPresent(queued::add);
            }
        }
        return queued;
    }

    private static List<SuggestedSupersession> supersessions(List<Suggestion> suggestions) {
        List<SuggestedSupersession> queued = new ArrayList<>();
        for (Suggestion s : suggestions) {
            if (s instanceof Suggestion.ImplicitSupersession i) {
                queued.add(new SuggestedSupersession(i.oldFact(), i.newFact(), i.score(), i.why()));
            }
        }
        return queued;
    }

    public ReviewQueueViewModel queue() {
        return queue;
    }

    public void show() {
        stage.show();
        stage.getScene().getRoot().requestFocus();
    }

    public Stage stage() {
        return stage;
    }
}
