package io.memscope.ui.replay;

import io.memscope.analysis.LinkChecks;
import io.memscope.analysis.Replay;
import io.memscope.analysis.SubjectFindings;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.PredicateCardinalities;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.util.Duration;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The replay player: steps through the moments a subject's memory changed, showing the facts as they
 * were known at each step and the findings they made then (a contradiction lights up while both
 * values are current). Play advances one step per tick at the chosen speed.
 */
public final class ReplayViewModel {
    private final BooleanProperty active = new SimpleBooleanProperty();
    private final BooleanProperty playing = new SimpleBooleanProperty();
    private final DoubleProperty speed = new SimpleDoubleProperty(1);
    private final IntegerProperty step = new SimpleIntegerProperty(-1);
    private final IntegerProperty steps = new SimpleIntegerProperty();
    private final ObjectProperty<Instant> time = new SimpleObjectProperty<>();
    private final ObservableList<Fact> facts = FXCollections.observableArrayList();
    private final ObservableList<Finding> findings = FXCollections.observableArrayList();
    private final Timeline ticker = new Timeline();
    private Replay replay;
    private List<Fact> all = List.of();
    private PredicateCardinalities cardinalities = PredicateCardinalities.NONE;

    public ReplayViewModel() {
        ticker.setCycleCount(Timeline.INDEFINITE);
        speed.addListener((o, old, s) -> retime());
        retime();
        step.addListener((o, old, i) -> show(i.intValue()));
        playing.addListener((o, was, on) -> {
            if (on) {
                if (step.get() >= steps.get() - 1) {
                    step.set(0);
                }
                ticker.play();
            } else {
                ticker.stop();
            }
        });
    }

    private void retime() {
        boolean running = ticker.getStatus() == javafx.animation.Animation.Status.RUNNING;
        ticker.stop();
        ticker.getKeyFrames().setAll(new KeyFrame(Duration.seconds(1.2 / Math.max(0.1, speed.get())), e -> tick()));
        if (running) {
            ticker.play();
        }
    }

    private void tick() {
        if (step.get() < steps.get() - 1) {
            step.set(step.get() + 1);
        } else {
            playing.set(false);
        }
    }

    /** Starts a replay of these facts at their first moment. */
    public void load(List<Fact> subjectFacts, PredicateCardinalities declared) {
        playing.set(false);
        all = List.copyOf(subjectFacts);
        cardinalities = declared;
        replay = Replay.of(all);
        steps.set(replay.moments().size());
        step.set(-1);
        step.set(steps.get() == 0 ? -1 : 0);
    }

    public void stepForward() {
        playing.set(false);
        if (step.get() < steps.get() - 1) {
            step.set(step.get() + 1);
        }
    }

    public void stepBack() {
        playing.set(false);
        if (step.get() > 0) {
            step.set(step.get() - 1);
        }
    }

    private void show(int i) {
        if (replay == null || i < 0 || i >= steps.get()) {
            facts.clear();
            findings.clear();
            time.set(null);
            return;
        }
        Instant t = replay.moments().get(i);
        List<Fact> known = replay.knownAt(t);
        Map<FactId, LinkChecks.Location> where = new HashMap<>();
        for (Fact f : all) {
            where.put(f.id(), new LinkChecks.Location(f.subject(), f.predicate()));
        }
        findings.setAll(SubjectFindings.of(known, cardinalities, id -> Optional.ofNullable(where.get(id))));
        facts.setAll(known);
        time.set(t);
    }

    public BooleanProperty activeProperty() {
        return active;
    }

    public BooleanProperty playingProperty() {
        return playing;
    }

    public DoubleProperty speedProperty() {
        return speed;
    }

    public IntegerProperty stepProperty() {
        return step;
    }

    public IntegerProperty stepsProperty() {
        return steps;
    }

    public ObjectProperty<Instant> timeProperty() {
        return time;
    }

    public ObservableList<Fact> facts() {
        return facts;
    }

    public ObservableList<Finding> findings() {
        return findings;
    }
}
