package io.memscope.ui.timeline;

import io.memscope.model.FindingKind;
import javafx.geometry.VPos;
import javafx.scene.text.TextAlignment;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Draws the problem markers: hatched bands under the bars where two facts overlap, and round badges over
 * them. Where each badge goes is worked out once a frame ({@link #badges}), so the bar painter can keep
 * the values it writes clear of them and a hover finds the badge that was drawn.
 */
final class MarkerPainter {
    static final double MARKER_RADIUS = 6.5;
    /** Space between a badge and the edge of its bar, or the badge beside it. */
    private static final double BADGE_GAP = 3;
    /** How far the arrow head of an open end reaches past the bar. */
    static final double OPEN_END_PX = 7;

    private final TimelineAppearance a;
    private final TextMetrics text;

    MarkerPainter(TimelineAppearance appearance, TextMetrics text) {
        this.a = appearance;
        this.text = text;
    }

    /** A badge of one frame: its centre, the lane and sub-row it sits in, and its marker. */
    record Badge(double x, double y, int lane, int subRow, ProblemMarker marker) {
        double left() {
            return x - MARKER_RADIUS - 1.5;
        }

        double right() {
            return x + MARKER_RADIUS + 1.5;
        }
    }

    /**
     * Where the badges of this frame go. A badge at an end of its bar sits just outside it, past an open
     * end's arrow head, and badges at the same place line up side by side instead of on top of each other.
     */
    List<Badge> badges(TimelineGeometry geo) {
        List<Badge> badges = new ArrayList<>();
        Map<String, Integer> taken = new HashMap<>();
        for (ProblemMarker m : geo.layout().markers()) {
            TimelineBar bar = m.bar();
            if (!geo.laneVisible(bar.lane())) {
                continue;
            }
            double x = geo.scale().toX(m.at());
            double edge = bar.isPoint() ? TimelineGeometry.POINT_HALF_WIDTH : 0;
            int direction = 0;
            if (m.at().equals(m.until()) && m.at().equals(bar.end())) {
                direction = 1;
                x += edge + (bar.openEnded() ? OPEN_END_PX : 0) + MARKER_RADIUS + BADGE_GAP;
            } else if (m.at().equals(bar.start())) {
                direction = -1;
                x -= edge + MARKER_RADIUS + BADGE_GAP;
            }
            int before = taken.merge(bar.id() + ":" + direction, 1, Integer::sum) - 1;
            x += (direction == 0 ? 1 : direction) * before * (2 * MARKER_RADIUS + BADGE_GAP);
            if (x < geo.plotLeft() - MARKER_RADIUS || x > geo.width() + MARKER_RADIUS) {
                continue;
            }
            double y = geo.barTop(bar.lane(), bar.subRow()) + geo.barHeight() / 2;
            badges.add(new Badge(x, y, bar.lane(), bar.subRow(), m));
        }
        return badges;
    }

    /** Overlap bands go under the bars; badges go over them ({@link #paintBadges}). */
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

    void paintBadges(Pen g, List<Badge> badges) {
        for (Badge b : badges) {
            g.setFill(a.background.get());
            g.fillOval(b.x() - MARKER_RADIUS - 1.5, b.y() - MARKER_RADIUS - 1.5, 2 * MARKER_RADIUS + 3, 2 * MARKER_RADIUS + 3);
            g.setFill(a.problemFill.get());
            g.fillOval(b.x() - MARKER_RADIUS, b.y() - MARKER_RADIUS, 2 * MARKER_RADIUS, 2 * MARKER_RADIUS);
            g.setFill(a.barTextFill.get());
            g.setFont(text.font());
            g.setTextAlign(TextAlignment.CENTER);
            g.setTextBaseline(VPos.CENTER);
            g.fillText(glyph(b.marker().kind()), b.x(), b.y() + 0.5);
        }
        g.setTextAlign(TextAlignment.LEFT);
    }

    /** The marker under a point, for its tooltip. */
    ProblemMarker markerAt(TimelineGeometry geo, double x, double y) {
        for (Badge b : badges(geo)) {
            if (Math.hypot(x - b.x(), y - b.y()) <= MARKER_RADIUS + 2) {
                return b.marker();
            }
        }
        return null;
    }

    static String glyph(FindingKind kind) {
        return switch (kind) {
            case DANGLING_SUPERSEDED_BY -> "?";
            case CYCLE -> "\u21BB";
            case CROSS_LINK -> "\u2197";
            case OVERLAP -> "\u2260";
            default -> "!";
        };
    }
}
