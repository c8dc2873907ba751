package io.memscope.ui.timeline;

import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Paint;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/** A {@link Pen} that draws on a canvas: every call passes straight to its graphics context. */
final class CanvasPen implements Pen {
    private final GraphicsContext g;

    CanvasPen(GraphicsContext g) {
        this.g = g;
    }

    @Override
    public void save() {
        g.save();
    }

    @Override
    public void restore() {
        g.restore();
    }

    @Override
    public void setGlobalAlpha(double alpha) {
        g.setGlobalAlpha(alpha);
    }

    @Override
    public void setFill(Paint paint) {
        g.setFill(paint);
    }

    @Override
    public void setStroke(Paint paint) {
        g.setStroke(paint);
    }

    @Override
    public void setLineWidth(double width) {
        g.setLineWidth(width);
    }

    @Override
    public void setLineDashes(double... dashes) {
        g.setLineDashes(dashes);
    }

    @Override
    public void setLineCap(StrokeLineCap cap) {
        g.setLineCap(cap);
    }

    @Override
    public void setFont(Font font) {
        g.setFont(font);
    }

    @Override
    public void setTextAlign(TextAlignment align) {
        g.setTextAlign(align);
    }

    @Override
    public void setTextBaseline(VPos baseline) {
        g.setTextBaseline(baseline);
    }

    @Override
    public void fillRect(double x, double y, double w, double h) {
        g.fillRect(x, y, w, h);
    }

    @Override
    public void fillRoundRect(double x, double y, double w, double h, double arcWidth, double arcHeight) {
        g.fillRoundRect(x, y, w, h, arcWidth, arcHeight);
    }

    @Override
    public void strokeRoundRect(double x, double y, double w, double h, double arcWidth, double arcHeight) {
        g.strokeRoundRect(x, y, w, h, arcWidth, arcHeight);
    }

    @Override
    public void fillOval(double x, double y, double w, double h) {
        g.fillOval(x, y, w, h);
    }

    @Override
    public void fillPolygon(double[] xs, double[] ys, int points) {
        g.fillPolygon(xs, ys, points);
    }

    @Override
    public void strokeLine(double x1, double y1, double x2, double y2) {
        g.strokeLine(x1, y1, x2, y2);
    }

    @Override
    public void fillText(String text, double x, double y) {
        g.fillText(text, x, y);
    }

    @Override
    public void beginPath() {
        g.beginPath();
    }

    @Override
    public void moveTo(double x, double y) {
        g.moveTo(x, y);
    }

    @Override
    public void bezierCurveTo(double c1x, double c1y, double c2x, double c2y, double x, double y) {
        g.bezierCurveTo(c1x, c1y, c2x, c2y, x, y);
    }

    @Override
    public void rect(double x, double y, double w, double h) {
        g.rect(x, y, w, h);
    }

    @Override
    public void closePath() {
        g.closePath();
    }

    @Override
    public void stroke() {
        g.stroke();
    }

    @Override
    public void clip() {
        g.clip();
    }
}
