package io.memscope.ui.main;

import io.memscope.ui.FxThread;
import io.memscope.ui.actions.HelpSection;
import io.memscope.ui.actions.StandardAction;
import io.memscope.ui.review.Decision;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Help → Keyboard Shortcuts lists every key the review queue answers, with what it does. */
class ReviewKeysInHelpTest {
    @Test
    void everyReviewKeyIsInTheKeyboardHelp() throws Exception {
        List<String> shown = FxThread.call(() -> {
            GridPane grid = ShortcutHelp.view();
            return grid.getChildren().stream().filter(n -> n instanceof Label).map(n -> ((Label) n).getText()).toList();
        });
        for (Decision d : Decision.values()) {
            assertThat(d.action().section()).as(d.name()).isEqualTo(HelpSection.REVIEW_QUEUE);
            assertThat(shown).as(d.name()).contains(d.action().help(), d.action().keysShown());
        }
        for (StandardAction other : List.of(StandardAction.OTHER_FACT, StandardAction.TYPE_REASON,
                StandardAction.FILTER_QUEUE, StandardAction.CLOSE_REVIEW, StandardAction.BATCH_KEEP_FIRST,
                StandardAction.BATCH_KEEP_SECOND, StandardAction.BATCH_INVALIDATE)) {
            assertThat(shown).as(other.name()).contains(other.help(), other.keysShown());
        }
    }
}
