package ohol.tui.core.term;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.TextCharacter;
import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.BasicTextImage;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import ohol.tui.Slow;
import ohol.tui.onelife.ui.Painter;
import org.junit.jupiter.api.Test;

/**
 * The renderer's frame against Lanterna's own screen: the same drawing, frame after frame, must
 * leave the same cells, double-width characters, clipping, tabs and styles included, whether
 * the frame is copied onto a screen whole or written cell by cell into other graphics.
 */
class FrameTest {
    private static final String ALPHABET = "ab cXY.|英語ｱ\u2726\u2302\t";
    private static final TextColor[] COLOURS = {
        Painter.TEXT,
        Painter.DIM,
        Painter.BACKGROUND,
        Painter.WARN,
        new TextColor.Indexed(22),
        new TextColor.Indexed(22)
    };

    @Test
    @Slow
    void framesLeaveTheCellsLanternasScreenWould() throws IOException {
        for (long seed = 1; seed <= 300; seed++) {
            sameCells(seed, new TerminalSize(23, 7));
        }
    }

    @Test
    void aPartWhollyOutsideDrawsNothingNotEvenATabsSpaces() throws IOException {
        TerminalSize size = new TerminalSize(10, 2);
        TerminalScreen reference = screen(size);
        Frame frame = new Frame();
        frame.fit(size);
        for (TextGraphics g : List.of(reference.newTextGraphics(), new FrameGraphics(frame, new Cells()))) {
            g.newTextGraphics(new TerminalPosition(-5, 0), new TerminalSize(4, 1))
                    .setBackgroundColor(Painter.WARN)
                    .setCharacter(2, 0, '\t');
        }
        for (int c = 0; c < size.getColumns(); c++) {
            assertEquals(TextCharacter.DEFAULT_CHARACTER, reference.getBackCharacter(c, 0));
            assertEquals(TextCharacter.DEFAULT_CHARACTER, frame.get(c, 0));
        }
    }

    @Test
    void aResizedFrameKeepsWhatFitsAsTheScreenDoes() throws IOException {
        Random random = new Random(7);
        TerminalSize big = new TerminalSize(30, 8);
        TerminalSize small = new TerminalSize(17, 5);
        Frame frame = new Frame();
        BasicTextImage reference = new BasicTextImage(big);
        for (int i = 0; i < 3; i++) {
            List<Op> drawing = drawing(random, big);
            frame.fit(big);
            drawing.forEach(op -> op.accept(new FrameGraphics(frame, new Cells())));
            drawing.forEach(op -> op.accept(reference.newTextGraphics()));
        }
        frame.fit(small);
        BasicTextImage resized = reference.resize(small, TextCharacter.DEFAULT_CHARACTER);
        for (int r = 0; r < small.getRows(); r++) {
            for (int c = 0; c < small.getColumns(); c++) {
                assertEquals(resized.getCharacterAt(c, r), frame.get(c, r), c + "," + r);
            }
        }
    }

    private static void sameCells(long seed, TerminalSize size) throws IOException {
        Random random = new Random(seed);
        TerminalScreen reference = screen(size);
        TerminalScreen shown = screen(size);
        BasicTextImage written = new BasicTextImage(size);
        Frame frame = new Frame();
        Cells cells = new Cells();
        for (int f = 0; f < 6; f++) {
            frame.fit(size);
            TextGraphics onScreen = reference.newTextGraphics();
            TextGraphics onFrame = new FrameGraphics(frame, cells);
            for (Op op : drawing(random, size)) {
                op.accept(onScreen);
                op.accept(onFrame);
                for (int r = 0; r < size.getRows(); r++) {
                    for (int c = 0; c < size.getColumns(); c++) {
                        int col = c;
                        int row = r;
                        assertEquals(
                                Looks.of(reference.getBackCharacter(c, r)),
                                Looks.of(frame.get(c, r)),
                                () -> "seed " + seed + ", after " + op + ", at " + col + "," + row);
                    }
                }
            }
            frame.show(shown);
            frame.copyTo(written.newTextGraphics());
            for (int r = 0; r < size.getRows(); r++) {
                for (int c = 0; c < size.getColumns(); c++) {
                    String at = "seed " + seed + " frame " + f + " at " + c + "," + r;
                    TextCharacter expected = reference.getBackCharacter(c, r);
                    assertEquals(Looks.of(expected), Looks.of(shown.getBackCharacter(c, r)), () -> at + " (shown)");
                    assertEquals(Looks.of(expected), Looks.of(written.getCharacterAt(c, r)), () -> at + " (written)");
                }
            }
        }
    }

    private static TerminalScreen screen(TerminalSize size) throws IOException {
        TerminalScreen screen = new TerminalScreen(new DefaultVirtualTerminal(size));
        screen.startScreen();
        return screen;
    }

    /** One drawing step, told for the failure message. */
    private record Op(String told, Consumer<TextGraphics> step) implements Consumer<TextGraphics> {
        @Override
        public void accept(TextGraphics g) {
            step.accept(g);
        }

        @Override
        public String toString() {
            return told;
        }
    }

    /** Random drawing, made once so that both sides draw the same: parts, colours, strings, cells. */
    private static List<Op> drawing(Random random, TerminalSize size) {
        List<Op> all = new ArrayList<>();
        int ops = 5 + random.nextInt(30);
        for (int i = 0; i < ops; i++) {
            int col = random.nextInt(size.getColumns() + 4) - 2;
            int row = random.nextInt(size.getRows() + 2) - 1;
            TerminalPosition partAt = new TerminalPosition(
                    random.nextInt(size.getColumns() + 2) - 1, random.nextInt(size.getRows() + 2) - 1);
            TerminalSize partSize = new TerminalSize(1 + random.nextInt(size.getColumns()), 1 + random.nextInt(4));
            boolean part = random.nextBoolean();
            boolean nested = random.nextInt(4) == 0;
            TextColor fg = COLOURS[random.nextInt(COLOURS.length)];
            TextColor bg = COLOURS[random.nextInt(COLOURS.length)];
            boolean bold = random.nextInt(3) == 0;
            String text = text(random, random.nextInt(12));
            char c = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
            int kind = random.nextInt(10);
            Consumer<TextGraphics> step = root -> {
                TextGraphics g = part ? root.newTextGraphics(partAt, partSize) : root;
                if (nested) {
                    g = g.newTextGraphics(new TerminalPosition(1, 0), new TerminalSize(3, 2));
                }
                g.setForegroundColor(fg);
                g.setBackgroundColor(bg);
                if (bold) {
                    g.enableModifiers(SGR.BOLD);
                }
                if (kind < 5) {
                    g.putString(col, row, text);
                } else if (kind < 8) {
                    g.setCharacter(col, row, c);
                } else if (kind < 9) {
                    g.setCharacter(col, row, TextCharacter.fromCharacter(c, fg, bg, SGR.REVERSE)[0]);
                } else {
                    g.fill(c);
                }
            };
            all.add(new Op(
                    "op " + kind + (part ? " in " + partAt + " " + partSize : "") + (nested ? " nested" : "") + " at "
                            + col + "," + row + " [" + text + "] [" + c + "]",
                    step));
        }
        return all;
    }

    private static String text(Random random, int length) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < length; i++) {
            s.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        if (random.nextInt(8) == 0) {
            s.insert(random.nextInt(s.length() + 1), random.nextBoolean() ? '\n' : '\r');
        }
        return s.toString();
    }
}
