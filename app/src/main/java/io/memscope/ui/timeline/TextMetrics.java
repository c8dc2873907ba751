package io.memscope.ui.timeline;

import javafx.scene.text.Font;
import javafx.scene.text.Text;

import java.util.HashMap;
import java.util.Map;

/**
 * Measures text the way the canvas will draw it, caching widths: axis labels repeat on every frame
 * and measuring through a {@link Text} node is not free.
 */
final class TextMetrics {
    private static final int CACHE_LIMIT = 4096;
    private final Text probe = new Text();
    private final Map<String, Double> widths = new HashMap<>();
    private Font font;

    void setFont(Font f) {
        if (!f.equals(font)) {
            font = f;
            probe.setFont(f);
            widths.clear();
        }
    }

    Font font() {
        return font;
    }

    double width(String s) {
        Double w = widths.get(s);
        if (w == null) {
            probe.setText(s);
            w = probe.getLayoutBounds().getWidth();
            if (widths.size() >= CACHE_LIMIT) {
                widths.clear();
            }
            widths.put(s, w);
        }
        return w;
    }

    double ascent() {
        probe.setText("Xg");
        return -probe.getLayoutBounds().getMinY();
    }

    /** {@code s} cut down with an ellipsis to fit {@code max} pixels, or null when not even "x…" fits. */
    String fit(String s, double max) {
        if (width(s) <= max) {
            return s;
        }
        int lo = 1;
        int hi = s.length() - 1;
        String best = null;
        while (lo <= hi) { // binary search on the length: measuring is the cost, not the strings
            int mid = (lo + hi) >>> 1;
            String candidate = s.substring(0, mid).stripTrailing() + "…";
            probe.setText(candidate);
            if (probe.getLayoutBounds().getWidth() <= max) {
                best = candidate;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return best != null && best.length() >= 3 ? best : null;
    }
}
