package ohol.tui.core.term;

import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.TextCharacter;
import com.googlecode.lanterna.graphics.AbstractTextGraphics;
import com.googlecode.lanterna.graphics.TextGraphics;

/**
 * Lanterna's graphics over a {@link Frame}, for the panes: the same results as drawing on
 * Lanterna's screen (clipped to the part given, strings cut at a line break, tabs to columns
 * of four, double-width characters taking two columns), but characters and strings are written
 * with the {@link Cells} of the painter instead of a new cell per character.
 */
public final class FrameGraphics extends AbstractTextGraphics {
    private final Frame frame;
    private final Cells cells;
    /** Where this graphics' top left is on the frame. */
    private final int left;

    private final int top;
    private final TerminalSize size;
    /** The part of the frame this graphics and those it was made from may write: [from, to). */
    private final int fromCol;

    private final int fromRow;
    private final int toCol;
    private final int toRow;

    /** The whole frame; like a screen's graphics, it leaves the frame's edges to the frame. */
    public FrameGraphics(Frame frame, Cells cells) {
        this(
                frame,
                cells,
                0,
                0,
                frame.size(),
                Integer.MIN_VALUE,
                Integer.MIN_VALUE,
                Integer.MAX_VALUE,
                Integer.MAX_VALUE);
    }

    private FrameGraphics(
            Frame frame,
            Cells cells,
            int left,
            int top,
            TerminalSize size,
            int fromCol,
            int fromRow,
            int toCol,
            int toRow) {
        this.frame = frame;
        this.cells = cells;
        this.left = left;
        this.top = top;
        this.size = size;
        this.fromCol = fromCol;
        this.fromRow = fromRow;
        this.toCol = toCol;
        this.toRow = toRow;
    }

    @Override
    public TerminalSize getSize() {
        return size;
    }

    @Override
    public TextGraphics newTextGraphics(TerminalPosition at, TerminalSize partSize) {
        int l = left + at.getColumn();
        int t = top + at.getRow();
        if (at.getColumn() + partSize.getColumns() <= 0
                || at.getColumn() >= size.getColumns()
                || at.getRow() + partSize.getRows() <= 0
                || at.getRow() >= size.getRows()) {
            return new FrameGraphics(frame, cells, l, t, partSize, 0, 0, 0, 0); // all outside: writes nothing
        }
        return new FrameGraphics(
                frame,
                cells,
                l,
                t,
                partSize,
                Math.max(fromCol, l),
                Math.max(fromRow, t),
                Math.min(toCol, l + partSize.getColumns()),
                Math.min(toRow, t + partSize.getRows()));
    }

    @Override
    public TextGraphics setCharacter(int column, int row, TextCharacter cell) {
        int col = left + column;
        int r = top + row;
        if (col < fromCol || col >= toCol || r < fromRow || r >= toRow) {
            return this;
        }
        frame.set(col, r, cell);
        return this;
    }

    @Override
    public TextGraphics setCharacter(int column, int row, char c) {
        return setCharacter(column, row, cell(c));
    }

    @Override
    public TextGraphics putString(int column, int row, String text) {
        String s = text;
        int cut = s.indexOf('\n');
        if (cut >= 0) {
            s = s.substring(0, cut);
        }
        cut = s.indexOf('\r');
        if (cut >= 0) {
            s = s.substring(0, cut);
        }
        if (s.indexOf('\t') >= 0) {
            s = getTabBehaviour().replaceTabs(s, column);
        }
        int offset = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            setCharacter(column + offset, row, cell(c));
            offset += Widths.wide(c) ? 2 : 1;
        }
        return this;
    }

    @Override
    public TextCharacter getCharacter(int column, int row) {
        return frame.get(left + column, top + row);
    }

    private TextCharacter cell(char c) {
        return cells.get(c, foregroundColor, backgroundColor, Cells.style(activeModifiers));
    }
}
