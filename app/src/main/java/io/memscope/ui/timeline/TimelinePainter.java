package io.memscope.ui.timeline;

import io.memscope.model.Fact;
import javafx.geometry.VPos;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

/**
 * Paints one frame of the timeline onto a canvas: lanes and grid, then the bars (through
 * {@link BarPainter}) with their arrows and problem markers, the "now" line and as-of cursor, and last the label column and the axis,
 * which stay put while the plot scrolls under them.
 */
final class TimelinePainter {
    /** Height of the as-of handle drawn in the axis. */
    static final double HANDLE_HEIGHT = 18;
    private static final DateTimeFormatter HANDLE_FORMAT = DateTimeFormatter.ofPattern("d MMM yyyy HH:mm", Locale.ENGLISH);

    private final TimelineAppearance a;
    private final TextMetrics text = new TextMetrics();
    private final TextMetrics boldText = new TextMetrics();
    private final BarPainter bars;
    private final MarkerPainter markers;
    private final ArrowPainter arrows;

    TimelinePainter(TimelineAppearance appearance) {
        this.a = appearance;
        this.bars = new BarPainter(appearance, text);
        this.markers = new MarkerPainter(appearance, text);
        this.arrows = new ArrowPainter(appearance);
    }

    MarkerPainter markers() {
        return markers;
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
        paintAxis(g, geo, axis, asOf, title);
    }

    private static void clip(Pen g, double x, double y, double w, double h) {
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
            String name = boldText.fit(lane.predicate(), lw - x - countWidth - 18);
            if (name != null) {
                g.fillText(name, x, y);
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

    private void paintAxis(Pen g, TimelineGeometry geo, TimeAxis axis, Instant asOf, String title) {
        double ah = geo.axisHeight();
        double lw = geo.plotLeft();
        double w = geo.width();
        g.setFill(a.axisFill.get());
        g.fillRect(0, 0, w, ah);
        hline(g, a.gridStroke.get(), 0, w, ah);
        vline(g, a.gridStroke.get(), lw, 0, ah);

        // corner: whose timeline this is
        g.setTextBaseline(VPos.CENTER);
        g.setTextAlign(TextAlignment.LEFT);
        g.setFont(boldText.font());
        g.setFill(a.laneLabelFill.get());
        String shownTitle = title == null ? null : boldText.fit(title, lw - 24);
        if (shownTitle != null) {
            g.fillText(shownTitle, 14, ah * 0.3);
        }
        g.setFont(text.font());
        g.setFill(a.mutedTextFill.get());
        int facts = geo.layout().barCount();
        int lanes = geo.layout().lanes().size();
        String counts = text.fit(facts + (facts == 1 ? " fact" : " facts") + " \u00B7 " + lanes
                + (lanes == 1 ? " predicate" : " predicates"), lw - 24);
        if (counts != null) {
            g.fillText(counts, 14, ah * 0.72);
        }

        g.save();
        clip(g, lw, 0, w - lw, ah);
        double contextY = ah * 0.3;
        double tickY = ah * 0.72;
        List<Tick> context = axis.context();
        g.setFont(boldText.font());
        for (int i = 0; i < context.size(); i++) {
            Tick t = context.get(i);
            double x = Math.max(t.x(), lw) + 6; // the period the view starts in stays named at the left
            double limit = i + 1 < context.size() ? context.get(i + 1).x() - 6 : w;
            String label = boldText.fit(t.label(), limit - x);
            if (label != null) {
                g.setFill(a.laneLabelFill.get());
                g.fillText(label, x, contextY);
            }
            if (t.x() >= lw) {
                vline(g, a.gridStroke.get(), t.x(), 0, ah);
            }
        }
        g.setFont(text.font());
        for (Tick t : axis.ticks()) {
            vline(g, a.gridStroke.get(), t.x(), context.isEmpty() ? 0 : ah * 0.5, ah);
            g.setFill(a.axisTextFill.get());
            g.fillText(t.label(), t.x() + 5, context.isEmpty() ? ah / 2 : tickY);
        }
        paintNowTag(g, geo);
        if (asOf != null) {
            paintAsOfHandle(g, geo, asOf);
        }
        g.restore();
    }

    private void paintNowTag(Pen g, TimelineGeometry geo) {
        double x = geo.scale().toX(geo.layout().now());
        if (x < geo.plotLeft() || x > geo.width()) {
            return;
        }
        double ah = geo.axisHeight();
        g.setStroke(a.nowStroke.get());
        g.setLineWidth(1.25);
        g.setLineDashes(5, 4);
        g.strokeLine(snap(x), ah - 8, snap(x), ah);
        g.setLineDashes();
        g.setFill(a.nowStroke.get());
        g.setFont(boldText.font());
        g.setTextAlign(TextAlignment.RIGHT);
        g.fillText("now", x - 4, ah - 9);
        g.setTextAlign(TextAlignment.LEFT);
    }

    /** Where the as-of handle is drawn, so the skin can tell when a press grabs it. */
    double[] handleBounds(TimelineGeometry geo, Instant asOf) {
        String label = handleLabel(geo, asOf);
        boldText.setFont(Font.font(a.font.get().getFamily(), FontWeight.BOLD, a.font.get().getSize()));
        double w = boldText.width(label) + 16;
        double x = geo.scale().toX(asOf);
        double left = Math.max(geo.plotLeft(), Math.min(x - w / 2, geo.width() - w));
        double top = geo.axisHeight() - HANDLE_HEIGHT - 3;
        return new double[] {left, top, w, HANDLE_HEIGHT};
    }

    private String handleLabel(TimelineGeometry geo, Instant asOf) {
        return "as of " + HANDLE_FORMAT.format(LocalDateTime.ofInstant(asOf, geo.scale().zone()));
    }

    private void paintAsOfHandle(Pen g, TimelineGeometry geo, Instant asOf) {
        double x = geo.scale().toX(asOf);
        if (x < geo.plotLeft() - 1 || x > geo.width() + 1) {
            return;
        }
        double[] b = handleBounds(geo, asOf);
        g.setFill(a.asOfStroke.get());
        g.fillRoundRect(b[0], b[1], b[2], b[3], 8, 8);
        g.fillPolygon(new double[] {x - 4, x + 4, x}, new double[] {b[1] + b[3], b[1] + b[3], b[1] + b[3] + 4}, 3);
        g.setFill(a.asOfTextFill.get());
        g.setFont(boldText.font());
        g.setTextBaseline(VPos.CENTER);
        g.fillText(handleLabel(geo, asOf), b[0] + 8, b[1] + b[3] / 2 + 0.5);
    }

    /** Puts a 1-pixel line on the pixel grid so it is crisp rather than smeared over two pixels. */
    private static double snap(double v) {
        return Math.floor(v) + 0.5;
    }

    /**
     * A one-pixel vertical line through x, as the pixel column a snapped one-pixel stroke covers. Drawn as a
     * rectangle because the software renderer fills an axis-aligned rectangle directly, while every stroked
     * line goes through its antialiasing rasteriser: the grid's few dozen full-height lines made each repaint
     * of the timeline (a new subject, the findings arriving) cost the render thread hundreds of milliseconds,
     * which the JavaFX thread then waited for. The fill is left set to {@code paint}.
     */
    private static void vline(Pen g, javafx.scene.paint.Paint paint, double x, double y0, double y1) {
        g.setFill(paint);
        g.fillRect(Math.floor(x), y0, 1, y1 - y0);
    }

    /** A one-pixel horizontal line through y, drawn as {@link #vline} is and for the same reason. */
    private static void hline(Pen g, javafx.scene.paint.Paint paint, double x0, double x1, double y) {
        g.setFill(paint);
        g.fillRect(x0, Math.floor(y), x1 - x0, 1);
    }
}
