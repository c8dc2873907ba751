package io.memscope.ui.render;

import io.memscope.model.AliasGroups;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.store.StoreDescriptor;
import io.memscope.store.StoreKind;
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
import java.time.LocalDate;
import java.util.List;
import java.util.Set;

/**
 * A timeline with its axis and legend as a PNG or an SVG, for slides and docs: an optional title and a
 * line naming the store and the date above it, the range asked for, and no more height than the lanes
 * need unless a height is asked for. Used by File → Export Timeline Image and by the headless
 * {@code render} command; must be called on the JavaFX thread.
 */
public final class TimelinePicture {
    /** A picture fitted to its lanes stops at this height, the render command's largest at scale 2. */
    private static final double MAX_FITTED_HEIGHT = 8000;

    /** The lines above the timeline; any part may be null, and an empty header draws nothing. */
    public record Header(String title, String store, LocalDate date) {
        public static final Header NONE = new Header(null, null, null);
    }

    /**
     * What to draw. {@code width}/{@code height} are logical pixels, a {@code height} of 0 or less fitting
     * the picture to what it shows; the PNG is {@code scale} times larger. A null {@code range} is the
     * timeline's own fit. {@code aliases} put the predicates of one accepted attribute in one lane, as on screen.
     */
    public record Request(List<Fact> facts, List<Finding> findings, Set<FactId> flagged, Instant now, Instant asOf,
                          Theme theme, double width, double height, double scale, TimeRange range, Header header,
                          AliasGroups aliases) {
        public Request {
            header = header == null ? Header.NONE : header;
            aliases = aliases == null ? AliasGroups.NONE : aliases;
        }

        public Request(List<Fact> facts, List<Finding> findings, Set<FactId> flagged, Instant now, Instant asOf,
                       Theme theme, double width, double height, double scale, TimeRange range, Header header) {
            this(facts, findings, flagged, now, asOf, theme, width, height, scale, range, header, AliasGroups.NONE);
        }

        /** The timeline's own fit, with no header. */
        public Request(List<Fact> facts, List<Finding> findings, Set<FactId> flagged, Instant now, Instant asOf,
                       Theme theme, double width, double height, double scale) {
            this(facts, findings, flagged, now, asOf, theme, width, height, scale, null, Header.NONE);
        }

        public Request(List<Fact> facts, List<Finding> findings, Set<FactId> flagged, Instant now, Instant asOf,
                       Theme theme, double width, double height, double scale, TimeRange range) {
            this(facts, findings, flagged, now, asOf, theme, width, height, scale, range, Header.NONE);
        }

        public Request withHeader(Header h) {
            return new Request(facts, findings, flagged, now, asOf, theme, width, height, scale, range, h, aliases);
        }
    }

    private TimelinePicture() {
    }

    /** A file store by its file's name, a database by its location (which never holds a password). */
    public static String storeName(StoreDescriptor d) {
        if (d.kind() == StoreKind.POSTGRESQL) {
            return d.location();
        }
        Path name = Path.of(d.location()).getFileName();
        return name == null ? d.location() : name.toString();
    }

    /**
     * The range to draw when only one end is asked for (either may be null): the other end is the
     * timeline's fit, or as far from the given end as the fit is long when the fit lies on the wrong side.
     */
    public static TimeRange range(Instant from, Instant to, List<Fact> facts, List<Finding> findings, Instant now) {
        if (from != null && to != null) {
            return new TimeRange(from, to);
        }
        TimeRange fit = TimelineLayout.of(facts, findings, Set.of(), now).fit().padded(TimelineLayout.FIT_MARGIN);
        if (from != null) {
            return new TimeRange(from, fit.end().isAfter(from) ? fit.end() : from.plus(fit.span()));
        }
        if (to != null) {
            return new TimeRange(fit.start().isBefore(to) ? fit.start() : to.minus(fit.span()), to);
        }
        return fit;
    }

    public static WritableImage snapshot(Request r) {
        Arranged a = arrange(r);
        SnapshotParameters params = new SnapshotParameters();
        params.setTransform(Transform.scale(r.scale(), r.scale()));
        return a.root().snapshot(params, new WritableImage((int) Math.round(a.width() * r.scale()),
                (int) Math.round(a.height() * r.scale())));
    }

    /**
     * The same picture as SVG, drawn by the very painting the canvas uses ({@link TimelineControl#paintTo}),
     * so it scales without blur in slides and documents. {@code scale} does not apply: it is vector.
     */
    public static String svg(Request r) {
        return vector(r).svg();
    }

    private record Vector(String svg, double width, double height) {
    }

    private static Vector vector(Request r) {
        Arranged a = arrange(r);
        SvgPen pen = new SvgPen(a.width(), a.height());
        if (a.header() != null) {
            NodeSvg.paint(a.header(), a.root(), pen);
        }
        pen.save();
        pen.translate(a.timeline().getLayoutX(), a.timeline().getLayoutY());
        a.timeline().paintTo(pen);
        pen.restore();
        NodeSvg.paint(a.legend(), a.root(), pen);
        return new Vector(pen.toSvg(), a.width(), a.height());
    }

    /** The picture's nodes, styled and laid out at its final size. */
    private record Arranged(BorderPane root, PictureHeader header, TimelineControl timeline, TimelineLegend legend,
                            double width, double height) {
    }

    private static Arranged arrange(Request r) {
        TimelineControl timeline = new TimelineControl();
        timeline.setNow(r.now());
        timeline.getFacts().setAll(r.facts());
        timeline.getFindings().setAll(r.findings());
        timeline.getFlaggedIds().addAll(r.flagged());
        timeline.setAliases(r.aliases());
        BorderPane root = new BorderPane(timeline);
        PictureHeader header = new PictureHeader(r.header());
        if (!header.isEmpty()) {
            root.setTop(header);
        }
        TimelineLegend legend = new TimelineLegend();
        root.setBottom(legend);
        root.setPadding(new Insets(0));
        root.getStyleClass().add("picture");
        double width = r.width();
        Scene scene = new Scene(root, width, r.height() > 0 ? r.height() : 600);
        r.theme().applyTo(scene);
        root.applyCss();
        header.wrapTo(width);
        root.applyCss();
        double height = r.height() > 0 ? r.height() : Math.min(MAX_FITTED_HEIGHT,
                (header.isEmpty() ? 0 : header.prefHeight(width)) + timeline.fittedHeight() + legend.prefHeight(width));
        root.resize(width, height);
        root.layout();
        if (r.range() == null) {
            timeline.fitAll();
        } else {
            timeline.setVisibleRange(r.range());
        }
        timeline.setAsOf(r.asOf());
        root.applyCss();
        root.layout();
        return new Arranged(root, header.isEmpty() ? null : header, timeline, legend, width, height);
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
            Vector picture = HeadlessFx.call(() -> vector(request));
            writeSvg(picture.svg(), to);
            return new Written((int) Math.round(picture.width()), (int) Math.round(picture.height()));
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
