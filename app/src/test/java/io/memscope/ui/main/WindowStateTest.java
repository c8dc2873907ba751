package io.memscope.ui.main;

import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A window remembered on a big screen, or the default size, opens whole on a small one. */
class WindowStateTest {
    private static final Rectangle2D SMALL = new Rectangle2D(0, 0, 1024, 700);

    @Test
    void aSizeSavedOnALargerScreenShrinksToTheScreen() {
        assertThat(WindowState.fit(new Rectangle2D(100, 50, 1400, 860), SMALL, true))
                .isEqualTo(new Rectangle2D(0, 0, 1024, 700));
    }

    @Test
    void aWindowThatFitsKeepsItsPlaceAndSize() {
        Rectangle2D saved = new Rectangle2D(20, 30, 800, 600);
        assertThat(WindowState.fit(saved, SMALL, true)).isEqualTo(saved);
    }

    @Test
    void aWindowHangingOverTheRightEdgeIsMovedBackWhole() {
        assertThat(WindowState.fit(new Rectangle2D(600, 300, 800, 600), SMALL, true))
                .isEqualTo(new Rectangle2D(224, 100, 800, 600));
    }

    @Test
    void theDefaultSizeOnASmallScreenStartsAtItsCorner() {
        assertThat(WindowState.fit(new Rectangle2D(Double.NaN, Double.NaN, 1400, 860), SMALL, false))
                .isEqualTo(new Rectangle2D(0, 0, 1024, 700));
    }
}
