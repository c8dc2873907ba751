package io.memscope.ui.timeline;

import io.memscope.model.Fact;
import javafx.geometry.VPos;
import javafx.scene.paint.Color;
import javafx.scene.paint.CycleMethod;
import javafx.scene.paint.LinearGradient;
import javafx.scene.paint.Paint;
import javafx.scene.paint.Stop;
import javafx.scene.text.TextAlignment;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Draws what lives inside the lanes: bars (or cluster blocks where bars are too thin to tell apart),
 * and facts valid at no instant ({@link PointPainter}). Only what intersects the view is touched.
 */
final class BarPainter {
    /** Bars narrower than this merge with their thin neighbours into one cluster block. */
    static final double CLUSTER_BELOW_PX = 2;
    /** Length of the fade that marks an open end (current fact) or an unknown start. */
    private static final double FADE_PX = 28;
    /** Space kept around the value written on a bar. */
    private static final double TEXT_PADDING = 6;
    /** Alpha of bars not valid at the as-of time, so the facts valid then stand out. */
    static final double DIMMED = 0.3;

    private final TimelineAppearance a;
    private final TextMetrics text;
    private final PointPainter points;

    BarPainter(TimelineAppearance appearance, TextMetrics text) {
        this.a = appearance;
        this.text = text;
        this.points = new PointPainter(appearance, text, this);
    }

    void paintBars(Pen g, TimelineGeometry geo, Fact selected, Instant asOf, List<MarkerPainter.Badge> badges) {
        TimeScale scale = geo.scale();
        // a little beyond the view, so bars that just touch the edges are still drawn
        Instant from = scale.toInstant(geo.plotLeft() - 4 - TimelineGeometry.POINT_HALF_WIDTH);
        Instant to = scale.toInstant(geo.width() + 4 + TimelineGeometry.POINT_HALF_WIDTH);
        Map<Long, List<MarkerPainter.Badge>> badgesByRow = new HashMap<>();
        badges.forEach(b -> badgesByRow.computeIfAbsent(rowKey(b.lane(), b.subRow()), k -> new ArrayList<>()).add(b));
        for (TimelineLane lane : geo.layout().lanes()) {
            if (!geo.laneVisible(lane.index())) {
                continue;
            }
            for (int row = 0; row < lane.rowCount(); row++) {
                Cluster cluster = new Cluster();
                double top = geo.barTop(lane.index(), row);
                List<MarkerPainter.Badge> rowBadges = badgesByRow.getOrDefault(rowKey(lane.index(), row), List.of());
                List<TimelineBar> visible = geo.layout().visibleBars(lane.index(), row, from, to);
                List<Integer> pointsAt = new ArrayList<>();
                for (int i = 0; i < visible.size(); i++) {
                    TimelineBar bar = visible.get(i);
                    double x0 = bar.startUnknown() ? Math.min(scale.toX(bar.start()), geo.plotLeft()) : scale.toX(bar.start());
                    double x1 = scale.toX(bar.end());
                    if (bar.isPoint()) {
                        pointsAt.add(i); // drawn after the row's bars, so a neighbour's end never hides it
                        continue;
                    }
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
                    paintBar(g, geo, bar, x0, x1, top, dim, rowBadges);
                }
                cluster.paint(g, top, geo.barHeight());
                for (int i : pointsAt) {
                    double before = i > 0 ? scale.toX(visible.get(i - 1).end()) : geo.plotLeft();
                    double after = i + 1 < visible.size() ? scale.toX(visible.get(i + 1).start()) : geo.width();
                    points.paint(g, geo, visible.get(i), top, asOf != null, before, after, rowBadges);
                }
            }
        }
        TimelineBar selectedBar = selected == null ? null : geo.layout().bar(selected.id()).orElse(null);
        if (selectedBar != null && geo.laneVisible(selectedBar.lane())) {
            paintSelection(g, geo, selectedBar);
        }
    }

    private static long rowKey(int lane, int subRow) {
        return ((long) lane << 32) | subRow;
    }

    private void paintBar(Pen g, TimelineGeometry geo, TimelineBar bar, double x0, double x1,
                          double top, boolean dim, List<MarkerPainter.Badge> rowBadges) {
        double h = geo.barHeight();
        double r = a.barRadius.get().doubleValue();
        // keep coordinates near the screen: a bar years long at minute zoom would be millions of pixels
        double left = Math.max(x0, geo.plotLeft() - 50);
        double right = Math.min(x1, geo.width() + 50);
        double w = Math.max(right - left, CLUSTER_BELOW_PX);
        g.setGlobalAlpha(dim ? DIMMED : 1);
        Paint fill = fillOf(bar);
        // a current fact fades out where it leaves the view too, as fit-all may stop short of "now"
        double shownEnd = Math.min(x1, geo.width());
        if (bar.openEnded() && shownEnd - Math.max(x0, geo.plotLeft()) > FADE_PX * 1.5) {
            fill = fade(fill, shownEnd - FADE_PX, shownEnd, true);
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
        // keep the value readable while the bar's start is scrolled off to the left
        double textLeft = Math.max(left, geo.plotLeft()) + TEXT_PADDING + (bar.has(BarState.FLAGGED) ? 3 : 0);
        double textRight = Math.min(right, geo.width()) - TEXT_PADDING - (bar.openEnded() ? 4 : 0);
        // on a dimmed bar the bar colour is faint, so the text takes the ordinary text colour instead
        paintValue(g, bar, textLeft, textRight, top + h / 2, dim ? a.mutedTextFill.get() : a.barTextFill.get(), rowBadges);
    }

    /**
     * Writes the bar's value in the widest stretch of {@code [left, right]} that no badge of its row
     * covers, so a problem badge never hides the words it is about.
     */
    void paintValue(Pen g, TimelineBar bar, double left, double right, double y, Paint fill,
                    List<MarkerPainter.Badge> rowBadges) {
        if (bar.fact().value() == null) {
            return;
        }
        double[] span = {left, right};
        for (MarkerPainter.Badge b : rowBadges) {
            span = widestFree(span, b.left() - 2, b.right() + 2);
        }
        if (span[1] - span[0] < 14) {
            return;
        }
        String shown = text.fit(bar.fact().value().replace('\n', ' '), span[1] - span[0]);
        if (shown == null) {
            return;
        }
        g.setFill(fill);
        g.setTextAlign(TextAlignment.LEFT);
        g.setTextBaseline(VPos.CENTER);
        g.setFont(text.font());
        g.fillText(shown, span[0], y + 0.5);
    }

    /** What is left of {@code span} with {@code [from, to]} taken out: the wider side, the left one on a tie. */
    static double[] widestFree(double[] span, double from, double to) {
        if (to <= span[0] || from >= span[1]) {
            return span;
        }
        double leftWidth = from - span[0];
        double rightWidth = span[1] - to;
        return leftWidth >= rightWidth ? new double[] {span[0], from} : new double[] {to, span[1]};
    }

    /** A small arrow head past "now": the fact goes on. */
    private void paintOpenEnd(Pen g, double x, double top, double h) {
        double mid = top + h / 2;
        g.setFill(a.currentFill.get());
        g.fillPolygon(new double[] {x + 1, x + MarkerPainter.OPEN_END_PX, x + 1}, new double[] {mid - 5, mid, mid + 5}, 3);
    }

    private void paintSelection(Pen g, TimelineGeometry geo, TimelineBar bar) {
        TimeScale scale = geo.scale();
        double x0 = Math.max(bar.startUnknown() ? geo.plotLeft() : scale.toX(bar.start()), geo.plotLeft() - 50);
        double x1 = Math.min(scale.toX(bar.end()), geo.width() + 50);
        if (bar.isPoint()) {
            x0 -= TimelineGeometry.POINT_HALF_WIDTH;
            x1 += TimelineGeometry.POINT_HALF_WIDTH;
        }
        double top = geo.barTop(bar.lane(), bar.subRow());
        double r = a.barRadius.get().doubleValue() + 2;
        g.setStroke(a.selectionStroke.get());
        g.setLineWidth(2);
        g.setLineDashes();
        g.strokeRoundRect(x0 - 2.5, top - 2.5, Math.max(x1 - x0, CLUSTER_BELOW_PX) + 5, geo.barHeight() + 5, r * 2, r * 2);
    }

    Paint fillOf(TimelineBar bar) {
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
