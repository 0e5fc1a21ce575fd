package ohol.tui.core.term;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.TextCharacter;
import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.screen.Screen;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.ansi.ANSITerminal;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What {@link DeltaScreen} sends through its {@link CellPainter}, read back by a strict terminal
 * ({@link AnsiGrid}): every frame shows exactly the screen's cells, colours, styles and cursor,
 * and a change costs what it changes, not a colour reset, a whole address per gap and a hidden
 * cursor hidden again.
 */
class CellPainterTest {
    private static final int COLUMNS = 80;
    private static final int ROWS = 24;
    private static final String ESC = "\u001b";

    /** An ANSI terminal of a fixed size that takes sequences as they are, as the client's own terminals do. */
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

    /** The same, for Lanterna's own refresh: an ANSI terminal that does not take sequences. */
    private static final class Plain extends ANSITerminal {
        Plain(OutputStream out) {
            super(new ByteArrayInputStream(new byte[0]), out, StandardCharsets.UTF_8);
        }

        @Override
        protected TerminalSize findTerminalSize() {
            return new TerminalSize(COLUMNS, ROWS);
        }
    }

    /**
     * Single-width text: which cells a wide character's change sends is Lanterna's rule, kept as
     * it is, and what a terminal does with half of one overwritten differs between terminals.
     */
    private static final List<String> TEXT = List.of(" ", " ", " ", "a", "Z", "@", "#", "⌂", "♣", "é");

    private static final List<TextColor> COLOURS = List.of(
            TextColor.ANSI.DEFAULT,
            TextColor.ANSI.GREEN,
            TextColor.ANSI.BLACK_BRIGHT,
            TextColor.ANSI.YELLOW_BRIGHT,
            new TextColor.Indexed(130),
            new TextColor.RGB(10, 200, 30));
    private static final List<SGR> STYLES = List.of(SGR.BOLD, SGR.REVERSE, SGR.UNDERLINE, SGR.ITALIC);

    private static TextCharacter randomCell(Random random) {
        EnumSet<SGR> style = EnumSet.noneOf(SGR.class);
        for (SGR s : STYLES) {
            if (random.nextInt(5) == 0) {
                style.add(s);
            }
        }
        return TextCharacter.fromString(
                TEXT.get(random.nextInt(TEXT.size())),
                COLOURS.get(random.nextInt(COLOURS.size())),
                COLOURS.get(random.nextInt(COLOURS.size())),
                style)[0];
    }

    @Test
    void everyFrameShowsExactlyTheScreensCellsAndCursor() throws IOException {
        AnsiGrid grid = new AnsiGrid(COLUMNS, ROWS);
        DeltaScreen screen = new DeltaScreen(new Raw(grid));
        screen.startScreen();
        Random random = new Random(25);
        for (int frame = 0; frame < 150; frame++) {
            int changes = random.nextInt(10) == 0 ? 600 : random.nextInt(40);
            for (int i = 0; i < changes; i++) {
                screen.setCharacter(random.nextInt(COLUMNS), random.nextInt(ROWS), randomCell(random));
            }
            screen.setCursorPosition(
                    random.nextInt(3) == 0
                            ? new TerminalPosition(random.nextInt(COLUMNS), random.nextInt(ROWS))
                            : null);
            screen.refresh(random.nextInt(2) == 0 ? Screen.RefreshType.AUTOMATIC : Screen.RefreshType.DELTA);
            assertShows(screen, grid, frame);
        }
    }

    static void assertShows(DeltaScreen screen, AnsiGrid grid, int frame) {
        for (int y = 0; y < ROWS; y++) {
            for (int x = 0; x < COLUMNS; x++) {
                TextCharacter cell = screen.getFrontCharacter(x, y);
                AnsiGrid.Shown want = new AnsiGrid.Shown(
                        cell.getCharacterString(),
                        new String(cell.getForegroundColor().getForegroundSGRSequence(), StandardCharsets.US_ASCII),
                        new String(cell.getBackgroundColor().getBackgroundSGRSequence(), StandardCharsets.US_ASCII),
                        cell.getModifiers());
                AnsiGrid.Shown shown = grid.at(x, y);
                if (want.text().equals(" ") && want.style().isEmpty()) { // a bare space shows no foreground, nor bold
                    want = new AnsiGrid.Shown(
                            " ",
                            shown.fg(),
                            want.bg(),
                            Set.of(SGR.BOLD).containsAll(shown.style()) ? shown.style() : want.style());
                }
                if (!want.equals(shown)) {
                    assertEquals(want, shown, "frame " + frame + " at " + x + "," + y);
                }
                if (Widths.wide(cell)) {
                    x++;
                }
            }
        }
        TerminalPosition cursor = screen.getCursorPosition();
        assertEquals(cursor != null, grid.cursorShown(), "frame " + frame);
        if (cursor != null) {
            assertEquals(cursor.getRow(), grid.cursorRow(), "frame " + frame);
            int column = cursor.getColumn();
            if (column > 0 && Widths.wide(screen.getFrontCharacter(column - 1, cursor.getRow()))) {
                column--;
            }
            assertEquals(column, grid.cursorColumn(), "frame " + frame);
        }
    }

    @Test
    void theSameFramesCostFewerBytesThanLanternasOwnRefresh() throws IOException {
        ByteArrayOutputStream ours = new ByteArrayOutputStream();
        ByteArrayOutputStream lanterna = new ByteArrayOutputStream();
        DeltaScreen delta = new DeltaScreen(new Raw(ours));
        TerminalScreen plain = new TerminalScreen(new Plain(lanterna));
        delta.startScreen();
        plain.startScreen();
        Random random = new Random(7);
        for (int frame = 0; frame < 200; frame++) {
            int changes = random.nextInt(10) == 0 ? 600 : random.nextInt(40);
            for (int i = 0; i < changes; i++) {
                int x = random.nextInt(COLUMNS);
                int y = random.nextInt(ROWS);
                TextCharacter cell = randomCell(random);
                delta.setCharacter(x, y, cell);
                plain.setCharacter(x, y, cell);
            }
            delta.refresh(Screen.RefreshType.DELTA);
            plain.refresh(Screen.RefreshType.DELTA);
        }
        assertTrue(
                ours.size() < 0.85 * lanterna.size(), "painted " + ours.size() + " bytes, Lanterna " + lanterna.size());
    }

    /**
     * A walking step: the age on the status line ticks and the player's glyph moves one tile (two
     * columns) on green ground. After the first frame the terminal's colours, place and hidden
     * cursor are known: the step is its changes, one colour sequence each, the one-cell gap between
     * the old tile and the new written over rather than addressed, the bare ground in the
     * foreground the terminal has (a space shows none), and no cursor sequence.
     */
    @Test
    void aWalkingStepSendsTheChangesWithShortMovesAndNoReset() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        TerminalOutput frames = new TerminalOutput(out);
        DeltaScreen screen = new DeltaScreen(new Raw(frames));
        screen.startScreen();
        TextCharacter ground = TextCharacter.fromCharacter(' ', TextColor.ANSI.WHITE, TextColor.ANSI.GREEN)[0];
        TextCharacter player =
                TextCharacter.fromCharacter('@', TextColor.ANSI.YELLOW_BRIGHT, TextColor.ANSI.GREEN, SGR.BOLD)[0];
        for (int x = 0; x < 56; x++) {
            for (int y = 2; y < 16; y++) {
                screen.setCharacter(x, y, ground);
            }
        }
        screen.newTextGraphics()
                .setForegroundColor(TextColor.ANSI.BLACK_BRIGHT)
                .setBackgroundColor(TextColor.ANSI.BLACK)
                .putString(3, 1, "1,0 from birth");
        screen.setCharacter(30, 9, player);
        screen.setCursorPosition(null);
        screen.refresh();
        for (int step = 2; step <= 3; step++) {
            out.reset();
            long writes = frames.writes();
            screen.newTextGraphics()
                    .setForegroundColor(TextColor.ANSI.BLACK_BRIGHT)
                    .setBackgroundColor(TextColor.ANSI.BLACK)
                    .putString(3, 1, Integer.toString(step));
            screen.setCharacter(30 + 2 * (step - 2), 9, ground);
            screen.setCharacter(32 + 2 * (step - 2), 9, player);
            screen.refresh();
            String sent = out.toString(StandardCharsets.UTF_8);
            assertEquals(1, frames.writes() - writes, "one write for the frame");
            assertFalse(sent.contains(ESC + "[?25"), "the hidden cursor is not hidden again: " + sent);
            // a reset is one byte shorter here than ending bold and setting both colours
            String topDown = ESC + "[2;4H" + ESC + "[0;90;40m" + step + ESC + "[10;" + (31 + 2 * (step - 2)) + "H" + ESC
                    + "[42m  " + ESC + "[1;93m@";
            // the next step starts where this one ended, in its colours: the map first, then the line
            String bottomUp = ESC + "[D " + ESC + "[C@" + ESC + "[2;4H" + ESC + "[0;90;40m" + step;
            assertEquals(step == 2 ? topDown : bottomUp, sent);
        }
    }

    /**
     * A page turn of the map: stretches of ground change colour. A long run of the same blank is
     * erased in its colour (ECH) rather than written space by space; the strict terminal shows
     * exactly the screen's cells; a short run is still written.
     */
    @Test
    void aLongRunOfBlanksIsErasedInItsColours() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        AnsiGrid grid = new AnsiGrid(COLUMNS, ROWS);
        TerminalOutput frames = new TerminalOutput(new OutputStream() {
            @Override
            public void write(int b) {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] b, int off, int len) {
                out.write(b, off, len);
                grid.write(b, off, len);
            }
        });
        DeltaScreen screen = new DeltaScreen(new Raw(frames));
        screen.startScreen();
        TextCharacter grass = TextCharacter.fromCharacter(' ', TextColor.ANSI.WHITE, TextColor.ANSI.GREEN)[0];
        TextCharacter sand = TextCharacter.fromCharacter(' ', TextColor.ANSI.WHITE, TextColor.ANSI.YELLOW)[0];
        TextCharacter tree = TextCharacter.fromCharacter('T', TextColor.ANSI.GREEN, TextColor.ANSI.GREEN)[0];
        for (int x = 0; x < 56; x++) {
            screen.setCharacter(x, 5, grass);
        }
        screen.setCharacter(20, 5, tree);
        screen.setCursorPosition(null);
        screen.refresh();
        out.reset();
        for (int x = 0; x < 40; x++) {
            screen.setCharacter(x, 5, sand);
        }
        for (int x = 44; x < 48; x++) {
            screen.setCharacter(x, 5, sand);
        }
        screen.refresh();
        String sent = out.toString(StandardCharsets.UTF_8);
        assertEquals(ESC + "[6H" + ESC + "[0;37;43m" + ESC + "[40X" + ESC + "[44C    ", sent, sent.replace(ESC, "ESC"));
        assertShows(screen, grid, 1);
    }
}
