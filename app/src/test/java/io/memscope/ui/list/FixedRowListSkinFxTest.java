package io.memscope.ui.list;

import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.geometry.Bounds;
import javafx.geometry.VerticalDirection;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollBar;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.AbstractList;
import java.util.Comparator;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

@ExtendWith(ApplicationExtension.class)
class FixedRowListSkinFxTest {
    private static final int MILLION = 1_000_000;
    private static final double ROW = 24;
    private ListView<String> list;
    private FixedRowListSkin<String> skin;

    @Start
    void start(Stage stage) {
        list = new ListView<>(rows(MILLION));
        list.setFixedCellSize(ROW);
        skin = new FixedRowListSkin<>(list);
        list.setSkin(skin);
        Scene scene = new Scene(list, 300, 242); // 10 rows of 24 px inside the list's 1 px border
        scene.getStylesheets().add(getClass().getResource("/io/memscope/ui/theme/memscope.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
    }

    /** "row 0", "row 1", …: made when asked for, so a million rows cost nothing to hold. */
    private static ObservableList<String> rows(int n) {
        return FXCollections.observableList(new AbstractList<>() {
            @Override
            public String get(int i) {
                return "row " + i;
            }

            @Override
            public int size() {
                return n;
            }
        });
    }

    /** The list's height inside its border. */
    private double viewport() {
        return list.getHeight() - list.getInsets().getTop() - list.getInsets().getBottom();
    }

    /** The cells on screen, top to bottom, as the operator reads them. */
    private List<String> shownTexts(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        Bounds viewport = list.localToScene(list.getLayoutBounds());
        return robot.lookup(".list-cell").queryAll().stream()
                .map(n -> (ListCell<?>) n)
                .filter(c -> c.isVisible() && !c.isEmpty())
                .filter(c -> {
                    Bounds b = c.localToScene(c.getLayoutBounds());
                    return b.getMaxY() > viewport.getMinY() + 1 && b.getMinY() < viewport.getMaxY() - 1;
                })
                .sorted(Comparator.comparingDouble(c -> c.localToScene(0, 0).getY()))
                .map(ListCell::getText)
                .toList();
    }

    @Test
    void aDeepRowShowsWithOnlyTheCellsTheViewportNeeds(FxRobot robot) {
        robot.interact(() -> list.scrollTo(999_000));
        List<String> shown = shownTexts(robot);
        assertThat(shown).startsWith("row 999000", "row 999001").hasSize(10);
        assertThat(skin.firstShownRow()).isEqualTo(999_000);
        assertThat(robot.lookup(".list-cell").queryAll()).as("cells for one viewport, not for a million rows")
                .hasSizeLessThanOrEqualTo(12);

        robot.interact(() -> list.scrollTo(MILLION - 1));
        assertThat(shownTexts(robot)).as("the end of the list: the last row at the bottom, none blank below")
                .endsWith("row 999999").hasSize(10);
        assertThat(skin.showsFully(MILLION - 1)).isTrue();
    }

    @Test
    void keysMoveTheSelectionAndScrollOnlyToShowIt(FxRobot robot) {
        robot.clickOn(list);
        robot.interact(() -> list.getSelectionModel().clearAndSelect(0));
        assertThat(list.isFocused()).as("a click gives the list the keyboard").isTrue();
        robot.type(KeyCode.END);
        assertThat(list.getSelectionModel().getSelectedIndex()).isEqualTo(MILLION - 1);
        assertThat(skin.showsFully(MILLION - 1)).isTrue();
        assertThat(shownTexts(robot)).endsWith("row 999999");

        robot.type(KeyCode.HOME);
        assertThat(list.getSelectionModel().getSelectedItem()).isEqualTo("row 0");
        assertThat(skin.firstShownRow()).isZero();

        robot.type(KeyCode.DOWN, 3);
        assertThat(list.getSelectionModel().getSelectedIndex()).isEqualTo(3);
        assertThat(skin.firstShownRow()).as("row 3 was on screen: no scroll").isZero();

        int page = (int) (viewport() / ROW);
        robot.type(KeyCode.PAGE_DOWN);
        assertThat(list.getSelectionModel().getSelectedIndex()).as("a page is the whole rows on screen")
                .isEqualTo(3 + page);
        assertThat(skin.showsFully(3 + page)).isTrue();
        int first = (int) Math.floor(((3 + page + 1) * ROW - viewport()) / ROW);
        assertThat(skin.firstShownRow()).as("the row came in at the bottom").isEqualTo(first);
        assertThat(skin.lastShownRow()).isEqualTo(3 + page);

        robot.type(KeyCode.UP, 3);
        assertThat(list.getSelectionModel().getSelectedIndex()).isEqualTo(page);
        assertThat(skin.firstShownRow()).as("row %d was on screen", page).isEqualTo(first);
        robot.type(KeyCode.UP, page);
        assertThat(skin.firstShownRow()).as("row 0 came in at the top").isZero();
    }

    @Test
    void aClickSelectsTheRowUnderThePointerAndTheWheelScrolls(FxRobot robot) {
        robot.interact(() -> list.scrollTo(500_000));
        Node third = robot.lookup(".list-cell").queryAll().stream()
                .filter(n -> "row 500002".equals(((ListCell<?>) n).getText())).findFirst().orElseThrow();
        robot.clickOn(third);
        assertThat(list.getSelectionModel().getSelectedItem()).isEqualTo("row 500002");
        assertThat(third.getPseudoClassStates()).extracting(Object::toString).contains("selected");

        robot.scroll(3, VerticalDirection.DOWN);
        WaitForAsyncUtils.waitForFxEvents();
        int wheeled = skin.firstShownRow() - 500_000;
        assertThat(Math.abs(wheeled)).as("three lines of the wheel are three rows").isEqualTo(3);
        robot.scroll(3, VerticalDirection.UP);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(skin.firstShownRow()).isEqualTo(500_000);

        // the same turn of the wheel over JavaFX's own list skin moves its rows the same way
        robot.interact(() -> list.setSkin(new javafx.scene.control.skin.ListViewSkin<>(list)));
        robot.interact(() -> list.scrollTo(500_000));
        robot.scroll(3, VerticalDirection.DOWN);
        WaitForAsyncUtils.waitForFxEvents();
        var flow = (javafx.scene.control.skin.VirtualFlow<?>) list.lookup(".virtual-flow");
        assertThat(flow.getFirstVisibleCell().getIndex() - 500_000).isEqualTo(wheeled);
    }

    @Test
    void theScrollBarShowsOnlyWhenRowsOverflowAndTheEmptyListShowsItsPlaceholder(FxRobot robot) {
        ScrollBar bar = robot.lookup(".list-view .scroll-bar").queryAs(ScrollBar.class);
        assertThat(bar.isVisible()).isTrue();
        assertThat(bar.getMax()).as("the last row's bottom reaches the viewport's bottom")
                .isEqualTo(MILLION * ROW - viewport());

        robot.interact(() -> list.setItems(rows(4)));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(bar.isVisible()).isFalse();
        assertThat(shownTexts(robot)).containsExactly("row 0", "row 1", "row 2", "row 3");

        Label placeholder = new Label("No subjects");
        robot.interact(() -> {
            list.setPlaceholder(placeholder);
            list.setItems(FXCollections.observableArrayList());
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(placeholder.isVisible() && placeholder.getScene() != null).isTrue();
        assertThat(shownTexts(robot)).isEmpty();
    }

    @Test
    void aShorterListWhileScrolledDeepShowsItsLastRowsNotABlankView(FxRobot robot) {
        robot.interact(() -> list.scrollTo(900_000));
        assertThat(shownTexts(robot)).startsWith("row 900000");
        robot.interact(() -> list.setItems(rows(50)));
        assertThat(shownTexts(robot)).hasSize(10).endsWith("row 49");

        ObservableList<String> growing = FXCollections.observableArrayList("a", "b");
        robot.interact(() -> list.setItems(growing));
        assertThat(shownTexts(robot)).containsExactly("a", "b");
        robot.interact(() -> growing.add(1, "between"));
        assertThat(shownTexts(robot)).as("a change to the items shows at once").containsExactly("a", "between", "b");
    }

    @Test
    void aScrollRightAfterNewItemsUsesTheNewRows(FxRobot robot) {
        robot.interact(() -> list.setItems(rows(30)));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            list.setItems(rows(MILLION)); // in one go, before any layout has seen a million rows
            list.scrollTo(700_000);
        });
        assertThat(shownTexts(robot)).startsWith("row 700000");
    }

    @Test
    void refreshShowsItemsThatChangedWithoutTellingTheList(FxRobot robot) {
        String[] names = {"ann", "bob"};
        ObservableList<String> quiet = FXCollections.observableList(new AbstractList<>() {
            @Override
            public String get(int i) {
                return names[i];
            }

            @Override
            public int size() {
                return names.length;
            }
        });
        robot.interact(() -> list.setItems(quiet));
        assertThat(shownTexts(robot)).containsExactly("ann", "bob");
        names[1] = "bea"; // no change event: only a refresh shows it
        robot.interact(list::refresh);
        assertThat(shownTexts(robot)).containsExactly("ann", "bea");
        assertThat(list.getProperties()).as("the request is answered and removed").isEmpty();
    }

    @Test
    void aNewCellFactoryReplacesTheCells(FxRobot robot) {
        robot.interact(() -> list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item.toUpperCase());
            }
        }));
        assertThat(shownTexts(robot)).startsWith("ROW 0", "ROW 1");
    }
}
