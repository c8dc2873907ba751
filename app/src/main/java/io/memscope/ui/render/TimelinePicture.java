package io.memscope.ui.render;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.ui.theme.Theme;
import io.memscope.ui.timeline.TimeRange;
import io.memscope.ui.timeline.TimelineControl;
import io.memscope.ui.timeline.TimelineLayout;
import io.memscope.ui.timeline.TimelineLegend;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.BorderPane;
import javafx.scene.transform.Transform;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Set;

/**
 * A timeline with its axis and legend as a PNG or an SVG, for slides and docs. Used by File → Export Image
 * and by the headless {@code render} command; must be called on the JavaFX thread.
 */
public final class TimelinePicture {
    private static final double LEGEND_HEIGHT = 34;

    /** What to draw. {@code width}/{@code height} are logical pixels; the PNG is {@code scale} times larger. */
    public record Request(List<Fact> facts, List<Finding> findings, Set<FactId> flagged, Instant now, Instant asOf,
                          Theme theme, double width, double height, double scale, TimeRange range) {
        /** The whole extent of the facts, as the render command draws it. */
        public Request(List<Fact> facts, List<Finding> findings, Set<FactId> flagged, Instant now, Instant asOf,
                       Theme theme, double width, double height, double scale) {
            this(facts, findings, flagged, now, asOf, theme, width, height, scale, null);
        }
    }

    private TimelinePicture() {
    }

    /** The logical height that shows every lane of these facts without scrolling. */
    public static double naturalHeight(List<Fact> facts, List<Finding> findings, Set<FactId> flagged, Instant now) {
        TimelineLayout layout = TimelineLayout.of(facts, findings, flagged, now);
        int rows = layout.lanes().stream().mapToInt(l -> Math.max(1, l.rows().size())).sum();
        return 48 + rows * 24.0 + layout.lanes().size() * 12.0 + LEGEND_HEIGHT + 16;
    }

    public static WritableImage snapshot(Request r) {
        Arranged a = arrange(r);
        SnapshotParameters params = new SnapshotParameters();
        params.setTransform(Transform.scale(r.scale(), r.scale()));
        return a.root().snapshot(params, new WritableImage((int) Math.round(r.width() * r.scale()),
                (int) Math.round(r.height() * r.scale())));
    }

    /**
     * The same picture as SVG, drawn by the very painting the canvas uses ({@link TimelineControl#paintTo}),
     * so it scales without blur in slides and documents. {@code scale} does not apply: it is vector.
     */
    public static String svg(Request r) {
        Arranged a = arrange(r);
        SvgPen pen = new SvgPen(r.width(), r.height());
        a.timeline().paintTo(pen);
        NodeSvg.paint(a.legend(), a.root(), pen);
        return pen.toSvg();
    }

    /** The picture's nodes, styled and laid out at its size. */
    private record Arranged(BorderPane root, TimelineControl timeline, TimelineLegend legend) {
    }

    private static Arranged arrange(Request r) {
        TimelineControl timeline = new TimelineControl();
        timeline.setNow(r.now());
        timeline.getFacts().setAll(r.facts());
        timeline.getFindings().setAll(r.findings());
        timeline.getFlaggedIds().addAll(r.flagged());
        BorderPane root = new BorderPane(timeline);
        TimelineLegend legend = new TimelineLegend();
        root.setBottom(legend);
        root.setPadding(new Insets(0));
        root.getStyleClass().add("picture");
        Scene scene = new Scene(root, r.width(), r.height());
        r.theme().applyTo(scene);
        root.applyCss();
        root.layout();
        if (r.range() == null) {
            timeline.fitAll();
        } else {
            timeline.setVisibleRange(r.range());
        }
        timeline.setAsOf(r.asOf());
        root.applyCss();
        root.layout();
        return new Arranged(root, timeline, legend);
    }

    /** The size of a written picture. */
    public record Written(int width, int height) {
    }

    /**
     * Draws without a display and writes the PNG: the whole job of the {@code render} command, kept
     * here so the command line itself never touches JavaFX types.
     */
    public static Written renderHeadless(Request request, Path to) throws IOException {
        HeadlessFx.start();
        if (isSvg(to)) {
            writeSvg(HeadlessFx.call(() -> svg(request)), to);
            return new Written((int) Math.round(request.width()), (int) Math.round(request.height()));
        }
        WritableImage image = HeadlessFx.call(() -> snapshot(request));
        writePng(image, to);
        return new Written((int) image.getWidth(), (int) image.getHeight());
    }

    /** Whether {@code to} names an SVG file (else a PNG is written). */
    public static boolean isSvg(Path to) {
        return to.getFileName() != null
                && to.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".svg");
    }

    /** Writes an SVG document as UTF-8, atomically: the file appears complete or not at all. */
    public static void writeSvg(String svg, Path to) throws IOException {
        PictureFiles.write(to, out -> out.write(svg.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    }

    /** Writes the picture as PNG, atomically: the file appears complete or not at all. */
    public static void writePng(WritableImage image, Path to) throws IOException {
        PixelReader pixels = image.getPixelReader();
        int w = (int) image.getWidth();
        int h = (int) image.getHeight();
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        int[] row = new int[w];
        for (int y = 0; y < h; y++) {
            pixels.getPixels(0, y, w, 1, javafx.scene.image.PixelFormat.getIntArgbInstance(), row, 0, w);
            out.setRGB(0, y, w, 1, row, 0, w);
        }
        PictureFiles.write(to, stream -> {
            if (!ImageIO.write(out, "png", stream)) {
                throw new IOException("no PNG writer available");
            }
        });
    }

}
