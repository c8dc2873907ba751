package io.memscope.ui.task;

import javafx.animation.AnimationTimer;
import javafx.scene.Scene;

/**
 * Starts work once a window has drawn what it shows now. JavaFX lays a scene out in a pulse and draws the
 * frame afterwards on its render thread; the next pulse waits for that drawing to end, so the pulse after
 * it starts with the frame on screen. Work that takes every core (reading a store) started then cannot slow
 * that frame down. It costs two frames plus the drawing (docs/adr/0012-fx-thread-work-at-open.md).
 */
public final class AfterDrawn {
    /** This pulse lays out, the next waits for its frame, the third finds it drawn. */
    private static final int PULSES = 3;

    private AfterDrawn() {
    }

    /** Runs {@code work} on the JavaFX thread after the frame; at once if the scene is not on screen. */
    public static void run(Scene scene, Runnable work) {
        if (scene == null || scene.getWindow() == null || !scene.getWindow().isShowing()) {
            work.run();
            return;
        }
        new AnimationTimer() {
            private int pulses;

            @Override
            public void handle(long now) {
                if (++pulses == PULSES) {
                    stop();
                    work.run();
                }
            }
        }.start();
    }
}
