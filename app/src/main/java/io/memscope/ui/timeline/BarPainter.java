package io.memscope.ui.timeline;

import io.memscope.model.Fact;
import io.memscope.model.FindingKind;
import javafx.geometry.VPos;
import javafx.scene.paint.Color;
import javafx.scene.paint.CycleMethod;
import javafx.scene.paint.LinearGradient;
import javafx.scene.paint.Paint;
import javafx.scene.paint.Stop;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.text.TextAlignment;

import java.time.Instant;
import java.util.List;

/**
 * Draws what lives inside the lanes: bars (or cluster blocks where bars are too thin to tell apart),
 * supersession arrows and problem markers. Only what intersects the view is touched.
 */
final class BarPainter {
    /** Bars narrower than this merge with their thin neighbours into one cluster block. */
    static final double CLUSTER_BELOW_PX = 2;
    /** Length of the fade that marks an open end (current fact) or an unknown start. */
    private static final double FADE_PX = 28;
    /** Space kept around the value written on a bar. */
    private static final double TEXT_PADDING = 6;
    private static final double MARKER_RADIUS = 6.5;
    /** Alpha of bars not valid at the as-of time, so the facts valid then stand out. */
    private static final double DIMMED = 0.3;

    private final TimelineAppearance a;
    private final TextMetrics text;

    BarPainter(TimelineAppearance appearance, TextMetrics text) {
        this.a = appearance;
        this.text = text;
    }

    void paintBars(Pen g, TimelineGeometry geo, Fact selected, Instant asOf) {
        TimeScale scale = geo.scale();
        // a little beyond the view, so bars that just touch the edges are still drawn
        Instant from = scale.toInstant(geo.plotLeft() - 4);
        Instant to = scale.toInstant(geo.width() + 4);
        TimelineBar selectedBar = null;
        for (TimelineLane lane : geo.layout().lanes()) {
            if (!geo.laneVisible(lane.index())) {
                continue;
            }
            for (int row = 0; row < lane.rowCount(); row++) {
                Cluster cluster = new Cluster();
                double top = geo.barTop(lane.index(), row);
                for (TimelineBar bar : geo.layout().visibleBars(lane.index(), row, from, to)) {
                    double x0 = bar.startUnknown() ? Math.min(scale.toX(bar.start()), geo.plotLeft()) : scale.toX(bar.start());
                    double x1 = scale.toX(bar.end());
                    if (x1 - x0 < CLUSTER_BELOW_PX) {
                        if (!cluster.extend(x0, x1)) {
                            cluster.paint(g, top, geo.barHeight());
                            cluster.start(x0, x1);
                        }
                        continue;
                    }
                    cluster.paint(g, top, geo.barHeight());
                    cluster.clear();
                    boolean dim = asOf != null && !bar.fact().isValidAt(asOf);
                    paintBar(g, geo, bar, x0, x1, top, dim);
                    if (selected != null && bar.id().equals(selected.id())) {
                        selectedBar = bar;
                    }
                }
                cluster.paint(g, top, geo.barHeight());
            }
        }
        if (selectedBar == null && selected != null) {
            selectedBar = geo.layout().bar(selected.id()).orElse(null);
        }
        if (selectedBar != null && geo.laneVisible(selectedBar.lane())) {
            paintSelection(g, geo, selectedBar);
        }
    }

    private void paintBar(Pen g, TimelineGeometry geo, TimelineBar bar, double x0, double x1,
                          double top, boolean dim) {
        double h = geo.barHeight();
        double r = a.barRadius.get().doubleValue();
        // keep coordinates near the screen: a bar years long at minute zoom would be millions of pixels
        double left = Math.max(x0, geo.plotLeft() - 50);
        double right = Math.min(x1, geo.width() + 50);
        double w = Math.max(right - left, CLUSTER_BELOW_PX);
        g.setGlobalAlpha(dim ? DIMMED : 1);
        Paint fill = fillOf(bar);
        if (bar.openEnded() && x1 - x0 > FADE_PX * 1.5) {
            fill = fade(fill, x1 - FADE_PX, x1, true);
        } else if (bar.startUnknown() && x1 - x0 > FADE_PX * 1.5) {
            fill = fade(fill, x0, x0 + FADE_PX, false);
        }
        g.setFill(fill);
        g.fillRoundRect(left, top, w, h, r * 2, r * 2);
        if (bar.openEnded() && x1 < geo.width() + 10) {
            paintOpenEnd(g, x1, top, h);
        }
        if (bar.has(BarState.CONTRADICTION)) {
            g.setStroke(a.contradictionStroke.get());
            g.setLineWidth(2);
            g.setLineDashes();
            g.strokeRoundRect(left + 1, top + 1, w - 2, h - 2, r * 2, r * 2);
        } else if (bar.has(BarState.DUPLICATE)) {
            g.setStroke(a.duplicateStroke.get());
            g.setLineWidth(1.5);
            g.setLineDashes(4, 3);
            g.strokeRoundRect(left + 0.75, top + 0.75, w - 1.5, h - 1.5, r * 2, r * 2);
            g.setLineDashes();
        }
        if (bar.has(BarState.FLAGGED)) {
            double s = Math.min(9, w);
            g.setFill(a.flagFill.get());
            g.fillPolygon(new double[] {left, left + s, left}, new double[] {top, top, top + s}, 3);
        }
        g.setGlobalAlpha(1);
        paintValue(g, geo, bar, left, right, top, h, dim);
    }

    private void paintValue(Pen g, TimelineGeometry geo, TimelineBar bar, double left, double right,
                            double top, double h, boolean dim) {
        // keep the value readable while the bar's start is scrolled off to the left
        double textLeft = Math.max(left, geo.plotLeft()) + TEXT_PADDING + (bar.has(BarState.FLAGGED) ? 3 : 0);
        double textRight = Math.min(right, geo.width()) - TEXT_PADDING - (bar.openEnded() ? 4 : 0);
        if (textRight - textLeft < 14 || bar.fact().value() == null) {
            return;
        }
        String shown = text.fit(bar.fact().value().replace('\n', ' '), textRight - textLeft);
        if (shown == null) {
            return;
        }
        // on a dimmed bar the bar colour is faint, so the text takes the ordinary text colour instead
        g.setFill(dim ? a.mutedTextFill.get() : a.barTextFill.get());
        g.setTextAlign(TextAlignment.LEFT);
        g.setTextBaseline(VPos.CENTER);
        g.setFont(text.font());
        g.fillText(shown, textLeft, top + h / 2 + 0.5);
    }

    /** A small arrow head past "now": the fact goes on. */
    private void paintOpenEnd(Pen g, double x, double top, double h) {
        double mid = top + h / 2;
        g.setFill(a.currentFill.get());
        g.fillPolygon(new double[] {x + 1, x + 7, x + 1}, new double[] {mid - 5, mid, mid + 5}, 3);
    }

    private void paintSelection(Pen g, TimelineGeometry geo, TimelineBar bar) {
        TimeScale scale = geo.scale();
        double x0 = Math.max(bar.startUnknown() ? geo.plotLeft() : scale.toX(bar.start()), geo.plotLeft() - 50);
        double x1 = Math.min(scale.toX(bar.end()), geo.width() + 50);
        double top = geo.barTop(bar.lane(), bar.subRow());
        double r = a.barRadius.get().doubleValue() + 2;
        g.setStroke(a.selectionStroke.get());
        g.setLineWidth(2);
        g.setLineDashes();
        g.strokeRoundRect(x0 - 2.5, top - 2.5, Math.max(x1 - x0, CLUSTER_BELOW_PX) + 5, geo.barHeight() + 5, r * 2, r * 2);
    }

    void paintArrows(Pen g, TimelineGeometry geo) {
        TimeScale scale = geo.scale();
        g.setStroke(a.arrowStroke.get());
        g.setFill(a.arrowStroke.get());
        g.setLineWidth(1.25);
        g.setLineCap(StrokeLineCap.ROUND);
        g.setLineDashes();
        for (SupersessionArrow arrow : geo.layout().arrows()) {
            TimelineBar from = arrow.from();
            TimelineBar to = arrow.to();
            if (!geo.laneVisible(from.lane())) {
                continue;
            }
            double xa = scale.toX(from.end());
            double xb = scale.toX(to.start());
            boolean wideEnough = scale.toX(from.end()) - scale.toX(from.start()) >= 8
                    || scale.toX(to.end()) - scale.toX(to.start()) >= 8;
            if (!wideEnough || Math.max(xa, xb) < geo.plotLeft() - 20 || Math.min(xa, xb) > geo.width() + 20) {
                continue; // arrows between cluster-thin bars would only be noise
            }
            double topA = geo.barTop(from.lane(), from.subRow());
            double topB = geo.barTop(to.lane(), to.subRow());
            if (from.subRow() == to.subRow()) {
                // a hop over the seam: leaves the old bar near its end, lands on the new bar near its start
                double sx = xa - 9;
                double ex = xb + 9;
                double lift = Math.min(12, 7 + Math.abs(ex - sx) / 12);
                g.beginPath();
                g.moveTo(sx, topA);
                g.bezierCurveTo(sx, topA - lift, ex, topB - lift, ex, topB - 4);
                g.stroke();
                arrowHeadDown(g, ex, topB);
            } else if (xb >= xa + 12) {
                // successor starts later in another sub-row: an S-curve from end to start
                double ya = topA + geo.barHeight() / 2;
                double yb = topB + geo.barHeight() / 2;
                g.beginPath();
                g.moveTo(xa, ya);
                g.bezierCurveTo(xa + 14, ya, xb - 16, yb, xb - 5, yb);
                g.stroke();
                g.fillPolygon(new double[] {xb - 7, xb, xb - 7}, new double[] {yb - 3.5, yb, yb + 3.5}, 3);
            } else {
                // successor already running in another sub-row (overlap): a straight drop at the old end
                double x = Math.max(xa - 8, xb + 4);
                boolean down = topB > topA;
                double y0 = down ? topA + geo.barHeight() : topA;
                double y1 = down ? topB - 1 : topB + geo.barHeight() + 1;
                g.strokeLine(x, y0, x, y1 + (down ? -4 : 4));
                if (down) {
                    arrowHeadDown(g, x, y1 + 1);
                } else {
                    g.fillPolygon(new double[] {x - 3.5, x + 3.5, x}, new double[] {y1 + 5, y1 + 5, y1 - 1}, 3);
                }
            }
        }
        g.setLineCap(StrokeLineCap.SQUARE);
    }

    private static void arrowHeadDown(Pen g, double x, double tipY) {
        g.fillPolygon(new double[] {x - 3.5, x + 3.5, x}, new double[] {tipY - 6, tipY - 6, tipY}, 3);
    }

    /** Overlap bands go under the bars; badges go over them ({@link #paintMarkerBadges}). */
    void paintOverlapBands(Pen g, TimelineGeometry geo) {
        TimeScale scale = geo.scale();
        for (ProblemMarker m : geo.layout().markers()) {
            if (m.kind() != FindingKind.OVERLAP || !geo.laneVisible(m.bar().lane())) {
                continue;
            }
            double x0 = Math.max(scale.toX(m.at()), geo.plotLeft());
            double x1 = Math.min(scale.toX(m.until()), geo.width());
            if (x1 <= x0) {
                continue;
            }
            double top = geo.laneTop(m.bar().lane()) + 2;
            double bottom = geo.laneBottom(m.bar().lane()) - 2;
            g.setFill(a.problemFill.get());
            g.setGlobalAlpha(0.10);
            g.fillRect(x0, top, x1 - x0, bottom - top);
            g.setGlobalAlpha(0.35);
            g.setStroke(a.problemFill.get());
            g.setLineWidth(1);
            g.save();
            g.beginPath();
            g.rect(x0, top, x1 - x0, bottom - top);
            g.clip();
            for (double x = x0 - (bottom - top); x < x1; x += 7) {
                g.strokeLine(x, bottom, x + (bottom - top), top);
            }
            g.restore();
            g.setGlobalAlpha(1);
        }
    }

    void paintMarkerBadges(Pen g, TimelineGeometry geo) {
        for (ProblemMarker m : geo.layout().markers()) {
            Badge b = badge(geo, m);
            if (b == null) {
                continue;
            }
            g.setFill(a.background.get());
            g.fillOval(b.x() - MARKER_RADIUS - 1.5, b.y() - MARKER_RADIUS - 1.5, 2 * MARKER_RADIUS + 3, 2 * MARKER_RADIUS + 3);
            g.setFill(a.problemFill.get());
            g.fillOval(b.x() - MARKER_RADIUS, b.y() - MARKER_RADIUS, 2 * MARKER_RADIUS, 2 * MARKER_RADIUS);
            g.setFill(a.barTextFill.get());
            g.setFont(text.font());
            g.setTextAlign(TextAlignment.CENTER);
            g.setTextBaseline(VPos.CENTER);
            g.fillText(glyph(m.kind()), b.x(), b.y() + 0.5);
        }
        g.setTextAlign(TextAlignment.LEFT);
    }

    /** The marker under a point, for its tooltip. */
    ProblemMarker markerAt(TimelineGeometry geo, double x, double y) {
        for (ProblemMarker m : geo.layout().markers()) {
            Badge b = badge(geo, m);
            if (b != null && Math.hypot(x - b.x(), y - b.y()) <= MARKER_RADIUS + 2) {
                return m;
            }
        }
        return null;
    }

    private Badge badge(TimelineGeometry geo, ProblemMarker m) {
        if (!geo.laneVisible(m.bar().lane())) {
            return null;
        }
        double x = geo.scale().toX(m.at());
        // a badge at an end of its bar sits just outside it, so it hides neither the bar nor its value
        if (m.at().equals(m.until()) && m.at().equals(m.bar().end())) {
            x += MARKER_RADIUS + 3;
        } else if (m.at().equals(m.bar().start())) {
            x -= MARKER_RADIUS + 3;
        }
        if (x < geo.plotLeft() - MARKER_RADIUS || x > geo.width() + MARKER_RADIUS) {
            return null;
        }
        double y = geo.barTop(m.bar().lane(), m.bar().subRow()) + geo.barHeight() / 2;
        return new Badge(x, y);
    }

    private record Badge(double x, double y) {
    }

    private static String glyph(FindingKind kind) {
        return switch (kind) {
            case DANGLING_SUPERSEDED_BY -> "?";
            case CYCLE -> "\u21BB";
            case CROSS_LINK -> "\u2197";
            case OVERLAP -> "\u2260";
            default -> "!";
        };
    }

    private Paint fillOf(TimelineBar bar) {
        if (bar.has(BarState.CURRENT)) {
            return a.currentFill.get();
        }
        return bar.has(BarState.SUPERSEDED) ? a.supersededFill.get() : a.invalidatedFill.get();
    }

    /** A horizontal fade between x0 and x1: to transparent at x1 (open end) or from it at x0 (unknown start). */
    private static Paint fade(Paint p, double x0, double x1, boolean out) {
        if (!(p instanceof Color c)) {
            return p;
        }
        Color clear = c.deriveColor(0, 1, 1, 0.25);
        List<Stop> stops = out ? List.of(new Stop(0, c), new Stop(1, clear)) : List.of(new Stop(0, clear), new Stop(1, c));
        return new LinearGradient(x0, 0, x1, 0, false, CycleMethod.NO_CYCLE, stops);
    }

    /** Consecutive thin bars of one row, drawn as one block. */
    private final class Cluster {
        private double x0 = Double.NaN;
        private double x1;

        boolean extend(double from, double to) {
            if (Double.isNaN(x0)) {
                start(from, to);
                return true;
            }
            if (from > x1 + 1) {
                return false;
            }
            x1 = Math.max(x1, to);
            return true;
        }

        void start(double from, double to) {
            x0 = from;
            x1 = to;
        }

        void clear() {
            x0 = Double.NaN;
        }

        void paint(Pen g, double top, double h) {
            if (Double.isNaN(x0)) {
                return;
            }
            g.setGlobalAlpha(1);
            g.setFill(a.clusterFill.get());
            g.fillRect(x0, top + 2, Math.max(x1 - x0, CLUSTER_BELOW_PX), h - 4);
            x0 = Double.NaN;
        }
    }
}
