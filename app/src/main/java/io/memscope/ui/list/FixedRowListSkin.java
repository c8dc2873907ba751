package io.memscope.ui.list;

import javafx.collections.ListChangeListener;
import javafx.collections.MapChangeListener;
import javafx.collections.ObservableList;
import javafx.collections.WeakListChangeListener;
import javafx.event.EventHandler;
import javafx.geometry.Orientation;
import javafx.scene.AccessibleAttribute;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.control.FocusModel;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.MultipleSelectionModel;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.ScrollToEvent;
import javafx.scene.control.SkinBase;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.shape.Rectangle;
import javafx.util.Callback;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A skin for a {@link ListView} whose rows all have one height (its {@code fixedCellSize}) that costs the
 * same at the millionth row as at the first. JavaFX 21's own skin lays its list out through
 * {@code VirtualFlow}, which on every layout and scroll adds up the height of each row above the top one,
 * several times over, so a wheel step at the end of a million rows stalls the window
 * (docs/adr/0002-fixed-row-list-skin.md). Here a row's place is its number times the height
 * ({@link RowGeometry}), and the skin keeps only the cells that fill the viewport.
 *
 * <p>The list view itself is unchanged: items, cell factory, selection and focus models, placeholder,
 * {@code scrollTo} and {@code refresh} work as with JavaFX's skin, and cells keep their own mouse handling
 * (a click selects). The keys the skin answers are those a single selection needs: Up, Down, Page Up,
 * Page Down, Home, End; each moves the selection and scrolls no more than needed to show it. The nodes
 * carry the style classes of JavaFX's skin ({@code virtual-flow > clipped-container > sheet > list-cell}),
 * so the theme's rules for selected and focused rows apply unchanged. Rows are as wide as the list: there
 * is no horizontal scroll, and the list is laid out vertically whatever its orientation says. Without a
 * fixed cell size rows are 24 pixels high: the skin never measures a cell, which is its point.
 */
public final class FixedRowListSkin<T> extends SkinBase<ListView<T>> {
    /** The key {@code ListView.refresh()} puts in the list's properties (JavaFX's skins answer it too). */
    static final String REFRESH_KEY = "recreateKey";
    /** Used while the list view has no fixed cell size. */
    static final double FALLBACK_ROW_HEIGHT = 24;

    private final Layer flow;
    private final Layer clipped;
    private final Group sheet = new Group();
    private final Rectangle clip = new Rectangle();
    private final ScrollBar bar = new ScrollBar();
    private final StackPane placeholderRegion = new StackPane();
    private final Label defaultPlaceholder = new Label("No content in list");
    private final List<ListCell<T>> cells = new ArrayList<>();
    private final ListChangeListener<T> itemsChanged = c -> getSkinnable().requestLayout();
    private final WeakListChangeListener<T> weakItemsChanged = new WeakListChangeListener<>(itemsChanged);
    private final EventHandler<ScrollToEvent<Integer>> scrollTo = e -> scrollToTop(e.getScrollTarget());
    private final EventHandler<KeyEvent> keys = this::keyPressed;
    private final EventHandler<MouseEvent> pressed = this::mousePressed;
    /** {@link ListView#refresh()} asks its skin, through this key, to make its cells anew. */
    private final MapChangeListener<Object, Object> refreshAsked = c -> {
        if (c.wasAdded() && REFRESH_KEY.equals(c.getKey())) {
            c.getMap().remove(REFRESH_KEY);
            dropCells();
            getSkinnable().requestLayout();
        }
    };
    private ObservableList<T> items;
    /** The sheet's pixel at the viewport's top. */
    private double offset;
    /** A row {@code scrollTo} asked for, put at the top at the next layout. */
    private int pendingTopRow = -1;
    private RowGeometry geometry = new RowGeometry(FALLBACK_ROW_HEIGHT, 0, 0);
    private boolean syncingBar;

    public FixedRowListSkin(ListView<T> list) {
        super(list);
        sheet.getStyleClass().add("sheet");
        sheet.setAutoSizeChildren(false); // cells are placed and sized here, not at their preferred size
        clipped = new Layer("clipped-container", sheet);
        clipped.setClip(clip);
        bar.setOrientation(Orientation.VERTICAL);
        flow = new Layer("virtual-flow", clipped, bar);
        placeholderRegion.getStyleClass().add("placeholder");
        getChildren().addAll(flow, placeholderRegion);

        bar.valueProperty().addListener((o, was, value) -> {
            if (!syncingBar) {
                offset = value.doubleValue();
                list.requestLayout();
            }
        });
        flow.addEventHandler(ScrollEvent.SCROLL, this::scrolled);
        list.addEventHandler(ScrollToEvent.scrollToTopIndex(), scrollTo);
        list.addEventHandler(KeyEvent.KEY_PRESSED, keys);
        list.addEventHandler(MouseEvent.MOUSE_PRESSED, pressed);

        watchItems(list.getItems());
        registerChangeListener(list.itemsProperty(), o -> {
            watchItems(list.getItems());
            list.requestLayout();
        });
        registerChangeListener(list.cellFactoryProperty(), o -> {
            dropCells(); // the next layout makes them with the new factory
            list.requestLayout();
        });
        registerChangeListener(list.fixedCellSizeProperty(), o -> list.requestLayout());
        list.getProperties().addListener(refreshAsked);
        registerChangeListener(list.placeholderProperty(), o -> list.requestLayout());
    }

    /** Index of the top row on screen (perhaps partly hidden), or -1 for an empty list. */
    public int firstShownRow() {
        return geometry.rows() == 0 ? -1 : geometry.firstRow(offset);
    }

    /** Index of the bottom row on screen (perhaps partly hidden), or -1 for an empty list. */
    public int lastShownRow() {
        return geometry.lastRow(offset);
    }

    /** Whether all of row {@code index} is on screen, so showing it needs no scroll. */
    public boolean showsFully(int index) {
        return geometry.fullyShown(index, offset);
    }

    @Override
    public void dispose() {
        if (getSkinnable() == null) {
            return;
        }
        watchItems(null);
        getSkinnable().removeEventHandler(ScrollToEvent.scrollToTopIndex(), scrollTo);
        getSkinnable().removeEventHandler(KeyEvent.KEY_PRESSED, keys);
        getSkinnable().removeEventHandler(MouseEvent.MOUSE_PRESSED, pressed);
        getSkinnable().getProperties().removeListener(refreshAsked);
        dropCells();
        getChildren().removeAll(flow, placeholderRegion); // the next skin brings its own
        super.dispose();
    }

    @Override
    protected void layoutChildren(double x, double y, double w, double h) {
        ListView<T> list = getSkinnable();
        int rows = items == null ? 0 : items.size();
        boolean empty = rows == 0;
        placeholderRegion.setVisible(empty);
        flow.setVisible(!empty);
        if (empty) {
            Node placeholder = list.getPlaceholder() == null ? defaultPlaceholder : list.getPlaceholder();
            if (placeholderRegion.getChildren().size() != 1 || placeholderRegion.getChildren().get(0) != placeholder) {
                placeholderRegion.getChildren().setAll(placeholder);
            }
            placeholderRegion.resizeRelocate(x, y, w, h);
            geometry = new RowGeometry(rowHeight(), 0, h);
            offset = 0;
            return;
        }
        geometry = new RowGeometry(rowHeight(), rows, h);
        if (pendingTopRow >= 0) {
            offset = geometry.offsetWithRowAtTop(Math.min(pendingTopRow, rows - 1));
            pendingTopRow = -1;
        }
        offset = geometry.clamp(offset);

        boolean scrolls = geometry.scrolls();
        double barWidth = scrolls ? snapSizeX(bar.prefWidth(-1)) : 0;
        double width = Math.max(0, w - barWidth);
        flow.resizeRelocate(x, y, w, h);
        bar.setVisible(scrolls);
        bar.resizeRelocate(width, 0, barWidth, h);
        syncBar();
        clipped.resizeRelocate(0, 0, width, h);
        clip.setWidth(width);
        clip.setHeight(h);

        fillWithCells(geometry.cellsToFill());
        int first = geometry.firstRow(offset);
        double top = geometry.topOf(first) - offset;
        for (int k = 0; k < cells.size(); k++) {
            ListCell<T> cell = cells.get(k);
            cell.updateIndex(first + k); // past the last item a cell is empty, as in JavaFX's list
            cell.resizeRelocate(0, snapPositionY(top + k * geometry.rowHeight()), width, geometry.rowHeight());
        }
    }

    @Override
    protected double computePrefHeight(double width, double top, double right, double bottom, double left) {
        return 400; // as JavaFX's list: a list wants room, not the height of all its rows
    }

    @Override
    protected double computePrefWidth(double height, double top, double right, double bottom, double left) {
        return 250;
    }

    @Override
    protected Object queryAccessibleAttribute(AccessibleAttribute attribute, Object... parameters) {
        ListView<T> list = getSkinnable();
        switch (attribute) {
            case ITEM_COUNT:
                return items == null ? 0 : items.size();
            case ITEM_AT_INDEX:
                return cellShowing((Integer) parameters[0]);
            case FOCUS_ITEM:
                return list.getFocusModel() == null ? null : cellShowing(list.getFocusModel().getFocusedIndex());
            case SELECTED_ITEMS:
                return cells.stream().filter(ListCell::isSelected).map(Node.class::cast).toList();
            case VERTICAL_SCROLLBAR:
                return bar;
            default:
                return super.queryAccessibleAttribute(attribute, parameters);
        }
    }

    private ListCell<T> cellShowing(int index) {
        return cells.stream().filter(c -> c.getIndex() == index && !c.isEmpty()).findFirst().orElse(null);
    }

    private void watchItems(ObservableList<T> list) {
        if (items != null) {
            items.removeListener(weakItemsChanged);
        }
        items = list;
        if (items != null) {
            items.addListener(weakItemsChanged);
        }
    }

    private double rowHeight() {
        double fixed = getSkinnable().getFixedCellSize();
        return fixed > 0 ? fixed : FALLBACK_ROW_HEIGHT;
    }

    private void fillWithCells(int wanted) {
        while (cells.size() < wanted) {
            ListCell<T> cell = newCell();
            cell.updateListView(getSkinnable());
            cells.add(cell);
            sheet.getChildren().add(cell);
        }
        while (cells.size() > wanted) {
            ListCell<T> cell = cells.remove(cells.size() - 1);
            cell.updateIndex(-1);
            sheet.getChildren().remove(cell);
        }
    }

    private void dropCells() {
        for (ListCell<T> cell : cells) {
            cell.updateIndex(-1);
        }
        cells.clear();
        sheet.getChildren().clear();
    }

    private ListCell<T> newCell() {
        Callback<ListView<T>, ListCell<T>> factory = getSkinnable().getCellFactory();
        return factory == null ? new TextCell<>() : Objects.requireNonNull(factory.call(getSkinnable()),
                "the list's cell factory returned no cell");
    }

    private void syncBar() {
        syncingBar = true;
        try {
            bar.setMin(0);
            bar.setMax(geometry.maxOffset());
            bar.setVisibleAmount(geometry.viewport());
            bar.setUnitIncrement(geometry.rowHeight());
            bar.setBlockIncrement(Math.max(geometry.rowHeight(), geometry.viewport() - geometry.rowHeight()));
            bar.setValue(offset);
        } finally {
            syncingBar = false;
        }
    }

    private void scrollTo(double newOffset) {
        double clamped = geometry.clamp(newOffset);
        if (clamped != offset) {
            offset = clamped;
            getSkinnable().requestLayout();
        }
    }

    /**
     * Takes effect at the next layout, with the rows the list holds then: a window often sets new items
     * and scrolls in one go, before the skin has seen how many rows there are now.
     */
    private void scrollToTop(int row) {
        pendingTopRow = Math.max(0, row);
        getSkinnable().requestLayout();
    }

    /** As JavaFX's list: a click anywhere in the list gives it the keyboard (cells only select). */
    private void mousePressed(MouseEvent e) {
        ListView<T> list = getSkinnable();
        if (!list.isFocused() && list.isFocusTraversable()) {
            list.requestFocus();
        }
    }

    /** As JavaFX's list: a line of the wheel is a row, a page is the viewport. */
    private void scrolled(ScrollEvent e) {
        double delta = switch (e.getTextDeltaYUnits()) {
            case LINES -> e.getTextDeltaY() * geometry.rowHeight();
            case PAGES -> e.getTextDeltaY() * geometry.viewport();
            case NONE -> e.getDeltaY();
        };
        if (delta != 0) {
            scrollTo(offset - delta);
            e.consume();
        }
    }

    private void keyPressed(KeyEvent e) {
        int rows = items == null ? 0 : items.size();
        MultipleSelectionModel<T> selection = getSkinnable().getSelectionModel();
        if (rows == 0 || selection == null || e.isAltDown() || e.isShortcutDown()) {
            return;
        }
        int current = current(selection);
        int target = switch (e.getCode()) {
            case UP, KP_UP -> current < 0 ? 0 : current - 1;
            case DOWN, KP_DOWN -> current + 1;
            case PAGE_UP -> current - geometry.rowsPerPage();
            case PAGE_DOWN -> current + geometry.rowsPerPage();
            case HOME -> 0;
            case END -> rows - 1;
            default -> Integer.MIN_VALUE;
        };
        if (target == Integer.MIN_VALUE) {
            return;
        }
        target = Math.max(0, Math.min(rows - 1, target));
        selection.clearAndSelect(target);
        FocusModel<T> focus = getSkinnable().getFocusModel();
        if (focus != null) {
            focus.focus(target);
        }
        scrollTo(geometry.offsetShowing(target, offset));
        e.consume();
    }

    private int current(MultipleSelectionModel<T> selection) {
        FocusModel<T> focus = getSkinnable().getFocusModel();
        int focused = focus == null ? -1 : focus.getFocusedIndex();
        return focused >= 0 ? focused : selection.getSelectedIndex();
    }

    /** A region that leaves the placing of its children to the skin. */
    private static final class Layer extends Region {
        Layer(String styleClass, Node... children) {
            getStyleClass().add(styleClass);
            getChildren().addAll(children);
        }

        @Override
        protected void layoutChildren() {
            // the skin's layoutChildren has placed the cells, the clip and the scroll bar
        }
    }

    /** The cell of a list without a cell factory: the item's text, as JavaFX's default cell shows it. */
    private static final class TextCell<T> extends ListCell<T> {
        @Override
        protected void updateItem(T item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty || item == null ? null : item.toString());
            setGraphic(null);
        }
    }
}
