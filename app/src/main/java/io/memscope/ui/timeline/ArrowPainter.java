package io.memscope.ui.timeline;

import javafx.scene.shape.StrokeLineCap;

/**
 * Draws the supersession arrows of a lane, each from a fact to the one that replaced it, shaped by where
 * the two bars lie: a hop over the seam, an S-curve to a later sub-row, or a drop where they overlap.
 */
final class ArrowPainter {
    private final TimelineAppearance a;

    ArrowPainter(TimelineAppearance appearance) {
        this.a = appearance;
    }

    void paint(Pen g, TimelineGeometry geo) {
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
}
