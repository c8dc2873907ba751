package io.memscope.ui.main;

import io.memscope.ui.dialog.Message;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.ui.replay.ReplayViewModel;
import io.memscope.ui.task.BackgroundTask;
import io.memscope.ui.task.TaskExecutor;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The subject browser: the subject list, the selected subject with its facts and findings (the timeline),
 * the selected fact (its details), and the replay of the subject's history.
 */
public final class SubjectBrowserViewModel {
    private final TaskExecutor executor;
    private final Supplier<StoreSession> session;
    private final Function<String, List<Finding>> findingsOf;
    private final Function<String, List<String>> keysOf;
    private final SubjectListViewModel subjectList;
    private final StringProperty selectedSubject = new SimpleStringProperty();
    private final ObservableList<Fact> subjectFacts = FXCollections.observableArrayList();
    private final ObservableList<Finding> subjectFindings = FXCollections.observableArrayList();
    private final ObjectProperty<Fact> selectedFact = new SimpleObjectProperty<>();
    private final FactDetailsViewModel details;
    private final ReplayViewModel replay = new ReplayViewModel();
    private Consumer<Message> errorSink = message -> { };
    private Consumer<String> statusSink = message -> { };
    private SubjectFactsTask subjectLoad;
    private FactId pendingSelection;

    /**
     * @param findingsOf the findings of a subject's entity (the subject and the keys accepted as it)
     * @param keysOf     a subject's keys: itself and those accepted as the same entity, whose facts it shows
     */
    SubjectBrowserViewModel(TaskExecutor executor, Supplier<StoreSession> session,
                            Function<String, List<Finding>> findingsOf, Function<String, List<String>> keysOf) {
        this.executor = executor;
        this.session = session;
        this.findingsOf = findingsOf;
        this.keysOf = keysOf;
        this.subjectList = new SubjectListViewModel(executor.computations()); // never behind a busy SQL store
        this.details = new FactDetailsViewModel(executor);
        selectedSubject.addListener((obs, old, subject) -> loadSubject(subject));
        selectedFact.addListener((obs, old, fact) -> details.show(fact, subjectFacts, storeOrNull()));
    }

    void setSinks(Consumer<Message> errors, Consumer<String> status) {
        this.errorSink = errors;
        this.statusSink = status;
    }

    /** Reads the selected subject again, keeping the selected fact (after a change of the store). */
    void reloadKeepingSelection() {
        pendingSelection = selectedFact.get() == null ? null : selectedFact.get().id();
        loadSubject(selectedSubject.get());
    }

    /** Shows nothing: no subject, no facts (the store was closed or replaced). */
    void clear() {
        selectedSubject.set(null);
        subjectFacts.clear();
        subjectFindings.clear();
    }

    /** The selected subject's findings, from the latest analysis. */
    void refreshFindings() {
        subjectFindings.setAll(findingsOf.apply(selectedSubject.get()));
    }

    private void loadSubject(String subject) {
        if (subjectLoad != null) {
            // Without interrupting: an interrupt that lands in H2's file read closes the store's file channel,
            // and every later read of that store fails. The old read is short; its result is simply dropped.
            subjectLoad.cancel(false);
            subjectLoad = null;
        }
        StoreSession current = session.get();
        if (subject == null || current == null) {
            subjectFacts.clear();
            subjectFindings.clear();
            selectedFact.set(null);
            return;
        }
        SubjectFactsTask task = new SubjectFactsTask(current.store(), subject, keysOf.apply(subject));
        subjectLoad = task;
        task.setOnSucceeded(e -> {
            if (subjectLoad == task && subject.equals(selectedSubject.get())) {
                subjectLoad = null;
                subjectFacts.setAll(task.getValue());
                refreshFindings();
                if (replay.activeProperty().get()) {
                    replay.load(task.getValue(), session.get().cardinalities());
                }
                selectPending();
            }
        });
        task.setOnFailed(e -> {
            if (subjectLoad == task) {
                subjectLoad = null;
                errorSink.accept(Message.of(Message.Kind.STORE_FAILED, MainViewModel.messageOf(task.getException())));
            }
        });
        executor.interactive().execute(task); // not behind an analysis that holds both workers
    }

    /** Opens the finding's subject and selects the first fact it concerns. */
    public void showFinding(Finding finding) {
        if (finding == null) {
            return;
        }
        pendingSelection = finding.factIds().get(0);
        boolean shown = subjectFacts.stream().anyMatch(f -> f.id().equals(finding.factIds().get(0)));
        if ((finding.subject().equals(selectedSubject.get()) || shown) && subjectLoad == null) {
            selectPending();
        } else {
            selectedSubject.set(finding.subject());
        }
    }

    /**
     * Selects a fact by id, opening its subject first when it belongs to another one (a dependency or a
     * cross link can point anywhere in the store).
     */
    public void showFact(FactId id) {
        Fact here = subjectFacts.stream().filter(f -> f.id().equals(id)).findFirst().orElse(null);
        if (here != null) {
            selectedFact.set(here);
            return;
        }
        StoreSession current = session.get();
        if (current == null) {
            return;
        }
        BackgroundTask.wrap(progress -> current.store().fact(id))
                .onSuccess(found -> found.ifPresentOrElse(fact -> {
                    pendingSelection = id;
                    selectedSubject.set(fact.subject());
                }, () -> statusSink.accept("Fact " + id + " is not in this store.")))
                .onFailure(t -> errorSink.accept(Message.of(Message.Kind.STORE_FAILED, MainViewModel.messageOf(t))))
                .executeWith(executor.interactive());
    }

    private void selectPending() {
        if (pendingSelection == null) {
            selectedFact.set(null);
            return;
        }
        FactId wanted = pendingSelection;
        pendingSelection = null;
        selectedFact.set(subjectFacts.stream().filter(f -> f.id().equals(wanted)).findFirst().orElse(null));
    }

    /** Starts or stops the replay of the selected subject. */
    public void setReplaying(boolean on) {
        StoreSession s = session.get();
        if (on && s != null) {
            replay.load(List.copyOf(subjectFacts), s.cardinalities());
        } else {
            replay.playingProperty().set(false);
        }
        replay.activeProperty().set(on && s != null);
    }

    private io.memscope.store.MemoryStore storeOrNull() {
        StoreSession s = session.get();
        return s == null ? null : s.store();
    }

    public SubjectListViewModel subjectList() {
        return subjectList;
    }

    public StringProperty selectedSubjectProperty() {
        return selectedSubject;
    }

    public ObservableList<Fact> subjectFacts() {
        return subjectFacts;
    }

    public ObservableList<Finding> subjectFindings() {
        return subjectFindings;
    }

    public ObjectProperty<Fact> selectedFactProperty() {
        return selectedFact;
    }

    public ReplayViewModel replay() {
        return replay;
    }

    public FactDetailsViewModel details() {
        return details;
    }
}
