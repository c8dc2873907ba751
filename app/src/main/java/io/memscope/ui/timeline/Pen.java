package io.memscope.ui.timeline;

import javafx.geometry.VPos;
import javafx.scene.paint.Paint;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/**
 * What the timeline's painters draw with: the few operations of a canvas's {@code GraphicsContext} they
 * use, named as there, so one painting serves the screen ({@link CanvasPen}) and a vector export
 * ({@link SvgPen}) alike. A path is only ever a rectangle to clip to or a line of curves to stroke.
 */
public interface Pen {
    void save();

    void restore();

    void setGlobalAlpha(double alpha);

    void setFill(Paint paint);

    void setStroke(Paint paint);

    void setLineWidth(double width);

    void setLineDashes(double... dashes);

    void setLineCap(StrokeLineCap cap);

    void setFont(Font font);

    void setTextAlign(TextAlignment align);

    void setTextBaseline(VPos baseline);

    void fillRect(double x, double y, double w, double h);

    void fillRoundRect(double x, double y, double w, double h, double arcWidth, double arcHeight);

    void strokeRoundRect(double x, double y, double w, double h, double arcWidth, double arcHeight);

    void fillOval(double x, double y, double w, double h);

    void fillPolygon(double[] xs, double[] ys, int points);

    void strokeLine(double x1, double y1, double x2, double y2);

    void fillText(String text, double x, double y);

    void beginPath();

    void moveTo(double x, double y);

    void bezierCurveTo(double c1x, double c1y, double c2x, double c2y, double x, double y);

    void rect(double x, double y, double w, double h);

    void closePath();

    void stroke();

    void clip();
}
