package io.memscope.ui.timeline;

import javafx.geometry.VPos;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

import static io.memscope.ui.timeline.TimelinePainter.clip;
import static io.memscope.ui.timeline.TimelinePainter.hline;
import static io.memscope.ui.timeline.TimelinePainter.snap;
import static io.memscope.ui.timeline.TimelinePainter.vline;

/**
 * Paints the strip above the lanes: whose timeline it is in the corner, the period and tick labels, the
 * "now" tag and the as-of handle. A label that would be cut by the edge or covered by "now" is left out.
 */
final class AxisPainter {
    /** The window's one date format, without the zone: the handle sits on an axis that names it. */
    private static final DateTimeFormatter HANDLE_FORMAT = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ENGLISH);

    private final TimelineAppearance a;
    private final TextMetrics text;
    private final TextMetrics boldText;

    AxisPainter(TimelineAppearance appearance, TextMetrics text, TextMetrics boldText) {
        this.a = appearance;
        this.text = text;
        this.boldText = boldText;
    }

    void paint(Pen g, TimelineGeometry geo, TimeAxis axis, Instant asOf, String title) {
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
        int lanes = geo.layout().lanes().stream().mapToInt(l -> l.predicates().size()).sum();
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
        double[] nowTag = nowTagBounds(geo, asOf);
        double labelY = context.isEmpty() ? ah / 2 : tickY;
        for (Tick t : axis.ticks()) {
            vline(g, a.gridStroke.get(), t.x(), context.isEmpty() ? 0 : ah * 0.5, ah);
            double left = t.x() + 5;
            double right = left + text.width(t.label());
            // a label the right edge would cut, or that "now" would cover, is left out: its line still shows
            boolean underNow = nowTag != null && left < nowTag[1] + 4 && nowTag[0] - 4 < right
                    && Math.abs(labelY - nowTag[2]) < text.font().getSize();
            if (right <= w - 2 && !underNow) {
                g.setFill(a.axisTextFill.get());
                g.fillText(t.label(), left, labelY);
            }
        }
        if (nowTag != null) {
            paintNowTag(g, geo, nowTag);
        }
        if (asOf != null) {
            paintAsOfHandle(g, geo, asOf);
        }
        g.restore();
    }

    /**
     * Left, right and middle y of the "now" label, or null when "now" is off the plot or has no room. It
     * sits left of the line, or right of it when the label column, the edge or the as-of handle (drawn
     * over it) would hide it there.
     */
    private double[] nowTagBounds(TimelineGeometry geo, Instant asOf) {
        double x = geo.scale().toX(geo.layout().now());
        if (x < geo.plotLeft() || x > geo.width()) {
            return null;
        }
        double w = boldText.width("now");
        double[] handle = asOf == null ? null : handleBounds(geo, asOf);
        for (double left : new double[] {x - 4 - w, x + 4}) {
            boolean inside = left >= geo.plotLeft() + 2 && left + w <= geo.width() - 2;
            boolean underHandle = handle != null && left < handle[0] + handle[2] && handle[0] < left + w;
            if (inside && !underHandle) {
                return new double[] {left, left + w, geo.axisHeight() - 9};
            }
        }
        return null;
    }

    private void paintNowTag(Pen g, TimelineGeometry geo, double[] tag) {
        double x = geo.scale().toX(geo.layout().now());
        double ah = geo.axisHeight();
        g.setStroke(a.nowStroke.get());
        g.setLineWidth(1.25);
        g.setLineDashes(5, 4);
        g.strokeLine(snap(x), ah - 8, snap(x), ah);
        g.setLineDashes();
        // the axis colour behind the word, so a tick line through it does not cross it out
        g.setFill(a.axisFill.get());
        g.fillRect(tag[0] - 1, tag[2] - boldText.font().getSize() / 2 - 1, tag[1] - tag[0] + 2, boldText.font().getSize() + 2);
        g.setFill(a.nowStroke.get());
        g.setFont(boldText.font());
        g.setTextAlign(TextAlignment.LEFT);
        g.fillText("now", tag[0], tag[2]);
        g.setFont(text.font());
    }

    /** Where the as-of handle is drawn, so the skin can tell when a press grabs it. */
    double[] handleBounds(TimelineGeometry geo, Instant asOf) {
        String label = handleLabel(geo, asOf);
        boldText.setFont(Font.font(a.font.get().getFamily(), FontWeight.BOLD, a.font.get().getSize()));
        double w = boldText.width(label) + 16;
        double x = geo.scale().toX(asOf);
        double left = Math.max(geo.plotLeft(), Math.min(x - w / 2, geo.width() - w));
        double top = geo.axisHeight() - TimelinePainter.HANDLE_HEIGHT - 3;
        return new double[] {left, top, w, TimelinePainter.HANDLE_HEIGHT};
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
}
