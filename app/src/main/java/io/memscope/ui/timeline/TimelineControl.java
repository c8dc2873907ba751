package io.memscope.ui.timeline;

import io.memscope.model.AliasGroups;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import javafx.beans.InvalidationListener;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.ObservableSet;
import javafx.css.CssMetaData;
import javafx.css.Styleable;
import javafx.scene.control.Control;
import javafx.scene.control.Skin;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Shows how every fact about one subject changed over time: a lane per predicate (or per attribute, for
 * predicates accepted as aliases), a bar per fact,
 * supersession arrows, problem markers, a "now" line and a draggable as-of cursor. This class holds
 * the state and the navigation; {@link TimelineSkin} draws it. Colours and sizes are CSS properties
 * (see {@link TimelineAppearance}); style class {@code timeline}.
 */
public class TimelineControl extends Control {
    /** One press of + or - magnifies or shrinks the view this much. */
    static final double ZOOM_STEP = 1.5;
    static final double FIT_MARGIN = TimelineLayout.FIT_MARGIN;

    private final ObservableList<Fact> facts = FXCollections.observableArrayList();
    private final ObservableList<Finding> findings = FXCollections.observableArrayList();
    private final ObservableSet<FactId> flaggedIds = FXCollections.observableSet();
    private final ObservableList<SuggestedLink> suggestedLinks = FXCollections.observableArrayList();
    private final ObjectProperty<AliasGroups> aliases = new SimpleObjectProperty<>(this, "aliases", AliasGroups.NONE);
    private final ObjectProperty<Fact> selectedFact = new SimpleObjectProperty<>(this, "selectedFact");
    private final ObjectProperty<Instant> asOf = new SimpleObjectProperty<>(this, "asOf");
    private final ObjectProperty<Instant> visibleStart = new SimpleObjectProperty<>(this, "visibleStart");
    private final ObjectProperty<Instant> visibleEnd = new SimpleObjectProperty<>(this, "visibleEnd");
    private final ObjectProperty<Instant> now =
            new SimpleObjectProperty<>(this, "now", Instant.now().truncatedTo(ChronoUnit.MICROS));
    private final ObjectProperty<ZoneId> zone = new SimpleObjectProperty<>(this, "zone", ZoneOffset.UTC);
    private final ReadOnlyObjectWrapper<TimelineLayout> layout = new ReadOnlyObjectWrapper<>(this, "layout");
    private final TimelineAppearance appearance = new TimelineAppearance(this);

    public TimelineControl() {
        getStyleClass().add("timeline");
        setFocusTraversable(true);
        layout.set(TimelineLayout.empty(getNow()));
        InvalidationListener relayout = o -> relayout();
        facts.addListener(relayout);
        findings.addListener(relayout);
        flaggedIds.addListener(relayout);
        now.addListener(relayout);
        aliases.addListener(relayout);
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new TimelineSkin(this);
    }

    /**
     * Paints what the control shows (laid out, with its skin and styles applied) with {@code pen}: the
     * same painting as on screen, for an export that is not a bitmap.
     *
     * @throws IllegalStateException before the control has its skin (it has not been shown or laid out)
     */
    public void paintTo(Pen pen) {
        if (!(getSkin() instanceof TimelineSkin skin)) {
            throw new IllegalStateException("the timeline has no skin yet: lay it out first");
        }
        skin.paintTo(pen);
    }

    /** Recomputes the layout; keeps the selection if its fact is still shown, and fits a first view. */
    private void relayout() {
        boolean firstContent = getLayout().isEmpty();
        TimelineLayout computed = TimelineLayout.of(facts, findings, flaggedIds, getNow(), getAliases());
        layout.set(computed);
        Fact selected = getSelectedFact();
        if (selected != null) {
            setSelectedFact(computed.bar(selected.id()).map(TimelineBar::fact).orElse(null));
        }
        if (visibleRange().isEmpty() || firstContent && !computed.isEmpty()) {
            fitAll();
        }
    }

    // ---- view range -------------------------------------------------------------------------

    /** The visible range, if start and end are set and in order. */
    public Optional<TimeRange> visibleRange() {
        Instant s = getVisibleStart();
        Instant e = getVisibleEnd();
        return s != null && e != null && e.isAfter(s) ? Optional.of(new TimeRange(s, e)) : Optional.empty();
    }

    public void setVisibleRange(TimeRange range) {
        setVisibleStart(range.start());
        setVisibleEnd(range.end());
    }

    private TimeRange currentRange() {
        return visibleRange().orElseGet(() -> getLayout().fit().padded(FIT_MARGIN));
    }

    public void zoomIn() {
        zoomAt(ZOOM_STEP, zoomAnchor());
    }

    public void zoomOut() {
        zoomAt(1 / ZOOM_STEP, zoomAnchor());
    }

    /**
     * Where + and - zoom around: the middle of the selected fact's part of the view, so the fact being
     * looked at stays on screen however far one zooms in, or the middle of the view when none is shown.
     */
    private Instant zoomAnchor() {
        TimeRange view = currentRange();
        return selectedBar().filter(b -> view.intersects(b.start(), b.end())).map(b -> {
            Instant from = b.start().isBefore(view.start()) ? view.start() : b.start();
            Instant to = b.end().isAfter(view.end()) ? view.end() : b.end();
            return TimeRange.plusSeconds(from, TimeRange.seconds(from, to) / 2);
        }).orElse(view.middle());
    }

    /** Magnifies the view {@code factor} times (below 1 shrinks it), keeping {@code anchor} in place. */
    public void zoomAt(double factor, Instant anchor) {
        setVisibleRange(currentRange().zoomedAt(factor, anchor));
    }

    /** Moves the view later in time by {@code by} (earlier when negative). */
    public void panBy(Duration by) {
        setVisibleRange(currentRange().shiftedBy(by));
    }

    /** Shows the facts readably, with a small margin: see {@link TimelineLayout#fit()}. */
    public void fitAll() {
        setVisibleRange(getLayout().fit().padded(FIT_MARGIN));
    }

    /** The height that shows the axis and every lane with nothing to spare: a picture's tight fit. */
    public double fittedHeight() {
        double rowHeight = appearance.rowHeight.get().doubleValue();
        return snappedTopInset() + appearance.axisHeight.get().doubleValue()
                + TimelineGeometry.contentHeight(getLayout(), rowHeight) + 1 + snappedBottomInset();
    }

    // ---- keyboard navigation ----------------------------------------------------------------

    public void selectNextFact() {
        stepInLane(bar -> getLayout().next(bar));
    }

    public void selectPreviousFact() {
        stepInLane(bar -> getLayout().previous(bar));
    }

    /** Up: the sub-row above, or the last sub-row of the lane above. */
    public void selectRowAbove() {
        stepRow(-1);
    }

    /** Down: the lane's next sub-row, or the first sub-row of the lane below. */
    public void selectRowBelow() {
        stepRow(+1);
    }

    private Optional<TimelineBar> selectedBar() {
        Fact f = getSelectedFact();
        return f == null ? Optional.empty() : getLayout().bar(f.id());
    }

    private void stepInLane(Function<TimelineBar, Optional<TimelineBar>> step) {
        Optional<TimelineBar> current = selectedBar();
        if (current.isEmpty()) {
            selectFirstVisible();
            return;
        }
        step.apply(current.get()).ifPresent(this::select);
    }

    /**
     * Moves to the neighbouring sub-row, lane by lane and row by row so every row is reached, to the bar
     * at the same point in time (or the nearest one).
     */
    private void stepRow(int direction) {
        Optional<TimelineBar> current = selectedBar();
        if (current.isEmpty()) {
            selectFirstVisible();
            return;
        }
        TimelineBar bar = current.get();
        TimeRange view = currentRange();
        Instant reference = clamp(bar.start().isBefore(view.start()) ? view.middle() : bar.start(), view);
        List<TimelineLane> lanes = getLayout().lanes();
        int lane = bar.lane();
        int row = bar.subRow();
        while (true) {
            row += direction;
            if (row < 0 || row >= lanes.get(lane).rowCount()) {
                lane += direction;
                if (lane < 0 || lane >= lanes.size()) {
                    return;
                }
                row = direction > 0 ? 0 : lanes.get(lane).rowCount() - 1;
            }
            Optional<TimelineBar> target = getLayout().nearest(lane, row, reference);
            if (target.isPresent()) {
                select(target.get());
                return;
            }
        }
    }

    private void selectFirstVisible() {
        TimeRange view = currentRange();
        for (TimelineLane lane : getLayout().lanes()) {
            Optional<TimelineBar> bar = getLayout().nearest(lane.index(), view.start());
            if (bar.isPresent()) {
                select(bar.get());
                return;
            }
        }
    }

    /** Selects the bar's fact and pans (never zooms) so that it is on screen. */
    private void select(TimelineBar bar) {
        setSelectedFact(bar.fact());
        TimeRange view = currentRange();
        if (!view.intersects(bar.start(), bar.end())) {
            Instant target = bar.start().isBefore(view.start()) ? bar.end() : bar.start();
            panBy(Duration.between(view.middle(), target));
        }
    }

    private static Instant clamp(Instant t, TimeRange range) {
        return t.isBefore(range.start()) ? range.start() : t.isAfter(range.end()) ? range.end() : t;
    }

    // ---- properties -------------------------------------------------------------------------

    public ObservableList<Fact> getFacts() {
        return facts;
    }

    public ObservableList<Finding> getFindings() {
        return findings;
    }

    public ObservableSet<FactId> getFlaggedIds() {
        return flaggedIds;
    }

    /** Supersessions suggested and not decided: drawn, never laid out as facts' links. */
    public ObservableList<SuggestedLink> getSuggestedLinks() {
        return suggestedLinks;
    }

    /** Accepted aliases: predicates of one attribute share a lane (null shows a lane per predicate). */
    public ObjectProperty<AliasGroups> aliasesProperty() {
        return aliases;
    }

    public AliasGroups getAliases() {
        return aliases.get() == null ? AliasGroups.NONE : aliases.get();
    }

    public void setAliases(AliasGroups groups) {
        aliases.set(groups);
    }

    public ObjectProperty<Fact> selectedFactProperty() {
        return selectedFact;
    }

    public Fact getSelectedFact() {
        return selectedFact.get();
    }

    public void setSelectedFact(Fact fact) {
        selectedFact.set(fact);
    }

    /** The as-of cursor; null hides it. */
    public ObjectProperty<Instant> asOfProperty() {
        return asOf;
    }

    public Instant getAsOf() {
        return asOf.get();
    }

    public void setAsOf(Instant t) {
        asOf.set(t);
    }

    public ObjectProperty<Instant> visibleStartProperty() {
        return visibleStart;
    }

    public Instant getVisibleStart() {
        return visibleStart.get();
    }

    public void setVisibleStart(Instant t) {
        visibleStart.set(t);
    }

    public ObjectProperty<Instant> visibleEndProperty() {
        return visibleEnd;
    }

    public Instant getVisibleEnd() {
        return visibleEnd.get();
    }

    public void setVisibleEnd(Instant t) {
        visibleEnd.set(t);
    }

    /** Where current facts end and the "now" line is drawn; settable so tests and replays are deterministic. */
    public ObjectProperty<Instant> nowProperty() {
        return now;
    }

    public Instant getNow() {
        return now.get();
    }

    public void setNow(Instant t) {
        now.set(t);
    }

    /** The zone the axis labels and tooltips are written in (UTC unless set). */
    public ObjectProperty<ZoneId> zoneProperty() {
        return zone;
    }

    public ZoneId getZone() {
        return zone.get();
    }

    public void setZone(ZoneId z) {
        zone.set(z);
    }

    public ReadOnlyObjectProperty<TimelineLayout> layoutProperty() {
        return layout.getReadOnlyProperty();
    }

    public TimelineLayout getLayout() {
        return layout.get();
    }

    /** The styleable colours and sizes. */
    public TimelineAppearance appearance() {
        return appearance;
    }

    public static List<CssMetaData<? extends Styleable, ?>> getClassCssMetaData() {
        return TimelineAppearance.CLASS_CSS_META_DATA;
    }

    @Override
    public List<CssMetaData<? extends Styleable, ?>> getControlCssMetaData() {
        return getClassCssMetaData();
    }
}
