package io.memscope.ui.timeline;

import java.time.Instant;
import java.util.Optional;

/**
 * Where the parts of the timeline are on screen for one frame: the lane-label column on the left, the
 * axis on top, and below it the lanes, each as tall as its sub-rows, scrolled up by {@code scrollY}.
 * Horizontal positions come from {@link #scale()}. Used alike by painting and by hit testing, so a
 * click lands on what was drawn.
 */
final class TimelineGeometry {
    /** Space above the first and below the last sub-row of a lane. */
    static final double LANE_PADDING = 6;
    /** Space between the bars of adjacent sub-rows. */
    static final double BAR_GAP = 5;
    /** Half the width of the diamond a bar without length is drawn as. */
    static final double POINT_HALF_WIDTH = 6.5;

    private final TimelineLayout layout;
    private final TimeScale scale;
    private final double width;
    private final double height;
    private final double rowHeight;
    private final double axisHeight;
    private final double[] laneTops;
    private final double contentHeight;

    TimelineGeometry(TimelineLayout layout, TimeRange range, java.time.ZoneId zone, double width, double height,
                     double labelWidth, double axisHeight, double rowHeight, double scrollY) {
        this.layout = layout;
        this.width = width;
        this.height = height;
        this.rowHeight = rowHeight;
        this.axisHeight = axisHeight;
        this.scale = new TimeScale(range, labelWidth, Math.max(1, width - labelWidth), zone);
        this.laneTops = new double[layout.lanes().size() + 1];
        double y = axisHeight - scrollY;
        for (TimelineLane lane : layout.lanes()) {
            laneTops[lane.index()] = y;
            y += laneHeight(lane);
        }
        laneTops[layout.lanes().size()] = y;
        this.contentHeight = y + scrollY - axisHeight;
    }

    /** The height all lanes need together; compare with the viewport to decide on scrolling. */
    static double contentHeight(TimelineLayout layout, double rowHeight) {
        double h = 0;
        for (TimelineLane lane : layout.lanes()) {
            h += Math.max(1, lane.rowCount()) * rowHeight + 2 * LANE_PADDING;
        }
        return h;
    }

    private double laneHeight(TimelineLane lane) {
        return Math.max(1, lane.rowCount()) * rowHeight + 2 * LANE_PADDING;
    }

    TimeScale scale() {
        return scale;
    }

    TimelineLayout layout() {
        return layout;
    }

    double width() {
        return width;
    }

    double height() {
        return height;
    }

    double plotLeft() {
        return scale.x0();
    }

    double axisHeight() {
        return axisHeight;
    }

    double rowHeight() {
        return rowHeight;
    }

    double contentHeight() {
        return contentHeight;
    }

    double laneTop(int lane) {
        return laneTops[lane];
    }

    double laneBottom(int lane) {
        return laneTops[lane + 1];
    }

    double barTop(int lane, int subRow) {
        return laneTops[lane] + LANE_PADDING + subRow * rowHeight + BAR_GAP / 2;
    }

    double barHeight() {
        return rowHeight - BAR_GAP;
    }

    /** Whether any part of the lane lies between the axis and the bottom edge. */
    boolean laneVisible(int lane) {
        return laneTops[lane + 1] > axisHeight && laneTops[lane] < height;
    }

    boolean inPlot(double x, double y) {
        return x >= plotLeft() && x < width && y >= axisHeight && y < height;
    }

    boolean inAxis(double x, double y) {
        return x >= plotLeft() && y >= 0 && y < axisHeight;
    }

    /** The lane and sub-row under a point of the plot. */
    Optional<RowHit> rowAt(double y) {
        if (y < axisHeight) {
            return Optional.empty();
        }
        for (TimelineLane lane : layout.lanes()) {
            int i = lane.index();
            if (y >= laneTops[i] && y < laneTops[i + 1]) {
                int row = (int) Math.floor((y - laneTops[i] - LANE_PADDING) / rowHeight);
                return Optional.of(new RowHit(i, Math.max(0, Math.min(lane.rowCount() - 1, row))));
            }
        }
        return Optional.empty();
    }

    /** The bar drawn at a point, if any; a few pixels of slack make thin bars clickable. */
    Optional<TimelineBar> barAt(double x, double y) {
        if (!inPlot(x, y)) {
            return Optional.empty();
        }
        return rowAt(y).flatMap(hit -> {
            double top = barTop(hit.lane(), hit.subRow());
            if (y < top - 1 || y > top + barHeight() + 1) {
                return Optional.empty();
            }
            Instant t = scale.toInstant(x);
            // a diamond is drawn over its neighbours' ends, so it is what a click there means
            Optional<TimelineBar> point = layout.visibleBars(hit.lane(), hit.subRow(),
                    scale.toInstant(x - POINT_HALF_WIDTH), scale.toInstant(x + POINT_HALF_WIDTH)).stream()
                    .filter(TimelineBar::isPoint)
                    .filter(b -> Math.abs(scale.toX(b.start()) - x) <= POINT_HALF_WIDTH)
                    .findFirst();
            if (point.isPresent()) {
                return point;
            }
            Optional<TimelineBar> exact = layout.barAt(hit.lane(), hit.subRow(), t);
            if (exact.isPresent()) {
                return exact;
            }
            Optional<TimelineBar> near = layout.firstOverlapping(hit.lane(), hit.subRow(), scale.toInstant(x - 3), scale.toInstant(x + 3));
            if (near.isPresent()) {
                return near;
            }
            // a bar without valid_from is drawn from the left edge however far back the view goes
            return layout.lanes().get(hit.lane()).rows().get(hit.subRow()).stream().findFirst()
                    .filter(first -> first.startUnknown() && t.isBefore(first.start()));
        });
    }

    record RowHit(int lane, int subRow) {
    }
}
