package io.memscope.ui.main;

import io.memscope.model.Fact;
import io.memscope.ui.replay.ReplayController;
import io.memscope.ui.replay.ReplayViewModel;
import io.memscope.ui.timeline.TimelineControl;
import io.memscope.ui.timeline.TimelineLayout;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.ToggleButton;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;

/**
 * The selected subject's timeline with its as-of cursor and replay, and the As-of tab that reads the cursor:
 * what memory held then beside what a naive last-mention reader would say.
 */
final class TimelinePane {
    private final MainViewModel model;
    private final TimelineControl timeline;
    private final AsOfTable asOfView;
    /** Set while a finding is being shown, so the facts' arrival does not refit the timeline away from it. */
    private boolean showingFinding;

    TimelinePane(MainViewModel model, TimelineControl timeline, Label timelineEmpty, AsOfTable asOfView) {
        this.model = model;
        this.timeline = timeline;
        this.asOfView = asOfView;
        Bindings.bindContent(timeline.getFacts(), model.subjectFacts());
        Bindings.bindContent(timeline.getFindings(), model.subjectFindings());
        timeline.aliasesProperty().bind(model.aliasesProperty());
        timeline.selectedFactProperty().bindBidirectional(model.selectedFactProperty());
        timelineEmpty.textProperty().bind(Bindings.createStringBinding(() -> {
            if (model.sessionProperty().get() == null) {
                return "";
            }
            if (model.selectedSubjectProperty().get() == null) {
                return "Choose a subject on the left to see its timeline.";
            }
            return model.subjectFacts().isEmpty() ? "Loading…" : "";
        }, model.sessionProperty(), model.selectedSubjectProperty(), model.subjectFacts()));
        timelineEmpty.visibleProperty().bind(timelineEmpty.textProperty().isNotEmpty());
        timelineEmpty.setMouseTransparent(true);
        model.subjectFacts().addListener((ListChangeListener<Fact>) c -> {
            if (!showingFinding) {
                timeline.fitAll();
            }
        });
    }

    /**
     * In replay the timeline shows the subject as it was known at the replay's moment, and the as-of
     * cursor sits at that moment, so the As-of tab tells what the agent would have answered then.
     */
    void bindReplay(ReplayController replayController, ToggleButton replayToggle, CheckMenuItem replayItem,
                    TabPane bottomTabs, Tab asOfTab) {
        ReplayViewModel replay = model.replay();
        replayController.bind(replay);
        replayToggle.selectedProperty().bindBidirectional(replayItem.selectedProperty());
        replayToggle.selectedProperty().addListener((o, was, on) -> model.setReplaying(on));
        replay.activeProperty().addListener((o, was, on) -> {
            replayToggle.setSelected(on);
            Bindings.unbindContent(timeline.getFacts(), on ? model.subjectFacts() : replay.facts());
            Bindings.unbindContent(timeline.getFindings(), on ? model.subjectFindings() : replay.findings());
            Bindings.bindContent(timeline.getFacts(), on ? replay.facts() : model.subjectFacts());
            Bindings.bindContent(timeline.getFindings(), on ? replay.findings() : model.subjectFindings());
            timeline.fitAll();
            if (on) {
                // keep the axis on the whole story so bars appear in place as the replay moves on
                timeline.setVisibleRange(TimelineLayout.of(model.subjectFacts(), model.subjectFindings(), Set.of(),
                        timeline.getNow()).extent().padded(TimelineLayout.FIT_MARGIN));
                timeline.setAsOf(replay.timeProperty().get());
                bottomTabs.getSelectionModel().select(asOfTab);
            } else {
                timeline.setAsOf(null);
            }
        });
        replay.timeProperty().addListener((o, old, t) -> {
            if (replay.activeProperty().get()) {
                timeline.setAsOf(t);
                refreshAsOf();
            }
        });
        replay.facts().addListener((ListChangeListener<Fact>) c -> refreshAsOf());
    }

    void bindAsOf(ToggleButton asOfToggle, CheckMenuItem asOfItem, TabPane bottomTabs, Tab asOfTab) {
        asOfToggle.selectedProperty().bindBidirectional(asOfItem.selectedProperty());
        asOfToggle.selectedProperty().addListener((o, was, on) -> {
            if (on && timeline.getAsOf() == null) {
                Instant start = timeline.getVisibleStart();
                Instant end = timeline.getVisibleEnd();
                timeline.setAsOf(start == null || end == null ? Instant.now()
                        : start.plus(Duration.between(start, end).dividedBy(2)));
                bottomTabs.getSelectionModel().select(asOfTab);
            } else if (!on) {
                timeline.setAsOf(null);
            }
        });
        timeline.asOfProperty().addListener((o, old, t) -> {
            asOfToggle.setSelected(t != null);
            refreshAsOf();
        });
        model.subjectFacts().addListener((ListChangeListener<Fact>) c -> refreshAsOf());
        refreshAsOf();
    }

    private void refreshAsOf() {
        List<Fact> facts = model.replay().activeProperty().get() ? model.replay().facts() : model.subjectFacts();
        asOfView.show(List.copyOf(facts), timeline.getAsOf());
    }

    void playPause(ToggleButton replayToggle) {
        if (!model.replay().activeProperty().get()) {
            replayToggle.setSelected(true);
        }
        model.replay().playingProperty().set(!model.replay().playingProperty().get());
    }

    TimelineControl timeline() {
        return timeline;
    }
}
