package io.memscope.ui.timeline;

import io.memscope.model.Fact;
import javafx.geometry.VPos;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

import java.time.Instant;
import java.util.List;

/**
 * Paints one frame of the timeline onto a canvas: lanes and grid, then the bars (through
 * {@link BarPainter}) and problem markers ({@link MarkerPainter}), the "now" line and as-of cursor, and last
 * the label column and the axis ({@link AxisPainter}), which stay put while the plot scrolls under them.
 */
final class TimelinePainter {
    /** Height of the as-of handle drawn in the axis. */
    static final double HANDLE_HEIGHT = 18;

    private final TimelineAppearance a;
    private final TextMetrics text = new TextMetrics();
    private final TextMetrics boldText = new TextMetrics();
    private final BarPainter bars;
    private final MarkerPainter markers;
    private final AxisPainter axisPainter;
    private final ArrowPainter arrows;
    private final SuggestedLinkPainter suggestions;
    private final List<SuggestedLink> suggested;

    /** @param suggested the control's suggested links, read at each paint */
    TimelinePainter(TimelineAppearance appearance, List<SuggestedLink> suggested) {
        this.a = appearance;
        this.bars = new BarPainter(appearance, text);
        this.markers = new MarkerPainter(appearance, text);
        this.axisPainter = new AxisPainter(appearance, text, boldText);
        this.arrows = new ArrowPainter(appearance);
        this.suggestions = new SuggestedLinkPainter(appearance);
        this.suggested = suggested;
    }

    MarkerPainter markers() {
        return markers;
    }

    /** Where the as-of handle is drawn, so the skin can tell when a press grabs it. */
    double[] handleBounds(TimelineGeometry geo, Instant asOf) {
        return axisPainter.handleBounds(geo, asOf);
    }

    /** Text metrics in the control's current font, for the axis to size its labels with. */
    TextMetrics text() {
        text.setFont(a.font.get());
        return text;
    }

    void paint(Pen g, TimelineGeometry geo, Fact selected, Instant asOf, String title) {
        Font font = a.font.get();
        text.setFont(font);
        boldText.setFont(Font.font(font.getFamily(), FontWeight.BOLD, font.getSize()));
        double w = geo.width();
        double h = geo.height();
        g.setGlobalAlpha(1);
        g.setFill(a.background.get());
        g.fillRect(0, 0, w, h);
        TimeAxis axis = geo.scale().axis(text::width);

        g.save();
        clip(g, geo.plotLeft(), geo.axisHeight(), w - geo.plotLeft(), h - geo.axisHeight());
        paintLaneStripes(g, geo, geo.plotLeft());
        paintGrid(g, geo, axis);
        List<MarkerPainter.Badge> badges = markers.badges(geo);
        markers.paintOverlapBands(g, geo);
        arrows.paint(g, geo);
        bars.paintBars(g, geo, selected, asOf, badges);
        markers.paintBadges(g, badges);
        suggestions.paint(g, geo, suggested);
        paintVertical(g, geo, geo.layout().now(), a.nowStroke.get(), true);
        if (asOf != null) {
            paintVertical(g, geo, asOf, a.asOfStroke.get(), false);
        }
        if (geo.layout().isEmpty()) {
            g.setFill(a.mutedTextFill.get());
            g.setFont(font);
            g.setTextAlign(TextAlignment.CENTER);
            g.setTextBaseline(VPos.CENTER);
            g.fillText("No facts to show", geo.plotLeft() + (w - geo.plotLeft()) / 2, geo.axisHeight() + (h - geo.axisHeight()) / 2);
            g.setTextAlign(TextAlignment.LEFT);
        }
        g.restore();

        paintLabelColumn(g, geo);
        axisPainter.paint(g, geo, axis, asOf, title);
    }

    static void clip(Pen g, double x, double y, double w, double h) {
        g.beginPath();
        g.rect(x, y, w, h);
        g.closePath();
        g.clip();
    }

    private void paintLaneStripes(Pen g, TimelineGeometry geo, double x) {
        for (TimelineLane lane : geo.layout().lanes()) {
            int i = lane.index();
            if (!geo.laneVisible(i)) {
                continue;
            }
            if (i % 2 == 1) {
                g.setFill(a.laneStripeFill.get());
                g.fillRect(x, geo.laneTop(i), geo.width() - x, geo.laneBottom(i) - geo.laneTop(i));
            }
            hline(g, a.gridStroke.get(), x, geo.width(), geo.laneBottom(i));
        }
    }

    private void paintGrid(Pen g, TimelineGeometry geo, TimeAxis axis) {
        g.setGlobalAlpha(0.45);
        for (Tick t : axis.minor()) {
            vline(g, a.gridStroke.get(), t.x(), geo.axisHeight(), geo.height());
        }
        g.setGlobalAlpha(1);
        for (Tick t : axis.ticks()) {
            vline(g, a.gridStroke.get(), t.x(), geo.axisHeight(), geo.height());
        }
    }

    private void paintVertical(Pen g, TimelineGeometry geo, Instant t, javafx.scene.paint.Paint stroke, boolean dashed) {
        double x = geo.scale().toX(t);
        if (x < geo.plotLeft() || x > geo.width()) {
            return;
        }
        g.setStroke(stroke);
        g.setLineWidth(dashed ? 1.25 : 1.5);
        if (dashed) {
            g.setLineDashes(5, 4);
        }
        g.strokeLine(snap(x), geo.axisHeight(), snap(x), geo.height());
        g.setLineDashes();
    }

    private void paintLabelColumn(Pen g, TimelineGeometry geo) {
        double lw = geo.plotLeft();
        g.setFill(a.laneHeaderFill.get());
        g.fillRect(0, geo.axisHeight(), lw, geo.height() - geo.axisHeight());
        g.save();
        clip(g, 0, geo.axisHeight(), lw, geo.height() - geo.axisHeight());
        paintLaneStripes(g, geo, 0);
        g.setTextBaseline(VPos.CENTER);
        for (TimelineLane lane : geo.layout().lanes()) {
            int i = lane.index();
            if (!geo.laneVisible(i)) {
                continue;
            }
            double y = geo.barTop(i, 0) + geo.barHeight() / 2;
            String count = lane.bars().size() == 1 ? "1" : Integer.toString(lane.bars().size());
            double countWidth = text.width(count);
            double x = 14;
            if (needsAttention(lane)) {
                g.setFill(a.problemFill.get());
                g.fillOval(6, y - 2.5, 5, 5);
            }
            g.setFont(boldText.font());
            g.setFill(a.laneLabelFill.get());
            List<String> lines = lane.labelLines();
            for (int row = 0; row < lines.size(); row++) {
                String name = boldText.fit(lines.get(row), lw - x - (row == 0 ? countWidth : 0) - 18);
                if (name != null) {
                    g.fillText(name, x, geo.barTop(i, row) + geo.barHeight() / 2);
                }
            }
            g.setFont(text.font());
            g.setFill(a.mutedTextFill.get());
            g.setTextAlign(TextAlignment.RIGHT);
            g.fillText(count, lw - 10, y);
            g.setTextAlign(TextAlignment.LEFT);
        }
        g.restore();
        vline(g, a.gridStroke.get(), lw, 0, geo.height());
    }

    private static boolean needsAttention(TimelineLane lane) {
        for (TimelineBar bar : lane.bars()) {
            if (bar.has(BarState.CONTRADICTION) || bar.has(BarState.PROBLEM)) {
                return true;
            }
        }
        return false;
    }


    /** Puts a 1-pixel line on the pixel grid so it is crisp rather than smeared over two pixels. */
    static double snap(double v) {
        return Math.floor(v) + 0.5;
    }

    /**
     * A one-pixel vertical line through x, as the pixel column a snapped one-pixel stroke covers. Drawn as a
     * rectangle because the software renderer fills an axis-aligned rectangle directly, while every stroked
     * line goes through its antialiasing rasteriser: the grid's few dozen full-height lines made each repaint
     * of the timeline (a new subject, the findings arriving) cost the render thread hundreds of milliseconds,
     * which the JavaFX thread then waited for. The fill is left set to {@code paint}.
     */
    static void vline(Pen g, javafx.scene.paint.Paint paint, double x, double y0, double y1) {
        g.setFill(paint);
        g.fillRect(Math.floor(x), y0, 1, y1 - y0);
    }

    /** A one-pixel horizontal line through y, drawn as {@link #vline} is and for the same reason. */
    static void hline(Pen g, javafx.scene.paint.Paint paint, double x0, double x1, double y) {
        g.setFill(paint);
        g.fillRect(x0, Math.floor(y), x1 - x0, 1);
    }
}
