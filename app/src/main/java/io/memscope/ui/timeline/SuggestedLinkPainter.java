package io.memscope.ui.timeline;

import javafx.scene.shape.StrokeLineCap;

import java.util.List;

/**
 * Draws the suggested supersessions between two bars of the shown subject, which lie in different lanes
 * (a suggestion always links two predicates or two subject keys): a dashed curve from the old bar to where
 * the new bar begins, ending in an open arrow head. Dashed and hollow where a stored supersession is solid
 * and filled, so the two are told apart at a glance and in a black-and-white print.
 */
final class SuggestedLinkPainter {
    private final TimelineAppearance a;

    SuggestedLinkPainter(TimelineAppearance appearance) {
        this.a = appearance;
    }

    void paint(Pen g, TimelineGeometry geo, List<SuggestedLink> links) {
        if (links.isEmpty()) {
            return;
        }
        TimeScale scale = geo.scale();
        g.setStroke(a.suggestionStroke.get());
        g.setLineWidth(1.5);
        g.setLineCap(StrokeLineCap.BUTT);
        g.setLineDashes(5, 4);
        for (SuggestedLink link : links) {
            TimelineBar from = geo.layout().bar(link.older()).orElse(null);
            TimelineBar to = geo.layout().bar(link.newer()).orElse(null);
            if (from == null || to == null || !geo.laneVisible(from.lane()) && !geo.laneVisible(to.lane())) {
                continue; // the other fact is under another subject key: the Suggestions tab names it
            }
            double x = scale.toX(to.start());
            if (x < geo.plotLeft() - 20 || x > geo.width() + 20) {
                continue;
            }
            boolean down = geo.barTop(to.lane(), to.subRow()) > geo.barTop(from.lane(), from.subRow());
            double ya = geo.barTop(from.lane(), from.subRow()) + (down ? geo.barHeight() : 0);
            double yb = geo.barTop(to.lane(), to.subRow()) + (down ? -1 : geo.barHeight() + 1);
            double sx = x - 18;
            g.beginPath();
            g.moveTo(sx, ya);
            g.bezierCurveTo(sx, (ya + yb) / 2, x, (ya + yb) / 2, x, yb);
            g.stroke();
            openHead(g, x, yb, down);
        }
        g.setLineDashes();
        g.setLineCap(StrokeLineCap.SQUARE);
    }

    /** Two strokes, not a filled triangle: the stored arrows have the filled heads. */
    private static void openHead(Pen g, double x, double tipY, boolean down) {
        double back = down ? tipY - 6 : tipY + 6;
        g.setLineDashes();
        g.strokeLine(x - 4, back, x, tipY);
        g.strokeLine(x + 4, back, x, tipY);
        g.setLineDashes(5, 4);
    }
}
