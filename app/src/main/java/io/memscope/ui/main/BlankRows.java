package io.memscope.ui.main;

import javafx.beans.value.ObservableBooleanValue;
import javafx.css.PseudoClass;
import javafx.scene.control.Control;

/**
 * What a list or table holding blank rows (made ahead, see {@link FindingsTable}) does while it does:
 * it cannot be clicked, and {@code :blank} in the stylesheet hides its scroll bar, which would suggest rows
 * that are not there.
 */
final class BlankRows {
    private static final PseudoClass BLANK = PseudoClass.getPseudoClass("blank");

    private BlankRows() {
    }

    static void mark(Control view, ObservableBooleanValue blank) {
        view.mouseTransparentProperty().bind(blank);
        view.pseudoClassStateChanged(BLANK, blank.get());
        blank.addListener((o, was, is) -> view.pseudoClassStateChanged(BLANK, is));
    }
}
