package io.memscope.bench.window;

import javafx.event.Event;
import javafx.scene.Node;
import javafx.scene.control.ListView;
import javafx.scene.control.Skin;
import javafx.scene.control.skin.ListViewSkin;
import javafx.scene.input.ScrollEvent;

import java.util.Arrays;

/**
 * Times what one step of the mouse wheel costs the JavaFX thread at the end of a list: the scroll event
 * and the layout it causes, the part of a frame that grows with the list. Run on the FX thread, first with
 * the list's own skin, then, as the reference, with JavaFX's {@link ListViewSkin} on the same list at the
 * same place; the list keeps the reference skin afterwards, so the window is closed after this.
 */
public final class ListScrollProbe {
    /** Wheel steps timed per skin, after as many untimed ones that let the JIT compile the path. */
    public static final int STEPS = 20;

    /** Milliseconds per wheel step with memscope's skin and with JavaFX's, over {@code rows} rows. */
    public record Comparison(int rows, Steps memscope, Steps javafx) {
    }

    /** The median and the longest of the timed steps. */
    public record Steps(double medianMs, double longestMs) {
    }

    private ListScrollProbe() {
    }

    static Comparison compare(ListView<?> list) {
        Steps own = atEnd(list);
        Skin<?> reference = new ListViewSkin<>(list);
        list.setSkin(reference);
        list.applyCss();
        list.layout();
        return new Comparison(list.getItems().size(), own, atEnd(list));
    }

    private static Steps atEnd(ListView<?> list) {
        list.scrollTo(Math.max(0, list.getItems().size() - 1));
        list.layout();
        long[] nanos = new long[STEPS];
        for (int i = -STEPS; i < STEPS; i++) {
            long start = System.nanoTime();
            wheel(list, i % 2 == 0 ? 1 : -1); // up, then back down: at the end, a step down alone would not move
            list.layout();
            if (i >= 0) {
                nanos[i] = System.nanoTime() - start;
            }
        }
        Arrays.sort(nanos);
        return new Steps(nanos[STEPS / 2] / 1e6, nanos[STEPS - 1] / 1e6);
    }

    /** One line of the wheel over the list's rows, as a mouse sends it ({@code lines} > 0 is up). */
    private static void wheel(ListView<?> list, int lines) {
        Node flow = list.lookup(".virtual-flow");
        double x = list.getWidth() / 2;
        double y = list.getHeight() / 2;
        Event.fireEvent(flow, new ScrollEvent(ScrollEvent.SCROLL, x, y, x, y, false, false, false, false, false,
                false, 0, 40.0 * lines, 0, 40.0 * lines, ScrollEvent.HorizontalTextScrollUnits.NONE, 0,
                ScrollEvent.VerticalTextScrollUnits.LINES, lines, 0, null));
    }
}
