package io.memscope.ui.timeline;

import javafx.geometry.VPos;
import javafx.scene.paint.Paint;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

import java.util.ArrayList;
import java.util.List;

/** A {@link Pen} that keeps the texts and filled shapes it is given, so a test can ask where they went. */
final class RecordingPen implements Pen {
    /** A text as drawn: {@code left} and {@code right} are where its ink starts and ends, whatever the alignment. */
    record DrawnText(String text, double left, double right, double y, Font font, Paint fill) {
        boolean overlaps(DrawnText o) {
            return left < o.right && o.left < right && Math.abs(y - o.y) < font.getSize();
        }
    }

    /** A filled shape by its bounding box; {@code kind} is the Pen method that drew it. */
    record Shape(String kind, double x, double y, double w, double h, Paint fill) {
    }

    final List<DrawnText> texts = new ArrayList<>();
    final List<Shape> shapes = new ArrayList<>();
    private Paint fill;
    private Font font = Font.getDefault();
    private TextAlignment align = TextAlignment.LEFT;

    List<DrawnText> texts(String text) {
        return texts.stream().filter(t -> t.text().equals(text)).toList();
    }

    @Override public void save() { }
    @Override public void restore() { }
    @Override public void setGlobalAlpha(double alpha) { }
    @Override public void setFill(Paint paint) { fill = paint; }
    @Override public void setStroke(Paint paint) { }
    @Override public void setLineWidth(double width) { }
    @Override public void setLineDashes(double... dashes) { }
    @Override public void setLineCap(StrokeLineCap cap) { }
    @Override public void setFont(Font f) { font = f; }
    @Override public void setTextAlign(TextAlignment a) { align = a; }
    @Override public void setTextBaseline(VPos baseline) { }

    @Override
    public void fillRect(double x, double y, double w, double h) {
        shapes.add(new Shape("rect", x, y, w, h, fill));
    }

    @Override
    public void fillRoundRect(double x, double y, double w, double h, double arcWidth, double arcHeight) {
        shapes.add(new Shape("roundRect", x, y, w, h, fill));
    }

    @Override public void strokeRoundRect(double x, double y, double w, double h, double aw, double ah) { }

    @Override
    public void fillOval(double x, double y, double w, double h) {
        shapes.add(new Shape("oval", x, y, w, h, fill));
    }

    @Override
    public void fillPolygon(double[] xs, double[] ys, int points) {
        double minX = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, minY = Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
        for (int i = 0; i < points; i++) {
            minX = Math.min(minX, xs[i]);
            maxX = Math.max(maxX, xs[i]);
            minY = Math.min(minY, ys[i]);
            maxY = Math.max(maxY, ys[i]);
        }
        shapes.add(new Shape("polygon" + points, minX, minY, maxX - minX, maxY - minY, fill));
    }

    @Override public void strokeLine(double x1, double y1, double x2, double y2) { }

    @Override
    public void fillText(String text, double x, double y) {
        Text probe = new Text(text);
        probe.setFont(font);
        double w = probe.getLayoutBounds().getWidth();
        double left = switch (align) {
            case CENTER -> x - w / 2;
            case RIGHT -> x - w;
            default -> x;
        };
        texts.add(new DrawnText(text, left, left + w, y, font, fill));
    }

    @Override public void beginPath() { }
    @Override public void moveTo(double x, double y) { }
    @Override public void bezierCurveTo(double c1x, double c1y, double c2x, double c2y, double x, double y) { }
    @Override public void rect(double x, double y, double w, double h) { }
    @Override public void closePath() { }
    @Override public void stroke() { }
    @Override public void clip() { }
}
