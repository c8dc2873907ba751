package io.memscope.ui.render;

import io.memscope.ui.timeline.Pen;
import javafx.geometry.VPos;
import javafx.scene.paint.Color;
import javafx.scene.paint.LinearGradient;
import javafx.scene.paint.Paint;
import javafx.scene.paint.Stop;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;

/**
 * A {@link Pen} that writes SVG: each call becomes an element with the current fill, stroke, dashes, font
 * and alpha as attributes. Gradients and clip rectangles go to {@code <defs>}; a clip opens a group that the
 * matching {@link #restore} closes, which is how a canvas scopes a clip between save and restore.
 */
public final class SvgPen implements Pen {
    private static final class State {
        Paint fill = Color.BLACK;
        Paint stroke = Color.BLACK;
        double lineWidth = 1;
        double[] dashes;
        StrokeLineCap cap = StrokeLineCap.SQUARE;
        Font font = Font.getDefault();
        TextAlignment align = TextAlignment.LEFT;
        VPos baseline = VPos.BASELINE;
        double alpha = 1;
        /** Clip groups opened at this level, closed by the restore that ends it. */
        int openGroups;

        State copy() {
            State s = new State();
            s.fill = fill;
            s.stroke = stroke;
            s.lineWidth = lineWidth;
            s.dashes = dashes;
            s.cap = cap;
            s.font = font;
            s.align = align;
            s.baseline = baseline;
            s.alpha = alpha;
            return s;
        }
    }

    private final double width;
    private final double height;
    private final StringBuilder defs = new StringBuilder();
    private final StringBuilder body = new StringBuilder();
    private final Deque<State> saved = new ArrayDeque<>();
    private State state = new State();
    private final StringBuilder path = new StringBuilder();
    private int ids;
    private final java.util.Map<Font, double[]> fontMetrics = new java.util.HashMap<>();

    /** A picture of {@code width} by {@code height} user units (the logical pixels of the view). */
    public SvgPen(double width, double height) {
        this.width = width;
        this.height = height;
    }

    /** The whole document, every group closed. */
    public String toSvg() {
        StringBuilder out = new StringBuilder(body.length() + defs.length() + 256);
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
                .append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(n(width))
                .append("\" height=\"").append(n(height)).append("\" viewBox=\"0 0 ").append(n(width)).append(' ')
                .append(n(height)).append("\">\n");
        if (!defs.isEmpty()) {
            out.append("<defs>\n").append(defs).append("</defs>\n");
        }
        out.append(body);
        int open = state.openGroups;
        for (State s : saved) {
            open += s.openGroups;
        }
        out.append("</g>\n".repeat(open));
        return out.append("</svg>\n").toString();
    }

    @Override
    public void save() {
        saved.push(state);
        state = state.copy();
    }

    /** As on a canvas, a restore with nothing saved changes nothing. */
    @Override
    public void restore() {
        if (saved.isEmpty()) {
            return;
        }
        body.append("</g>\n".repeat(state.openGroups));
        state = saved.pop();
    }

    /**
     * Moves the origin of what follows by {@code (dx, dy)} until the {@link #restore} that ends the current
     * save, so a picture can place a painting made for a canvas of its own below a header.
     */
    public void translate(double dx, double dy) {
        body.append("<g transform=\"translate(").append(n(dx)).append(' ').append(n(dy)).append(")\">\n");
        state.openGroups++;
    }

    @Override
    public void setGlobalAlpha(double alpha) {
        state.alpha = alpha;
    }

    @Override
    public void setFill(Paint paint) {
        state.fill = paint;
    }

    @Override
    public void setStroke(Paint paint) {
        state.stroke = paint;
    }

    @Override
    public void setLineWidth(double width) {
        state.lineWidth = width;
    }

    @Override
    public void setLineDashes(double... dashes) {
        state.dashes = dashes == null || dashes.length == 0 ? null : dashes.clone();
    }

    @Override
    public void setLineCap(StrokeLineCap cap) {
        state.cap = cap;
    }

    @Override
    public void setFont(Font font) {
        state.font = font;
    }

    @Override
    public void setTextAlign(TextAlignment align) {
        state.align = align;
    }

    @Override
    public void setTextBaseline(VPos baseline) {
        state.baseline = baseline;
    }

    @Override
    public void fillRect(double x, double y, double w, double h) {
        body.append("<rect x=\"").append(n(x)).append("\" y=\"").append(n(y)).append("\" width=\"").append(n(w))
                .append("\" height=\"").append(n(h)).append('"').append(fill()).append("/>\n");
    }

    @Override
    public void fillRoundRect(double x, double y, double w, double h, double arcWidth, double arcHeight) {
        roundRect(x, y, w, h, arcWidth, arcHeight, fill());
    }

    @Override
    public void strokeRoundRect(double x, double y, double w, double h, double arcWidth, double arcHeight) {
        roundRect(x, y, w, h, arcWidth, arcHeight, " fill=\"none\"" + strokeAttributes());
    }

    private void roundRect(double x, double y, double w, double h, double arcWidth, double arcHeight, String paint) {
        body.append("<rect x=\"").append(n(x)).append("\" y=\"").append(n(y)).append("\" width=\"").append(n(w))
                .append("\" height=\"").append(n(h)).append("\" rx=\"").append(n(arcWidth / 2)).append("\" ry=\"")
                .append(n(arcHeight / 2)).append('"').append(paint).append("/>\n");
    }

    @Override
    public void fillOval(double x, double y, double w, double h) {
        body.append("<ellipse cx=\"").append(n(x + w / 2)).append("\" cy=\"").append(n(y + h / 2)).append("\" rx=\"")
                .append(n(w / 2)).append("\" ry=\"").append(n(h / 2)).append('"').append(fill()).append("/>\n");
    }

    @Override
    public void fillPolygon(double[] xs, double[] ys, int points) {
        body.append("<polygon points=\"");
        for (int i = 0; i < points; i++) {
            body.append(i == 0 ? "" : " ").append(n(xs[i])).append(',').append(n(ys[i]));
        }
        body.append('"').append(fill()).append("/>\n");
    }

    @Override
    public void strokeLine(double x1, double y1, double x2, double y2) {
        body.append("<line x1=\"").append(n(x1)).append("\" y1=\"").append(n(y1)).append("\" x2=\"").append(n(x2))
                .append("\" y2=\"").append(n(y2)).append('"').append(strokeAttributes()).append("/>\n");
    }

    @Override
    public void fillText(String text, double x, double y) {
        Font font = state.font;
        String style = font.getStyle().toLowerCase(Locale.ROOT);
        // the baseline placed as a canvas places it, from the font's own metrics: SVG viewers differ
        // too much in how they honour dominant-baseline to leave it to them
        double[] metrics = metrics(font);
        double baselineY = switch (state.baseline) {
            case TOP -> y + metrics[0];
            case CENTER -> y + (metrics[0] - metrics[1]) / 2;
            case BOTTOM -> y - metrics[1];
            default -> y;
        };
        body.append("<text x=\"").append(n(x)).append("\" y=\"").append(n(baselineY)).append("\" font-family=\"")
                .append(escape(font.getFamily())).append(", sans-serif\" font-size=\"").append(n(font.getSize()))
                .append('"');
        if (style.contains("bold")) {
            body.append(" font-weight=\"bold\"");
        }
        if (style.contains("italic")) {
            body.append(" font-style=\"italic\"");
        }
        switch (state.align) {
            case CENTER -> body.append(" text-anchor=\"middle\"");
            case RIGHT -> body.append(" text-anchor=\"end\"");
            default -> { }
        }
        body.append(fill()).append(" xml:space=\"preserve\">").append(escape(text)).append("</text>\n");
    }

    /** Ascent and descent of {@code font}, measured once per font. */
    private double[] metrics(Font font) {
        return fontMetrics.computeIfAbsent(font, f -> {
            javafx.scene.text.Text probe = new javafx.scene.text.Text("Hg");
            probe.setFont(f);
            javafx.geometry.Bounds b = probe.getLayoutBounds(); // origin on the baseline: minY is minus the ascent
            return new double[] {-b.getMinY(), b.getMaxY()};
        });
    }

    @Override
    public void beginPath() {
        path.setLength(0);
    }

    @Override
    public void moveTo(double x, double y) {
        path.append('M').append(n(x)).append(' ').append(n(y)).append(' ');
    }

    @Override
    public void bezierCurveTo(double c1x, double c1y, double c2x, double c2y, double x, double y) {
        path.append('C').append(n(c1x)).append(' ').append(n(c1y)).append(' ').append(n(c2x)).append(' ')
                .append(n(c2y)).append(' ').append(n(x)).append(' ').append(n(y)).append(' ');
    }

    @Override
    public void rect(double x, double y, double w, double h) {
        path.append('M').append(n(x)).append(' ').append(n(y)).append(" h").append(n(w)).append(" v").append(n(h))
                .append(" h").append(n(-w)).append(" Z ");
    }

    @Override
    public void closePath() {
        if (!path.isEmpty() && path.charAt(path.length() - 2) != 'Z') {
            path.append("Z ");
        }
    }

    @Override
    public void stroke() {
        if (!path.isEmpty()) {
            body.append("<path d=\"").append(path.toString().strip()).append("\" fill=\"none\"").append(strokeAttributes())
                    .append("/>\n");
        }
    }

    @Override
    public void clip() {
        String id = "clip" + (++ids);
        defs.append("<clipPath id=\"").append(id).append("\"><path d=\"").append(path.toString().strip())
                .append("\"/></clipPath>\n");
        body.append("<g clip-path=\"url(#").append(id).append(")\">\n");
        state.openGroups++;
    }

    private String fill() {
        return paint("fill", state.fill);
    }

    private String strokeAttributes() {
        StringBuilder s = new StringBuilder(paint("stroke", state.stroke));
        s.append(" stroke-width=\"").append(n(state.lineWidth)).append('"');
        if (state.dashes != null) {
            s.append(" stroke-dasharray=\"");
            for (int i = 0; i < state.dashes.length; i++) {
                s.append(i == 0 ? "" : " ").append(n(state.dashes[i]));
            }
            s.append('"');
        }
        switch (state.cap) {
            case ROUND -> s.append(" stroke-linecap=\"round\"");
            case BUTT -> s.append(" stroke-linecap=\"butt\"");
            default -> s.append(" stroke-linecap=\"square\"");
        }
        return s.toString();
    }

    /** {@code fill="#rrggbb" fill-opacity=".."}, a gradient by reference, or none for a paint SVG lacks. */
    private String paint(String attribute, Paint paint) {
        double alpha = state.alpha;
        String value;
        if (paint instanceof Color c) {
            value = hex(c);
            alpha *= c.getOpacity();
        } else if (paint instanceof LinearGradient g) {
            value = "url(#" + gradient(g) + ")";
        } else {
            return " " + attribute + "=\"none\"";
        }
        String opacity = alpha >= 1 ? "" : " " + attribute + "-opacity=\"" + n(alpha) + "\"";
        return " " + attribute + "=\"" + value + "\"" + opacity;
    }

    private String gradient(LinearGradient g) {
        String id = "fade" + (++ids);
        defs.append("<linearGradient id=\"").append(id).append("\" x1=\"").append(n(g.getStartX())).append("\" y1=\"")
                .append(n(g.getStartY())).append("\" x2=\"").append(n(g.getEndX())).append("\" y2=\"")
                .append(n(g.getEndY())).append("\" gradientUnits=\"")
                .append(g.isProportional() ? "objectBoundingBox" : "userSpaceOnUse").append("\">");
        for (Stop s : g.getStops()) {
            defs.append("<stop offset=\"").append(n(s.getOffset())).append("\" stop-color=\"").append(hex(s.getColor()))
                    .append("\" stop-opacity=\"").append(n(s.getColor().getOpacity())).append("\"/>");
        }
        defs.append("</linearGradient>\n");
        return id;
    }

    private static String hex(Color c) {
        return String.format(Locale.ROOT, "#%02x%02x%02x", Math.round(c.getRed() * 255), Math.round(c.getGreen() * 255),
                Math.round(c.getBlue() * 255));
    }

    /** Two decimals at most, never an exponent, never a locale's comma. */
    private static String n(double v) {
        if (!Double.isFinite(v)) {
            return "0";
        }
        double r = Math.round(v * 100) / 100.0;
        if (r == Math.rint(r) && Math.abs(r) < 1e15) {
            return Long.toString((long) r);
        }
        return java.math.BigDecimal.valueOf(r).stripTrailingZeros().toPlainString();
    }

    /**
     * Text and attribute values made safe for XML: the five special characters escaped, and characters XML 1.0
     * cannot hold at all (most control characters, lone surrogates) replaced by U+FFFD.
     */
    static String escape(String s) {
        StringBuilder out = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&apos;");
                default -> {
                    if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                        out.append(c).append(s.charAt(++i));
                    } else if (Character.isSurrogate(c) || (c < 0x20 && c != '\t' && c != '\n' && c != '\r')
                            || c == 0xFFFE || c == 0xFFFF) {
                        out.append('\uFFFD');
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }
}
