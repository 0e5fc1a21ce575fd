package ohol.tui.core.term;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.TextCharacter;
import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.terminal.ansi.ANSITerminal;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A map that turns pages both ways, and one that follows us a tile at a time, beside a list
 * that does not move: the painter moves the rows' stretches with deleted and inserted
 * characters, and the strict terminal ({@link AnsiGrid}, where a cell such a move leaves
 * shows neither blank nor colour) shows exactly the screen after every frame.
 */
class RowShiftTest {
    private static final int COLUMNS = 80;
    private static final int ROWS = 24;
    private static final String ESC = "\u001b";

    private static final class Raw extends ANSITerminal implements RawAnsi {
        Raw(OutputStream out) {
            super(new ByteArrayInputStream(new byte[0]), out, StandardCharsets.UTF_8);
        }

        @Override
        protected TerminalSize findTerminalSize() {
            return new TerminalSize(COLUMNS, ROWS);
        }

        @Override
        public void writeSequence(byte[] sequence) throws IOException {
            writeToTerminal(sequence);
        }
    }

    private static final List<TextColor> GROUNDS =
            List.of(new TextColor.Indexed(22), new TextColor.Indexed(58), new TextColor.Indexed(238));

    /** A world of ground in patches and things here and there, two columns a tile, the same wherever it is seen from. */
    private static TextCharacter[] tile(int x, int y) {
        Random r = new Random(x * 7919L + y * 104_729L);
        Random patch = new Random(Math.floorDiv(x, 3) * 7919L + Math.floorDiv(y, 2) * 104_729L + 1);
        TextColor ground = GROUNDS.get(patch.nextInt(GROUNDS.size()));
        char glyph = r.nextInt(6) == 0 ? "▪T#%".charAt(r.nextInt(4)) : ' ';
        return new TextCharacter[] {
            TextCharacter.fromCharacter(glyph, new TextColor.Indexed(252), ground)[0],
            TextCharacter.fromCharacter(' ', TextColor.ANSI.WHITE, ground)[0]
        };
    }

    /** Draws the map, {@code mapCols} wide from column {@code left}, with {@code firstTile} at its left edge; a list right of it. */
    private static void draw(DeltaScreen screen, int left, int mapCols, int firstTile, int step) {
        for (int y = 2; y < 16; y++) {
            for (int c = 0; c < mapCols; c += 2) {
                TextCharacter[] t = tile(firstTile + c / 2, y);
                screen.setCharacter(left + c, y, t[0]);
                screen.setCharacter(left + c + 1, y, t[1]);
            }
            String line = String.format("|thing %2d  N %d", y, (y + step / 7) % 10);
            for (int c = left + mapCols; c < COLUMNS; c++) {
                int i = c - left - mapCols;
                screen.setCharacter(c, y, TextCharacter.fromCharacter(i < line.length() ? line.charAt(i) : ' ')[0]);
            }
        }
        screen.newTextGraphics().putString(0, 0, "step " + step);
    }

    private static void walk(int left, int mapCols, int page) throws IOException {
        ByteArrayOutputStream sent = new ByteArrayOutputStream();
        AnsiGrid grid = new AnsiGrid(COLUMNS, ROWS);
        DeltaScreen screen = new DeltaScreen(new Raw(new OutputStream() {
            @Override
            public void write(int b) {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] b, int off, int len) {
                sent.write(b, off, len);
                grid.write(b, off, len);
            }
        }));
        screen.startScreen();
        screen.setCursorPosition(null);
        int first = 0;
        int[] pages = {page, page, -page, -page, -page, page};
        boolean moved = false;
        for (int step = 0; step < pages.length; step++) {
            first += pages[step];
            draw(screen, left, mapCols, first, step);
            sent.reset();
            screen.refresh();
            String frame = sent.toString(StandardCharsets.UTF_8);
            moved |= frame.contains(ESC + "[" + 2 * Math.abs(page) + "P")
                    || frame.contains(ESC + "[" + 2 * Math.abs(page) + "@");
            CellPainterTest.assertShows(screen, grid, step);
        }
        assertTrue(moved, "no row was moved");
    }

    @Test
    void aMapTurningPagesEastAndWestBesideAListShowsExactlyTheScreen() throws IOException {
        walk(0, 56, 14);
    }

    @Test
    void aMapFollowingUsATileAtATimeShowsExactlyTheScreen() throws IOException {
        walk(0, 56, 1);
    }

    @Test
    void aMapAsWideAsTheScreenOrNotAtItsLeftEdgeShowsExactlyTheScreen() throws IOException {
        walk(0, 80, 20);
        walk(6, 50, 12);
    }

    /** A page turn costs fewer bytes moved than written again: half of it was on the terminal already. */
    @Test
    void aPageTurnCostsFewerBytesWithRowsMoved() throws IOException {
        String turned = afterTheFirstFrame(14);
        String anew = afterTheFirstFrame(100); // nothing in common: every cell written
        int turnedBytes = turned.getBytes(StandardCharsets.UTF_8).length;
        int anewBytes = anew.getBytes(StandardCharsets.UTF_8).length;
        assertTrue(turned.contains(ESC + "[28P"), turned.replace(ESC, "~"));
        assertTrue(turnedBytes < anewBytes, turnedBytes + " bytes turned, " + anewBytes + " written anew");
    }

    /** What the second frame sends, the map's left edge moved by {@code tiles}. */
    private static String afterTheFirstFrame(int tiles) throws IOException {
        ByteArrayOutputStream sent = new ByteArrayOutputStream();
        DeltaScreen screen = new DeltaScreen(new Raw(sent));
        screen.startScreen();
        screen.setCursorPosition(null);
        draw(screen, 0, 56, 0, 0);
        screen.refresh();
        sent.reset();
        draw(screen, 0, 56, tiles, 0);
        screen.refresh();
        return sent.toString(StandardCharsets.UTF_8);
    }
}
