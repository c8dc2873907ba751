package io.memscope.ui.timeline;

import javafx.scene.paint.Paint;

import java.util.List;

/**
 * Draws a fact valid at no instant (valid_to equal to valid_from, as "invalidate as never true" leaves
 * it) as a diamond in its status colour with its value beside it: as a bar it would be no wider than a
 * hairline, and an operator could neither see nor click it.
 */
final class PointPainter {
    /** Space between the diamond and its value. */
    private static final double LABEL_GAP = 4;

    private final TimelineAppearance a;
    private final TextMetrics text;
    private final BarPainter bars;

    PointPainter(TimelineAppearance appearance, TextMetrics text, BarPainter bars) {
        this.a = appearance;
        this.text = text;
        this.bars = bars;
    }

    /**
     * Paints the point with its value in the free space of its row: after it up to {@code after} (where
     * the next bar starts), or before it back to {@code before} when only that side has room.
     */
    void paint(Pen g, TimelineGeometry geo, TimelineBar bar, double top, boolean dim, double before, double after,
               List<MarkerPainter.Badge> rowBadges) {
        double x = geo.scale().toX(bar.start());
        double half = TimelineGeometry.POINT_HALF_WIDTH;
        double h = geo.barHeight();
        double mid = top + h / 2;
        g.setGlobalAlpha(dim ? BarPainter.DIMMED : 1);
        g.setFill(bars.fillOf(bar));
        g.fillPolygon(new double[] {x - half, x, x + half, x}, new double[] {mid, top, mid, top + h}, 4);
        g.setGlobalAlpha(1);
        if (bar.fact().value() == null) {
            return;
        }
        Paint fill = dim ? a.mutedTextFill.get() : a.laneLabelFill.get();
        double rightFrom = x + half + LABEL_GAP;
        double rightTo = Math.min(after, geo.width()) - LABEL_GAP;
        double leftFrom = Math.max(before, geo.plotLeft()) + LABEL_GAP;
        double leftTo = x - half - LABEL_GAP;
        double needed = text.width(bar.fact().value().replace('\n', ' '));
        boolean right = rightTo - rightFrom >= needed || rightTo - rightFrom >= leftTo - leftFrom;
        if (right) {
            bars.paintValue(g, bar, rightFrom, rightTo, mid, fill, rowBadges);
        } else {
            bars.paintValue(g, bar, Math.max(leftFrom, leftTo - needed), leftTo, mid, fill, rowBadges);
        }
    }
}
