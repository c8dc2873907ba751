package io.memscope.ui.timeline;

import io.memscope.model.Fact;
import javafx.beans.InvalidationListener;
import javafx.geometry.Orientation;
import javafx.scene.Cursor;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.SkinBase;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.util.Duration;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Optional;

/**
 * Draws a {@link TimelineControl} on one canvas and turns mouse and keys into calls on the control.
 * Every change only marks the frame dirty and requests layout; the frame is painted once, in
 * {@link #layoutChildren}, during the next pulse, however many changes came before it.
 */
public class TimelineSkin extends SkinBase<TimelineControl> {
    /** Wheel zoom per pixel of scroll delta: one notch (40 px) zooms about 15 %. */
    private static final double WHEEL_ZOOM_BASE = 1.0035;
    /** A press that moves less than this is a click, not a drag. */
    private static final double CLICK_SLOP = 3;

    private final Canvas canvas = new Canvas();
    private final Pen canvasPen = new CanvasPen(canvas.getGraphicsContext2D());
    private final ScrollBar vbar = new ScrollBar();
    private final TimelinePainter painter;
    private final Tooltip tooltip = new Tooltip();
    private boolean dirty = true;
    private TimelineGeometry geometry;
    private Object hovered;
    /** Frames painted so far; lets a test see that many changes in one pulse cost one frame. */
    private long framesPainted;

    private enum Drag { NONE, PAN, AS_OF }

    private Drag drag = Drag.NONE;
    private double pressX;
    private double pressY;
    private boolean moved;
    private TimeScale pressScale;
    private TimeRange pressRange;

    public TimelineSkin(TimelineControl control) {
        super(control);
        painter = new TimelinePainter(control.appearance(), control.getSuggestedLinks());
        vbar.setOrientation(Orientation.VERTICAL);
        vbar.setVisible(false);
        tooltip.setShowDelay(Duration.millis(300));
        tooltip.setShowDuration(Duration.seconds(20));
        getChildren().addAll(canvas, vbar);

        InvalidationListener redraw = o -> markDirty();
        control.layoutProperty().addListener(redraw);
        control.selectedFactProperty().addListener(redraw);
        control.asOfProperty().addListener(redraw);
        control.visibleStartProperty().addListener(redraw);
        control.visibleEndProperty().addListener(redraw);
        control.zoneProperty().addListener(redraw);
        control.getSuggestedLinks().addListener(redraw);
        control.appearance().observables().forEach(o -> o.addListener(redraw));
        vbar.valueProperty().addListener(redraw);

        canvas.addEventHandler(ScrollEvent.SCROLL, this::onScroll);
        canvas.addEventHandler(MouseEvent.MOUSE_PRESSED, this::onPressed);
        canvas.addEventHandler(MouseEvent.MOUSE_DRAGGED, this::onDragged);
        canvas.addEventHandler(MouseEvent.MOUSE_RELEASED, this::onReleased);
        canvas.addEventHandler(MouseEvent.MOUSE_MOVED, this::onMoved);
        canvas.addEventHandler(MouseEvent.MOUSE_EXITED, e -> hover(null, e));
        control.addEventHandler(KeyEvent.KEY_PRESSED, this::onKey);
    }

    private void markDirty() {
        dirty = true;
        getSkinnable().requestLayout();
    }

    @Override
    protected void layoutChildren(double x, double y, double w, double h) {
        TimelineControl c = getSkinnable();
        double contentHeight = TimelineGeometry.contentHeight(c.getLayout(), rowHeight());
        double viewport = h - axisHeight();
        boolean scrolls = contentHeight > viewport && viewport > 0;
        double barWidth = scrolls ? vbar.prefWidth(-1) : 0;
        vbar.setVisible(scrolls);
        if (scrolls) {
            vbar.resizeRelocate(x + w - barWidth, y + axisHeight(), barWidth, viewport);
            vbar.setMax(contentHeight - viewport);
            vbar.setVisibleAmount(vbar.getMax() * viewport / contentHeight);
            vbar.setBlockIncrement(viewport * 0.9);
            vbar.setUnitIncrement(rowHeight());
        } else if (vbar.getValue() != 0) {
            vbar.setValue(0);
        }
        double cw = Math.max(1, w - barWidth);
        double ch = Math.max(1, h);
        if (canvas.getWidth() != cw || canvas.getHeight() != ch) {
            canvas.setWidth(cw);
            canvas.setHeight(ch);
            dirty = true;
        }
        canvas.relocate(x, y);
        if (dirty) {
            dirty = false;
            paint();
        }
    }

    private void paint() {
        framesPainted++;
        TimelineControl c = getSkinnable();
        geometry = geometry();
        String title = c.getFacts().isEmpty() ? null : c.getFacts().get(0).subject();
        painter.paint(canvasPen, geometry, c.getSelectedFact(), c.getAsOf(), title);
    }

    /** The frame on screen, painted again with {@code pen} (a vector export draws what the canvas shows). */
    void paintTo(Pen pen) {
        TimelineControl c = getSkinnable();
        String title = c.getFacts().isEmpty() ? null : c.getFacts().get(0).subject();
        painter.paint(pen, geometry(), c.getSelectedFact(), c.getAsOf(), title);
    }

    long framesPainted() {
        return framesPainted;
    }

    /** The geometry of the frame on screen (computed afresh if nothing was painted yet). */
    TimelineGeometry geometry() {
        TimelineControl c = getSkinnable();
        TimeRange range = c.visibleRange().orElseGet(() -> c.getLayout().fit().padded(TimelineControl.FIT_MARGIN));
        return new TimelineGeometry(c.getLayout(), range, c.getZone(), canvas.getWidth(), canvas.getHeight(),
                c.appearance().laneLabelWidth.get().doubleValue(), axisHeight(), rowHeight(),
                vbar.isVisible() ? vbar.getValue() : 0);
    }

    private double rowHeight() {
        return getSkinnable().appearance().rowHeight.get().doubleValue();
    }

    private double axisHeight() {
        return getSkinnable().appearance().axisHeight.get().doubleValue();
    }

    // ---- mouse ------------------------------------------------------------------------------

    private void onScroll(ScrollEvent e) {
        TimelineGeometry geo = geometry();
        if (e.getX() < geo.plotLeft()) {
            scrollVertically(e.getDeltaY());
        } else if (e.isShiftDown() || Math.abs(e.getDeltaX()) > Math.abs(e.getDeltaY())) {
            double dx = e.isShiftDown() && e.getDeltaX() == 0 ? e.getDeltaY() : e.getDeltaX();
            getSkinnable().panBy(geo.scale().durationOf(-dx));
        } else if (e.getDeltaY() != 0) {
            getSkinnable().zoomAt(Math.pow(WHEEL_ZOOM_BASE, e.getDeltaY()), geo.scale().toInstant(e.getX()));
        }
        e.consume();
    }

    /** Over the lane labels the wheel scrolls the lanes, as in any list. */
    private void scrollVertically(double deltaY) {
        if (vbar.isVisible()) {
            vbar.setValue(Math.max(0, Math.min(vbar.getMax(), vbar.getValue() - deltaY)));
        }
    }

    private void onPressed(MouseEvent e) {
        getSkinnable().requestFocus();
        if (e.getButton() != MouseButton.PRIMARY) {
            return;
        }
        TimelineGeometry geo = geometry();
        pressX = e.getX();
        pressY = e.getY();
        moved = false;
        pressScale = geo.scale();
        pressRange = geo.scale().range();
        drag = onAsOfHandle(geo, e.getX(), e.getY()) ? Drag.AS_OF : Drag.PAN;
        if (e.getClickCount() == 2 && geo.inAxis(e.getX(), e.getY())) {
            setAsOfAt(geo.scale(), e.getX()); // double-click on the axis places the cursor there
            drag = Drag.AS_OF;
        }
        e.consume();
    }

    private boolean onAsOfHandle(TimelineGeometry geo, double x, double y) {
        Instant asOf = getSkinnable().getAsOf();
        if (asOf == null) {
            return false;
        }
        double[] b = painter.handleBounds(geo, asOf);
        boolean onHandle = x >= b[0] && x <= b[0] + b[2] && y >= b[1] && y <= b[1] + b[3] + 4;
        boolean onLine = geo.inPlot(x, y) && Math.abs(x - geo.scale().toX(asOf)) <= 4;
        return onHandle || onLine;
    }

    private void onDragged(MouseEvent e) {
        if (drag == Drag.NONE) {
            return;
        }
        moved |= Math.hypot(e.getX() - pressX, e.getY() - pressY) >= CLICK_SLOP;
        if (drag == Drag.AS_OF) {
            setAsOfAt(geometry().scale(), Math.max(geometry().plotLeft(), Math.min(e.getX(), geometry().width())));
        } else if (moved) {
            // measured against the press, so rounding does not accumulate over a long drag
            getSkinnable().setVisibleRange(pressRange.shiftedBy(pressScale.durationOf(pressX - e.getX())));
            canvas.setCursor(Cursor.CLOSED_HAND);
        }
        e.consume();
    }

    private void setAsOfAt(TimeScale scale, double x) {
        getSkinnable().setAsOf(scale.toInstant(x).truncatedTo(ChronoUnit.SECONDS));
    }

    private void onReleased(MouseEvent e) {
        if (drag == Drag.PAN && !moved) {
            Optional<TimelineBar> bar = geometry().barAt(e.getX(), e.getY());
            if (bar.isPresent()) {
                getSkinnable().setSelectedFact(bar.get().fact());
            } else if (geometry().inPlot(e.getX(), e.getY())) {
                getSkinnable().setSelectedFact(null);
            }
        }
        drag = Drag.NONE;
        updateCursor(e.getX(), e.getY());
        e.consume();
    }

    private void onMoved(MouseEvent e) {
        TimelineGeometry geo = geometry();
        ProblemMarker marker = painter.markers().markerAt(geo, e.getX(), e.getY());
        Object target = marker != null ? marker : geo.barAt(e.getX(), e.getY()).orElse(null);
        hover(target, e);
        updateCursor(e.getX(), e.getY());
    }

    private void updateCursor(double x, double y) {
        TimelineGeometry geo = geometry();
        if (onAsOfHandle(geo, x, y)) {
            canvas.setCursor(Cursor.H_RESIZE);
        } else if (geo.barAt(x, y).isPresent()) {
            canvas.setCursor(Cursor.HAND);
        } else {
            canvas.setCursor(Cursor.DEFAULT);
        }
    }

    /** One tooltip, re-targeted as the pointer moves between bars and markers. */
    private void hover(Object target, MouseEvent e) {
        if (target == null ? hovered == null : target.equals(hovered)) {
            return;
        }
        hovered = target;
        if (target == null) {
            Tooltip.uninstall(canvas, tooltip);
            tooltip.hide();
            return;
        }
        tooltip.setText(target instanceof ProblemMarker m ? m.kind().jsonName() + ": " + m.description()
                : FactDescription.of((TimelineBar) target, getSkinnable().getZone(),
                getSkinnable().getLayout().manySubjects()));
        Tooltip.install(canvas, tooltip);
    }

    // ---- keyboard ---------------------------------------------------------------------------

    private void onKey(KeyEvent e) {
        TimelineControl c = getSkinnable();
        boolean handled = true;
        switch (e.getCode()) {
            case LEFT -> c.selectPreviousFact();
            case RIGHT -> c.selectNextFact();
            case UP -> c.selectRowAbove();
            case DOWN -> c.selectRowBelow();
            case PLUS, ADD, EQUALS -> c.zoomIn();
            case MINUS, SUBTRACT -> c.zoomOut();
            case DIGIT0, NUMPAD0 -> c.fitAll();
            default -> handled = false;
        }
        if (handled) {
            if (e.getCode().isArrowKey()) {
                ensureSelectedLaneVisible();
            }
            e.consume();
        }
    }

    /** Scrolls the lanes so the selected fact's row is on screen. */
    private void ensureSelectedLaneVisible() {
        Fact f = getSkinnable().getSelectedFact();
        if (f == null || !vbar.isVisible()) {
            return;
        }
        getSkinnable().getLayout().bar(f.id()).ifPresent(bar -> {
            TimelineGeometry geo = geometry();
            double top = geo.barTop(bar.lane(), bar.subRow()) - geo.axisHeight();
            double bottom = top + rowHeight();
            double viewport = geo.height() - geo.axisHeight();
            if (top < 0) {
                vbar.setValue(vbar.getValue() + top - rowHeight());
            } else if (bottom > viewport) {
                vbar.setValue(Math.min(vbar.getMax(), vbar.getValue() + bottom - viewport + rowHeight()));
            }
        });
    }

    @Override
    protected double computePrefWidth(double height, double top, double right, double bottom, double left) {
        return 900;
    }

    @Override
    protected double computePrefHeight(double width, double top, double right, double bottom, double left) {
        return axisHeight() + Math.max(120, TimelineGeometry.contentHeight(getSkinnable().getLayout(), rowHeight()))
                + top + bottom;
    }

    @Override
    protected double computeMinHeight(double width, double top, double right, double bottom, double left) {
        return axisHeight() + rowHeight() + top + bottom;
    }

    @Override
    protected double computeMinWidth(double height, double top, double right, double bottom, double left) {
        return getSkinnable().appearance().laneLabelWidth.get().doubleValue() + 100;
    }
}
