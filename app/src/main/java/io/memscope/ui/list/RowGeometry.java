package io.memscope.ui.list;

/**
 * Where rows of one fixed height sit in a scrolled viewport: the one place {@link FixedRowListSkin}
 * converts between row numbers and pixels. Every answer is arithmetic on the row number, so a list of
 * ten million rows costs what a list of ten costs. Offsets are the sheet's pixel at the viewport's top.
 *
 * @param rowHeight height of every row in pixels, more than zero
 * @param rows      how many rows the list holds
 * @param viewport  height of the visible part in pixels
 */
public record RowGeometry(double rowHeight, int rows, double viewport) {

    public RowGeometry {
        if (!(rowHeight > 0)) {
            throw new IllegalArgumentException("rows need a height above zero, not " + rowHeight);
        }
        if (rows < 0) {
            throw new IllegalArgumentException("a list cannot hold " + rows + " rows");
        }
        viewport = Math.max(0, viewport);
    }

    /** Height of all rows together. */
    public double contentHeight() {
        return rows * rowHeight;
    }

    /** Whether some rows lie outside the viewport, so a scroll bar is needed. */
    public boolean scrolls() {
        return contentHeight() > viewport;
    }

    /** The largest offset: the last row's bottom at the viewport's bottom. */
    public double maxOffset() {
        return Math.max(0, contentHeight() - viewport);
    }

    public double clamp(double offset) {
        return Double.isNaN(offset) ? 0 : Math.min(Math.max(0, offset), maxOffset());
    }

    /** The row at the viewport's top, partly hidden if the offset falls inside it. */
    public int firstRow(double offset) {
        return (int) Math.floor(clamp(offset) / rowHeight);
    }

    /** The last row at least partly in the viewport, or -1 when the list is empty. */
    public int lastRow(double offset) {
        if (rows == 0) {
            return -1;
        }
        double bottom = clamp(offset) + viewport;
        int last = (int) Math.ceil(bottom / rowHeight) - 1;
        return Math.min(rows - 1, Math.max(firstRow(offset), last));
    }

    /** Whether all of {@code row} is in the viewport. */
    public boolean fullyShown(int row, double offset) {
        double top = topOf(row);
        double at = clamp(offset);
        return row >= 0 && row < rows && top >= at && top + rowHeight <= at + viewport;
    }

    /** The sheet's pixel where {@code row} begins. */
    public double topOf(int row) {
        return row * rowHeight;
    }

    /** The offset that puts {@code row} at the viewport's top, as far as the list's end allows. */
    public double offsetWithRowAtTop(int row) {
        return clamp(topOf(row));
    }

    /**
     * The smallest scroll from {@code offset} that shows all of {@code row}: a row above comes in at the
     * top, a row below at the bottom, a row on screen does not move the list.
     */
    public double offsetShowing(int row, double offset) {
        double at = clamp(offset);
        double top = topOf(row);
        if (top < at) {
            return clamp(top);
        }
        if (top + rowHeight > at + viewport) {
            return clamp(top + rowHeight - viewport);
        }
        return at;
    }

    /** How many cells fill the viewport at any offset: a partly hidden row at both ends. */
    public int cellsToFill() {
        return (int) Math.ceil(viewport / rowHeight) + 1;
    }

    /** Whole rows in the viewport, at least one: the step of Page Up and Page Down. */
    public int rowsPerPage() {
        return Math.max(1, (int) Math.floor(viewport / rowHeight));
    }
}
