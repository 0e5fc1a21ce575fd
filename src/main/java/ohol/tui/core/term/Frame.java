package ohol.tui.core.term;

import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.TextCharacter;
import com.googlecode.lanterna.graphics.BasicTextImage;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.screen.AbstractScreen;
import com.googlecode.lanterna.screen.Screen;
import com.googlecode.lanterna.screen.TabBehaviour;
import java.util.Arrays;

/**
 * The screen as the renderer composes it, kept from frame to frame as a screen's back buffer
 * is. Cells follow Lanterna's rule (a double-width character covers the next column with a
 * space of its colours; writing over either half of it leaves a space in the other), but cost
 * an array store: Lanterna's image looks up the Unicode block of the old and the new character
 * at every write, which was half of what a frame cost.
 *
 * <p>A finished frame goes to a Lanterna screen in one copy of the whole image (the screen's
 * graphics copy an image row by row); the image is brought up to date by writing only the cells
 * that changed since the last frame. Any other graphics get every cell.
 *
 * <p>Thread safety: confined to the UI thread.
 */
public final class Frame {
    private TerminalSize size = TerminalSize.ZERO;
    private TextCharacter[][] cells = new TextCharacter[0][0];
    /** Which cells hold a double-width character, so that a write need not measure its neighbour. */
    private boolean[][] wide = new boolean[0][0];
    /** The last frame shown, as Lanterna holds it. */
    private BasicTextImage image = new BasicTextImage(TerminalSize.ZERO);

    public TerminalSize size() {
        return size;
    }

    /** Makes the frame {@code size}, keeping what fits, as Lanterna's screen does when resized. */
    public void fit(TerminalSize newSize) {
        if (newSize.equals(size)) {
            return;
        }
        TextCharacter[][] next = new TextCharacter[newSize.getRows()][newSize.getColumns()];
        boolean[][] nextWide = new boolean[newSize.getRows()][newSize.getColumns()];
        for (int r = 0; r < next.length; r++) {
            Arrays.fill(next[r], TextCharacter.DEFAULT_CHARACTER);
            if (r < cells.length) {
                System.arraycopy(cells[r], 0, next[r], 0, Math.min(cells[r].length, next[r].length));
                System.arraycopy(wide[r], 0, nextWide[r], 0, Math.min(wide[r].length, nextWide[r].length));
            }
        }
        cells = next;
        wide = nextWide;
        size = newSize;
        image = new BasicTextImage(newSize, TextCharacter.DEFAULT_CHARACTER);
    }

    public TextCharacter get(int col, int row) {
        return inside(col, row) ? cells[row][col] : null;
    }

    /**
     * Writes a cell (outside the frame: nothing), as Lanterna's screen would; a tab becomes
     * spaces to the next tab stop, as the screen makes it.
     */
    public void set(int col, int row, TextCharacter cell) {
        String s = cell.getCharacterString();
        if (s.length() != 1) {
            put(col, row, cell, cell.isDoubleWidth());
        } else if (s.charAt(0) != '\t') {
            put(col, row, cell, Widths.wide(s.charAt(0)));
        } else {
            TextCharacter space = cell.withCharacter(' ');
            int n = TabBehaviour.ALIGN_TO_COLUMN_4.replaceTabs("\t", col).length();
            for (int i = 0; i < n; i++) {
                put(col + i, row, space, false);
            }
        }
    }

    private void put(int col, int row, TextCharacter cell, boolean w) {
        if (!inside(col, row)) {
            return;
        }
        TextCharacter[] line = cells[row];
        boolean[] wideAt = wide[row];
        if (col > 0 && wideAt[col - 1]) {
            line[col - 1] = line[col - 1].withCharacter(' ');
            wideAt[col - 1] = false;
        }
        line[col] = cell;
        wideAt[col] = w;
        if (w && col + 1 < line.length) {
            line[col + 1] = cell.withCharacter(' ');
            wideAt[col + 1] = false;
        }
    }

    private boolean inside(int col, int row) {
        return row >= 0 && col >= 0 && row < cells.length && col < cells[row].length;
    }

    /** Shows the frame on a screen: the whole of it, in one copy where the screen can. */
    public void show(Screen screen) {
        if (screen instanceof AbstractScreen) {
            update();
            screen.newTextGraphics().drawImage(TerminalPosition.TOP_LEFT_CORNER, image);
        } else {
            copyTo(screen.newTextGraphics());
        }
    }

    /** Writes every cell into {@code g}; the second half of a double-width character comes with it. */
    public void copyTo(TextGraphics g) {
        for (int r = 0; r < cells.length; r++) {
            TextCharacter[] line = cells[r];
            for (int c = 0; c < line.length; c++) {
                g.setCharacter(c, r, line[c]);
                if (Widths.wide(line[c])) {
                    c++;
                }
            }
        }
    }

    /**
     * Brings {@link #image} to this frame, writing only the cells that changed, from the left:
     * a double-width character is followed by its second half in both, so where one changed,
     * Lanterna's clearing of half characters ends where ours did.
     */
    private void update() {
        for (int r = 0; r < cells.length; r++) {
            TextCharacter[] line = cells[r];
            for (int c = 0; c < line.length; c++) {
                TextCharacter now = line[c];
                TextCharacter was = image.getCharacterAt(c, r);
                if (now != was && !now.equals(was)) {
                    image.setCharacterAt(c, r, now);
                }
            }
        }
    }
}
