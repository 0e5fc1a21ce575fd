package ohol.tui.core.term;

/** A rectangle of terminal cells: column, row of its top-left corner and its size. */
public record Rect(int col, int row, int cols, int rows) {
    public Rect {
        if (cols < 0 || rows < 0) {
            throw new IllegalArgumentException("negative size " + cols + "x" + rows);
        }
    }

    public boolean contains(int c, int r) {
        return c >= col && c < col + cols && r >= row && r < row + rows;
    }

    public boolean isEmpty() {
        return cols == 0 || rows == 0;
    }
}
