package io.memscope.ui.render;

import io.memscope.ui.timeline.Pen;
import javafx.geometry.Bounds;
import javafx.geometry.Insets;
import javafx.geometry.VPos;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.BorderStroke;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

/**
 * Draws a laid-out, styled tree of plain regions and texts (the timeline's legend) with a {@link Pen}, from
 * what CSS gave each node: background fills with their insets and radii, border strokes with their dashes,
 * and each text in its font and fill. So the legend of a vector picture is the one on screen, in the same
 * theme, without a second description of it.
 */
final class NodeSvg {
    private NodeSvg() {
    }

    /** Draws {@code node} and what it holds, placed where it lies in {@code origin}'s coordinates. */
    static void paint(Node node, Node origin, Pen pen) {
        if (!node.isVisible()) {
            return;
        }
        Bounds b = origin.sceneToLocal(node.localToScene(node.getLayoutBounds()));
        if (node instanceof Region region) {
            paintRegion(region, b, pen);
        } else if (node instanceof Text text && text.getText() != null && !text.getText().isEmpty()) {
            pen.setFont(text.getFont());
            pen.setFill(text.getFill());
            pen.setTextAlign(TextAlignment.LEFT);
            pen.setTextBaseline(VPos.BASELINE);
            pen.fillText(text.getText(), b.getMinX(), b.getMinY() + text.getBaselineOffset());
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                paint(child, origin, pen);
            }
        }
    }

    private static void paintRegion(Region region, Bounds b, Pen pen) {
        if (region.getBackground() != null) {
            for (BackgroundFill fill : region.getBackground().getFills()) {
                Insets in = fill.getInsets();
                double arc = 2 * fill.getRadii().getTopLeftHorizontalRadius();
                pen.setFill(fill.getFill());
                pen.fillRoundRect(b.getMinX() + in.getLeft(), b.getMinY() + in.getTop(),
                        b.getWidth() - in.getLeft() - in.getRight(), b.getHeight() - in.getTop() - in.getBottom(), arc, arc);
            }
        }
        if (region.getBorder() != null) {
            for (BorderStroke stroke : region.getBorder().getStrokes()) {
                double w = stroke.getWidths().getTop();
                double arc = 2 * stroke.getRadii().getTopLeftHorizontalRadius();
                pen.setStroke(stroke.getTopStroke());
                pen.setLineWidth(w);
                pen.setLineDashes(stroke.getTopStyle().getDashArray().stream().mapToDouble(Double::doubleValue).toArray());
                pen.setLineCap(stroke.getTopStyle().getLineCap()); // borders end their dashes flat, unlike a canvas
                pen.strokeRoundRect(b.getMinX() + w / 2, b.getMinY() + w / 2, b.getWidth() - w, b.getHeight() - w, arc, arc);
                pen.setLineDashes();
            }
        }
    }
}
